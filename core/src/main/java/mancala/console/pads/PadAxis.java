package mancala.console.pads;

/** The axes of a gamepad in SDL's game-controller layout; sticks read -1 (left, up) to 1. */
public enum PadAxis {
  LEFT_X,
  LEFT_Y,
  RIGHT_X,
  RIGHT_Y,
  LEFT_TRIGGER,
  RIGHT_TRIGGER
}
