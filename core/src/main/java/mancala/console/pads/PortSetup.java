package mancala.console.pads;

import java.util.Optional;

/**
 * What the cartridge may ask of the pad ports: whether gamepads work, what each action is bound to
 * on the keyboard and on a port's pad, and rebinding a pad's buttons (remembered by pad name).
 */
public interface PortSetup {
  /** Whether gamepads can be read. */
  PadSupport support();

  /** The keyboard key of an action on a port. */
  String keyName(int port, PadAction action);

  /** The button of an action on the pad in a port, if a pad is in it. */
  Optional<PadButton> padButton(int port, PadAction action);

  /**
   * Waits for the next button pressed on the pad in a port, which will then do the action (the
   * action that had that button takes the action's old one). That press does nothing else.
   *
   * @return false if no pad is in the port
   */
  boolean listen(int port, PadAction action);

  /** Whether a port's pad is still awaited for a button. */
  boolean listening();

  /** Stops waiting for a button. */
  void stopListening();

  /** Swaps the buttons of A and B on the pad in a port, if any. */
  void swapAAndB(int port);

  /** Gives the pad in a port the default buttons, if any. */
  void resetToDefaults(int port);

  /**
   * A short message for the player (at most 28 characters), such as a damaged bindings file; each
   * is given once.
   */
  Optional<String> takeNotice();
}
