package mancala.video;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import mancala.console.Assets;
import mancala.console.picture.Glyphs;
import org.junit.jupiter.api.Test;

/** The pixel font lands on the 8x8 grid, exactly, at both sizes. */
class FontGlyphsTest {
  private static final byte[][] GLYPHS = FontGlyphs.rasterize(Assets.bytes(StandardPpu.FONT));

  @Test
  void anAIsSevenPixelsOnTheGrid() {
    assertEquals(
        String.join(
            "\n",
            "..###...",
            ".##.##..",
            "##...##.",
            "##...##.",
            "#######.",
            "##...##.",
            "##...##.",
            "........"),
        picture(GLYPHS[Glyphs.tile('A')]));
  }

  @Test
  void theSpaceIsEmptyAndBigGlyphsAreTheSmallOnesDoubledWithAShadow() {
    assertEquals(0, sum(GLYPHS[Glyphs.tile(' ')]));
    byte[] small = GLYPHS[Glyphs.tile('M')];
    for (int quarter = 0; quarter < 4; quarter++) {
      byte[] big = GLYPHS[Glyphs.bigTile('M', quarter)];
      for (int y = 0; y < 8; y++) {
        for (int x = 0; x < 8; x++) {
          int sx = (x + quarter % 2 * 8) / 2;
          int sy = (y + quarter / 2 * 8) / 2;
          if (small[sy * 8 + sx] == 1) {
            assertEquals(1, big[y * 8 + x], "ink, quarter " + quarter);
          } else {
            assertTrue(big[y * 8 + x] != 1, "no ink, quarter " + quarter);
          }
        }
      }
    }
  }

  @Test
  void bigGlyphsCastAShadowDownAndRight() {
    byte[] topLeftOfI = GLYPHS[Glyphs.bigTile('I', 0)];
    int shadow = 0;
    for (byte b : topLeftOfI) {
      shadow += b == 2 ? 1 : 0;
    }
    assertTrue(shadow > 0);
  }

  private static String picture(byte[] tile) {
    StringBuilder out = new StringBuilder();
    for (int y = 0; y < 8; y++) {
      for (int x = 0; x < 8; x++) {
        out.append(tile[y * 8 + x] == 0 ? '.' : '#');
      }
      if (y < 7) {
        out.append('\n');
      }
    }
    return out.toString();
  }

  private static int sum(byte[] tile) {
    int s = 0;
    for (byte b : tile) {
      s += b;
    }
    return s;
  }
}
