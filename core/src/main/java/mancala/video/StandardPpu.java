package mancala.video;

import mancala.console.Assets;
import mancala.console.game.CartridgeArt;
import mancala.console.picture.MasterPalette;
import mancala.console.picture.PatternTable;
import mancala.console.picture.Ppu;

/**
 * The console's picture processor as shipped: the font's glyphs, the cartridge art, the NES
 * palette.
 */
public final class StandardPpu {
  /** The font the console's text is made of. */
  public static final String FONT = "fonts/PressStart2P-Regular.ttf";

  /** The master palette. */
  public static final String PALETTE = "palette/nes.txt";

  private StandardPpu() {}

  /** A picture processor drawing with the cartridge's art. */
  public static Ppu create(CartridgeArt art) {
    PatternTable patterns = new PatternTable(FontGlyphs.rasterize(Assets.bytes(FONT)), art.tiles());
    return new Ppu(patterns, MasterPalette.parse(Assets.text(PALETTE)));
  }
}
