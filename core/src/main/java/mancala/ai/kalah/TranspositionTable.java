package mancala.ai.kalah;

import java.util.Arrays;

/**
 * Bounds on the exact future margin of boards already searched, keyed by their exact rank: one long
 * array with the key (XORed with the data, so an entry torn by two threads writing at once is never
 * believed) beside the data, two entries a bucket, replacing the one that cost less work. Each
 * entry keeps a lower and an upper bound, the best house found and the log2 of the nodes its search
 * took.
 */
public final class TranspositionTable {
  static final int NO_MOVE = 15;

  /** What {@link #probe} returns for a key not in the table. */
  static final long MISSING = Long.MIN_VALUE;

  private final long[] slots;
  private final int mask;

  /** A table of 2^bits entries (16 bytes each). */
  public TranspositionTable(int bits) {
    slots = new long[2 << bits];
    mask = (1 << bits) - 2;
    clear();
  }

  /** Forgets everything. */
  public void clear() {
    Arrays.fill(slots, 0);
  }

  /** The data stored for a key, or {@link #MISSING}. */
  long probe(long key) {
    int i = bucket(key) << 1;
    long data = slots[i + 1];
    if ((slots[i] ^ data) == key && data != 0) {
      return data;
    }
    data = slots[i + 3];
    if ((slots[i + 2] ^ data) == key && data != 0) {
      return data;
    }
    return MISSING;
  }

  static int lower(long data) {
    return (short) data;
  }

  static int upper(long data) {
    return (short) (data >> 16);
  }

  static int move(long data) {
    return (int) (data >> 32) & 15;
  }

  /** The work recorded with an entry (a search depth, where the table holds estimates). */
  static int work(long data) {
    return (int) (data >>> 36) - 1;
  }

  /** What the bounds of an entry are worth. */
  enum Bounds {
    /** True bounds on the exact value, whatever the work: they merge with any other. */
    EXACT,
    /** Bounds on an estimate at a depth (the work): they merge only with the same depth's. */
    ESTIMATED
  }

  /** Stores exact bounds for a key, merging with what is known of it. */
  void store(long key, int lower, int upper, int move, int work) {
    store(key, lower, upper, move, work, Bounds.EXACT);
  }

  /** Stores bounds for a key, merging with what is known of it where the bounds allow. */
  void store(long key, int lower, int upper, int move, int work, Bounds bounds) {
    int i = bucket(key) << 1;
    int target;
    long old0 = slots[i + 1];
    long old1 = slots[i + 3];
    if ((slots[i] ^ old0) == key && old0 != 0) {
      target = i;
    } else if ((slots[i + 2] ^ old1) == key && old1 != 0) {
      target = i + 2;
    } else {
      target = old0 == 0 || old1 != 0 && work(old0) <= work(old1) ? i : i + 2;
      if (old0 == 0 || old1 == 0) {
        target = old0 == 0 ? i : i + 2;
      }
      long data = pack(lower, upper, move, work);
      slots[target] = key ^ data;
      slots[target + 1] = data;
      return;
    }
    long old = slots[target + 1];
    if (bounds == Bounds.ESTIMATED && work(old) != work) {
      long data = pack(lower, upper, move, work);
      slots[target] = key ^ data;
      slots[target + 1] = data;
      return;
    }
    long data =
        pack(
            Math.max(lower, lower(old)),
            Math.min(upper, upper(old)),
            move,
            Math.max(work, work(old)));
    slots[target] = key ^ data;
    slots[target + 1] = data;
  }

  private static long pack(int lower, int upper, int move, int work) {
    return (lower & 0xFFFFL)
        | (upper & 0xFFFFL) << 16
        | (move & 15L) << 32
        | (long) (work + 1) << 36;
  }

  private int bucket(long key) {
    long h = key * 0x9E3779B97F4A7C15L;
    return (int) (h >>> 32) & mask;
  }
}
