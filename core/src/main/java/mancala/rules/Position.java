package mancala.rules;

import java.util.Arrays;

/**
 * The whole state of a game under its {@link Rules}: the pits, the player to move, the sowing
 * direction, the moves since the last capture, the positions seen since then, and whether the game
 * is over. Mutable and reusable, so that search and playouts allocate nothing; {@link #copy()} when
 * a snapshot is needed. The board of a finished game is kept as it stood after the last move,
 * before the end-of-game sweep ({@link #sweptPits()} gives the swept one).
 */
public final class Position {
  final Rules rules;
  final int[] pits;
  final int[] scratch;
  final RepetitionLog history;
  int mover;
  Direction direction = Direction.COUNTER_CLOCKWISE;
  int quietMoves;
  int legal;
  Status status = Status.IN_PLAY;

  Position(Rules rules) {
    this.rules = rules;
    int pitCount = rules.layout().pitCount();
    this.pits = new int[pitCount];
    this.scratch = new int[pitCount];
    this.history = new RepetitionLog(rules.layout());
  }

  /** The rules this position is played under. */
  public Rules rules() {
    return rules;
  }

  /** The board's geometry. */
  public Layout layout() {
    return rules.layout();
  }

  /** Seeds in a pit (see {@link Layout} for the numbering). */
  public int pit(int pit) {
    return pits[pit];
  }

  /** A copy of all pit counts, in {@link Layout} order. */
  public int[] pits() {
    return pits.clone();
  }

  /** Seeds in a player's store. */
  public int store(int player) {
    return pits[rules.layout().store(player)];
  }

  /** Seeds in a player's house, counted in sowing order from 0. */
  public int house(int player, int house) {
    return pits[rules.layout().pit(player, house)];
  }

  /** Seeds in a player's row of houses. */
  public int rowSeeds(int player) {
    return Rules.rowSum(pits, rules.layout(), player);
  }

  /** The player to move (0 or 1); meaningless once the game is over. */
  public int mover() {
    return mover;
  }

  /** The current sowing direction. */
  public Direction direction() {
    return direction;
  }

  /** Moves played since the last capture (or since the start or the last set-up). */
  public int quietMoves() {
    return quietMoves;
  }

  /** Whether the game goes on, or why it ended. */
  public Status status() {
    return status;
  }

  /** Whether the game is over. */
  public boolean isOver() {
    return status.isOver();
  }

  /** The mover's legal houses as a bit mask (bit i set: house i is legal); 0 once over. */
  public int legalMoves() {
    return legal;
  }

  /** Whether the mover may sow this house. */
  public boolean isLegal(int house) {
    return house >= 0 && house < 32 && (legal >>> house & 1) != 0;
  }

  /**
   * A player's total: the store plus the seeds the end-of-game sweep gives that player (while the
   * game goes on, the seeds in the player's own row).
   */
  public int total(int player) {
    return rules.total(this, player);
  }

  /** The pit counts as they are once the end-of-game sweep has been applied. */
  public int[] sweptPits() {
    return rules.swept(this);
  }

  /** All seeds on the board, stores included. */
  public int seedCount() {
    int sum = 0;
    for (int seeds : pits) {
      sum += seeds;
    }
    return sum;
  }

  /** An independent copy of this position. */
  public Position copy() {
    Position c = new Position(rules);
    c.copyFrom(this);
    return c;
  }

  /** Makes this position equal to another of the same rules, without allocating. */
  public void copyFrom(Position other) {
    if (!other.rules.equals(rules)) {
      throw new IllegalArgumentException("positions of different rules: " + rules + ", " + other);
    }
    System.arraycopy(other.pits, 0, pits, 0, pits.length);
    mover = other.mover;
    direction = other.direction;
    quietMoves = other.quietMoves;
    legal = other.legal;
    status = other.status;
    history.copyFrom(other.history);
  }

  /** The board in the {@code replay} format: pits comma separated in {@link Layout} order. */
  public String board() {
    return BoardText.format(pits);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Position p
        && p.rules.equals(rules)
        && Arrays.equals(p.pits, pits)
        && p.mover == mover
        && p.direction == direction
        && p.quietMoves == quietMoves
        && p.status == status;
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(pits) * 31 + mover;
  }

  @Override
  public String toString() {
    return rules
        + " board="
        + board()
        + " mover="
        + mover
        + " "
        + direction
        + " quiet="
        + quietMoves
        + " "
        + status;
  }
}
