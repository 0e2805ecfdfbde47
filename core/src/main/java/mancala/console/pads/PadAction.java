package mancala.console.pads;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import mancala.console.Button;
import mancala.console.ConsoleKey;

/**
 * What a gamepad button can do: a button of its port (the D-pad directions, A, B, START, SELECT) or
 * the console's OPTION key.
 */
public enum PadAction {
  UP(Button.UP),
  DOWN(Button.DOWN),
  LEFT(Button.LEFT),
  RIGHT(Button.RIGHT),
  A(Button.A),
  B(Button.B),
  START(Button.START),
  SELECT(Button.SELECT),
  OPTION(null);

  private final Button button;

  PadAction(Button button) {
    this.button = button;
  }

  /** The port's buttons this action holds, as {@link Button#bit()} bits. */
  public int buttonBits() {
    return button == null ? 0 : button.bit();
  }

  /** The console keys this action holds, as {@link ConsoleKey#bit()} bits. */
  public int keyBits() {
    return button == null ? ConsoleKey.OPTION.bit() : 0;
  }

  /** The action of this name (as in the bindings file), ignoring case. */
  public static Optional<PadAction> named(String name) {
    String wanted = name.toUpperCase(Locale.ROOT);
    return Arrays.stream(values()).filter(a -> a.name().equals(wanted)).findFirst();
  }
}
