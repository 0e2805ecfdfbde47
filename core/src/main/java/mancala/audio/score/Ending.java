package mancala.audio.score;

/** What a score does when its last tick has played. */
public enum Ending {
  /** It ends: a sound effect or a jingle. */
  ONCE,
  /** It starts again: a tune. */
  LOOP
}
