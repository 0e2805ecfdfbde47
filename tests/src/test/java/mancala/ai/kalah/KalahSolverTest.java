package mancala.ai.kalah;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import mancala.ai.Budget;
import mancala.ai.Limits;
import mancala.ai.PlainMinimax;
import mancala.ai.Stopped;
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
    int[][] sizes = {{3, 1}, {3, 2}, {3, 3}, {3, 4}, {4, 1}, {4, 2}, {5, 1}, {6, 1}};
    for (int[] size : sizes) {
      Position start = Rules.of(ruleSet, size[0]).start(size[1]);
      assertEquals(
          new PlainMinimax().value(start),
          solve(start, EndgameTable.none()),
          ruleSet.id() + " " + size[0] + "," + size[1]);
    }
  }

  @ParameterizedTest
  @EnumSource(
      value = RuleSet.class,
      names = {"KALAH", "KALAH_EITHER", "KALAH_EMPTY_CAPTURE"})
  void midGameValuesAndBestMovesMatchPlainMinimax(RuleSet ruleSet) {
    SplittableRandom random = new SplittableRandom(ruleSet.ordinal());
    PlainMinimax[] minimaxes = {new PlainMinimax(), new PlainMinimax()};
    for (int game = 0; game < 40; game++) {
      int size = random.nextInt(2);
      Rules rules = Rules.of(ruleSet, 3 + size);
      Position p = rules.start(3 - size);
      for (int ply = 2 + random.nextInt(12); ply > 0 && !p.isOver(); ply--) {
        rules.play(p, RandomGames.randomMove(p, random));
      }
      if (p.isOver()) {
        continue;
      }
      PlainMinimax minimax = minimaxes[size];
      KalahGame kalah = KalahGame.of(ruleSet, p.layout().houses()).orElseThrow();
      Solution s = solver(p, EndgameTable.none()).solve(kalah.board(p), 0, unlimited());
      int banked = p.store(p.mover()) - p.store(1 - p.mover());
      assertEquals(minimax.value(p), banked + s.value(), p.toString());
      assertEquals(minimax.value(p), minimax.moveValue(p, s.house()), "best house of " + p);
    }
  }

  @Test
  void everyKalahFourStartAndKalahSixUpToThreeAgreesWithAndWithoutATable() throws Exception {
    for (RuleSet ruleSet :
        new RuleSet[] {RuleSet.KALAH, RuleSet.KALAH_EITHER, RuleSet.KALAH_EMPTY_CAPTURE}) {
      EndgameTable four = table(ruleSet, 4, 14);
      for (int seeds = 1; seeds <= 6; seeds++) {
        Position start = Rules.of(ruleSet, 4).start(seeds);
        assertEquals(
            solve(start, EndgameTable.none()), solve(start, four), ruleSet.id() + " 4," + seeds);
      }
      EndgameTable six = table(ruleSet, 6, 10);
      for (int seeds = 1; seeds <= 3; seeds++) {
        Position start = Rules.of(ruleSet, 6).start(seeds);
        assertEquals(
            solve(start, EndgameTable.none()), solve(start, six), ruleSet.id() + " 6," + seeds);
      }
    }
  }

  @ParameterizedTest
  @EnumSource(
      value = RuleSet.class,
      names = {"KALAH_EITHER", "KALAH_EMPTY_CAPTURE"})
  void kalahSixThreeIsWorthTwoAsPublished(RuleSet ruleSet) throws Exception {
    Position start = Rules.of(ruleSet, 6).start(3);
    assertEquals(2, solve(start, table(ruleSet, 6, 10)));
  }

  @Test
  void twoThreadsProveTheSameValuesAsOne() {
    RuleSet ruleSet = RuleSet.KALAH_EITHER;
    KalahGame game = KalahGame.of(ruleSet, 6).orElseThrow();
    SplittableRandom random = new SplittableRandom(3);
    try (KalahProver prover =
        new KalahProver(
            game, new Ranker(6, 36), new TranspositionTable(16), EndgameTable.none(), 2)) {
      for (int i = 0; i < 12; i++) {
        Position p = Rules.of(ruleSet, 6).start(3);
        for (int ply = 2 + random.nextInt(10); ply > 0 && !p.isOver(); ply--) {
          p.rules().play(p, RandomGames.randomMove(p, random));
        }
        if (!p.isOver()) {
          Solution two =
              prover.solve(game.board(p), random.nextInt(-6, 7), Thoughts.NONE, unlimited());
          int banked = p.store(p.mover()) - p.store(1 - p.mover());
          assertEquals(solve(p, EndgameTable.none()), banked + two.value(), p.toString());
          assertEquals(
              two.value(),
              solver(p, EndgameTable.none()).solveMove(game.board(p), two.house(), 0, unlimited()),
              "the house found achieves the value in " + p);
        }
      }
    }
  }

  @Test
  void aSearchStopsWhenItsBudgetRunsOut() {
    Position start = Rules.of(RuleSet.KALAH, 6).start(6);
    KalahGame game = KalahGame.of(RuleSet.KALAH, 6).orElseThrow();
    Limits tiny = Limits.of(Budget.nodes(50_000), new AtomicBoolean(), System::nanoTime);
    assertThrows(
        Stopped.class, () -> solver(start, EndgameTable.none()).solve(game.board(start), 0, tiny));
    AtomicBoolean cancel = new AtomicBoolean(true);
    assertThrows(
        Stopped.class,
        () -> solver(start, EndgameTable.none()).solve(game.board(start), 0, Limits.until(cancel)));
  }

  /** The final margin of a position, as the solver proves it. */
  static int solve(Position p, EndgameTable table) {
    KalahGame game = KalahGame.of(p.rules().ruleSet(), p.layout().houses()).orElseThrow();
    int banked = p.store(p.mover()) - p.store(1 - p.mover());
    return banked + solver(p, table).solve(game.board(p), 0, unlimited()).value();
  }

  private static KalahSolver solver(Position p, EndgameTable table) {
    int houses = p.layout().houses();
    KalahGame game = KalahGame.of(p.rules().ruleSet(), houses).orElseThrow();
    return new KalahSolver(
        game, new Ranker(houses, p.seedCount()), new TranspositionTable(20), table);
  }

  static EndgameTable table(RuleSet ruleSet, int houses, int seeds) throws InterruptedException {
    KalahGame game = KalahGame.of(ruleSet, houses).orElseThrow();
    return new TableBuilder(game, seeds, new AtomicBoolean()).build(2, f -> {});
  }

  private static Limits unlimited() {
    return Limits.until(new AtomicBoolean());
  }
}
