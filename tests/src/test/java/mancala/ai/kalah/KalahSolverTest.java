package mancala.ai.kalah;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import mancala.ai.Limits;
import mancala.ai.Thoughts;
import mancala.rules.Position;
import mancala.rules.RandomGames;
import mancala.rules.RuleSet;
import mancala.rules.Rules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The solver's exact values, checked against plain minimax and the published results. */
class KalahSolverTest {

  @ParameterizedTest
  @EnumSource(
      value = RuleSet.class,
      names = {"KALAH", "KALAH_EITHER", "KALAH_EMPTY_CAPTURE"})
  void startValuesMatchPlainMinimaxOnSmallBoards(RuleSet ruleSet) {
    int[][] sizes = {
      {3, 1}, {3, 2}, {3, 3}, {4, 1}, {4, 2}, {4, 3}, {5, 1}, {5, 2}, {6, 1}, {6, 2}
    };
    for (int[] size : sizes) {
      Rules rules = Rules.of(ruleSet, size[0]);
      Position start = rules.start(size[1]);
      assertEquals(
          new PlainMinimax().value(start),
          solve(ruleSet, start, EndgameTable.none()),
          ruleSet.id() + " " + size[0] + "," + size[1]);
    }
  }

  @ParameterizedTest
  @EnumSource(
      value = RuleSet.class,
      names = {"KALAH", "KALAH_EITHER", "KALAH_EMPTY_CAPTURE"})
  void midGameValuesMatchPlainMinimax(RuleSet ruleSet) {
    SplittableRandom random = new SplittableRandom(ruleSet.ordinal());
    for (int game = 0; game < 30; game++) {
      Rules rules = Rules.of(ruleSet, 3 + random.nextInt(2));
      Position p = rules.start(3);
      for (int ply = 2 + random.nextInt(12); ply > 0 && !p.isOver(); ply--) {
        rules.play(p, RandomGames.randomMove(p, random));
      }
      if (!p.isOver()) {
        assertEquals(
            new PlainMinimax().value(p), solve(ruleSet, p, EndgameTable.none()), p.toString());
      }
    }
  }

  @ParameterizedTest
  @EnumSource(
      value = RuleSet.class,
      names = {"KALAH", "KALAH_EITHER", "KALAH_EMPTY_CAPTURE"})
  void kalahSixThreeIsWorthTwoWithOrWithoutATable(RuleSet ruleSet) throws Exception {
    Position start = Rules.of(ruleSet, 6).start(3);
    KalahGame game = KalahGame.of(ruleSet, 6).orElseThrow();
    EndgameTable table = new TableBuilder(game, 10, new AtomicBoolean()).build(2, f -> {});
    assertEquals(2, solve(ruleSet, start, table));
    assertEquals(2, solve(ruleSet, start, EndgameTable.none()));
  }

  @Test
  void twoThreadsProveTheSameValuesAsOne() {
    RuleSet ruleSet = RuleSet.KALAH_EITHER;
    KalahGame game = KalahGame.of(ruleSet, 6).orElseThrow();
    Ranker ranker = new Ranker(6, 36);
    SplittableRandom random = new SplittableRandom(3);
    try (KalahProver prover =
        new KalahProver(game, ranker, new TranspositionTable(16), EndgameTable.none(), 2)) {
      for (int i = 0; i < 12; i++) {
        Position p = Rules.of(ruleSet, 6).start(3);
        for (int ply = 2 + random.nextInt(10); ply > 0 && !p.isOver(); ply--) {
          p.rules().play(p, RandomGames.randomMove(p, random));
        }
        if (!p.isOver()) {
          assertEquals(
              solve(ruleSet, p, EndgameTable.none()),
              prover
                  .solve(
                      game.board(p),
                      random.nextInt(-6, 7),
                      Thoughts.NONE,
                      Limits.until(new AtomicBoolean()))
                  .value(),
              p.toString());
        }
      }
    }
  }

  private static int solve(RuleSet ruleSet, Position p, EndgameTable table) {
    int houses = p.layout().houses();
    KalahGame game = KalahGame.of(ruleSet, houses).orElseThrow();
    KalahSolver solver =
        new KalahSolver(game, new Ranker(houses, p.seedCount()), new TranspositionTable(16), table);
    return solver.solve(game.board(p), 0, Limits.until(new AtomicBoolean())).value();
  }
}
