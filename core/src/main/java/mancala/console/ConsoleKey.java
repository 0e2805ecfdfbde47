package mancala.console;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** The keys on the console itself, as on the Atari: START, SELECT, OPTION and RESET. */
public enum ConsoleKey {
  START,
  SELECT,
  OPTION,
  RESET;

  /** This key's bit in the console's key state. */
  public int bit() {
    return 1 << ordinal();
  }

  /** The key of this name, ignoring case. */
  public static Optional<ConsoleKey> named(String name) {
    String wanted = name.toUpperCase(Locale.ROOT);
    return Arrays.stream(values()).filter(k -> k.name().equals(wanted)).findFirst();
  }
}
