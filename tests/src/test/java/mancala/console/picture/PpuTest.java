package mancala.console.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** The picture processor: palettes per area, the backdrop, sprite order, flips, transparency. */
class PpuTest {
  private static final String ART =
      """
      art corner 1x1
      3.......
      ........
      ........
      ........
      ........
      ........
      ........
      .......2
      art solid 1x1
      11111111
      11111111
      11111111
      11111111
      11111111
      11111111
      11111111
      11111111
      """;

  private final TileArt art = TileArt.parse(Map.of("test", ART));
  private final Ppu ppu =
      new Ppu(new PatternTable(new byte[Glyphs.TILES][64], art), MasterPalette.parse(palette()));
  private final Frame frame = new Frame();
  private final int[] rgb = new int[Frame.WIDTH * Frame.HEIGHT];

  @Test
  void backgroundTilesUseTheirAreasPaletteAndTheBackdrop() {
    frame.setBackdrop(5);
    frame.setPalette(0, 10, 11, 12);
    frame.setPalette(1, 20, 21, 22);
    frame.setTile(2, 3, art.tile("corner"));
    frame.setAreaPalette(2, 3, 1);
    ppu.render(frame, rgb);

    assertEquals(22, at(16, 24));
    assertEquals(21, at(23, 31));
    assertEquals(5, at(17, 24));
    assertEquals(5, at(0, 0));
  }

  @Test
  void theFirstSpriteIsInFrontAndColourZeroIsTransparent() {
    frame.setBackdrop(5);
    frame.setPalette(4, 30, 31, 32);
    frame.setPalette(5, 40, 41, 42);
    frame.addSprite(10, 10, art.tile("corner"), 0, Flip.NONE);
    frame.addSprite(10, 10, art.tile("solid"), 1, Flip.NONE);
    ppu.render(frame, rgb);

    assertEquals(32, at(10, 10));
    assertEquals(40, at(11, 10));
    assertEquals(31, at(17, 17));
  }

  @Test
  void flipsMirrorTheTile() {
    frame.setPalette(4, 30, 31, 32);
    frame.addSprite(0, 0, art.tile("corner"), 0, Flip.HORIZONTAL);
    frame.addSprite(8, 0, art.tile("corner"), 0, Flip.BOTH);
    ppu.render(frame, rgb);

    assertEquals(32, at(7, 0));
    assertEquals(31, at(0, 7));
    assertEquals(32, at(15, 7));
    assertEquals(31, at(8, 0));
  }

  @Test
  void spritesOffTheScreenAreClippedAndOnlySixtyFourShow() {
    for (int i = 0; i < 70; i++) {
      frame.addSprite(-4, 236, art.tile("solid"), 0, Flip.NONE);
    }
    assertEquals(Frame.MAX_SPRITES, frame.sprites().size());
    ppu.render(frame, rgb);
  }

  /** The master palette index of a pixel, read back through the test palette (entry i = i). */
  private int at(int x, int y) {
    return rgb[y * Frame.WIDTH + x];
  }

  private static String palette() {
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < MasterPalette.SIZE; i++) {
      s.append(String.format("%06X ", i));
    }
    return s.toString();
  }
}
