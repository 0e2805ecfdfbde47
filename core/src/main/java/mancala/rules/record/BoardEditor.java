package mancala.rules.record;

import mancala.rules.Layout;
import mancala.rules.Position;
import mancala.rules.Rules;

/**
 * Edits a board the way the California Dreams program does: one seed at a time from any pit (stores
 * included) to any other, and a choice of who moves. {@link #finish()} makes the edited board a
 * position, which a {@link GameRecord} takes as a set-up step.
 */
public final class BoardEditor {
  private final Rules rules;
  private final int[] pits;
  private final Position original;
  private int mover;

  /** An editor starting from a position. */
  public BoardEditor(Position position) {
    this.rules = position.rules();
    this.original = position.copy();
    this.pits = position.pits();
    this.mover = position.isOver() ? 0 : position.mover();
  }

  /** The pit counts as edited so far. */
  public int[] pits() {
    return pits.clone();
  }

  /** The player who will move. */
  public int mover() {
    return mover;
  }

  /** Moves one seed; throws {@link IllegalArgumentException} saying why if it cannot. */
  public void moveSeed(int fromPit, int toPit) {
    Layout layout = rules.layout();
    if (!layout.isPit(fromPit) || !layout.isPit(toPit)) {
      throw new IllegalArgumentException(
          "pits are numbered 0 to " + (layout.pitCount() - 1) + ": " + fromPit + ", " + toPit);
    }
    if (fromPit == toPit) {
      throw new IllegalArgumentException("a seed must move to another pit");
    }
    if (pits[fromPit] == 0) {
      throw new IllegalArgumentException("there is no seed to take from that pit");
    }
    pits[fromPit]--;
    pits[toPit]++;
  }

  /** Chooses who moves next (0 or 1). */
  public void setMover(int player) {
    if (player != 0 && player != 1) {
      throw new IllegalArgumentException("the player to move must be 0 or 1, not " + player);
    }
    mover = player;
  }

  /** The edited board as a position (validated by the rules). */
  public Position finish() {
    return rules.setup(pits, mover, original.direction());
  }
}
