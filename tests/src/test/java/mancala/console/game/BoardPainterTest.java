package mancala.console.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import mancala.console.ConsoleDriver;
import mancala.console.picture.Frame;
import mancala.rules.Layout;
import mancala.rules.RuleSet;
import mancala.rules.Rules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** What the board shows: seeds as clumps of ten and single seeds, counts, the turn arrow. */
class BoardPainterTest {
  private final CartridgeArt art = ConsoleDriver.ART;
  private final BoardPainter painter = new BoardPainter(art);

  @ParameterizedTest
  @CsvSource({
    "0,  ''",
    "1,  ONE",
    "9,  FOUR FOUR ONE",
    "10, TEN",
    "13, TEN THREE",
    "47, TEN TEN TEN TEN FOUR THREE"
  })
  void aHouseShowsTensAsClumpsAndTheRestAsSingles(int seeds, String expected) {
    BoardLayout board = new BoardLayout(Layout.of(6));
    int[] pits = new int[14];
    pits[2] = seeds;
    Frame frame = paint(board, pits, CountDisplay.HIDDEN);

    assertEquals(pictures(expected, board.slots(2)), shown(frame, board, 2));
    assertEquals("", frame.text(board.column(2), BoardLayout.BOTTOM_COUNTS, 2).trim());
  }

  @Test
  void eightHousesOfTenSeedsFitWithReadableCounts() {
    Rules rules = Rules.of(RuleSet.KALAH, 8);
    BoardLayout board = new BoardLayout(rules.layout());
    Frame frame = paint(board, rules.start(10).pits(), CountDisplay.SHOWN);

    assertTrue(board.left() >= 0 && board.right() < Frame.COLUMNS);
    for (int pit = 0; pit < 18; pit++) {
      List<SeedPicture> expected =
          pictures(rules.layout().isStore(pit) ? "" : "TEN", board.slots(pit));
      assertEquals(expected, shown(frame, board, pit), "pit " + pit);
      String count = frame.text(board.column(pit), board.countRow(pit), 2);
      assertEquals(rules.layout().isStore(pit) ? " 0" : "10", count, "pit " + pit);
    }
  }

  @Test
  void aStoreHoldsEverySeedOfTheLargestGame() {
    BoardLayout board = new BoardLayout(Layout.of(8));
    int[] pits = new int[18];
    pits[8] = 159;
    Frame frame = paint(board, pits, CountDisplay.HIDDEN);

    assertEquals(
        pictures("TEN ".repeat(15) + "FOUR FOUR ONE", BoardLayout.STORE_SLOTS),
        shown(frame, board, 8));
  }

  @Test
  void aHouseTooFullForItsSlotsShowsClumpsAndItsCount() {
    BoardLayout board = new BoardLayout(Layout.of(6));
    int[] pits = new int[14];
    pits[9] = 93;
    Frame frame = paint(board, pits, CountDisplay.HIDDEN);

    assertEquals(pictures("TEN ".repeat(8), 8), shown(frame, board, 9));
    assertEquals("93", frame.text(board.column(9), BoardLayout.TOP_COUNTS, 2));
  }

  @Test
  void theArrowInTheBandPointsAtTheMoversRow() {
    BoardLayout board = new BoardLayout(Layout.of(6));
    int column = board.turnColumn();
    Frame bottom = new Frame();
    painter.paint(bottom, board, new int[14], CountDisplay.HIDDEN, 0);
    Frame top = new Frame();
    painter.paint(top, board, new int[14], CountDisplay.HIDDEN, 1);
    Frame none = new Frame();
    painter.paint(none, board, new int[14], CountDisplay.HIDDEN, -1);

    assertEquals("turn_down.0", name(bottom.tile(column, BoardLayout.BAND)));
    assertEquals("turn_up.3", name(top.tile(column + 1, BoardLayout.BAND + 1)));
    assertEquals("wood", name(none.tile(column, BoardLayout.BAND)));
  }

  private Frame paint(BoardLayout board, int[] pits, CountDisplay counts) {
    Frame frame = new Frame();
    painter.paint(frame, board, pits, counts, -1);
    return frame;
  }

  /** The picture of each slot of a pit, read back from the tile names on screen. */
  private List<SeedPicture> shown(Frame frame, BoardLayout board, int pit) {
    List<SeedPicture> result = new ArrayList<>();
    for (int slot = 0; slot < board.slots(pit); slot++) {
      String name = name(frame.tile(board.slotColumn(pit, slot), board.slotRow(pit, slot)));
      assertTrue(name.startsWith("pit."), name);
      String overlay = name.contains("+") ? name.substring(name.indexOf('+') + 1) : "";
      result.add(
          switch (overlay) {
            case "" -> SeedPicture.EMPTY;
            case "seeds1" -> SeedPicture.ONE;
            case "seeds2" -> SeedPicture.TWO;
            case "seeds3" -> SeedPicture.THREE;
            case "seeds4" -> SeedPicture.FOUR;
            case "clump" -> SeedPicture.TEN;
            default -> throw new AssertionError(name);
          });
    }
    return result;
  }

  private String name(int tile) {
    return art.tiles().name(tile).orElse("glyph " + tile);
  }

  private static List<SeedPicture> pictures(String names, int slots) {
    List<SeedPicture> result = new ArrayList<>();
    for (String name : names.trim().split("\\s+")) {
      if (!name.isEmpty()) {
        result.add(SeedPicture.valueOf(name));
      }
    }
    result.addAll(Collections.nCopies(slots - result.size(), SeedPicture.EMPTY));
    return result;
  }
}
