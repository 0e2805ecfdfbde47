package mancala.rules.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import mancala.rules.RuleSet;
import mancala.rules.Rules;
import mancala.rules.SeededCases;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Saved games: every record reads back as it was; a damaged file is named and explained. */
class SaveGameFormatTest {
  @TempDir Path dir;

  @ParameterizedTest(name = "{0} seed {1}")
  @MethodSource("cases300")
  void everyRecordRoundTrips(RuleSet ruleSet, long seed) throws Exception {
    GameRecord record = RecordFixture.randomRecord(ruleSet, seed);
    GameRecord back = SaveGameFormat.read(SaveGameFormat.write(record), "test");

    assertEquals(record.rules(), back.rules());
    assertEquals(record.seeds(), back.seeds());
    assertEquals(record.steps(), back.steps());
    assertEquals(record.cursor(), back.cursor());
    assertEquals(record.current(), back.current());
  }

  @Test
  void aFileRoundTripsThroughTheDisk() throws Exception {
    GameRecord record = GameRecord.start(Rules.of(RuleSet.OWARE, 6), 4);
    record.play(3);
    Path file = dir.resolve("games/one.save");
    TextFiles.writeAtomically(file, SaveGameFormat.write(record));

    GameRecord back = SaveGameFormat.read(TextFiles.read(file), file.toString());
    assertEquals(record.current(), back.current());
    try (var files = Files.list(file.getParent())) {
      assertEquals(1, files.count(), "no temporary file is left behind");
    }
  }

  @Test
  void damagedFilesAreExplainedWithTheirNameAndLine() {
    String good = "mancala-save 1\nrules kalah\nhouses 6\nseeds 4\nmove 2\nat 1\n";
    assertProblem("hello world\n", "line 1: not a Mancala saved game");
    assertProblem("", "is empty");
    assertProblem(good.replace("at 1\n", ""), "cut short");
    assertProblem(good.replace("move 2", "move 9"), "line 5: the move is not legal");
    assertProblem(good.replace("move 2", "move two"), "line 5: a move must be a whole number");
    assertProblem(good.replace("kalah", "chess"), "line 2: unknown rule set 'chess'");
    assertProblem(good.replace("seeds 4", "seeds 40"), "line 5: seeds per house must be 1 to 10");
    assertProblem(good.replace("houses 6", "houses 9"), "houses per side must be 3 to 8");
    assertProblem(good.replace("save 1", "save 2"), "line 1: saved in format 2");
    assertProblem(good.replace("at 1", "at 5"), "line 6: step 5 is outside 0..1");
    assertProblem(good + "move 1\n", "line 7: nothing may follow");
    assertProblem(good.replace("move 2", "setup board=1,2 next=0"), "line 5: a board lists");
    assertProblem(good.replace("move 2", "frobnicate"), "line 5: unknown line 'frobnicate'");
  }

  @Test
  void unreadableFilesAreExplained() throws IOException {
    Path binary = dir.resolve("picture.png");
    Files.write(binary, new byte[] {(byte) 0x89, 'P', 'N', 'G', (byte) 0xFF, (byte) 0xFE, 0});
    FormatException notText = assertThrows(FormatException.class, () -> TextFiles.read(binary));
    assertEquals(binary + ": is not a text file", notText.getMessage());

    Path missing = dir.resolve("missing.save");
    assertEquals(
        missing + ": no such file",
        assertThrows(FormatException.class, () -> TextFiles.read(missing)).getMessage());
    assertTrue(
        assertThrows(FormatException.class, () -> TextFiles.read(dir))
            .getMessage()
            .endsWith("is a folder, not a file"));
  }

  private static void assertProblem(String text, String expected) {
    FormatException e =
        assertThrows(FormatException.class, () -> SaveGameFormat.read(text, "game.save"));
    assertTrue(e.getMessage().startsWith("game.save: "), e.getMessage());
    assertTrue(e.getMessage().contains(expected), e.getMessage());
  }

  static Stream<Arguments> cases300() {
    return SeededCases.ruleSetsAndSeeds(300);
  }
}
