package mancala.rules;

import java.util.Arrays;

/**
 * The positions (houses and mover) seen since the last capture, for rule sets where a repeated
 * position ends the game. Stores cannot differ between entries: any capture starts a new log.
 */
final class RepetitionLog {
  private final Layout layout;
  private final int stride;
  private long[] hashes = new long[16];
  private int[] keys;
  private int size;

  RepetitionLog(Layout layout) {
    this.layout = layout;
    this.stride = 2 * layout.houses() + 1;
    this.keys = new int[hashes.length * stride];
  }

  /** Forgets everything and remembers this position as the first. */
  void restart(int[] pits, int mover) {
    size = 0;
    append(hash(pits, mover), pits, mover);
  }

  /** Remembers the position and says true, or says false if it was already seen. */
  boolean addIfNew(int[] pits, int mover) {
    long h = hash(pits, mover);
    for (int i = 0; i < size; i++) {
      if (hashes[i] == h && sameAs(i, pits, mover)) {
        return false;
      }
    }
    append(h, pits, mover);
    return true;
  }

  /** Makes this log hold what another holds. */
  void copyFrom(RepetitionLog other) {
    if (hashes.length < other.size) {
      hashes = new long[other.hashes.length];
      keys = new int[other.keys.length];
    }
    System.arraycopy(other.hashes, 0, hashes, 0, other.size);
    System.arraycopy(other.keys, 0, keys, 0, other.size * stride);
    size = other.size;
  }

  private void append(long h, int[] pits, int mover) {
    if (size == hashes.length) {
      hashes = Arrays.copyOf(hashes, size * 2);
      keys = Arrays.copyOf(keys, size * 2 * stride);
    }
    hashes[size] = h;
    int k = size * stride;
    for (int pit = 0; pit < pits.length; pit++) {
      if (!layout.isStore(pit)) {
        keys[k++] = pits[pit];
      }
    }
    keys[k] = mover;
    size++;
  }

  private boolean sameAs(int entry, int[] pits, int mover) {
    int k = entry * stride;
    for (int pit = 0; pit < pits.length; pit++) {
      if (!layout.isStore(pit) && keys[k++] != pits[pit]) {
        return false;
      }
    }
    return keys[k] == mover;
  }

  private long hash(int[] pits, int mover) {
    long h = mover + 1;
    for (int pit = 0; pit < pits.length; pit++) {
      if (!layout.isStore(pit)) {
        h = (h ^ pits[pit]) * 0x9E3779B97F4A7C15L;
      }
    }
    return h ^ (h >>> 31);
  }
}
