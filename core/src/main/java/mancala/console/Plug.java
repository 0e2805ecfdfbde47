package mancala.console;

/** What sits in a pad port: nothing but the keyboard, a gamepad, or a gamepad that went away. */
public enum Plug {
  /** No gamepad: the port's keyboard keys drive it. */
  NONE,
  /** A gamepad (the keyboard keys still work too). */
  PAD,
  /** The port's gamepad was unplugged and nothing has taken its place yet. */
  LOST
}
