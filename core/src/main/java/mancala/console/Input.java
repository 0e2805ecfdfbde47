package mancala.console;

import java.util.List;

/**
 * What a program sees in one tick: the buttons and keys that went down since the last tick (held
 * directions pressing again as {@link AutoRepeat} says), what each port holds, and how many
 * gamepads wait to join.
 */
public final class Input {
  /** A tick in which nothing was pressed and no gamepad is anywhere. */
  public static final Input NONE =
      new Input(new int[Controls.PORTS], new int[Controls.PORTS], 0, List.of(), 0);

  private final int[] pressed;
  private final int[] repeated;
  private final int keysPressed;
  private final List<PortState> ports;
  private final int waitingPads;

  /**
   * An input of the buttons pressed on each port in a tick (repeats included), those of them that
   * were only repeats, the console keys pressed, the ports' states and the gamepads waiting.
   */
  public Input(
      int[] pressed, int[] repeated, int keysPressed, List<PortState> ports, int waitingPads) {
    this.pressed = pressed.clone();
    this.repeated = repeated.clone();
    this.keysPressed = keysPressed;
    this.ports = List.copyOf(ports);
    this.waitingPads = waitingPads;
  }

  /** Whether a button went down on a port this tick, or repeated there. */
  public boolean pressed(int port, Button button) {
    return (pressed[port] & button.bit()) != 0;
  }

  /** Whether a button pressed on a port this tick was only a held direction repeating. */
  public boolean repeated(int port, Button button) {
    return (repeated[port] & button.bit()) != 0;
  }

  /** Whether a button went down (or repeated) on either port this tick. */
  public boolean pressedOnAnyPort(Button button) {
    return pressed(0, button) || pressed(1, button);
  }

  /** Whether a console key went down this tick. */
  public boolean pressed(ConsoleKey key) {
    return (keysPressed & key.bit()) != 0;
  }

  /** Whether anything at all went down this tick: any button of either port or a console key. */
  public boolean anyPressed() {
    int all = keysPressed;
    for (int bits : pressed) {
      all |= bits;
    }
    return all != 0;
  }

  /** What a port holds this tick. */
  public PortState port(int port) {
    return port < ports.size() ? ports.get(port) : PortState.EMPTY;
  }

  /** Gamepads plugged in but in no port, waiting for their player to press A. */
  public int waitingPads() {
    return waitingPads;
  }
}
