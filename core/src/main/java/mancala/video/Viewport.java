package mancala.video;

import mancala.console.picture.Frame;

/**
 * Where the 256x240 picture goes in a window: the largest whole-number scale that fits (at least
 * 1), centred, the rest left black, so every console pixel is a crisp square of screen pixels.
 */
public record Viewport(int x, int y, int scale) {
  /** The viewport for a window of this size in pixels. */
  public static Viewport fit(int windowWidth, int windowHeight) {
    int scale = Math.max(1, Math.min(windowWidth / Frame.WIDTH, windowHeight / Frame.HEIGHT));
    return new Viewport(
        (windowWidth - Frame.WIDTH * scale) / 2, (windowHeight - Frame.HEIGHT * scale) / 2, scale);
  }

  /** Width of the picture on screen. */
  public int width() {
    return Frame.WIDTH * scale;
  }

  /** Height of the picture on screen. */
  public int height() {
    return Frame.HEIGHT * scale;
  }
}
