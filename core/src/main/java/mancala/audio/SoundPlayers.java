package mancala.audio;

import com.badlogic.gdx.Audio;
import com.badlogic.gdx.audio.AudioDevice;
import mancala.audio.synth.Apu;

/** Chooses the player: a stream to the sound card where LibGDX has audio, silence elsewhere. */
public final class SoundPlayers {
  private static final String PLACEHOLDER = "MockAudio";

  private SoundPlayers() {}

  /**
   * A player for this LibGDX audio ({@code Gdx.audio}): streaming if it can open a mono 44,100 Hz
   * device, silent, without a word, if it is null, is the placeholder LibGDX puts in when audio is
   * disabled or OpenAL cannot start (whose device neither plays nor blocks), or fails to open one.
   * Call it on the render thread.
   */
  public static SoundPlayer open(Audio audio) {
    if (audio == null || audio.getClass().getSimpleName().equals(PLACEHOLDER)) {
      return new SilentSoundPlayer();
    }
    AudioDevice device;
    try {
      device = audio.newAudioDevice(Apu.SAMPLE_RATE, true);
    } catch (RuntimeException e) {
      return new SilentSoundPlayer();
    }
    return new StreamingSoundPlayer(device);
  }
}
