package mancala.ai.kalah;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import mancala.ai.Budget;
import mancala.ai.Limits;
import mancala.ai.PlainMinimax;
import mancala.ai.Thoughts;
import mancala.rules.Position;
import mancala.rules.RandomGames;
import mancala.rules.RuleSet;
import mancala.rules.Rules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The trap chooser only ever plays optimal moves, and it does prefer moves with traps. */
class TrapChooserTest {
  private static final Limits NONE = Limits.until(new AtomicBoolean());

  @ParameterizedTest
  @EnumSource(
      value = RuleSet.class,
      names = {"KALAH", "KALAH_EITHER", "KALAH_EMPTY_CAPTURE"})
  void everyChosenHouseKeepsTheValuePlainMinimaxFinds(RuleSet ruleSet) {
    SplittableRandom random = new SplittableRandom(17 + ruleSet.ordinal());
    Rules rules = Rules.of(ruleSet, 4);
    PlainMinimax minimax = new PlainMinimax();
    for (int game = 0; game < 30; game++) {
      Position p = randomPosition(rules, 2, random);
      if (p.isOver()) {
        continue;
      }
      try (Fixture f = new Fixture(ruleSet, 4, EndgameTable.none())) {
        int[] board = f.game.board(p);
        Solution s = f.prover.solve(board, 0, Thoughts.NONE, NONE);
        int house = f.traps.choose(board, s, NONE);
        assertEquals(minimax.value(p), minimax.moveValue(p, house), "house " + house + " of " + p);
      }
    }
  }

  @Test
  void anotherOptimalHouseIsChosenOnlyWhereItLeavesTheOpponentAMistakeToMake()
      throws InterruptedException {
    RuleSet ruleSet = RuleSet.KALAH_EITHER;
    Rules rules = Rules.of(ruleSet, 4);
    EndgameTable table = KalahSolverTest.table(ruleSet, 4, 10);
    SplittableRandom random = new SplittableRandom(5);
    int changed = 0;
    for (int trial = 0; trial < 200; trial++) {
      Position p = randomPosition(rules, 4, random);
      if (p.isOver()) {
        continue;
      }
      try (Fixture f = new Fixture(ruleSet, 4, table)) {
        int[] board = f.game.board(p);
        Solution s = f.prover.solve(board, 0, Thoughts.NONE, NONE);
        int house = f.traps.choose(board, s, NONE);
        if (house == s.house()) {
          continue;
        }
        changed++;
        int[] child = new int[f.game.length()];
        int code = f.game.play(board, house, child);
        assertEquals(0, code & (KalahGame.TERMINAL | KalahGame.EXTRA_TURN), "the opponent moves");
        int opponentBest = (code >> 2) - s.value();
        assertEquals(opponentBest, f.prover.solve(child, 0, Thoughts.NONE, NONE).value());
        boolean mistake = false;
        for (int r = 0; r < 4; r++) {
          if (child[r] > 0) {
            mistake |= f.solver.solveMove(child, r, 0, NONE) < opponentBest;
          }
        }
        assertTrue(mistake, "a trap was set in " + p);
      }
    }
    assertTrue(changed >= 3, "traps were chosen in " + changed + " positions");
  }

  @Test
  void weighingStopsWithinItsLimitsAndKeepsTheProvenHouse() {
    try (Fixture f = new Fixture(RuleSet.KALAH, 6, EndgameTable.none())) {
      int[] board = f.game.board(Rules.of(RuleSet.KALAH, 6).start(3));
      Solution s = f.prover.solve(board, 0, Thoughts.NONE, NONE);
      Limits tiny = Limits.of(Budget.nodes(1), new AtomicBoolean(), System::nanoTime);
      assertEquals(s.house(), f.traps.choose(board, s, tiny));
    }
  }

  private static Position randomPosition(Rules rules, int seeds, SplittableRandom random) {
    Position p = rules.start(seeds);
    for (int ply = 4 + random.nextInt(10); ply > 0 && !p.isOver(); ply--) {
      rules.play(p, RandomGames.randomMove(p, random));
    }
    return p;
  }

  /** A prover, a plain solver and a trap chooser for one game. */
  private static final class Fixture implements AutoCloseable {
    final KalahGame game;
    final KalahProver prover;
    final KalahSolver solver;
    final TrapChooser traps;

    Fixture(RuleSet ruleSet, int houses, EndgameTable table) {
      game = KalahGame.of(ruleSet, houses).orElseThrow();
      Ranker ranker = new Ranker(houses, 2 * houses * 10);
      prover = new KalahProver(game, ranker, new TranspositionTable(18), table, 1);
      solver = new KalahSolver(game.copy(), ranker, new TranspositionTable(18), table);
      traps = new TrapChooser(game, prover, new KalahGuess(game, ranker, table, 16));
    }

    @Override
    public void close() {
      prover.close();
    }
  }
}
