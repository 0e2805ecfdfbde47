package mancala.audio;

import mancala.console.Music;
import mancala.console.SoundEvent;

/** A player for machines without sound: it hears everything and plays nothing. */
public final class SilentSoundPlayer implements SoundPlayer {
  @Override
  public void play(SoundEvent effect) {
    // Nothing to play on.
  }

  @Override
  public void music(Music music) {
    // Nothing to play on.
  }

  @Override
  public void volume(int percent) {
    // Nothing to play on.
  }

  @Override
  public void close() {
    // Nothing to free.
  }
}
