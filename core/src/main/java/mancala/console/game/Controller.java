package mancala.console.game;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import mancala.ai.Level;

/** Who controls a player, as the NES cartridge's selection screen lists them. */
public enum Controller {
  /** The pad in port 1. */
  GAMEPAD_1(0, null),
  /** The pad in port 2. */
  GAMEPAD_2(1, null),
  /** The computer at each level. */
  AI_NOVICE(-1, Level.NOVICE),
  AI_EASY(-1, Level.EASY),
  AI_MEDIUM(-1, Level.MEDIUM),
  AI_HARD(-1, Level.HARD),
  AI_BEST(-1, Level.BEST);

  private final int port;
  private final Level level;

  Controller(int port, Level level) {
    this.port = port;
    this.level = level;
  }

  /** The pad port that drives the player, if a pad does. */
  public OptionalInt port() {
    return port >= 0 ? OptionalInt.of(port) : OptionalInt.empty();
  }

  /** The computer's level, if the computer plays. */
  public Optional<Level> level() {
    return Optional.ofNullable(level);
  }

  /** The name on the screen, such as {@code GAMEPAD 1} or {@code AI HARD}. */
  public String label() {
    return level != null ? level.label() : "GAMEPAD " + (port + 1);
  }

  /** The name on the command line, such as {@code gamepad1} or {@code ai-hard}. */
  public String id() {
    return level != null ? level.id() : "gamepad" + (port + 1);
  }

  /** The controller with this command-line name, ignoring case. */
  public static Optional<Controller> byId(String id) {
    String wanted = id.toLowerCase(Locale.ROOT);
    return Arrays.stream(values()).filter(c -> c.id().equals(wanted)).findFirst();
  }

  /** The command-line names of all controllers, comma separated. */
  public static String ids() {
    return String.join(", ", Arrays.stream(values()).map(Controller::id).toList());
  }
}
