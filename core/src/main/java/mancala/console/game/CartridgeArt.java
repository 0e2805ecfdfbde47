package mancala.console.game;

import java.util.LinkedHashMap;
import java.util.Map;
import mancala.console.Assets;
import mancala.console.picture.TileArt;

/** The cartridge's tiles, read from {@code assets/tiles}, with the numbers of those it draws. */
public final class CartridgeArt {
  /** The art files, in tile order. */
  static final String[] FILES = {"tiles/board.tiles", "tiles/sprites.tiles"};

  private final TileArt art;

  private CartridgeArt(TileArt art) {
    this.art = art;
  }

  /** Loads the art from the assets. */
  public static CartridgeArt load() {
    Map<String, String> sources = new LinkedHashMap<>();
    for (String file : FILES) {
      sources.put("assets/" + file, Assets.text(file));
    }
    return new CartridgeArt(TileArt.parse(sources));
  }

  /** All art tiles, for the picture processor. */
  public TileArt tiles() {
    return art;
  }

  /** The tile of a name, such as {@code wood} or {@code pit.0+clump}. */
  public int tile(String name) {
    return art.tile(name);
  }

  /** One of the nine tiles of the board's rim (0 top-left ... 8 bottom-right). */
  int frame(int part) {
    return art.tile("frame." + part);
  }

  /**
   * A tile of a pit's floor: part 0/1 the top corners, 2/3 the sides, 4/5 the bottom corners, with
   * the seeds of a slot drawn in.
   */
  int pit(int part, SeedPicture seeds) {
    String base = "pit." + part;
    return art.tile(seeds == SeedPicture.EMPTY ? base : base + "+" + seeds.tileName());
  }

  /** One of the four tiles of the hand cursor (0 top-left ... 3 bottom-right), pointing up. */
  int hand(int quarter) {
    return art.tile("hand." + quarter);
  }
}
