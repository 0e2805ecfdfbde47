package mancala.ai.kalah;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Proven best moves of Kalah positions the solver would take too long to prove during a game: for
 * each rule set, the boards seen from their mover (houses only, since the future margin of a Kalah
 * board does not depend on the stores), with the best house and the exact future margin.
 */
public final class OpeningBook {
  /** A book entry: a best house and the future margin it secures. */
  public record Entry(int house, int value) {}

  private final Map<String, Entry> entries = new LinkedHashMap<>();

  /**
   * The entry of a board (the layout of {@link KalahGame}) under a rule set, if the book has it.
   */
  public Optional<Entry> lookup(String ruleSet, int[] board) {
    return Optional.ofNullable(entries.get(key(ruleSet, board)));
  }

  /** Adds or replaces the entry of a board. */
  public void put(String ruleSet, int[] board, Entry entry) {
    entries.put(key(ruleSet, board), entry);
  }

  /** Every entry by its key, in the order added. */
  public Map<String, Entry> entries() {
    return Collections.unmodifiableMap(entries);
  }

  /** The number of entries. */
  public int size() {
    return entries.size();
  }

  /**
   * The key of a board: {@code <rule set> <mover's houses>/<opponent's houses>}, for example {@code
   * kalah 4,4,4,4,4,4/4,4,4,4,4,4}.
   */
  public static String key(String ruleSet, int[] board) {
    int houses = (board.length - 1) / 2;
    StringBuilder s = new StringBuilder(ruleSet).append(' ');
    for (int i = 0; i < board.length; i++) {
      if (i == houses) {
        s.setCharAt(s.length() - 1, '/');
        continue;
      }
      s.append(board[i]).append(',');
    }
    s.setLength(s.length() - 1);
    return s.toString();
  }
}
