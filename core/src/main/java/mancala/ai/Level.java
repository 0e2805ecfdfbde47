package mancala.ai;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** The computer's playing strengths, weakest first, as the NES cartridge names them. */
public enum Level {
  /** Glances one move ahead and makes a beginner's mistakes: it often misses captures. */
  NOVICE,
  /** Looks a move or two ahead. */
  EASY,
  /** Searches a few moves deep, and now and then plays an inferior move. */
  MEDIUM,
  /** Searches deep, and rarely plays an inferior move. */
  HARD,
  /** The solver: proven best moves wherever they can be computed in time. */
  BEST;

  /** The name on the command line, such as {@code ai-hard}. */
  public String id() {
    return "ai-" + name().toLowerCase(Locale.ROOT);
  }

  /** The name on the screen, such as {@code AI HARD}. */
  public String label() {
    return "AI " + name();
  }

  /** The level with this name, {@code hard} or {@code ai-hard}, ignoring case. */
  public static Optional<Level> byName(String name) {
    String wanted = name.toLowerCase(Locale.ROOT);
    return Arrays.stream(values())
        .filter(l -> l.id().equals(wanted) || l.id().equals("ai-" + wanted))
        .findFirst();
  }
}
