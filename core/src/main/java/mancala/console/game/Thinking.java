package mancala.console.game;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import mancala.ai.Choice;
import mancala.ai.Thoughts;

/**
 * One move being thought about away from the console's thread: the house under consideration now
 * (for "show thoughts"), the choice once made, and a cancel that stops the search at once.
 */
public final class Thinking implements Thoughts {
  private final AtomicBoolean cancel = new AtomicBoolean();
  private final CompletableFuture<Choice> result = new CompletableFuture<>();
  private volatile int considering = -1;

  @Override
  public void considering(int house) {
    considering = house;
  }

  /** The house weighed most recently, or -1 before the first. */
  public int considered() {
    return considering;
  }

  /** Whether the choice is made (or the thinking failed or was cancelled). */
  public boolean done() {
    return result.isDone();
  }

  /** The choice, once made. */
  public Optional<Choice> choice() {
    return result.isDone() && !result.isCompletedExceptionally()
        ? Optional.of(result.join())
        : Optional.empty();
  }

  /** Stops the search; no choice will come. */
  public void cancel() {
    cancel.set(true);
  }

  /** The flag the search watches. */
  AtomicBoolean cancelFlag() {
    return cancel;
  }

  /** Completes the thinking with its choice. */
  void finish(Choice choice) {
    result.complete(choice);
  }

  /** Completes the thinking with a failure. */
  void fail(Throwable why) {
    result.completeExceptionally(why);
  }
}
