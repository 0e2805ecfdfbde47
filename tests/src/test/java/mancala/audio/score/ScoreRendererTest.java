package mancala.audio.score;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import mancala.audio.synth.Signals;
import org.junit.jupiter.api.Test;

/** Rendering scores: timing in ticks, transposition, endings and seamless loops. */
class ScoreRendererTest {

  @Test
  void aNoteLastsItsTicksThenTheTailFadesToSilence() {
    short[] samples = ScoreRenderer.render(ScoreParser.parse("pulse1 volume 12 A4:30", "t"), 0);
    int tick = ScoreRenderer.SAMPLES_PER_TICK;
    assertEquals(33 * tick, samples.length);
    assertTrue(Signals.rms(samples, 20 * tick, 29 * tick) > 1000);
    assertTrue(Signals.peak(samples, 31 * tick, 33 * tick) < 30);
    assertEquals(0, samples[samples.length - 1]);
  }

  @Test
  void transposingByTwelveDoublesTheFrequency() {
    Score score = ScoreParser.parse("pulse1 volume 12 A4:30", "t");
    double a4 = Signals.hertz(ScoreRenderer.render(score, 0), 2000, 20000);
    double a5 = Signals.hertz(ScoreRenderer.render(score, 12), 2000, 20000);
    assertEquals(440, a4, 440 * 0.01);
    assertEquals(2 * a4, a5, a5 * 0.01);
  }

  @Test
  void aTransposedNoteOutOfRangeIsRefused() {
    Score score = ScoreParser.parse("pulse1 volume 12 C8:3", "high.score");
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> ScoreRenderer.render(score, 24));
    assertEquals(
        "high.score: moved by 24 semitones, a note is out of the range of pulse1", e.getMessage());
  }

  @Test
  void aLoopJoinsWithoutAJumpEvenWhenTheWaveDoesNotFitTheLoop() {
    // 50 ticks of A6 on the triangle (1754 Hz) hold 1461.6 periods: cut plainly, the wave jumps
    // by about 10,000, against at most 1,700 from one sample to the next inside.
    short[] loop = ScoreRenderer.render(ScoreParser.parse("loop\ntriangle A6:50", "t"), 0);
    assertEquals(50 * ScoreRenderer.SAMPLES_PER_TICK, loop.length);
    int seam = Math.abs(loop[0] - loop[loop.length - 1]);
    int steepest = Signals.jumpQuantile(loop, 1.0);
    assertTrue(seam <= 1.5 * steepest, "seam " + seam + ", steepest step inside " + steepest);
    assertTrue(Signals.peak(loop, 0, loop.length) > 2 * steepest);
  }
}
