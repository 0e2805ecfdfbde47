package mancala.rules.record;

import java.util.Arrays;
import mancala.rules.Direction;

/** One entry of a {@link GameRecord}: a move, or a board set up by hand. */
public sealed interface Step {
  /** The mover sowed a house (counted in the mover's sowing order from 0). */
  record Move(int house) implements Step {}

  /** The board was edited into these pits, with this player to move. */
  record Setup(int[] pits, int mover, Direction direction) implements Step {
    /** A set-up step; the pits are copied. */
    public Setup {
      pits = pits.clone();
    }

    @Override
    public int[] pits() {
      return pits.clone();
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Setup s
          && Arrays.equals(s.pits, pits)
          && s.mover == mover
          && s.direction == direction;
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(pits) * 31 + mover;
    }

    @Override
    public String toString() {
      return "Setup" + Arrays.toString(pits) + " mover=" + mover + " " + direction;
    }
  }
}
