package mancala.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Properties every rule set keeps on random games of every board size and seed count: seeds are
 * conserved, exactly the legal moves are playable, every game ends, and the events of a move
 * rebuild the board after it.
 */
class RulePropertiesTest {
  /** No random game comes near this; the longest seen are a few thousand plies. */
  private static final int PLY_LIMIT = 200_000;

  @ParameterizedTest(name = "{0} seed {1}")
  @MethodSource("cases300")
  void seedsAreConserved(RuleSet ruleSet, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Position p = RandomGames.randomStart(ruleSet, random);
    int seeds = p.seedCount();
    while (!p.isOver()) {
      p.rules().play(p, RandomGames.randomMove(p, random));
      assertEquals(seeds, p.seedCount());
      assertTrue(Arrays.stream(p.pits()).allMatch(c -> c >= 0));
    }
    assertEquals(seeds, p.total(0) + p.total(1));
    assertEquals(seeds, Arrays.stream(p.sweptPits()).sum());
  }

  @ParameterizedTest(name = "{0} seed {1}")
  @MethodSource("cases200")
  void exactlyTheLegalMovesArePlayable(RuleSet ruleSet, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Position p = RandomGames.randomStart(ruleSet, random);
    Rules rules = p.rules();
    int houses = p.layout().houses();
    while (true) {
      for (int house = -1; house <= houses; house++) {
        Position trial = p.copy();
        if (p.isLegal(house)) {
          rules.play(trial, house);
        } else {
          int h = house;
          IllegalMoveException e =
              assertThrows(IllegalMoveException.class, () -> rules.play(trial, h));
          assertEquals(rules.check(p, house).orElseThrow(), e.reason());
          assertEquals(p, trial);
        }
      }
      if (p.isOver()) {
        assertEquals(0, p.legalMoves());
        return;
      }
      assertTrue(p.legalMoves() != 0);
      p.rules().play(p, RandomGames.randomMove(p, random));
    }
  }

  @ParameterizedTest(name = "{0} seed {1}")
  @MethodSource("cases300")
  void everyRandomGameEnds(RuleSet ruleSet, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Position p = RandomGames.randomStart(ruleSet, random);
    int plies = 0;
    while (!p.isOver() && plies < PLY_LIMIT) {
      p.rules().play(p, RandomGames.randomMove(p, random));
      plies++;
    }
    assertTrue(p.isOver(), "still in play after " + plies + " plies: " + p);
  }

  @ParameterizedTest(name = "{0} seed {1}")
  @MethodSource("cases200")
  void eventsRebuildTheBoard(RuleSet ruleSet, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Position p = RandomGames.randomStart(ruleSet, random);
    while (!p.isOver()) {
      EventReplay.checkMove(p, RandomGames.randomMove(p, random));
    }
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds100")
  void moveLimitNeverPassesSeedsTimesHouses(long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Position p = RandomGames.randomStart(RuleSet.WARI_LIMIT, random);
    while (!p.isOver()) {
      p.rules().play(p, RandomGames.randomMove(p, random));
      int limit = (p.rowSeeds(0) + p.rowSeeds(1)) * p.layout().houses();
      assertTrue(p.quietMoves() < limit || p.status() == Status.MOVE_LIMIT, p.toString());
      if (p.status() == Status.MOVE_LIMIT) {
        assertEquals(limit, p.quietMoves());
      }
    }
  }

  static Stream<Long> seeds100() {
    return SeededCases.seeds(100);
  }

  static Stream<Arguments> cases200() {
    return SeededCases.ruleSetsAndSeeds(200);
  }

  static Stream<Arguments> cases300() {
    return SeededCases.ruleSetsAndSeeds(300);
  }
}
