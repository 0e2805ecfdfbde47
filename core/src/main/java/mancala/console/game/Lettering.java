package mancala.console.game;

import mancala.console.picture.Frame;
import mancala.console.picture.Glyphs;

/** Writing on the background: centred lines, and big 16x16 titles. */
final class Lettering {
  private Lettering() {}

  /** Prints a line of 8x8 text centred on a row. */
  static void centre(Frame frame, int row, String text) {
    frame.print((Frame.COLUMNS - text.length()) / 2, row, text);
  }

  /** Prints big text (two rows high, two columns a letter) centred from a row. */
  static void big(Frame frame, int row, String text) {
    int column = (Frame.COLUMNS - 2 * text.length()) / 2;
    for (int i = 0; i < text.length(); i++) {
      for (int quarter = 0; quarter < 4; quarter++) {
        frame.setTile(
            column + 2 * i + quarter % 2,
            row + quarter / 2,
            Glyphs.bigTile(text.charAt(i), quarter));
      }
    }
  }
}
