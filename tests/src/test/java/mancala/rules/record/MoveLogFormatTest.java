package mancala.rules.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.stream.Stream;
import mancala.rules.RuleSet;
import mancala.rules.Rules;
import mancala.rules.SeededCases;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The move log reads as a person would write it, and reads back into the same game. */
class MoveLogFormatTest {

  @ParameterizedTest(name = "{0} seed {1}")
  @MethodSource("cases300")
  void everyLogReadsBackIntoTheSameGame(RuleSet ruleSet, long seed) throws Exception {
    GameRecord record = RecordFixture.randomRecord(ruleSet, seed);
    GameRecord back = MoveLogFormat.read(MoveLogFormat.write(record), "test");

    assertEquals(record.steps().subList(0, record.cursor()), back.steps());
    assertEquals(record.current(), back.current());
  }

  @Test
  void aLogNamesCupsAndWhatHappened() {
    GameRecord record = GameRecord.start(Rules.of(RuleSet.KALAH, 6), 4);
    record.play(2);
    record.play(5);
    record.play(1);

    List<String> lines = MoveLogFormat.write(record).lines().toList();
    assertEquals("Rules: kalah, 6 houses, 4 seeds", lines.get(1));
    assertEquals("   1. Player 1 sows cup 3 (4 seeds): extra turn", lines.get(4));
    assertEquals("   2. Player 1 sows cup 6 (5 seeds)", lines.get(5));
    assertEquals("   3. Player 2 sows cup 8 (5 seeds): extra turn", lines.get(6));
    assertEquals("Not finished. Stores: player 1 2, player 2 1.", lines.get(8));
  }

  @Test
  void aDamagedLogIsExplained() {
    String log =
        MoveLogFormat.write(GameRecord.start(Rules.of(RuleSet.KALAH, 6), 4))
            + "   1. Player 2 sows cup 8 (4 seeds)\n";
    FormatException e =
        assertThrows(FormatException.class, () -> MoveLogFormat.read(log, "game.log"));
    assertEquals("game.log: line 7: player 2 moves, but it is player 1's turn", e.getMessage());
    assertEquals(
        "game.log: not a Mancala move log (no 'Rules:' line)",
        assertThrows(FormatException.class, () -> MoveLogFormat.read("hello", "game.log"))
            .getMessage());
  }

  static Stream<Arguments> cases300() {
    return SeededCases.ruleSetsAndSeeds(300);
  }
}
