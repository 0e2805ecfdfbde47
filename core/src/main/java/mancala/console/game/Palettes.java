package mancala.console.game;

import mancala.console.picture.Frame;

/** The cartridge's colours: which master palette entries each of the eight palettes uses. */
final class Palettes {
  /** Background: the board (wood, pit floor, seeds). */
  static final int BOARD = 0;

  /** Background: ordinary text. */
  static final int TEXT = 1;

  /** Background: highlighted text (the player to move). */
  static final int HIGHLIGHT = 2;

  /** Background: quiet text. */
  static final int DIM = 3;

  /** Sprites: the hand of the player to move. */
  static final int HAND = 0;

  /** Sprites: flying seeds. */
  static final int SEEDS = 1;

  /** Sprites: the hand of the waiting player. */
  static final int HAND_WAITING = 2;

  /** Sprites: text. */
  static final int SPRITE_TEXT = 3;

  private Palettes() {}

  /** Sets every palette of the frame. */
  static void apply(Frame frame) {
    frame.setBackdrop(0x0F);
    frame.setPalette(BOARD, 0x18, 0x08, 0x37);
    frame.setPalette(TEXT, 0x30, 0x10, 0x00);
    frame.setPalette(HIGHLIGHT, 0x28, 0x06, 0x38);
    frame.setPalette(DIM, 0x00, 0x10, 0x2D);
    frame.setPalette(4 + HAND, 0x0F, 0x36, 0x30);
    frame.setPalette(4 + SEEDS, 0x07, 0x37, 0x30);
    frame.setPalette(4 + HAND_WAITING, 0x0F, 0x00, 0x10);
    frame.setPalette(4 + SPRITE_TEXT, 0x30, 0x10, 0x00);
  }

  /** Gives a run of rows one background palette, across the whole screen. */
  static void rows(Frame frame, int firstRow, int lastRow, int palette) {
    for (int row = firstRow; row <= lastRow; row++) {
      for (int column = 0; column < Frame.COLUMNS; column++) {
        frame.setAreaPalette(column, row, palette);
      }
    }
  }
}
