package mancala.console;

/** The music a program wants playing: silence, or a tune that loops until the program stops it. */
public enum Music {
  /** No music. */
  NONE,
  /** The title tune, looping while the title waits. */
  TITLE
}
