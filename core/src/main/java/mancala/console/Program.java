package mancala.console;

import mancala.console.picture.Frame;

/** The cartridge the console runs: advanced one tick at a time, drawing each tick's frame. */
public interface Program {
  /** Advances one tick: reads the input, draws the frame, asks for sounds. */
  void tick(Input input, Frame frame, Speaker speaker);
}
