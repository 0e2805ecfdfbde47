package mancala.console;

/** What a program sees in one tick: what is held, and what went down since the last tick. */
public final class Input {
  private final int[] held;
  private final int[] fresh;
  private final int keysHeld;
  private final int keysFresh;

  /** An input from this tick's state and the last tick's. */
  public Input(int[] pads, int[] previousPads, int keys, int previousKeys) {
    held = pads.clone();
    fresh = new int[pads.length];
    for (int port = 0; port < pads.length; port++) {
      fresh[port] = pads[port] & ~previousPads[port];
    }
    keysHeld = keys;
    keysFresh = keys & ~previousKeys;
  }

  /** Nothing held, nothing pressed. */
  public static Input idle() {
    int[] none = new int[Controls.PORTS];
    return new Input(none, none, 0, 0);
  }

  /** Whether a button is held on a port. */
  public boolean held(int port, Button button) {
    return (held[port] & button.bit()) != 0;
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

  /** Whether anything at all went down this tick. */
  public boolean anythingPressed() {
    return fresh[0] != 0 || fresh[1] != 0 || keysFresh != 0;
  }
}
