package mancala.audio;

import mancala.console.Music;
import mancala.console.SoundEvent;

/** Where the console's sounds go. */
public interface SoundPlayer extends AutoCloseable {
  /** Plays an effect; called on the render thread, so it never blocks or renders there. */
  void play(SoundEvent effect);

  /** The console's current music, called every frame: loops it, and NONE stops it. */
  void music(Music music);

  /** How loud to play, 0 to {@link mancala.console.Speaker#FULL_VOLUME}, called every frame. */
  void volume(int percent);

  /** Stops the sound and frees the device. */
  @Override
  void close();
}
