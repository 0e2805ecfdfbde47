package mancala.audio;

import mancala.console.SoundCue;

/**
 * One sound the mixer is playing: its samples, where it is, and, once cut off, how many samples of
 * its fade are left. Voices are reused, never allocated while mixing.
 */
final class Voice {
  private short[] samples = new short[0];
  private VoiceKind kind = VoiceKind.EFFECT;
  private SoundCue cue;
  private int position;
  private int fadeLeft;
  private int fadeLength;
  private long started;
  private boolean active;

  /** Starts playing these samples from the beginning. */
  void start(short[] newSamples, VoiceKind newKind, SoundCue newCue, long order) {
    samples = newSamples;
    kind = newKind;
    cue = newCue;
    position = 0;
    fadeLeft = 0;
    fadeLength = 0;
    started = order;
    active = newSamples.length > 0;
  }

  /** Fades the voice out over this many samples, unless it is fading already. */
  void cut(int samplesOfFade) {
    if (active && fadeLength == 0) {
      fadeLength = samplesOfFade;
      fadeLeft = samplesOfFade;
    }
  }

  /** Whether the voice is still sounding. */
  boolean active() {
    return active;
  }

  /** Whether the voice sounds and is not fading out. */
  boolean playing() {
    return active && fadeLength == 0;
  }

  /** The samples left in the fade of a voice that was cut off; the largest int if none. */
  int fadeLeft() {
    return fadeLength > 0 ? fadeLeft : Integer.MAX_VALUE;
  }

  /** The kind of sound. */
  VoiceKind kind() {
    return kind;
  }

  /** The cue of an effect (null for music). */
  SoundCue cue() {
    return cue;
  }

  /** When the voice started, in the order of starts. */
  long started() {
    return started;
  }

  /** The next sample, times the fade; the voice ends after its last sample or its fade. */
  float next() {
    float sample = samples[position];
    if (fadeLength > 0) {
      sample *= (float) fadeLeft / fadeLength;
      if (--fadeLeft == 0) {
        active = false;
      }
    }
    position++;
    if (position == samples.length) {
      if (kind == VoiceKind.MUSIC) {
        position = 0;
      } else {
        active = false;
      }
    }
    return sample;
  }
}
