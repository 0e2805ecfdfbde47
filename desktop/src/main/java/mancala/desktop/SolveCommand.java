package mancala.desktop;

import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import mancala.ai.Budget;
import mancala.ai.Choice;
import mancala.ai.Limits;
import mancala.ai.Stopped;
import mancala.ai.kalah.EndgameTable;
import mancala.ai.kalah.EndgameTables;
import mancala.ai.level.Analyst;
import mancala.rules.Position;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** The {@code solve} command: proves the exact final margin of a position and a best move. */
@Command(
    name = "solve",
    mixinStandardHelpOptions = true,
    description = {
      "Proves the exact final margin (the mover's total minus the opponent's, stores included)"
          + " of the start or of a given position with best play, and prints one line:",
      "  value=<+n|-n|0> best=<house> nodes=<n> nps=<n> seconds=<s>",
      "Houses are numbered 0..n-1 in sowing order. The Kalah rule sets use the endgame table in"
          + " the data folder, built on first use (the seconds printed leave that out)."
    })
final class SolveCommand implements Callable<Integer> {
  private final Terminal terminal;

  @Spec CommandSpec spec;

  @Parameters(index = "0", paramLabel = "<ruleset>", description = "A rule set, such as kalah.")
  String ruleSetName;

  @Parameters(
      index = "1",
      paramLabel = "<seeds>",
      description = "Seeds per house at the start, 1 to 10 (not used with --position).")
  int seeds;

  @Mixin PositionOptions where;

  @Mixin SearchOptions search;

  @Option(
      names = "--seconds",
      paramLabel = "<s>",
      description = "Gives up after this many seconds (default: no limit).")
  Double seconds;

  SolveCommand(Terminal terminal) {
    this.terminal = terminal;
  }

  @Override
  public Integer call() throws InterruptedException {
    Position p = AnalysisArguments.position(spec, ruleSetName, seeds, where);
    AnalysisArguments.check(spec, search.threads, search.tableSeeds, seconds);
    if (p.isOver()) {
      int m = p.mover();
      terminal.out().println("value=" + signed(p.total(m) - p.total(1 - m)) + " best=-");
      return 0;
    }
    EndgameTable table;
    try {
      EndgameTables tables = AiSetup.tables(terminal.err());
      table =
          AnalysisArguments.tableFor(
              p, tables, Optional.ofNullable(search.tableSeeds), terminal.err());
    } catch (IllegalStateException e) {
      terminal.err().println("solve: " + e.getMessage());
      return 1;
    }
    AtomicBoolean cancel = new AtomicBoolean();
    Budget budget = seconds == null ? Budget.UNLIMITED : Budget.millis(Math.round(seconds * 1000));
    try (Analyst analyst = new Analyst(p.rules(), table, search.threads, 23)) {
      long began = System.nanoTime();
      Choice c = analyst.solve(p, Limits.of(budget, cancel, System::nanoTime));
      double took = (System.nanoTime() - began) / 1e9;
      long nodes = analyst.nodes();
      if (!c.proven()) {
        terminal
            .err()
            .printf(
                Locale.ROOT,
                "solve: not proven in %.1f s; the deepest search (%d moves) says %s with house %d%n",
                took,
                c.depth(),
                signed(c.value()),
                c.house());
        return 3;
      }
      terminal
          .out()
          .printf(
              Locale.ROOT,
              "value=%s best=%d nodes=%d nps=%d seconds=%.2f%n",
              signed(c.value()),
              c.house(),
              nodes,
              took > 0 ? Math.round(nodes / took) : 0,
              took);
      return 0;
    } catch (Stopped e) {
      terminal.err().println("solve: stopped before any search finished");
      return 3;
    }
  }

  static String signed(int value) {
    return value > 0 ? "+" + value : Integer.toString(value);
  }
}
