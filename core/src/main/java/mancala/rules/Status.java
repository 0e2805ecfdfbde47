package mancala.rules;

/** Whether a game goes on, and if not, why it ended. */
public enum Status {
  /** The player to move has a legal move. */
  IN_PLAY,
  /** The player to move has no legal move. */
  NO_LEGAL_MOVE,
  /** A row is empty and the rule set ends the game on either empty row. */
  ROW_EMPTY,
  /** A store holds more than half of the seeds, or each holds exactly half. */
  MAJORITY,
  /** The position repeats one seen since the last capture. */
  REPETITION,
  /** Too many moves were played without a capture. */
  MOVE_LIMIT;

  /** Whether the game is over. */
  public boolean isOver() {
    return this != IN_PLAY;
  }
}
