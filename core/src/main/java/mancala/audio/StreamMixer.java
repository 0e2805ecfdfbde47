package mancala.audio;

import mancala.console.Music;
import mancala.console.SoundEvent;
import mancala.console.Speaker;

/**
 * Mixes the sounding effects and the looping tune into blocks of samples. A new effect cuts off an
 * older one of the same cue, and the oldest effect when {@link #EFFECTS} already sound; a cut-off
 * voice, like a tune that stops or changes, fades out over a few milliseconds instead of clicking.
 * The volume follows its target in a ramp, never in steps.
 */
final class StreamMixer {
  /** Effects and tunes that can sound at once. */
  static final int VOICES = 8;

  /** Effects that sound at once, not counting those fading out. */
  static final int EFFECTS = 5;

  private static final int CUT_SAMPLES = 220;
  private static final float VOLUME_STEP = 1f / 2205;
  private static final float MUSIC_LEVEL = 0.6f;

  private final SoundLibrary library;
  private final Voice[] voices = new Voice[VOICES];
  private Music music = Music.NONE;
  private float volume = 1;
  private float targetVolume = 1;
  private long starts;

  /** A mixer playing the library's sounds. */
  StreamMixer(SoundLibrary library) {
    this.library = library;
    for (int i = 0; i < VOICES; i++) {
      voices[i] = new Voice();
    }
  }

  /** Starts an effect. */
  void play(SoundEvent effect) {
    Voice oldest = null;
    int sounding = 0;
    for (Voice v : voices) {
      if (v.playing() && v.kind() == VoiceKind.EFFECT) {
        if (v.cue() == effect.cue()) {
          v.cut(CUT_SAMPLES);
        } else {
          sounding++;
          oldest = oldest == null || v.started() < oldest.started() ? v : oldest;
        }
      }
    }
    if (sounding >= EFFECTS && oldest != null) {
      oldest.cut(CUT_SAMPLES);
    }
    free().start(library.effect(effect), VoiceKind.EFFECT, effect.cue(), starts++);
  }

  /** Plays this tune from its beginning if it is not the one playing; NONE fades the tune out. */
  void music(Music wanted) {
    if (wanted == music) {
      return;
    }
    for (Voice v : voices) {
      if (v.kind() == VoiceKind.MUSIC) {
        v.cut(CUT_SAMPLES);
      }
    }
    music = wanted;
    if (wanted != Music.NONE) {
      free().start(library.music(wanted), VoiceKind.MUSIC, null, starts++);
    }
  }

  /** Sets the volume to ramp to, 0 to {@link Speaker#FULL_VOLUME}. */
  void volume(int percent) {
    targetVolume =
        Math.max(0, Math.min(Speaker.FULL_VOLUME, percent)) / (float) Speaker.FULL_VOLUME;
  }

  /** Mixes the next {@code count} samples into {@code out}. */
  void mix(short[] out, int count) {
    for (int i = 0; i < count; i++) {
      float sum = 0;
      for (Voice v : voices) {
        if (v.active()) {
          sum += v.kind() == VoiceKind.MUSIC ? MUSIC_LEVEL * v.next() : v.next();
        }
      }
      if (volume < targetVolume) {
        volume = Math.min(targetVolume, volume + VOLUME_STEP);
      } else if (volume > targetVolume) {
        volume = Math.max(targetVolume, volume - VOLUME_STEP);
      }
      out[i] =
          (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, Math.round(sum * volume)));
    }
  }

  /**
   * A silent voice; when every voice sounds (many effects asked for at once), the one closest to
   * the end of its fade, which stops a little early.
   */
  private Voice free() {
    Voice best = voices[0];
    for (Voice v : voices) {
      if (!v.active()) {
        return v;
      }
      if (v.fadeLeft() < best.fadeLeft()) {
        best = v;
      }
    }
    return best;
  }
}
