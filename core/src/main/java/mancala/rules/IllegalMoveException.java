package mancala.rules;

/** Thrown when a move that is not legal is played. */
public final class IllegalMoveException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final IllegalMove reason;

  /** An exception for an illegal move of a house. */
  public IllegalMoveException(IllegalMove reason, int house) {
    super("house " + house + ": " + reason.message());
    this.reason = reason;
  }

  /** Why the move was refused. */
  public IllegalMove reason() {
    return reason;
  }
}
