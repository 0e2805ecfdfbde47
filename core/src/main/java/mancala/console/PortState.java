package mancala.console;

/** What a pad port holds: its {@link Plug}, and the name of the gamepad that is or was in it. */
public record PortState(Plug plug, String padName) {
  /** A port with no gamepad. */
  public static final PortState EMPTY = new PortState(Plug.NONE, "");

  /** A port holding the gamepad of this name. */
  public static PortState pad(String name) {
    return new PortState(Plug.PAD, name);
  }

  /** A port whose gamepad of this name was unplugged. */
  public static PortState lost(String name) {
    return new PortState(Plug.LOST, name);
  }

  /** Whether the port waits for its gamepad to come back. */
  public boolean isLost() {
    return plug == Plug.LOST;
  }
}
