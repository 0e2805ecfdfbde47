package mancala.console;

/**
 * Where a program sends its sound: effects as they happen, and every tick the music it wants and
 * how loud the console should be.
 */
public interface Speaker {
  /** The loudest volume, in percent. */
  int FULL_VOLUME = 100;

  /** Asks for a sound effect. */
  void play(SoundCue cue, int step);

  /** Asks for a sound effect with no particular step. */
  default void play(SoundCue cue) {
    play(cue, 0);
  }

  /** The music that should play this tick; a tick that says nothing wants none. */
  void music(Music music);

  /** How loud everything should sound this tick, 0 (silent) to {@link #FULL_VOLUME}. */
  void volume(int percent);
}
