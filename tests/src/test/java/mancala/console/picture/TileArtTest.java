package mancala.console.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** Text art into tiles: multi-tile pictures, overlays, and malformed art named by line. */
class TileArtTest {

  @Test
  void picturesSplitIntoTilesAndOverlaysDrawOver() {
    String text =
        "art two 2x1\n"
            + "1111111122222222\n".repeat(8)
            + "art dot 1x1\n"
            + "3.......\n"
            + "........\n".repeat(7)
            + "overlay dot on two.\n";
    TileArt art = TileArt.parse(Map.of("t", text));

    assertEquals(Glyphs.TILES, art.tile("two.0"));
    assertEquals(1, art.pixels(art.tile("two.0"))[5]);
    assertEquals(2, art.pixels(art.tile("two.1"))[5]);
    assertEquals(3, art.pixels(art.tile("two.1+dot"))[0]);
    assertEquals(2, art.pixels(art.tile("two.1+dot"))[1]);
    assertEquals("two.0+dot", art.name(art.tile("two.0+dot")).orElseThrow());
  }

  @Test
  void malformedArtIsNamedByLine() {
    assertProblem(
        "art x 1x1\n1111111\n" + "11111111\n".repeat(7), "t: line 2: art 'x' needs 8 characters");
    assertProblem("art x 1x1\n11111111\n", "t: line 1: art 'x' needs 8 lines");
    assertProblem("draw x", "t: line 1: expected 'art <name> <w>x<h>'");
    assertProblem("overlay y on x", "t: line 1: overlay 'y' is not defined above");
    assertThrows(
        IllegalArgumentException.class, () -> TileArt.parse(Map.of("t", "")).tile("nothing"));
  }

  @Test
  void theMasterPaletteNeedsSixtyFourColours() {
    assertThrows(IllegalArgumentException.class, () -> MasterPalette.parse("FFFFFF"));
    assertThrows(IllegalArgumentException.class, () -> MasterPalette.parse("FFFFFG ".repeat(64)));
    assertEquals(0xABCDEF, MasterPalette.parse("ABCDEF ".repeat(64)).rgb(63));
  }

  private static void assertProblem(String text, String start) {
    String message =
        assertThrows(IllegalArgumentException.class, () -> TileArt.parse(Map.of("t", text)))
            .getMessage();
    assertEquals(start, message.substring(0, Math.min(start.length(), message.length())));
  }
}
