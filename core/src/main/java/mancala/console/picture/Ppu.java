package mancala.console.picture;

import java.util.List;

/**
 * The picture processor: turns a {@link Frame} into 256x240 pixels, background first, then the
 * sprites with the first sprite in front; colour 0 of a sprite is transparent.
 */
public final class Ppu {
  private final PatternTable patterns;
  private final MasterPalette master;

  /** A processor drawing with these tiles and colours. */
  public Ppu(PatternTable patterns, MasterPalette master) {
    this.patterns = patterns;
    this.master = master;
  }

  /** Draws a frame into {@code rgb} (256x240 values of 0xRRGGBB, row by row from the top). */
  public void render(Frame frame, int[] rgb) {
    int backdrop = master.rgb(frame.backdrop());
    int[] colours = new int[4];
    for (int row = 0; row < Frame.ROWS; row++) {
      for (int column = 0; column < Frame.COLUMNS; column++) {
        int palette = frame.areaPalette(column, row);
        colours[0] = backdrop;
        for (int i = 1; i < 4; i++) {
          colours[i] = master.rgb(frame.colour(palette, i));
        }
        byte[] tile = patterns.row(frame.tile(column, row));
        int base = row * 8 * Frame.WIDTH + column * 8;
        for (int y = 0; y < 8; y++) {
          for (int x = 0; x < 8; x++) {
            rgb[base + y * Frame.WIDTH + x] = colours[tile[y * 8 + x]];
          }
        }
      }
    }
    List<Sprite> sprites = frame.sprites();
    for (int s = sprites.size() - 1; s >= 0; s--) {
      Sprite sprite = sprites.get(s);
      byte[] tile = patterns.row(sprite.tile());
      int palette = 4 + (sprite.palette() & 3);
      for (int y = 0; y < 8; y++) {
        int sy = sprite.y() + y;
        if (sy < 0 || sy >= Frame.HEIGHT) {
          continue;
        }
        int ty = sprite.flip().vertical() ? 7 - y : y;
        for (int x = 0; x < 8; x++) {
          int sx = sprite.x() + x;
          int tx = sprite.flip().horizontal() ? 7 - x : x;
          int index = tile[ty * 8 + tx];
          if (index != 0 && sx >= 0 && sx < Frame.WIDTH) {
            rgb[sy * Frame.WIDTH + sx] = master.rgb(frame.colour(palette, index));
          }
        }
      }
    }
  }
}
