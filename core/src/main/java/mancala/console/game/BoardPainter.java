package mancala.console.game;

import java.util.List;
import java.util.Optional;
import mancala.console.picture.Frame;
import mancala.rules.Layout;

/** Draws the board as background tiles: rim, wood, pits with their seeds, counts, turn arrow. */
final class BoardPainter {
  private final CartridgeArt art;

  BoardPainter(CartridgeArt art) {
    this.art = art;
  }

  /**
   * Draws a board of these pit counts; {@code turn} is the player to move (-1 for none), whose row
   * the arrow in the band points at.
   */
  void paint(Frame frame, BoardLayout board, int[] pits, CountDisplay counts, int turn) {
    Palettes.rows(frame, BoardLayout.TOP, BoardLayout.BOTTOM, Palettes.BOARD);
    Palettes.rows(frame, BoardLayout.TOP_COUNTS, BoardLayout.TOP_COUNTS, Palettes.TEXT);
    Palettes.rows(frame, BoardLayout.BOTTOM_COUNTS, BoardLayout.BOTTOM_COUNTS, Palettes.TEXT);
    paintRim(frame, board);
    Layout layout = board.layout();
    for (int pit = 0; pit < layout.pitCount(); pit++) {
      paintPit(frame, board, pit, pits[pit], counts);
    }
    if (turn >= 0) {
      String arrow = turn == 0 ? "turn_down" : "turn_up";
      int column = board.turnColumn();
      for (int quarter = 0; quarter < 4; quarter++) {
        frame.setTile(
            column + quarter % 2, BoardLayout.BAND + quarter / 2, art.tile(arrow + "." + quarter));
      }
    }
  }

  private void paintRim(Frame frame, BoardLayout board) {
    int wood = art.tile("wood");
    for (int row = BoardLayout.TOP; row <= BoardLayout.BOTTOM; row++) {
      for (int column = board.left(); column <= board.right(); column++) {
        int across = column == board.left() ? 0 : column == board.right() ? 2 : 1;
        int down = row == BoardLayout.TOP ? 0 : row == BoardLayout.BOTTOM ? 2 : 1;
        int part = down * 3 + across;
        frame.setTile(column, row, part == 4 ? wood : art.frame(part));
      }
    }
  }

  private void paintPit(Frame frame, BoardLayout board, int pit, int seeds, CountDisplay counts) {
    int slots = board.slots(pit);
    Optional<List<SeedPicture>> fits = SeedSlots.layout(seeds, slots);
    List<SeedPicture> pictures =
        fits.orElseGet(() -> SeedSlots.layout(10 * slots, slots).orElseThrow());
    int top = board.top(pit);
    int bottom = top + board.rows(pit) - 1;
    for (int slot = 0; slot < slots; slot++) {
      int row = board.slotRow(pit, slot);
      int band = row == top ? 0 : row == bottom ? 2 : 1;
      int part = band * 2 + slot % 2;
      frame.setTile(board.slotColumn(pit, slot), row, art.pit(part, pictures.get(slot)));
    }
    if (counts == CountDisplay.SHOWN || fits.isEmpty()) {
      String text = Integer.toString(seeds);
      frame.print(board.column(pit) + 2 - text.length(), board.countRow(pit), text);
    }
  }
}
