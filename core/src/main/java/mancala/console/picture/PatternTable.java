package mancala.console.picture;

/**
 * Every tile's pixels by tile number, glyphs first and the {@link TileArt} after: what the picture
 * processor reads. The glyphs come from whoever can rasterize the font (the video layer).
 */
public final class PatternTable {
  private final byte[][] tiles;

  /** A table of glyph pixels (one array of 64 per glyph tile, in tile order) and the art. */
  public PatternTable(byte[][] glyphs, TileArt art) {
    if (glyphs.length != Glyphs.TILES) {
      throw new IllegalArgumentException(
          Glyphs.TILES + " glyph tiles needed, not " + glyphs.length);
    }
    tiles = new byte[Glyphs.TILES + art.count()][];
    for (int i = 0; i < Glyphs.TILES; i++) {
      tiles[i] = glyphs[i].clone();
    }
    for (int i = 0; i < art.count(); i++) {
      tiles[Glyphs.TILES + i] = art.pixels(Glyphs.TILES + i);
    }
  }

  /** The colour index (0-3) of a pixel of a tile; unknown tiles are blank. */
  public int pixel(int tile, int x, int y) {
    return tile >= 0 && tile < tiles.length ? tiles[tile][y * 8 + x] : 0;
  }

  /** The 64 pixels of a tile (shared, not copied): for the picture processor's inner loop. */
  byte[] row(int tile) {
    return tile >= 0 && tile < tiles.length ? tiles[tile] : tiles[0];
  }
}
