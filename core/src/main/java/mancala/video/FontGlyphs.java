package mancala.video;

import com.badlogic.gdx.graphics.g2d.freetype.FreeType;
import com.badlogic.gdx.utils.GdxNativesLoader;
import java.nio.ByteBuffer;
import mancala.console.picture.Glyphs;

/**
 * Rasterizes the pixel font (Press Start 2P, built on an 8x8 grid) with FreeType into the glyph
 * tiles of the pattern table: each character at 8 px into one tile and at 16 px into four,
 * monochrome and unhinted, so every pixel lands on the grid. Ink is colour 1; the big glyphs also
 * cast a two-pixel drop shadow in colour 2, for titles.
 */
public final class FontGlyphs {
  private FontGlyphs() {}

  /** The {@link Glyphs#TILES} glyph tiles of a TrueType font. */
  public static byte[][] rasterize(byte[] ttf) {
    byte[][] tiles = new byte[Glyphs.TILES][64];
    GdxNativesLoader.load();
    FreeType.Library library = FreeType.initFreeType();
    try {
      FreeType.Face face = library.newMemoryFace(ttf, ttf.length, 0);
      try {
        render(face, 8, tiles);
        render(face, 16, tiles);
      } finally {
        face.dispose();
      }
    } finally {
      library.dispose();
    }
    return tiles;
  }

  private static void render(FreeType.Face face, int size, byte[][] tiles) {
    if (!face.setPixelSizes(0, size)) {
      throw new IllegalStateException("the font cannot be set to " + size + " px");
    }
    int ascender = face.getSize().getMetrics().getAscender() >> 6;
    for (int i = 0; i < Glyphs.COUNT; i++) {
      char c = (char) (Glyphs.FIRST + i);
      byte[] cell = new byte[size * size];
      if (face.loadChar(c, FreeType.FT_LOAD_DEFAULT | FreeType.FT_LOAD_TARGET_MONO)) {
        FreeType.GlyphSlot slot = face.getGlyph();
        slot.renderGlyph(FreeType.FT_RENDER_MODE_MONO);
        draw(slot, ascender, size, cell);
      }
      if (size == 8) {
        tiles[i] = cell;
      } else {
        addShadow(cell, size, 2);
        for (int quarter = 0; quarter < 4; quarter++) {
          byte[] tile = tiles[Glyphs.BIG_BASE + i * 4 + quarter];
          for (int y = 0; y < 8; y++) {
            for (int x = 0; x < 8; x++) {
              tile[y * 8 + x] = cell[(y + quarter / 2 * 8) * 16 + x + quarter % 2 * 8];
            }
          }
        }
      }
    }
  }

  private static void addShadow(byte[] cell, int size, int offset) {
    for (int y = size - 1; y >= offset; y--) {
      for (int x = size - 1; x >= offset; x--) {
        if (cell[y * size + x] == 0 && cell[(y - offset) * size + x - offset] == 1) {
          cell[y * size + x] = 2;
        }
      }
    }
  }

  private static void draw(FreeType.GlyphSlot slot, int ascender, int size, byte[] cell) {
    FreeType.Bitmap bitmap = slot.getBitmap();
    ByteBuffer buffer = bitmap.getBuffer();
    int pitch = Math.abs(bitmap.getPitch());
    int left = slot.getBitmapLeft();
    int top = ascender - slot.getBitmapTop();
    boolean mono = bitmap.getPixelMode() == FreeType.FT_PIXEL_MODE_MONO;
    for (int y = 0; y < bitmap.getRows(); y++) {
      for (int x = 0; x < bitmap.getWidth(); x++) {
        boolean ink =
            mono
                ? (buffer.get(y * pitch + x / 8) & (0x80 >> (x % 8))) != 0
                : (buffer.get(y * pitch + x) & 0xFF) >= 128;
        int cx = left + x;
        int cy = top + y;
        if (ink && cx >= 0 && cx < size && cy >= 0 && cy < size) {
          cell[cy * size + cx] = 1;
        }
      }
    }
  }
}
