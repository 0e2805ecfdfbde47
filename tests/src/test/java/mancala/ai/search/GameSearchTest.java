package mancala.ai.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import mancala.ai.Budget;
import mancala.ai.Limits;
import mancala.ai.PlainMinimax;
import mancala.ai.Thoughts;
import mancala.ai.kalah.EndgameTable;
import mancala.ai.kalah.KalahGame;
import mancala.ai.kalah.KalahSolver;
import mancala.ai.kalah.Ranker;
import mancala.ai.kalah.TranspositionTable;
import mancala.rules.Direction;
import mancala.rules.Position;
import mancala.rules.RandomGames;
import mancala.rules.RuleOptions;
import mancala.rules.RuleSet;
import mancala.rules.Rules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The general search proves the values plain minimax finds, in every rule set. */
class GameSearchTest {

  @ParameterizedTest
  @EnumSource(RuleSet.class)
  void provenValuesMatchPlainMinimaxOnTinyBoards(RuleSet ruleSet) {
    SplittableRandom random = new SplittableRandom(ruleSet.ordinal());
    boolean repeats = ruleSet.options().repetition() != RuleOptions.Repetition.IGNORED;
    if (!repeats) {
      for (int seeds = 1; seeds <= 2; seeds++) {
        check(Rules.of(ruleSet, 3).start(seeds));
      }
    }
    Rules rules = Rules.of(ruleSet, 3);
    for (int trial = 0; trial < 40; trial++) {
      int[] pits = new int[8];
      for (int seed = repeats ? 2 + random.nextInt(3) : 3 + random.nextInt(6); seed > 0; seed--) {
        int pit = random.nextInt(8);
        if (!rules.layout().isStore(pit)) {
          pits[pit]++;
        }
      }
      pits[rules.layout().store(0)] = random.nextInt(3);
      pits[rules.layout().store(1)] = random.nextInt(3);
      if (pits[0] + pits[1] + pits[2] + pits[4] + pits[5] + pits[6] == 0) {
        continue;
      }
      Position p = rules.setup(pits, random.nextInt(2), Direction.COUNTER_CLOCKWISE);
      if (!p.isOver()) {
        check(p);
      }
    }
  }

  private static void check(Position p) {
    SearchResult r =
        new GameSearch(p.rules(), 16)
            .search(p, GameSearch.MAX_PLY - 1, unlimited(), Thoughts.NONE, 0);
    PlainMinimax minimax = new PlainMinimax();
    assertTrue(r.proven(), "proven: " + p);
    assertEquals(minimax.value(p), r.value(), p.toString());
    assertEquals(minimax.value(p), minimax.moveValue(p, r.house()), "best house of " + p);
  }

  @ParameterizedTest
  @EnumSource(
      value = RuleSet.class,
      names = {"KALAH", "KALAH_EITHER", "KALAH_EMPTY_CAPTURE"})
  void theGeneralSearchAndTheKalahSolverAgree(RuleSet ruleSet) {
    SplittableRandom random = new SplittableRandom(40 + ruleSet.ordinal());
    for (int game = 0; game < 12; game++) {
      int houses = 4 + random.nextInt(2);
      Position p = Rules.of(ruleSet, houses).start(3);
      for (int ply = 3 + random.nextInt(10); ply > 0 && !p.isOver(); ply--) {
        p.rules().play(p, RandomGames.randomMove(p, random));
      }
      if (p.isOver()) {
        continue;
      }
      SearchResult r =
          new GameSearch(p.rules(), 18)
              .search(p, GameSearch.MAX_PLY - 1, unlimited(), Thoughts.NONE, 0);
      KalahGame game2 = KalahGame.of(ruleSet, houses).orElseThrow();
      KalahSolver solver =
          new KalahSolver(
              game2,
              new Ranker(houses, p.seedCount()),
              new TranspositionTable(16),
              EndgameTable.none());
      int banked = p.store(p.mover()) - p.store(1 - p.mover());
      assertTrue(r.proven());
      assertEquals(
          banked + solver.solve(game2.board(p), 0, unlimited()).value(), r.value(), p.toString());
    }
  }

  @Test
  void aNodeBudgetGivesTheSameAnswerEveryTime() {
    Position p = Rules.of(RuleSet.OWARE, 6).start(4);
    Limits budget = Limits.of(Budget.nodes(30_000), new AtomicBoolean(), System::nanoTime);
    SearchResult first = new GameSearch(p.rules(), 16).search(p, 40, budget, Thoughts.NONE, 0);
    Limits again = Limits.of(Budget.nodes(30_000), new AtomicBoolean(), System::nanoTime);
    SearchResult second = new GameSearch(p.rules(), 16).search(p, 40, again, Thoughts.NONE, 0);
    assertEquals(first, second);
    assertTrue(first.depth() > 2 && !first.proven(), first.toString());
  }

  @Test
  void excludedHousesAreNotChosenAndThoughtsNameTheHousesWeighed() {
    Position p = Rules.of(RuleSet.WARI, 6).start(4);
    GameSearch search = new GameSearch(p.rules(), 16);
    int[] weighed = new int[6];
    SearchResult best = search.search(p, 5, unlimited(), h -> weighed[h]++, 0);
    SearchResult other = search.search(p, 5, unlimited(), Thoughts.NONE, 1 << best.house());
    assertNotEquals(best.house(), other.house());
    assertTrue(other.value() <= best.value());
    for (int h = 0; h < 6; h++) {
      assertTrue(weighed[h] > 0, "house " + h + " was weighed");
    }
  }

  private static Limits unlimited() {
    return Limits.until(new AtomicBoolean());
  }
}
