package mancala.console.game;

import mancala.console.ConsoleDriver;
import mancala.console.pads.Gamepad;
import mancala.console.pads.PadAxis;
import mancala.console.pads.PadButton;
import mancala.console.picture.Frame;

/** Plays the headless console with fake gamepads: taps, stick pushes, and moves by pad. */
final class PadHands {
  private final ConsoleDriver driver;

  PadHands(ConsoleDriver driver) {
    this.driver = driver;
  }

  /** Presses and lets go a pad button over a few ticks, as a thumb would. */
  void tap(Gamepad pad, PadButton button) {
    driver.ports().buttonDown(pad, button);
    driver.run(2);
    driver.ports().buttonUp(pad, button);
    driver.run(2);
  }

  /** Pushes the left stick sideways past the dead zone and back to the centre. */
  void flick(Gamepad pad, float x) {
    driver.ports().axisMoved(pad, PadAxis.LEFT_X, x);
    driver.run(2);
    driver.ports().axisMoved(pad, PadAxis.LEFT_X, 0.05f);
    driver.run(2);
  }

  /** Waits for the mover's turn and sows a house (in the mover's order) with the pad's D-pad. */
  void play(Gamepad pad, int house) {
    driver.runUntil(MatchDriver::choosing, MatchDriver.MOVE_LIMIT);
    int mover = MatchDriver.mover(driver.frame());
    for (int i = 0; i < TitleScreen.HOUSES; i++) {
      tap(pad, mover == 0 ? PadButton.DPAD_LEFT : PadButton.DPAD_RIGHT);
    }
    for (int i = 0; i < house; i++) {
      tap(pad, mover == 0 ? PadButton.DPAD_RIGHT : PadButton.DPAD_LEFT);
    }
    tap(pad, PadButton.A);
  }

  /** The text of a row. */
  String row(int row) {
    Frame frame = driver.frame();
    return frame.rowText(row);
  }
}
