package mancala.console.picture;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One picture of the console, as an 8-bit console's picture processor sees it: a 32x30 map of 8x8
 * background tiles, a background palette (0-3) for every 16x16 area, up to 64 sprites, and the
 * eight palettes (four for the background, four for sprites) of three colours each from the {@link
 * MasterPalette}, plus the shared backdrop colour.
 */
public final class Frame {
  /** Background tiles across. */
  public static final int COLUMNS = 32;

  /** Background tiles down. */
  public static final int ROWS = 30;

  /** Pixels across. */
  public static final int WIDTH = COLUMNS * 8;

  /** Pixels down. */
  public static final int HEIGHT = ROWS * 8;

  /** Palette areas across (16x16 pixels each). */
  public static final int AREA_COLUMNS = COLUMNS / 2;

  /** Palette areas down. */
  public static final int AREA_ROWS = ROWS / 2;

  /** Sprites a frame can hold; more are dropped, as on the hardware. */
  public static final int MAX_SPRITES = 64;

  /** Palettes: 0-3 for the background, 4-7 for sprites. */
  public static final int PALETTES = 8;

  private final int[] tiles = new int[COLUMNS * ROWS];
  private final byte[] areas = new byte[AREA_COLUMNS * AREA_ROWS];
  private final int[] colours = new int[PALETTES * 3];
  private final List<Sprite> sprites = new ArrayList<>();
  private int backdrop = 0x0F;

  /** Blanks the background (tile 0, palette 0) and removes every sprite; palettes stay. */
  public void clear() {
    Arrays.fill(tiles, 0);
    Arrays.fill(areas, (byte) 0);
    sprites.clear();
  }

  /** Sets one background tile; positions off the map are ignored. */
  public void setTile(int column, int row, int tile) {
    if (column >= 0 && column < COLUMNS && row >= 0 && row < ROWS) {
      tiles[row * COLUMNS + column] = tile;
    }
  }

  /** The background tile at a position. */
  public int tile(int column, int row) {
    return tiles[row * COLUMNS + column];
  }

  /** Chooses the background palette (0-3) of the 16x16 area holding a tile position. */
  public void setAreaPalette(int column, int row, int palette) {
    if (column >= 0 && column < COLUMNS && row >= 0 && row < ROWS) {
      areas[(row / 2) * AREA_COLUMNS + column / 2] = (byte) (palette & 3);
    }
  }

  /** The background palette of the area holding a tile position. */
  public int areaPalette(int column, int row) {
    return areas[(row / 2) * AREA_COLUMNS + column / 2];
  }

  /**
   * Sets a palette's three colours (master palette indexes); palette 0-3 background, 4-7 sprites.
   */
  public void setPalette(int palette, int colour1, int colour2, int colour3) {
    colours[palette * 3] = colour1;
    colours[palette * 3 + 1] = colour2;
    colours[palette * 3 + 2] = colour3;
  }

  /** A palette's colour 1-3 as a master palette index. */
  public int colour(int palette, int index) {
    return colours[palette * 3 + index - 1];
  }

  /** Sets the shared backdrop colour (colour 0 of every background palette). */
  public void setBackdrop(int colour) {
    backdrop = colour;
  }

  /** The backdrop colour. */
  public int backdrop() {
    return backdrop;
  }

  /** Adds a sprite in front of those added later, unless 64 are already shown. */
  public void addSprite(int x, int y, int tile, int palette, Flip flip) {
    if (sprites.size() < MAX_SPRITES) {
      sprites.add(new Sprite(x, y, tile, palette, flip));
    }
  }

  /** The sprites, front first. */
  public List<Sprite> sprites() {
    return List.copyOf(sprites);
  }

  /** Writes text as glyph tiles from a position; characters without a glyph show as '?'. */
  public void print(int column, int row, String text) {
    for (int i = 0; i < text.length(); i++) {
      setTile(column + i, row, Glyphs.tile(text.charAt(i)));
    }
  }

  /** The text shown by glyph tiles in a row, from a column, as far as it reads as text. */
  public String text(int column, int row, int length) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < length && column + i < COLUMNS; i++) {
      out.append(Glyphs.character(tile(column + i, row)));
    }
    return out.toString();
  }

  /** The whole row as text (non-glyph tiles read as '#'), for tests and logs. */
  public String rowText(int row) {
    return text(0, row, COLUMNS);
  }
}
