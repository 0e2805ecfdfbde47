package mancala.ai.kalah;

import java.util.concurrent.atomic.AtomicLongArray;

/**
 * The boards some thread is searching right now, for ABDADA-style sharing: a thread that meets a
 * board another is busy with searches its other moves first. A small lossy hash of keys: a slot
 * already taken by another key simply does not mark the board.
 */
final class BusyTable {
  private static final int BITS = 14;

  private final AtomicLongArray keys = new AtomicLongArray(1 << BITS);

  /** Whether another thread marked this key. */
  boolean isBusy(long key) {
    return keys.get(slot(key)) == key + 1;
  }

  /** Marks a key; returns whether this call marked it (and must unmark it). */
  boolean mark(long key) {
    return keys.compareAndSet(slot(key), 0, key + 1);
  }

  /** Removes a mark made by {@link #mark}. */
  void unmark(long key) {
    keys.compareAndSet(slot(key), key + 1, 0);
  }

  private static int slot(long key) {
    return (int) ((key * 0x9E3779B97F4A7C15L) >>> (64 - BITS));
  }
}
