package mancala.desktop;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import mancala.ai.Basis;
import mancala.ai.Brain;
import mancala.ai.Budget;
import mancala.ai.Choice;
import mancala.ai.Level;
import mancala.ai.Limits;
import mancala.ai.kalah.BookFile;
import mancala.ai.kalah.EndgameTable;
import mancala.ai.kalah.EndgameTables;
import mancala.ai.level.Analyst;
import mancala.ai.level.Brains;
import mancala.ai.tournament.MatchPlay;
import mancala.rules.Position;
import mancala.rules.RuleSet;
import mancala.rules.Rules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** The {@code bench} command: the AI's fixed suite of figures. */
@Command(
    name = "bench",
    mixinStandardHelpOptions = true,
    description = {
      "Prints the AI's figures on a fixed suite: the endgame tables' sizes and times; exact"
          + " values of Kalah(6,3) and Kalah(6,4) from the start with nodes per second; and"
          + " BEST's thinking time a move in whole games against HARD (both sides)."
    })
final class BenchCommand implements Callable<Integer> {
  private static final int HOUSES = 6;
  private static final List<RuleSet> KALAHS =
      List.of(RuleSet.KALAH, RuleSet.KALAH_EITHER, RuleSet.KALAH_EMPTY_CAPTURE);

  private final Terminal terminal;

  @Spec CommandSpec spec;

  @Option(
      names = "--games",
      paramLabel = "<n>",
      description =
          "Games against HARD for each rule set and seed count (default: ${DEFAULT-VALUE}).",
      defaultValue = "6")
  int games;

  @Option(
      names = "--threads",
      paramLabel = "<n>",
      description = "Threads that search (default: ${DEFAULT-VALUE}).",
      defaultValue = "2")
  int threads;

  BenchCommand(Terminal terminal) {
    this.terminal = terminal;
  }

  @Override
  public Integer call() throws InterruptedException {
    if (games < 0 || threads < 1) {
      throw new ParameterException(spec.commandLine(), "--games >= 0 and --threads >= 1");
    }
    EndgameTables tables = AiSetup.tables(terminal.err());
    for (RuleSet ruleSet : KALAHS) {
      for (int seeds : List.of(3, 4)) {
        Position start = Rules.of(ruleSet, HOUSES).start(seeds);
        long began = System.nanoTime();
        EndgameTable table = AiSetup.await(tables, start, Optional.empty(), terminal.err());
        double ready = (System.nanoTime() - began) / 1e9;
        try (Analyst analyst = new Analyst(start.rules(), table, threads, 23)) {
          long t0 = System.nanoTime();
          Choice c = analyst.solve(start, Limits.until(new AtomicBoolean()));
          double took = (System.nanoTime() - t0) / 1e9;
          terminal
              .out()
              .printf(
                  Locale.ROOT,
                  "solve %-19s 6,%d  value=%s best=%d nodes=%d nps=%d seconds=%.2f"
                      + "  (table of %d seeds, %d boards, ready in %.1f s)%n",
                  ruleSet.id(),
                  seeds,
                  SolveCommand.signed(c.value()),
                  c.house(),
                  analyst.nodes(),
                  Math.round(analyst.nodes() / took),
                  took,
                  table.seeds(),
                  table.size(),
                  ready);
        }
      }
    }
    Brains brains = new Brains(tables, BookFile.shipped(), threads);
    for (RuleSet ruleSet : KALAHS) {
      for (int seeds : ruleSet == RuleSet.KALAH ? List.of(3, 4, 5, 6) : List.of(3, 4)) {
        bestAgainstHard(brains, tables, Rules.of(ruleSet, HOUSES), seeds);
      }
    }
    return 0;
  }

  private void bestAgainstHard(Brains brains, EndgameTables tables, Rules rules, int seeds)
      throws InterruptedException {
    AiSetup.await(tables, rules.start(seeds), Optional.empty(), terminal.err());
    List<Long> times = new ArrayList<>();
    int[] bases = new int[Basis.values().length];
    int bestPoints2 = 0;
    for (int g = 0; g < games; g++) {
      int bestSide = g % 2;
      Brain best = brains.create(Level.BEST, rules, g);
      Brain hard = brains.create(Level.HARD, rules, 1000 + g);
      Brain[] players = bestSide == 0 ? new Brain[] {best, hard} : new Brain[] {hard, best};
      Budget[] budgets =
          bestSide == 0
              ? new Budget[] {Budget.millis(1000), Budget.UNLIMITED}
              : new Budget[] {Budget.UNLIMITED, Budget.millis(1000)};
      try {
        MatchPlay.Result r =
            new MatchPlay(System::nanoTime)
                .play(
                    rules,
                    seeds,
                    players,
                    budgets,
                    (p, c, nanos) -> {
                      if (p.mover() == bestSide) {
                        times.add(nanos);
                        bases[c.basis().ordinal()]++;
                      }
                    });
        int margin = bestSide == 0 ? r.total0() - r.total1() : r.total1() - r.total0();
        bestPoints2 += margin > 0 ? 2 : margin == 0 ? 1 : 0;
      } finally {
        best.close();
        hard.close();
      }
    }
    if (times.isEmpty()) {
      return;
    }
    Collections.sort(times);
    int moves = times.size();
    int proven =
        bases[Basis.FORCED.ordinal()] + bases[Basis.BOOK.ordinal()] + bases[Basis.PROVEN.ordinal()];
    terminal
        .out()
        .printf(
            Locale.ROOT,
            "best  %-19s 6,%d  %d games vs HARD, score %.1f/%d, %d moves: p50 %.3f s,"
                + " p95 %.3f s, max %.3f s; book %d, proven %d, forced %d, unproven %d (%.1f%%"
                + " proven)%n",
            rules.ruleSet().id(),
            seeds,
            games,
            bestPoints2 / 2.0,
            games,
            moves,
            times.get(moves / 2) / 1e9,
            times.get(Math.min(moves - 1, (int) Math.ceil(moves * 0.95) - 1)) / 1e9,
            times.get(moves - 1) / 1e9,
            bases[Basis.BOOK.ordinal()],
            bases[Basis.PROVEN.ordinal()],
            bases[Basis.FORCED.ordinal()],
            moves - proven,
            100.0 * proven / moves);
  }
}
