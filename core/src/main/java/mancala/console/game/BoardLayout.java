package mancala.console.game;

import mancala.console.picture.Frame;
import mancala.rules.Layout;

/**
 * Where the board of n houses sits on the 32x30 tile screen. The board is n houses of 2x4 tiles per
 * row with a column of wood between them, a 2x10 store at each end and a rim round it (3n+7
 * columns, 12 rows), centred. Player 0 sits at the bottom with the store on the right; player 1 at
 * the top, its houses counted right to left, its store on the left.
 */
public final class BoardLayout {
  /** The rim's top row. */
  public static final int TOP = 8;

  /** The rim's bottom row. */
  public static final int BOTTOM = 19;

  /** The top row of the top player's houses. */
  static final int TOP_HOUSES = 9;

  /** The top row of the bottom player's houses. */
  static final int BOTTOM_HOUSES = 15;

  /** House height in tiles. */
  static final int HOUSE_ROWS = 4;

  /** The band between the rows, holding the turn indicator. */
  static final int BAND = 13;

  /** Where the top player's counts are printed. */
  static final int TOP_COUNTS = 7;

  /** Where the bottom player's counts are printed. */
  static final int BOTTOM_COUNTS = 20;

  /** Slots of a house (2x4). */
  static final int HOUSE_SLOTS = 8;

  /** Slots of a store (2x10). */
  static final int STORE_SLOTS = 20;

  private final Layout layout;
  private final int left;

  /** The screen layout of a board. */
  public BoardLayout(Layout layout) {
    this.layout = layout;
    this.left = (Frame.COLUMNS - width()) / 2;
  }

  /** The rules' geometry. */
  public Layout layout() {
    return layout;
  }

  /** Board width in tiles. */
  public int width() {
    return 3 * layout.houses() + 7;
  }

  /** The rim's left column. */
  public int left() {
    return left;
  }

  /** The rim's right column. */
  public int right() {
    return left + width() - 1;
  }

  /** The left column of a pit's two-tile-wide floor. */
  public int column(int pit) {
    int houses = layout.houses();
    if (layout.isStore(pit)) {
      return layout.owner(pit) == 0 ? left + 3 * houses + 4 : left + 1;
    }
    int house = layout.houseIndex(pit);
    int slot = layout.owner(pit) == 0 ? house : houses - 1 - house;
    return left + 4 + 3 * slot;
  }

  /** The top row of a pit's floor. */
  public int top(int pit) {
    if (layout.isStore(pit)) {
      return TOP_HOUSES;
    }
    return layout.owner(pit) == 0 ? BOTTOM_HOUSES : TOP_HOUSES;
  }

  /** The number of tile rows of a pit's floor. */
  public int rows(int pit) {
    return layout.isStore(pit) ? 2 * HOUSE_ROWS + 2 : HOUSE_ROWS;
  }

  /** Slots a pit has. */
  public int slots(int pit) {
    return 2 * rows(pit);
  }

  /** The column of a slot: slots fill left to right in each row. */
  public int slotColumn(int pit, int slot) {
    return column(pit) + slot % 2;
  }

  /**
   * The row of a slot: rows fill from the middle of the pit outwards, the lower of two equally
   * central rows first, so a few seeds lie in the middle of the pit.
   */
  public int slotRow(int pit, int slot) {
    int rows = rows(pit);
    int k = slot / 2;
    int below = rows / 2;
    int offset = (k + 1) / 2;
    return top(pit) + (k % 2 == 0 ? below + offset : below - offset);
  }

  /** The pixel at the centre of a pit, across. */
  public int centreX(int pit) {
    return column(pit) * 8 + 8;
  }

  /** The pixel at the centre of a pit, down. */
  public int centreY(int pit) {
    return top(pit) * 8 + rows(pit) * 4;
  }

  /** The row where a pit's count is printed. */
  public int countRow(int pit) {
    return layout.owner(pit) == 0 ? BOTTOM_COUNTS : TOP_COUNTS;
  }

  /** The left column of the turn indicator (two tiles wide) in the band. */
  public int turnColumn() {
    return left + width() / 2 - 1;
  }
}
