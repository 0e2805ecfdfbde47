package mancala.console.picture;

/**
 * Where the font's glyphs sit among the tiles: tiles 0-95 are printable ASCII (32-127) at 8x8, and
 * the next 96x4 are the same characters at 16x16, four tiles each (top-left, top-right,
 * bottom-left, bottom-right). Tile 0 is the space. The video layer rasterizes the glyphs.
 */
public final class Glyphs {
  /** The first printable character. */
  public static final char FIRST = ' ';

  /** Characters with a glyph. */
  public static final int COUNT = 96;

  /** The first tile of the 16x16 glyphs. */
  public static final int BIG_BASE = COUNT;

  /** Tiles used by all glyphs; other tiles follow. */
  public static final int TILES = COUNT * 5;

  private Glyphs() {}

  /** The 8x8 glyph tile of a character ('?' if it has none). */
  public static int tile(char c) {
    int index = Character.toUpperCase(c) - FIRST;
    return index >= 0 && index < COUNT ? index : '?' - FIRST;
  }

  /**
   * One of the four tiles (0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right) of a big glyph.
   */
  public static int bigTile(char c, int quarter) {
    return BIG_BASE + tile(c) * 4 + quarter;
  }

  /** The character an 8x8 glyph tile shows, or '#' for any other tile. */
  public static char character(int tile) {
    return tile >= 0 && tile < COUNT ? (char) (FIRST + tile) : '#';
  }
}
