package mancala.ai.search;

import java.util.Arrays;

/**
 * The generic search's transposition table: bounds on a position's value, the best house found and
 * the depth searched, in one long beside its 64-bit key, one entry a slot, replacing shallower
 * entries. A depth of {@link #PROVEN} marks bounds that no depth limit cut short.
 */
final class SearchTable {
  /** The depth recorded for bounds proven down to the end of the game. */
  static final int PROVEN = 255;

  /** What {@link #probe} returns for a position not in the table. */
  static final long MISSING = Long.MIN_VALUE;

  /** What {@link #move} gives when no move is recorded. */
  static final int NO_MOVE = 15;

  private final long[] keys;
  private final long[] data;
  private final int mask;

  /** A table of 2^bits entries (16 bytes each). */
  SearchTable(int bits) {
    keys = new long[1 << bits];
    data = new long[1 << bits];
    mask = (1 << bits) - 1;
  }

  /** Forgets everything. */
  void clear() {
    Arrays.fill(keys, 0);
    Arrays.fill(data, 0);
  }

  /** The entry of a key, or {@link #MISSING}. */
  long probe(long key) {
    int i = slot(key);
    long d = data[i];
    return keys[i] == key && d != 0 ? d : MISSING;
  }

  /** Records bounds for a key, keeping a deeper entry of another key. */
  void store(long key, int lower, int upper, int move, int depth) {
    int i = slot(key);
    long old = data[i];
    if (old != 0 && keys[i] != key && depth(old) > depth) {
      return;
    }
    if (old != 0 && keys[i] == key && depth(old) == depth) {
      lower = Math.max(lower, lower(old));
      upper = Math.min(upper, upper(old));
    }
    keys[i] = key;
    data[i] =
        (lower & 0xFFFFL) | (upper & 0xFFFFL) << 16 | (move & 15L) << 32 | (long) (depth + 1) << 36;
  }

  static int lower(long entry) {
    return (short) entry;
  }

  static int upper(long entry) {
    return (short) (entry >> 16);
  }

  static int move(long entry) {
    return (int) (entry >> 32) & 15;
  }

  static int depth(long entry) {
    return (int) (entry >>> 36) - 1;
  }

  private int slot(long key) {
    return (int) ((key * 0x9E3779B97F4A7C15L) >>> 40) & mask;
  }
}
