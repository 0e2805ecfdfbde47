package mancala.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * Properties every rule set keeps on random games of every board size and seed count: seeds are
 * conserved, exactly the legal moves are playable, every game ends, and the events of a move
 * rebuild the board after it.
 */
class RulePropertiesTest {
  /** No random game comes near this; the longest seen are a few thousand plies. */
  private static final int PLY_LIMIT = 200_000;

  @Property(tries = 300, seed = "20261122")
  void seedsAreConserved(@ForAll RuleSet ruleSet, @ForAll long seed) {
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

  @Property(tries = 200, seed = "20261122")
  void exactlyTheLegalMovesArePlayable(@ForAll RuleSet ruleSet, @ForAll long seed) {
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

  @Property(tries = 300, seed = "20261122")
  void everyRandomGameEnds(@ForAll RuleSet ruleSet, @ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Position p = RandomGames.randomStart(ruleSet, random);
    int plies = 0;
    while (!p.isOver() && plies < PLY_LIMIT) {
      p.rules().play(p, RandomGames.randomMove(p, random));
      plies++;
    }
    assertTrue(p.isOver(), "still in play after " + plies + " plies: " + p);
  }

  @Property(tries = 200, seed = "20261122")
  void eventsRebuildTheBoard(@ForAll RuleSet ruleSet, @ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Position p = RandomGames.randomStart(ruleSet, random);
    while (!p.isOver()) {
      EventReplay.checkMove(p, RandomGames.randomMove(p, random));
    }
  }

  @Property(tries = 100, seed = "20261122")
  void moveLimitNeverPassesSeedsTimesHouses(@ForAll long seed) {
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
}
