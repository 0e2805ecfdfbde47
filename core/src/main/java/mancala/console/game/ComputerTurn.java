package mancala.console.game;

import java.util.OptionalInt;

/**
 * A computer player's turn as the console shows it: the hand roams over the houses the search
 * weighs (when thoughts are shown), the move is held back until the player has visibly thought for
 * a moment, then the hand rests on the chosen house before it sows.
 */
final class ComputerTurn {
  /** The fewest ticks a computer thinks on screen. */
  static final int MIN_TICKS = 36;

  /** Ticks the hand rests on the chosen house before sowing. */
  static final int AIM_TICKS = 18;

  /** Ticks between the hand's moves while it follows the thoughts. */
  static final int GLANCE_TICKS = 6;

  private final Thinking thinking;
  private int ticks;
  private int aimed;
  private int hand;

  /** A turn thinking with {@code thinking}, the hand starting over {@code hand}. */
  ComputerTurn(Thinking thinking, int hand) {
    this.thinking = thinking;
    this.hand = hand;
  }

  /**
   * Advances a tick; gives the house to sow once the move is made and shown ({@code legal} is the
   * mover's legal houses, used if the search failed).
   */
  OptionalInt tick(ThoughtsDisplay thoughts, int legal) {
    ticks++;
    boolean ready = thinking.done() && ticks >= MIN_TICKS;
    if (ready) {
      hand = thinking.choice().map(c -> c.house()).orElse(Integer.numberOfTrailingZeros(legal));
      if (++aimed >= AIM_TICKS) {
        return OptionalInt.of(hand);
      }
    } else if (thoughts == ThoughtsDisplay.SHOWN
        && ticks % GLANCE_TICKS == 0
        && thinking.considered() >= 0) {
      hand = thinking.considered();
    }
    return OptionalInt.empty();
  }

  /** The house the hand is over. */
  int hand() {
    return hand;
  }

  /** Whether the choice is made and the hand rests on it. */
  boolean aiming() {
    return aimed > 0;
  }

  /** Stops the thinking. */
  void cancel() {
    thinking.cancel();
  }
}
