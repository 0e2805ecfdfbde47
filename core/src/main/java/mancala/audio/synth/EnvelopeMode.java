package mancala.audio.synth;

/** How an envelope sets a channel's volume. */
public enum EnvelopeMode {
  /** The volume stays at the value given. */
  CONSTANT,
  /** The volume falls from 15 to 0 and stays there. */
  DECAY,
  /** The volume falls from 15 to 0 and starts again at 15. */
  LOOPING_DECAY
}
