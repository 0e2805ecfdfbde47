package mancala.audio.synth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Envelopes: constant, decaying at the period's rate, looping; heard in the samples too. */
class EnvelopeTest {

  @ParameterizedTest
  @CsvSource({"0", "3", "15"})
  void theDecayFallsFrom15To0OneStepEveryPeriodPlusOneClocks(int period) {
    Envelope envelope = new Envelope();
    envelope.set(EnvelopeMode.DECAY, period);
    envelope.restart();
    envelope.clock();
    assertEquals(15, envelope.volume());
    for (int level = 14; level >= 0; level--) {
      for (int i = 0; i < period; i++) {
        envelope.clock();
        assertEquals(level + 1, envelope.volume());
      }
      envelope.clock();
      assertEquals(level, envelope.volume());
    }
    for (int i = 0; i < 100; i++) {
      envelope.clock();
      assertEquals(0, envelope.volume());
    }
  }

  @Test
  void aLoopingDecayStartsAgainAt15() {
    Envelope envelope = new Envelope();
    envelope.set(EnvelopeMode.LOOPING_DECAY, 1);
    envelope.restart();
    envelope.clock();
    for (int i = 0; i < 30; i++) {
      envelope.clock();
    }
    assertEquals(0, envelope.volume());
    envelope.clock();
    envelope.clock();
    assertEquals(15, envelope.volume());
  }

  @Test
  void aConstantVolumeStays() {
    Envelope envelope = new Envelope();
    envelope.set(EnvelopeMode.CONSTANT, 6);
    envelope.restart();
    for (int i = 0; i < 50; i++) {
      envelope.clock();
      assertEquals(6, envelope.volume());
    }
  }

  @Test
  void aDecayingNoteFadesOutInTheSamplesWhenThe240HzClockSaysSo() {
    // Period 7: 15 steps of 8 clocks at 240 Hz end 0.5 s after the first clock (4.2 ms in).
    Apu apu = new Apu();
    apu.pulse1().envelope().set(EnvelopeMode.DECAY, 7);
    apu.pulse1().start(253);
    short[] samples = Signals.render(apu, 0.7);
    int tick = Apu.SAMPLE_RATE / 60;
    int[] peaks = new int[samples.length / tick];
    for (int t = 0; t < peaks.length; t++) {
      peaks[t] = Signals.peak(samples, t * tick, (t + 1) * tick);
    }
    assertTrue(peaks[2] > 2 * peaks[20], "loud at first, " + peaks[2] + " then " + peaks[20]);
    assertTrue(peaks[20] > 2 * peaks[28], "still falling, " + peaks[20] + " then " + peaks[28]);
    assertTrue(peaks[29] > 100, "volume 1 is still heard at 0.49 s: " + peaks[29]);
    assertTrue(peaks[32] < 10, "silent at 0.53 s: " + peaks[32]);
  }
}
