package mancala.console.game;

import mancala.console.Input;
import mancala.console.Speaker;
import mancala.console.picture.Frame;

/** One screen of the cartridge, advanced a tick at a time. */
interface Screen {
  /** Advances a tick, draws the frame, and returns the screen for the next tick. */
  Screen tick(Input input, Frame frame, Speaker speaker);

  /**
   * Called once when the cartridge leaves this screen for another: stop what runs on its behalf.
   */
  default void leave() {}
}
