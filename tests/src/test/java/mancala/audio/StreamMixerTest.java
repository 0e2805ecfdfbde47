package mancala.audio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import mancala.console.Music;
import mancala.console.SoundCue;
import mancala.console.SoundEvent;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The mixer: effects sample for sample, cut-offs and volume changes ramped, tunes looped. */
class StreamMixerTest {
  private static final float MUSIC_LEVEL = 0.6f;
  private static SoundLibrary library;

  @BeforeAll
  static void load() {
    library = SoundLibrary.load();
  }

  @Test
  void anEffectAloneComesOutAsRenderedThenSilence() {
    StreamMixer mixer = new StreamMixer(library);
    SoundEvent capture = new SoundEvent(SoundCue.CAPTURE, 0);
    short[] expected = library.effect(capture);
    mixer.play(capture);
    short[] out = mix(mixer, expected.length + 500);
    for (int i = 0; i < expected.length; i++) {
      assertEquals(expected[i], out[i], "sample " + i);
    }
    for (int i = expected.length; i < out.length; i++) {
      assertEquals(0, out[i]);
    }
  }

  @Test
  void theSameEffectAgainFadesTheFirstOutInsteadOfCuttingIt() {
    StreamMixer mixer = new StreamMixer(library);
    SoundEvent buzz = new SoundEvent(SoundCue.BUZZER, 0);
    short[] buzzer = library.effect(buzz);
    mixer.play(buzz);
    mix(mixer, 1000);
    mixer.play(buzz);
    short[] out = mix(mixer, 1000);
    for (int j = 0; j < out.length; j++) {
      double old = j < 220 ? buzzer[1000 + j] * (220 - j) / 220.0 : 0;
      assertEquals(old + buzzer[j], out[j], 1.0, "sample " + j);
    }
  }

  @Test
  void manyEffectsAtOnceAreAllTakenAndTheMixStaysInRange() {
    StreamMixer mixer = new StreamMixer(library);
    mixer.music(Music.TITLE);
    for (int i = 0; i < 40; i++) {
      mixer.play(new SoundEvent(SoundCue.values()[i % SoundCue.values().length], i));
    }
    short[] out = mix(mixer, 44_100);
    assertTrue(peak(out) > 1000);
  }

  @Test
  void theVolumeRampsInsteadOfJumping() {
    StreamMixer mixer = new StreamMixer(library);
    short[] loop = library.music(Music.TITLE);
    mixer.music(Music.TITLE);
    mix(mixer, 4410);
    mixer.volume(0);
    short[] out = mix(mixer, 4410);
    for (int i = 0; i < out.length; i++) {
      double gain = Math.max(0, 1 - (i + 1) / 2205.0);
      assertEquals(MUSIC_LEVEL * loop[4410 + i] * gain, out[i], 2.0, "sample " + i);
    }
    mixer.volume(50);
    out = mix(mixer, 4410);
    assertEquals(MUSIC_LEVEL * loop[8820 + 999] * 1000 / 2205.0, out[999], 2.0);
    assertEquals(MUSIC_LEVEL * loop[8820 + 4000] * 0.5, out[4000], 2.0);
  }

  @Test
  void aTuneLoopsUntilNoneFadesItOut() {
    StreamMixer mixer = new StreamMixer(library);
    short[] loop = library.music(Music.TITLE);
    mixer.music(Music.TITLE);
    mix(mixer, loop.length);
    short[] again = mix(mixer, 1000);
    for (int i = 0; i < again.length; i++) {
      assertEquals(Math.round(MUSIC_LEVEL * loop[i]), again[i], "sample " + i);
    }
    mixer.music(Music.NONE);
    short[] out = mix(mixer, 1000);
    for (int j = 0; j < out.length; j++) {
      double expected = j < 220 ? MUSIC_LEVEL * loop[1000 + j] * (220 - j) / 220.0 : 0;
      assertEquals(expected, out[j], 1.0, "sample " + j);
    }
  }

  private static short[] mix(StreamMixer mixer, int count) {
    short[] out = new short[count];
    int done = 0;
    short[] block = new short[StreamingSoundPlayer.BLOCK];
    while (done < count) {
      int n = Math.min(block.length, count - done);
      mixer.mix(block, n);
      System.arraycopy(block, 0, out, done, n);
      done += n;
    }
    return out;
  }

  private static int peak(short[] samples) {
    int peak = 0;
    for (short s : samples) {
      peak = Math.max(peak, Math.abs(s));
    }
    return peak;
  }
}
