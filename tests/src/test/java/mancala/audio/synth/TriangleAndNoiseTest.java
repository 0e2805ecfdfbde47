package mancala.audio.synth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The triangle's pitch and the noise channel's shift register. */
class TriangleAndNoiseTest {

  @ParameterizedTest
  @CsvSource({"253", "126", "800"})
  void theTriangleSoundsAtItsPeriodsFrequencyAnOctaveBelowAPulse(int period) {
    Apu apu = new Apu();
    apu.triangle().start(period);
    short[] samples = Signals.render(apu, 1.0);

    double expected = Apu.CPU_HZ / (32.0 * (period + 1));
    assertEquals(expected, Signals.hertz(samples, 2205, samples.length), expected * 0.01);
  }

  @Test
  void aSilencedTriangleHoldsItsLevelAndTheFiltersTakeTheOffsetAway() {
    Apu apu = new Apu();
    apu.triangle().start(300);
    Signals.render(apu, 0.1);
    apu.triangle().silence();
    short[] after = Signals.render(apu, 0.1);
    assertTrue(Signals.peak(after, after.length / 2, after.length) < 20);
  }

  @Test
  void longModeRepeatsAfter32767Shifts() {
    assertEquals(32767, period(NoiseMode.LONG));
  }

  @Test
  void shortModeRepeatsAfter93Shifts() {
    assertEquals(93, period(NoiseMode.SHORT));
  }

  @Test
  void noiseSoundsWhileBitZeroIsClear() {
    NoiseChannel noise = new NoiseChannel();
    noise.envelope().set(EnvelopeMode.CONSTANT, 11);
    noise.start(0);
    for (int i = 0; i < 1000; i++) {
      noise.clockTimer();
      assertEquals((noise.shiftRegister() & 1) == 0 ? 11 : 0, noise.output());
    }
  }

  private static int period(NoiseMode mode) {
    NoiseChannel noise = new NoiseChannel();
    noise.mode(mode);
    int start = noise.shiftRegister();
    for (int shifts = 1; shifts <= 1 << 15; shifts++) {
      noise.shift();
      if (noise.shiftRegister() == start) {
        return shifts;
      }
    }
    return -1;
  }
}
