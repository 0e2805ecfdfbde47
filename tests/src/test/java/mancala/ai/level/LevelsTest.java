package mancala.ai.level;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import mancala.ai.Basis;
import mancala.ai.Brain;
import mancala.ai.Budget;
import mancala.ai.Choice;
import mancala.ai.Level;
import mancala.ai.Limits;
import mancala.ai.PlainMinimax;
import mancala.ai.Thoughts;
import mancala.ai.kalah.EndgameTables;
import mancala.ai.kalah.OpeningBook;
import mancala.ai.kalah.TablePlan;
import mancala.ai.tournament.MatchPlay;
import mancala.rules.Position;
import mancala.rules.RandomGames;
import mancala.rules.RuleSet;
import mancala.rules.Rules;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Every level plays every rule set and size, deterministically, with its own character. */
class LevelsTest {
  private static final Budget SMALL = Budget.nodes(20_000);

  @TempDir Path folder;

  private EndgameTables tables;

  @BeforeEach
  void makeTables() {
    tables = new EndgameTables(folder, new TablePlan(200_000), 1, m -> {});
  }

  @AfterEach
  void stopTables() throws InterruptedException {
    tables.close();
  }

  private Brains brains() {
    return new Brains(tables, new OpeningBook(), 1);
  }

  @ParameterizedTest
  @EnumSource(RuleSet.class)
  void everyLevelPlaysALegalMoveOnEveryBoard(RuleSet ruleSet) {
    Brains brains = brains();
    SplittableRandom random = new SplittableRandom(ruleSet.ordinal());
    for (int trial = 0; trial < 12; trial++) {
      Position p = RandomGames.randomStart(ruleSet, random);
      for (int ply = random.nextInt(20); ply > 0 && !p.isOver(); ply--) {
        p.rules().play(p, RandomGames.randomMove(p, random));
      }
      if (p.isOver()) {
        continue;
      }
      for (Level level : Level.values()) {
        try (Brain brain = brains.create(level, p.rules(), trial)) {
          Choice c = brain.choose(p.copy(), limits(SMALL), Thoughts.NONE);
          assertTrue(p.isLegal(c.house()), level + " chose " + c + " in " + p);
        }
      }
    }
  }

  @ParameterizedTest
  @EnumSource(Level.class)
  void aLevelWithANodeBudgetPlaysTheSameGameEveryTime(Level level) throws InterruptedException {
    Rules rules = Rules.of(RuleSet.KALAH, 6);
    tables.await(tables.keyFor(RuleSet.KALAH, 6, 48));
    assertEquals(game(level, rules, 5), game(level, rules, 5));
  }

  private List<Integer> game(Level level, Rules rules, long seed) {
    List<Integer> moves = new ArrayList<>();
    Position p = rules.start(4);
    try (Brain a = brains().create(level, rules, seed);
        Brain b = brains().create(Level.EASY, rules, seed + 1)) {
      while (!p.isOver()) {
        Brain brain = p.mover() == 0 ? a : b;
        int house = brain.choose(p.copy(), limits(SMALL), Thoughts.NONE).house();
        moves.add(house);
        rules.play(p, house);
      }
    }
    return moves;
  }

  @Test
  void noviceMissesCapturesButNotAlways() {
    // Player 0 sows house 0 (one seed) into its empty house 1, capturing the 9 seeds opposite;
    // house 5 banks one seed; the other moves bank nothing.
    Rules rules = Rules.of(RuleSet.KALAH, 6);
    Position p =
        rules.setup(
            new int[] {1, 0, 1, 1, 1, 2, 0, 1, 1, 1, 1, 9, 1, 0},
            0,
            mancala.rules.Direction.COUNTER_CLOCKWISE);
    int captures = 0;
    for (int seed = 0; seed < 200; seed++) {
      try (Brain novice = brains().create(Level.NOVICE, rules, seed)) {
        if (novice.choose(p.copy(), limits(Budget.UNLIMITED), Thoughts.NONE).house() == 0) {
          captures++;
        }
      }
    }
    assertTrue(captures > 40 && captures < 160, "captured in " + captures + " of 200");
    for (Level level : List.of(Level.EASY, Level.HARD, Level.BEST)) {
      int seen = 0;
      for (int seed = 0; seed < 50; seed++) {
        try (Brain brain = brains().create(level, rules, seed)) {
          seen += brain.choose(p.copy(), limits(SMALL), Thoughts.NONE).house() == 0 ? 1 : 0;
        }
      }
      assertTrue(level == Level.BEST ? seen == 50 : seen >= 40, level + " captured " + seen);
    }
  }

  @ParameterizedTest
  @EnumSource(
      value = RuleSet.class,
      names = {"KALAH", "KALAH_EITHER", "KALAH_EMPTY_CAPTURE"})
  void bestProvesEveryMoveOfSmallKalah(RuleSet ruleSet) {
    Rules rules = Rules.of(ruleSet, 4);
    SplittableRandom random = new SplittableRandom(9);
    PlainMinimax minimax = new PlainMinimax();
    try (Brain best = brains().create(Level.BEST, rules, 1)) {
      for (int game = 0; game < 4; game++) {
        Position p = rules.start(3);
        while (!p.isOver()) {
          if (p.mover() == game % 2) {
            Choice c = best.choose(p.copy(), limits(Budget.UNLIMITED), Thoughts.NONE);
            assertTrue(c.proven() || c.basis() == Basis.FORCED, c.toString());
            assertEquals(minimax.value(p), minimax.moveValue(p, c.house()), p.toString());
            if (c.proven()) {
              assertEquals(minimax.value(p), c.value(), p.toString());
            }
            rules.play(p, c.house());
          } else {
            rules.play(p, RandomGames.randomMove(p, random));
          }
        }
      }
    }
  }

  @Test
  void strongerLevelsBeatWeakerOnes() {
    Rules rules = Rules.of(RuleSet.KALAH, 6);
    for (Level[] pair :
        new Level[][] {
          {Level.EASY, Level.NOVICE}, {Level.MEDIUM, Level.EASY}, {Level.HARD, Level.MEDIUM}
        }) {
      double score = score(pair[0], pair[1], rules);
      assertTrue(score >= 0.6, pair[0] + " scored " + score + " against " + pair[1]);
    }
  }

  /** The first level's score against the second over 60 games, each side first in half. */
  private double score(Level a, Level b, Rules rules) {
    double points = 0;
    Brains brains = brains();
    for (int g = 0; g < 60; g++) {
      Brain first = brains.create(g % 2 == 0 ? a : b, rules, 2 * g);
      Brain second = brains.create(g % 2 == 0 ? b : a, rules, 2 * g + 1);
      MatchPlay.Result r =
          new MatchPlay(System::nanoTime)
              .play(
                  rules,
                  3 + (g / 2) % 2,
                  new Brain[] {first, second},
                  new Budget[] {Budget.UNLIMITED, Budget.UNLIMITED},
                  MatchPlay.Watcher.NONE);
      points += g % 2 == 0 ? r.score0() : 1 - r.score0();
    }
    return points / 60;
  }

  private static Limits limits(Budget budget) {
    return Limits.of(budget, new AtomicBoolean(), System::nanoTime);
  }
}
