package mancala.console;

/** What a program sees in one tick: the buttons and keys that went down since the last tick. */
public final class Input {
  /** A tick in which nothing was pressed. */
  public static final Input NONE = new Input(new int[2], new int[2], 0, 0);

  private final int[] fresh;
  private final int keysFresh;

  /** An input from this tick's state and the last tick's. */
  public Input(int[] pads, int[] previousPads, int keys, int previousKeys) {
    fresh = new int[pads.length];
    for (int port = 0; port < pads.length; port++) {
      fresh[port] = pads[port] & ~previousPads[port];
    }
    keysFresh = keys & ~previousKeys;
  }

  /** Whether a button went down on a port this tick. */
  public boolean pressed(int port, Button button) {
    return (fresh[port] & button.bit()) != 0;
  }

  /** Whether a button went down on either port this tick. */
  public boolean pressedOnAnyPort(Button button) {
    return pressed(0, button) || pressed(1, button);
  }

  /** Whether a console key went down this tick. */
  public boolean pressed(ConsoleKey key) {
    return (keysFresh & key.bit()) != 0;
  }
}
