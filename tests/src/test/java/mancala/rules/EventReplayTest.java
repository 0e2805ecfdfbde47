package mancala.rules;

import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The events of 100,000 random moves of every rule set rebuild every board. */
class EventReplayTest {
  private static final int MOVES = 100_000;

  @ParameterizedTest
  @EnumSource(RuleSet.class)
  void eventsOfOneHundredThousandMovesRebuildTheBoards(RuleSet ruleSet) {
    SplittableRandom random = new SplittableRandom(ruleSet.ordinal());
    Position p = RandomGames.randomStart(ruleSet, random);
    for (int move = 0; move < MOVES; move++) {
      if (p.isOver()) {
        p = RandomGames.randomStart(ruleSet, random);
      }
      EventReplay.checkMove(p, RandomGames.randomMove(p, random));
    }
  }
}
