package mancala.ai;

/** Thrown out of a search that was asked to stop or ran out of its budget. */
public final class Stopped extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** A stop, without a stack trace (it is routine, not an error). */
  public Stopped() {
    super("search stopped", null, false, false);
  }
}
