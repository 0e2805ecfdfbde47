package mancala.audio.synth;

/** Which way a sweep moves the pitch. */
public enum SweepDirection {
  /** The period shrinks: the pitch rises (the NES's negate flag set). */
  UP,
  /** The period grows: the pitch falls. */
  DOWN
}
