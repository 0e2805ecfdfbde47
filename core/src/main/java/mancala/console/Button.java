package mancala.console;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** The buttons of a gamepad port. */
public enum Button {
  UP,
  DOWN,
  LEFT,
  RIGHT,
  A,
  B,
  START,
  SELECT;

  /** This button's bit in a port's state. */
  public int bit() {
    return 1 << ordinal();
  }

  /** The button of this name, ignoring case. */
  public static Optional<Button> named(String name) {
    String wanted = name.toUpperCase(Locale.ROOT);
    return Arrays.stream(values()).filter(b -> b.name().equals(wanted)).findFirst();
  }
}
