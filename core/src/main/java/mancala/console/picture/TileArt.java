package mancala.console.picture;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The console's pictures, defined as text art and turned into 8x8 tiles of colour indexes 0-3. Tile
 * numbers start after the {@link Glyphs}.
 *
 * <p>An art file holds blocks {@code art <name> <w>x<h>} followed by h*8 lines of w*8 characters
 * ({@code .} for colour 0, {@code 1}-{@code 3} for the others); a 1x1 picture becomes the tile
 * {@code name}, a larger one the tiles {@code name.0}, {@code name.1}, ... row by row. A line
 * {@code overlay <name> on <prefix>} adds, for every tile whose name starts with the prefix, a tile
 * {@code <tile>+<name>} with the overlay's non-zero pixels drawn over it. {@code #} starts a
 * comment.
 */
public final class TileArt {
  private final Map<String, Integer> index;
  private final List<String> names;
  private final List<byte[]> pixels;

  private TileArt(Map<String, byte[]> tiles) {
    this.index = new HashMap<>();
    this.names = new ArrayList<>();
    this.pixels = new ArrayList<>();
    for (Map.Entry<String, byte[]> e : tiles.entrySet()) {
      index.put(e.getKey(), Glyphs.TILES + pixels.size());
      names.add(e.getKey());
      pixels.add(e.getValue());
    }
  }

  /**
   * Parses art files; {@code source} names each text in messages.
   *
   * @throws IllegalArgumentException naming the source, line and problem if the art is malformed
   */
  public static TileArt parse(Map<String, String> sources) {
    Map<String, byte[]> tiles = new LinkedHashMap<>();
    for (Map.Entry<String, String> source : sources.entrySet()) {
      parseInto(tiles, source.getKey(), source.getValue());
    }
    return new TileArt(tiles);
  }

  /** The tile number of a named tile. */
  public int tile(String name) {
    Integer tile = index.get(name);
    if (tile == null) {
      throw new IllegalArgumentException("no tile named '" + name + "'");
    }
    return tile;
  }

  /** The name of an art tile, or empty for glyphs and unknown numbers. */
  public Optional<String> name(int tile) {
    int i = tile - Glyphs.TILES;
    return i >= 0 && i < names.size() ? Optional.of(names.get(i)) : Optional.empty();
  }

  /** The number of art tiles. */
  public int count() {
    return pixels.size();
  }

  /** The 64 colour indexes of an art tile, row by row (a copy). */
  public byte[] pixels(int tile) {
    return pixels.get(tile - Glyphs.TILES).clone();
  }

  private static void parseInto(Map<String, byte[]> tiles, String source, String text) {
    String[] lines = text.split("\r?\n", -1);
    int i = 0;
    while (i < lines.length) {
      String line = stripComment(lines[i]);
      int number = i + 1;
      i++;
      if (line.isEmpty()) {
        continue;
      }
      String[] words = line.split("\\s+");
      if (words[0].equals("art") && words.length == 3 && words[2].matches("[1-9]x[1-9]")) {
        int w = words[2].charAt(0) - '0';
        int h = words[2].charAt(2) - '0';
        if (i + h * 8 > lines.length) {
          throw problem(source, number, "art '" + words[1] + "' needs " + h * 8 + " lines");
        }
        String[] rows = new String[h * 8];
        for (int r = 0; r < rows.length; r++) {
          rows[r] = lines[i + r].strip();
          if (!rows[r].matches("[.123]{" + w * 8 + "}")) {
            throw problem(
                source,
                i + r + 1,
                "art '" + words[1] + "' needs " + w * 8 + " characters of . 1 2 3");
          }
        }
        i += rows.length;
        addPicture(tiles, words[1], w, h, rows);
      } else if (words[0].equals("overlay") && words.length == 4 && words[2].equals("on")) {
        byte[] over = tiles.get(words[1]);
        if (over == null) {
          throw problem(source, number, "overlay '" + words[1] + "' is not defined above");
        }
        List<String> bases =
            tiles.keySet().stream()
                .filter(n -> n.startsWith(words[3]) && !n.contains("+"))
                .toList();
        if (bases.isEmpty()) {
          throw problem(source, number, "no tile starts with '" + words[3] + "'");
        }
        for (String base : bases) {
          byte[] combined = tiles.get(base).clone();
          for (int p = 0; p < 64; p++) {
            if (over[p] != 0) {
              combined[p] = over[p];
            }
          }
          tiles.put(base + "+" + words[1], combined);
        }
      } else {
        throw problem(
            source, number, "expected 'art <name> <w>x<h>' or 'overlay <name> on <prefix>'");
      }
    }
  }

  private static void addPicture(
      Map<String, byte[]> tiles, String name, int w, int h, String[] rows) {
    for (int ty = 0; ty < h; ty++) {
      for (int tx = 0; tx < w; tx++) {
        byte[] tile = new byte[64];
        for (int y = 0; y < 8; y++) {
          for (int x = 0; x < 8; x++) {
            char c = rows[ty * 8 + y].charAt(tx * 8 + x);
            tile[y * 8 + x] = (byte) (c == '.' ? 0 : c - '0');
          }
        }
        tiles.put(w * h == 1 ? name : name + "." + (ty * w + tx), tile);
      }
    }
  }

  private static String stripComment(String line) {
    int hash = line.indexOf('#');
    return (hash >= 0 ? line.substring(0, hash) : line).strip();
  }

  private static IllegalArgumentException problem(String source, int line, String message) {
    return new IllegalArgumentException(source + ": line " + line + ": " + message);
  }
}
