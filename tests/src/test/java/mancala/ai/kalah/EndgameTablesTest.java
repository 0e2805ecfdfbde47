package mancala.ai.kalah;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import mancala.rules.RuleSet;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Tables are built on first need, saved, read back, and rebuilt when the file is not sound. */
class EndgameTablesTest {
  @TempDir Path folder;

  private final List<String> messages = Collections.synchronizedList(new ArrayList<>());

  private final List<EndgameTables> made = new ArrayList<>();

  private EndgameTables tables() {
    EndgameTables tables = new EndgameTables(folder, new TablePlan(2_000_000), 2, messages::add);
    made.add(tables);
    return tables;
  }

  @AfterEach
  void stopEveryBuild() throws InterruptedException {
    for (EndgameTables tables : made) {
      tables.close();
    }
  }

  @Test
  void closingStopsABuildInProgress() throws Exception {
    EndgameTables tables = tables();
    TableKey key = new TableKey("kalah", 6, 16);
    assertEquals(Optional.empty(), tables.ready(key), "a build of 30 million boards starts");
    tables.close();
    assertFalse(Files.exists(folder.resolve(key.fileName())), "a stopped build saves nothing");
    assertEquals(Optional.empty(), tables.ready(key), "nothing starts once closed");
    assertThrows(IllegalStateException.class, () -> tables.await(key));
  }

  @Test
  void theFirstNeedBuildsInTheBackgroundAndSavesTheTable() throws Exception {
    EndgameTables tables = tables();
    TableKey key = tables.keyFor(RuleSet.KALAH, 6, 24);
    assertEquals(new TableKey("kalah", 6, 11), key, "the largest table within the budget");
    assertEquals(Optional.empty(), tables.ready(key), "nothing at once: it is being built");
    EndgameTable table = tables.await(key);
    assertSame(table, tables.ready(key).orElseThrow());
    assertTrue(Files.exists(folder.resolve(key.fileName())));
    assertEquals(Optional.empty(), tables.progress());

    EndgameTable read = tables().await(key);
    assertNotSame(table, read);
    for (long rank = 0; rank < table.size(); rank += 997) {
      assertEquals(table.value(rank), read.value(rank));
    }
  }

  @Test
  void aSmallGameGetsATableOfAllItsSeeds() {
    assertEquals(new TableKey("kalah-either", 3, 12), tables().keyFor(RuleSet.KALAH_EITHER, 3, 12));
  }

  @Test
  void damagedOrForeignFilesAreRebuiltWithAMessage() throws Exception {
    TableKey key = tables().keyFor(RuleSet.KALAH_EITHER, 4, 16);
    EndgameTable sound = tables().await(key);
    Path file = folder.resolve(key.fileName());
    try (RandomAccessFile raw = new RandomAccessFile(file.toFile(), "rw")) {
      raw.seek(raw.length() - 3);
      raw.write(raw.read() ^ 0x40);
    }
    EndgameTable rebuilt = tables().await(key);
    assertTrue(
        messages.stream().anyMatch(m -> m.contains("damaged") && m.contains("building it again")),
        messages.toString());
    for (long rank = 0; rank < sound.size(); rank += 101) {
      assertEquals(sound.value(rank), rebuilt.value(rank));
    }
    Files.copy(
        folder.resolve(key.fileName()), folder.resolve(new TableKey("kalah", 4, 16).fileName()));
    messages.clear();
    tables().await(new TableKey("kalah", 4, 16));
    assertTrue(
        messages.stream().anyMatch(m -> m.contains("a table of kalah-either")),
        messages.toString());
  }

  @Test
  void askingForAnotherTableLetsGoOfTheFirst() throws Exception {
    EndgameTables tables = tables();
    TableKey first = tables.keyFor(RuleSet.KALAH, 4, 16);
    TableKey second = tables.keyFor(RuleSet.KALAH_EMPTY_CAPTURE, 4, 16);
    tables.await(first);
    assertTrue(tables.ready(first).isPresent());
    assertEquals(Optional.empty(), tables.ready(second));
    assertEquals(Optional.empty(), tables.ready(first), "only one table is kept");
    tables.await(second);
  }

  @Test
  void aTableTooLargeToBuildIsRefusedWithAMessage() {
    EndgameTables tables = tables();
    TableKey huge = new TableKey("kalah", 8, 30);
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> tables.await(huge));
    assertTrue(e.getMessage().contains("cannot make the endgame table"), e.getMessage());
    assertEquals(Optional.empty(), tables.ready(huge), "a failed table is not tried again");
  }
}
