package mancala.console.picture;

/**
 * The 64 colours every palette picks from, as an NES-style master palette: read from text (64
 * RRGGBB values; {@code #} starts a comment).
 */
public final class MasterPalette {
  /** Colours in the master palette. */
  public static final int SIZE = 64;

  private final int[] rgb;

  private MasterPalette(int[] rgb) {
    this.rgb = rgb;
  }

  /** Parses the palette text; throws naming the problem if it is not 64 colours. */
  public static MasterPalette parse(String text) {
    int[] rgb = new int[SIZE];
    int count = 0;
    for (String line : text.split("\r?\n")) {
      int hash = line.indexOf('#');
      String data = hash >= 0 ? line.substring(0, hash) : line;
      for (String word : data.trim().split("\\s+")) {
        if (word.isEmpty()) {
          continue;
        }
        if (!word.matches("[0-9A-Fa-f]{6}") || count == SIZE) {
          throw new IllegalArgumentException(
              "the master palette holds 64 colours as RRGGBB; '"
                  + word
                  + "' is one too many or malformed");
        }
        rgb[count++] = Integer.parseInt(word, 16);
      }
    }
    if (count != SIZE) {
      throw new IllegalArgumentException("the master palette holds 64 colours, not " + count);
    }
    return new MasterPalette(rgb);
  }

  /** A colour as 0xRRGGBB. */
  public int rgb(int index) {
    return rgb[index & (SIZE - 1)];
  }
}
