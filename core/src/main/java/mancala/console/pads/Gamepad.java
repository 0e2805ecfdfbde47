package mancala.console.pads;

/**
 * A gamepad as the ports see it: the same object from its connection to its disconnection (two pads
 * of one model share a name, so pads are told apart by identity, never by name).
 */
public interface Gamepad {
  /** The name the pad reports, such as {@code Xbox 360 Controller}. */
  String name();
}
