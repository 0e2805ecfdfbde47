package mancala.ai.kalah;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicBoolean;
import mancala.ai.PlainMinimax;
import mancala.rules.Direction;
import mancala.rules.Position;
import mancala.rules.RuleSet;
import mancala.rules.Rules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Every board of a small table holds its exact value; the file refuses what it should. */
class EndgameTableTest {
  @TempDir Path dir;

  @ParameterizedTest
  @EnumSource(
      value = RuleSet.class,
      names = {"KALAH", "KALAH_EITHER", "KALAH_EMPTY_CAPTURE"})
  void everyBoardOfTheTableHoldsItsMinimaxValue(RuleSet ruleSet) throws Exception {
    int houses = 3;
    int seeds = 7;
    KalahGame game = KalahGame.of(ruleSet, houses).orElseThrow();
    EndgameTable table = new TableBuilder(game, seeds, new AtomicBoolean()).build(2, f -> {});
    Ranker ranker = new Ranker(houses, seeds);
    Rules rules = Rules.of(ruleSet, houses);
    PlainMinimax minimax = new PlainMinimax();
    int[] board = new int[game.length()];
    assertEquals(ranker.count(seeds), table.size());
    for (long rank = 1; rank < table.size(); rank++) {
      ranker.unrank(rank, board);
      assertEquals(rank, ranker.rank(board));
      int[] pits = new int[2 * houses + 2];
      System.arraycopy(board, 0, pits, 0, houses);
      System.arraycopy(board, houses + 1, pits, houses + 1, houses);
      Position p = rules.setup(pits, 0, Direction.COUNTER_CLOCKWISE);
      int expected = p.isOver() ? p.total(0) - p.total(1) : minimax.value(p);
      assertEquals(expected, table.value(rank), Arrays.toString(board));
    }
  }

  @Test
  void aStoppedBuildGivesNoTable() {
    KalahGame game = KalahGame.of(RuleSet.KALAH, 6).orElseThrow();
    TableBuilder stopped = new TableBuilder(game, 10, new AtomicBoolean(true));
    assertThrows(InterruptedException.class, () -> stopped.build(2, f -> {}));
  }

  @Test
  void aTableRoundTripsAndForeignOrDamagedFilesAreRefused() throws Exception {
    KalahGame game = KalahGame.of(RuleSet.KALAH, 4).orElseThrow();
    EndgameTable table = new TableBuilder(game, 9, new AtomicBoolean()).build(1, f -> {});
    Path file = dir.resolve(TableFile.name("kalah", 4, 9));
    TableFile.write(file, "kalah", 4, table);
    long boards = new Ranker(4, 9).count(9);

    EndgameTable back = TableFile.read(file, "kalah", 4, 9, boards);
    for (long r = 0; r < boards; r++) {
      assertEquals(table.value(r), back.value(r));
    }
    assertRefused(file, "kalah-either", 4, 9, boards, "a table of kalah");
    assertRefused(dir.resolve("none.table"), "kalah", 4, 9, boards, "no such file");
    try (RandomAccessFile raw = new RandomAccessFile(file.toFile(), "rw")) {
      raw.seek(raw.length() - 10);
      int b = raw.read();
      raw.seek(raw.length() - 10);
      raw.write(b ^ 1);
    }
    assertRefused(file, "kalah", 4, 9, boards, "damaged (checksum mismatch)");
    Files.write(file, Arrays.copyOf(Files.readAllBytes(file), 100));
    assertRefused(file, "kalah", 4, 9, boards, "cut short");
    Files.writeString(file, "hello");
    assertRefused(file, "kalah", 4, 9, boards, "not a Mancala endgame table");
  }

  private static void assertRefused(
      Path file, String ruleSet, int houses, int seeds, long boards, String reason) {
    TableFile.Refused e =
        assertThrows(
            TableFile.Refused.class, () -> TableFile.read(file, ruleSet, houses, seeds, boards));
    assertTrue(e.getMessage().contains(reason), e.getMessage());
  }
}
