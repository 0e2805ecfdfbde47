package mancala.console;

/**
 * What the hardware reports: the buttons held on each of the two pad ports (by the keyboard and
 * scripts, and by the port's gamepad, kept apart so that one letting go does not release the
 * other), the console keys held, every press since the console last looked (so a tap shorter than a
 * tick still counts), what each port holds, and how many gamepads wait to join. Keyboard, gamepads
 * and pad scripts write here; the console reads it once a tick.
 */
public final class Controls {
  /** Pad ports on the console. */
  public static final int PORTS = 2;

  private final int[] held = new int[PORTS];
  private final int[] padHeld = new int[PORTS];
  private final int[] padKeys = new int[PORTS];
  private final int[] pressed = new int[PORTS];
  private final PortState[] ports = {PortState.EMPTY, PortState.EMPTY};
  private int keys;
  private int keysPressed;
  private int waitingPads;

  /** Holds a button down on a port (0 or 1). */
  public void press(int port, Button button) {
    held[port] |= button.bit();
    pressed[port] |= button.bit();
  }

  /** Lets a button of a port go. */
  public void release(int port, Button button) {
    held[port] &= ~button.bit();
  }

  /** Holds a console key down. */
  public void press(ConsoleKey key) {
    keys |= key.bit();
    keysPressed |= key.bit();
  }

  /** Lets a console key go. */
  public void release(ConsoleKey key) {
    keys &= ~key.bit();
  }

  /** What a port's gamepad holds now: its port's buttons and the console keys it works, as bits. */
  public void setPad(int port, int buttons, int consoleKeys) {
    pressed[port] |= buttons & ~padHeld[port];
    keysPressed |= consoleKeys & ~padKeys[port];
    padHeld[port] = buttons;
    padKeys[port] = consoleKeys;
  }

  /** Lets everything go (the keyboard's, the scripts' and the gamepads'). */
  public void releaseAll() {
    for (int port = 0; port < PORTS; port++) {
      held[port] = 0;
      padHeld[port] = 0;
      padKeys[port] = 0;
    }
    keys = 0;
  }

  /** The buttons held on a port, as {@link Button#bit()} bits. */
  public int pad(int port) {
    return held[port] | padHeld[port];
  }

  /** The console keys held, as {@link ConsoleKey#bit()} bits. */
  public int keys() {
    return keys | padKeys[0] | padKeys[1];
  }

  /** The buttons of a port pressed since the last call, held or already let go. */
  public int takePressed(int port) {
    int taken = pressed[port];
    pressed[port] = 0;
    return taken;
  }

  /** The console keys pressed since the last call, held or already let go. */
  public int takeKeysPressed() {
    int taken = keysPressed;
    keysPressed = 0;
    return taken;
  }

  /** Says what a port holds now. */
  public void setPort(int port, PortState state) {
    ports[port] = state;
  }

  /** What a port holds. */
  public PortState port(int port) {
    return ports[port];
  }

  /** Says how many gamepads are plugged in but in no port, waiting to join. */
  public void setWaitingPads(int count) {
    waitingPads = count;
  }

  /** Gamepads plugged in but in no port. */
  public int waitingPads() {
    return waitingPads;
  }
}
