package mancala.desktop;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import mancala.ai.Budget;
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

/** The {@code analyze} command: the value of every legal move of a position. */
@Command(
    name = "analyze",
    mixinStandardHelpOptions = true,
    description = {
      "Prints the value of every legal move of the start or of a given position: the final margin"
          + " for the mover (stores included) if that house is sown, then best play. One line a"
          + " move: house=<h> value=<+n|-n|0> and 'proven', or 'estimate' where the search ran"
          + " out of time; the best moves are marked 'best'."
    })
final class AnalyzeCommand implements Callable<Integer> {
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
      description = "Time for each move before its estimate is given (default: no limit).")
  Double seconds;

  AnalyzeCommand(Terminal terminal) {
    this.terminal = terminal;
  }

  @Override
  public Integer call() throws InterruptedException {
    Position p = AnalysisArguments.position(spec, ruleSetName, seeds, where);
    AnalysisArguments.check(spec, search.threads, search.tableSeeds, seconds);
    if (p.isOver()) {
      terminal.err().println("analyze: the game is over in that position; no move is legal");
      return 1;
    }
    EndgameTable table;
    try {
      EndgameTables tables = AiSetup.tables(terminal.err());
      table =
          AnalysisArguments.tableFor(
              p, tables, Optional.ofNullable(search.tableSeeds), terminal.err());
    } catch (IllegalStateException e) {
      terminal.err().println("analyze: " + e.getMessage());
      return 1;
    }
    Budget budget = seconds == null ? Budget.UNLIMITED : Budget.millis(Math.round(seconds * 1000));
    try (Analyst analyst = new Analyst(p.rules(), table, search.threads, 23)) {
      List<Analyst.MoveValue> values =
          analyst.analyze(p, Limits.of(budget, new AtomicBoolean(), System::nanoTime));
      int best = values.stream().mapToInt(Analyst.MoveValue::value).max().orElseThrow();
      for (Analyst.MoveValue v : values) {
        terminal
            .out()
            .printf(
                Locale.ROOT,
                "house=%d value=%s %s%s%n",
                v.house(),
                SolveCommand.signed(v.value()),
                v.proven() ? "proven" : "estimate",
                v.value() == best ? " best" : "");
      }
      return 0;
    } catch (Stopped e) {
      terminal.err().println("analyze: stopped before a search finished");
      return 3;
    }
  }
}
