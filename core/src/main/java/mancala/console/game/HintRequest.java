package mancala.console.game;

import java.util.Optional;
import mancala.rules.Position;

/**
 * A hint asked for by a player: the computer's best move for the position, shown as the house to
 * sow, its seeds, and the pit where the last seed would land (as the California Dreams program's
 * Help shows it).
 */
final class HintRequest {
  /** A ready hint: the house, its seeds and the pit of the last seed. */
  record Hint(int house, int seeds, int lastPit) {}

  private final Thinking thinking;
  private final Position position;

  HintRequest(Thinking thinking, Position position) {
    this.thinking = thinking;
    this.position = position.copy();
  }

  /** The hint once the computer has found it. */
  Optional<Hint> hint() {
    return thinking
        .choice()
        .map(
            c ->
                new Hint(
                    c.house(),
                    position.house(position.mover(), c.house()),
                    position.rules().lastPit(position, c.house())));
  }

  /** Whether the computer is still looking. */
  boolean pending() {
    return !thinking.done();
  }

  /** Stops looking. */
  void cancel() {
    thinking.cancel();
  }
}
