package mancala.console.game;

import mancala.console.picture.Flip;
import mancala.console.picture.Frame;

/** Draws the 16x16 hand cursor from four sprites, pointing up or down. */
final class HandSprite {
  /** Which way the finger points. */
  enum Pointing {
    UP,
    DOWN
  }

  private final CartridgeArt art;

  HandSprite(CartridgeArt art) {
    this.art = art;
  }

  /** Draws the hand with its top-left corner at (x, y). */
  void draw(Frame frame, int x, int y, Pointing pointing, int palette) {
    for (int quarter = 0; quarter < 4; quarter++) {
      int dx = quarter % 2 * 8;
      int dy = quarter / 2 * 8;
      if (pointing == Pointing.UP) {
        frame.addSprite(x + dx, y + dy, art.hand(quarter), palette, Flip.NONE);
      } else {
        frame.addSprite(x + dx, y + 8 - dy, art.hand(quarter), palette, Flip.VERTICAL);
      }
    }
  }
}
