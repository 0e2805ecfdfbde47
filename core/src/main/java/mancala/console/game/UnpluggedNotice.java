package mancala.console.game;

import java.util.List;
import java.util.stream.Collectors;
import mancala.console.picture.Frame;

/** The screen of a game held because a player's gamepad was unplugged. */
final class UnpluggedNotice {
  /** The first row of the message. */
  static final int ROW = 11;

  private UnpluggedNotice() {}

  /** Draws the notice for the ports (0 or 1) whose pads are gone, over a cleared frame. */
  static void draw(Frame frame, List<Integer> ports, long ticks) {
    frame.clear();
    Palettes.apply(frame);
    Palettes.rows(frame, 4, 5, Palettes.HIGHLIGHT);
    Lettering.big(frame, 4, "PAUSE");
    String which =
        ports.stream().map(p -> Integer.toString(p + 1)).collect(Collectors.joining(" AND "));
    Palettes.rows(frame, ROW, ROW + 5, Palettes.TEXT);
    Lettering.centre(frame, ROW, (ports.size() > 1 ? "PADS " : "PAD ") + which + " DISCONNECTED");
    if (ticks % 60 < 40) {
      Lettering.centre(frame, ROW + 3, "CONNECT A PAD OR PRESS A KEY");
    }
    Palettes.rows(frame, ROW + 6, ROW + 7, Palettes.DIM);
    Lettering.centre(frame, ROW + 6, "THE GAME WAITS FOR YOU");
  }
}
