package mancala.console;

/**
 * What the hardware reports right now: the buttons held on each of the two pad ports and the
 * console keys held. Keyboard, gamepads and pad scripts write here; the console reads it once a
 * tick.
 */
public final class Controls {
  /** Pad ports on the console. */
  public static final int PORTS = 2;

  private final int[] pads = new int[PORTS];
  private int keys;

  /** Holds a button down on a port (0 or 1). */
  public void press(int port, Button button) {
    pads[port] |= button.bit();
  }

  /** Lets a button of a port go. */
  public void release(int port, Button button) {
    pads[port] &= ~button.bit();
  }

  /** Holds a console key down. */
  public void press(ConsoleKey key) {
    keys |= key.bit();
  }

  /** Lets a console key go. */
  public void release(ConsoleKey key) {
    keys &= ~key.bit();
  }

  /** Lets everything go. */
  public void releaseAll() {
    pads[0] = 0;
    pads[1] = 0;
    keys = 0;
  }

  /** The buttons held on a port, as {@link Button#bit()} bits. */
  public int pad(int port) {
    return pads[port];
  }

  /** The console keys held, as {@link ConsoleKey#bit()} bits. */
  public int keys() {
    return keys;
  }
}
