package mancala.console;

/** The sounds the cartridge asks for; the audio layer decides how they sound. */
public enum SoundCue {
  /** The hand moved to another house. */
  CURSOR,
  /** A house was chosen and its seeds lifted. */
  SELECT,
  /** A seed was dropped; the sound's step rises along a sowing. */
  DROP,
  /** Seeds were captured. */
  CAPTURE,
  /** The mover earned another turn. */
  EXTRA_TURN,
  /** Sowing turned to the other direction. */
  DIRECTION_CHANGE,
  /** Refused input: an empty house, or the hand pushed past the end of the row. */
  BUZZER,
  /** A game ended with a winner, and no person at the console lost it. */
  WIN,
  /** A game ended with a person at the console beaten by the computer. */
  LOSE,
  /** A game ended in a draw. */
  DRAW
}
