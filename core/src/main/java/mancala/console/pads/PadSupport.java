package mancala.console.pads;

/** Whether the console can read gamepads at all on this machine. */
public enum PadSupport {
  /** Gamepads work (whether or not any is plugged in). */
  READY,
  /** Gamepads could not be started: the keyboard is all there is. */
  UNAVAILABLE
}
