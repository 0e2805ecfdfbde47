package mancala.audio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import mancala.audio.score.Ending;
import mancala.audio.score.ScoreRenderer;
import mancala.audio.synth.Apu;
import mancala.audio.synth.Signals;
import mancala.console.Music;
import mancala.console.SoundCue;
import mancala.console.SoundEvent;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The shipped sounds, as rendered: heard, ended, rising drops, a seamless title loop. */
class SoundLibraryTest {
  private static SoundLibrary library;

  @BeforeAll
  static void load() {
    library = SoundLibrary.load();
  }

  @ParameterizedTest
  @EnumSource(SoundCue.class)
  void everyCueSoundsAndEnds(SoundCue cue) {
    short[] samples = library.effect(new SoundEvent(cue, 0));
    double seconds = samples.length / (double) Apu.SAMPLE_RATE;
    assertTrue(seconds > 0.05 && seconds < 3.5, cue + " lasts " + seconds + " s");
    assertTrue(Signals.peak(samples, 0, samples.length) > 2000, cue + " is too quiet");
    assertTrue(Signals.rms(samples, 0, samples.length / 2) > 300, cue + " is mostly silent");
    int last10ms = samples.length - Apu.SAMPLE_RATE / 100;
    assertTrue(Signals.peak(samples, last10ms, samples.length) < 200, cue + " ends in a click");
    assertEquals(0, samples[samples.length - 1]);
    assertEquals(Ending.ONCE, library.score(SoundLibrary.name(cue)).orElseThrow().ending());
  }

  @Test
  void theJinglesLastOneToThreeSeconds() {
    for (SoundCue cue : List.of(SoundCue.WIN, SoundCue.LOSE, SoundCue.DRAW)) {
      double seconds = library.seconds(SoundLibrary.name(cue));
      assertTrue(seconds >= 1 && seconds <= 3, cue + " lasts " + seconds + " s");
    }
  }

  @Test
  void everyTuneIsAHeardLoopOf8To20Seconds() {
    for (Music music : Music.values()) {
      if (music == Music.NONE) {
        continue;
      }
      short[] loop = library.music(music);
      double seconds = loop.length / (double) Apu.SAMPLE_RATE;
      assertTrue(seconds >= 8 && seconds <= 20, music + " loops every " + seconds + " s");
      assertTrue(Signals.rms(loop, 0, loop.length) > 1000, music + " is too quiet");
      assertEquals(Ending.LOOP, library.score(SoundLibrary.name(music)).orElseThrow().ending());
    }
  }

  @Test
  void theTitleLoopJoinsWithoutAJump() {
    short[] loop = library.music(Music.TITLE);
    int seam = Math.abs(loop[0] - loop[loop.length - 1]);
    int usual = Signals.jumpQuantile(loop, 0.99);
    assertTrue(seam <= usual, "seam " + seam + ", 99 % of steps inside are at most " + usual);
    // Around the seam the loop sounds as loud as just inside either end.
    double before = Signals.rms(loop, loop.length - 256, loop.length);
    double inside = Signals.rms(loop, loop.length - 2048, loop.length - 256);
    assertTrue(before > 0.3 * inside && before < 3 * inside, before + " vs " + inside);
  }

  @Test
  void dropsClimbTwoOctavesOfThePentatonicScaleThenStartAgain() {
    List<Double> hertz = new ArrayList<>();
    for (int step = 0; step <= DropScale.length(); step++) {
      short[] samples = library.effect(new SoundEvent(SoundCue.DROP, step));
      int from = 2 * ScoreRenderer.SAMPLES_PER_TICK;
      hertz.add(Signals.hertz(samples, from, from + 4 * ScoreRenderer.SAMPLES_PER_TICK));
    }
    for (int step = 1; step < DropScale.length(); step++) {
      assertTrue(hertz.get(step) > hertz.get(step - 1) * 1.05, "step " + step + ": " + hertz);
    }
    double lastOverFirst = hertz.get(DropScale.length() - 1) / hertz.get(0);
    assertEquals(4, lastOverFirst, 4 * 0.01, hertz.toString());
    assertEquals(hertz.get(0), hertz.get(DropScale.length()), hertz.get(0) * 0.01);
  }

  @Test
  void namesAreTheCuesAndTunesInLowerCaseWithDashes() {
    assertEquals(
        List.of(
            "cursor",
            "select",
            "drop",
            "capture",
            "extra-turn",
            "direction-change",
            "buzzer",
            "win",
            "lose",
            "draw",
            "title"),
        SoundLibrary.allNames());
  }
}
