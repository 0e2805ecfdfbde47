package mancala.console.pads;

/** The keyboard keys of each port's actions, for the controls screen. */
public interface KeyLegend {
  /** The key that does an action on a port, such as {@code Z} or {@code RIGHT SHIFT}. */
  String keyName(int port, PadAction action);
}
