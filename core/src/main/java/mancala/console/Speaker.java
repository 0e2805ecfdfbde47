package mancala.console;

/** Where a program sends the sounds it wants played. */
public interface Speaker {
  /** Asks for a sound. */
  void play(SoundCue cue, int step);

  /** Asks for a sound with no particular step. */
  default void play(SoundCue cue) {
    play(cue, 0);
  }
}
