package mancala.desktop;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import mancala.ai.Brain;
import mancala.ai.Budget;
import mancala.ai.Level;
import mancala.ai.Limits;
import mancala.ai.Thoughts;
import mancala.ai.level.Brains;
import mancala.rules.Position;
import mancala.rules.Rules;

/** Who plays each side of a terminal game: a person, or the computer at a level. */
final class Seats {
  /** The time the computer takes at most for a move. */
  static final Budget THINKING = Budget.millis(1000);

  private final Optional<Level>[] levels;
  private final Brain[] brains = new Brain[2];

  @SuppressWarnings("unchecked")
  private Seats(Optional<Level> first, Optional<Level> second) {
    levels = new Optional[] {first, second};
  }

  /**
   * The seats named by {@code human} or a level such as {@code ai-hard}, the computers made by
   * {@code brains} for these rules.
   *
   * @throws IllegalArgumentException naming what is not understood
   */
  static Seats of(String first, String second, Brains brains, Rules rules, long seed) {
    Seats seats = new Seats(level(first), level(second));
    for (int player = 0; player < 2; player++) {
      Optional<Level> l = seats.levels[player];
      if (l.isPresent()) {
        seats.brains[player] = brains.create(l.get(), rules, seed + player);
      }
    }
    return seats;
  }

  private static Optional<Level> level(String name) {
    if (name.equalsIgnoreCase("human")) {
      return Optional.empty();
    }
    return Optional.of(
        Level.byName(name)
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "a player is human or ai-novice, ai-easy, ai-medium, ai-hard, ai-best,"
                            + " not '"
                            + name
                            + "'")));
  }

  /** Whether the computer plays this side. */
  boolean isComputer(int player) {
    return brains[player] != null;
  }

  /** Who plays a side, in words. */
  String describe(int player) {
    return levels[player].map(Level::label).orElse("human");
  }

  /** The computer's move for its side, which is to move in {@code p}. */
  int choose(Position p) {
    return brains[p.mover()]
        .choose(p, Limits.of(THINKING, new AtomicBoolean(), System::nanoTime), Thoughts.NONE)
        .house();
  }
}
