package mancala.console.pads;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * The buttons of a gamepad as SDL's game-controller layout names them (the Xbox layout: A at the
 * bottom of the face buttons, B on the right), whatever the pad really is.
 */
public enum PadButton {
  A("A"),
  B("B"),
  X("X"),
  Y("Y"),
  BACK("BACK"),
  GUIDE("GUIDE"),
  START("START"),
  LEFT_STICK("L STICK"),
  RIGHT_STICK("R STICK"),
  LEFT_SHOULDER("L BUMPER"),
  RIGHT_SHOULDER("R BUMPER"),
  DPAD_UP("DPAD UP"),
  DPAD_DOWN("DPAD DOWN"),
  DPAD_LEFT("DPAD LEFT"),
  DPAD_RIGHT("DPAD RIGHT"),
  MISC("SHARE"),
  PADDLE_1("PADDLE 1"),
  PADDLE_2("PADDLE 2"),
  PADDLE_3("PADDLE 3"),
  PADDLE_4("PADDLE 4"),
  TOUCHPAD("TOUCHPAD");

  private final String label;

  PadButton(String label) {
    this.label = label;
  }

  /** The name on the screen, at most 10 characters. */
  public String label() {
    return label;
  }

  /** The button of this name (as in the bindings file), ignoring case. */
  public static Optional<PadButton> named(String name) {
    String wanted = name.toUpperCase(Locale.ROOT);
    return Arrays.stream(values()).filter(b -> b.name().equals(wanted)).findFirst();
  }
}
