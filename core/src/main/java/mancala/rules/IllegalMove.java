package mancala.rules;

/** Why a move cannot be played. */
public enum IllegalMove {
  /** The game is already over. */
  GAME_OVER("game-over", "the game is over"),
  /** The house number is outside the mover's row. */
  NO_SUCH_HOUSE("no-such-house", "there is no such house"),
  /** The house holds no seeds. */
  EMPTY_HOUSE("empty-house", "that house is empty"),
  /** The move would leave the opponent's row empty, which this rule set forbids here. */
  STARVES_OPPONENT("starves-opponent", "that move would leave the opponent without seeds");

  private final String code;
  private final String message;

  IllegalMove(String code, String message) {
    this.code = code;
    this.message = message;
  }

  /** A short token for machine-read output, such as {@code empty-house}. */
  public String code() {
    return code;
  }

  /** A sentence for people. */
  public String message() {
    return message;
  }
}
