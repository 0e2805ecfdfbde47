package mancala.ai;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * When a search must stop: when it is cancelled, when it has visited its budget of nodes (counted
 * across every search and thread of one choice), or when its deadline on an injectable nanosecond
 * clock has passed.
 */
public final class Limits {
  private final AtomicBoolean cancel;
  private final long maxNodes;
  private final long deadline;
  private final LongSupplier clock;
  private final AtomicLong spent;

  private Limits(
      AtomicBoolean cancel, long maxNodes, long deadline, LongSupplier clock, AtomicLong spent) {
    this.cancel = cancel;
    this.maxNodes = maxNodes;
    this.deadline = deadline;
    this.clock = clock;
    this.spent = spent;
  }

  /** Limits starting now on {@code clock} (nanoseconds), cancelled when {@code cancel} is set. */
  public static Limits of(Budget budget, AtomicBoolean cancel, LongSupplier clock) {
    long now = clock.getAsLong();
    long millis = budget.millis();
    long deadline =
        millis >= Long.MAX_VALUE / 1_000_000 - now / 1_000_000
            ? Long.MAX_VALUE
            : now + millis * 1_000_000;
    return new Limits(cancel, budget.nodes(), deadline, clock, new AtomicLong());
  }

  /** No limit but a cancel flag. */
  public static Limits until(AtomicBoolean cancel) {
    return new Limits(cancel, Long.MAX_VALUE, Long.MAX_VALUE, System::nanoTime, new AtomicLong());
  }

  /**
   * Counts nodes a search has visited since it last reported (every search and thread of a choice
   * shares the count) and says whether it must stop now.
   */
  public boolean spend(long nodes) {
    long total = spent.addAndGet(nodes);
    return cancel.get()
        || total >= maxNodes
        || deadline != Long.MAX_VALUE && clock.getAsLong() >= deadline;
  }

  /** Whether the search was cancelled from outside. */
  public boolean cancelled() {
    return cancel.get();
  }

  /** The same limits with the deadline brought forward to this fraction of the time left. */
  public Limits sooner(double fraction) {
    if (deadline == Long.MAX_VALUE) {
      return this;
    }
    long now = clock.getAsLong();
    long left = Math.max(0, deadline - now);
    return new Limits(cancel, maxNodes, now + (long) (left * fraction), clock, spent);
  }

  /** The same limits, stopping also once this many more nodes are visited. */
  public Limits capped(long nodes) {
    long cap = spent.get() + nodes;
    return new Limits(
        cancel, Math.min(maxNodes, cap < 0 ? Long.MAX_VALUE : cap), deadline, clock, spent);
  }

  /** The same limits with a node budget of its own instead. */
  public Limits withNodes(long nodes) {
    return new Limits(cancel, nodes, deadline, clock, new AtomicLong());
  }

  /** Whether there is a deadline. */
  public boolean timed() {
    return deadline != Long.MAX_VALUE;
  }
}
