package mancala.rules;

import java.util.StringJoiner;

/**
 * The board as text, as {@code replay} prints it and saved games store it: every pit's count, comma
 * separated, in {@link Layout} order (houses 0..n-1, store, houses 0..n-1, store).
 */
public final class BoardText {
  private BoardText() {}

  /** The pits as text. */
  public static String format(int[] pits) {
    StringJoiner j = new StringJoiner(",");
    for (int seeds : pits) {
      j.add(Integer.toString(seeds));
    }
    return j.toString();
  }

  /**
   * Reads a board of any size; throws {@link IllegalArgumentException} saying what is wrong if the
   * text is not 2n+2 non-negative counts with n from 3 to 8.
   */
  public static int[] parse(String text) {
    String[] parts = text.trim().split(",", -1);
    int pits = parts.length;
    if (pits % 2 != 0 || pits / 2 - 1 < Layout.MIN_HOUSES || pits / 2 - 1 > Layout.MAX_HOUSES) {
      throw new IllegalArgumentException(
          "a board lists 2 x (houses + 1) counts for "
              + Layout.MIN_HOUSES
              + " to "
              + Layout.MAX_HOUSES
              + " houses, not "
              + pits
              + " counts: '"
              + text.trim()
              + "'");
    }
    int[] result = new int[pits];
    for (int i = 0; i < pits; i++) {
      String p = parts[i].trim();
      if (!p.matches("[0-9]{1,4}")) {
        throw new IllegalArgumentException(
            "pit " + i + " of the board is '" + p + "', not a count of seeds");
      }
      result[i] = Integer.parseInt(p);
    }
    return result;
  }
}
