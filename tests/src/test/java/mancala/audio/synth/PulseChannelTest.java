package mancala.audio.synth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The pulse channels: pitch from the timer period, duty from the 8-step sequences, sweeps. */
class PulseChannelTest {

  @ParameterizedTest
  @CsvSource({"253", "100", "427", "1016"})
  void aNoteSoundsAtTheFrequencyOfItsPeriodWithinOnePercent(int period) {
    Apu apu = new Apu();
    apu.pulse1().envelope().set(EnvelopeMode.CONSTANT, 15);
    apu.pulse1().start(period);
    short[] samples = Signals.render(apu, 1.0);

    double expected = Apu.CPU_HZ / (16.0 * (period + 1));
    double measured = Signals.hertz(samples, 2205, samples.length);
    assertEquals(expected, measured, expected * 0.01, "period " + period);
  }

  @ParameterizedTest
  @CsvSource({"D12, 0.125", "D25, 0.25", "D50, 0.5", "D75, 0.75"})
  void theRawWaveIsHighForItsDutyOfEachCycle(Duty duty, double expected) {
    PulseChannel pulse = new PulseChannel(Negation.TWOS_COMPLEMENT);
    pulse.envelope().set(EnvelopeMode.CONSTANT, 9);
    pulse.duty(duty);
    pulse.start(99);
    int clocks = 8 * 100 * 25;
    int high = 0;
    for (int i = 0; i < clocks; i++) {
      pulse.clockTimer();
      if (pulse.output() == 9) {
        high++;
      } else {
        assertEquals(0, pulse.output());
      }
    }
    assertEquals(expected, high / (double) clocks, 1e-9);
  }

  @Test
  void theSecondPulseIsTheSameInstrumentAnOctaveUpAtHalfThePeriod() {
    Apu apu = new Apu();
    apu.pulse2().envelope().set(EnvelopeMode.CONSTANT, 15);
    apu.pulse2().duty(Duty.D25);
    apu.pulse2().start(126);
    double measured = Signals.hertz(Signals.render(apu, 0.5), 2205, 22050);
    assertEquals(Apu.CPU_HZ / (16.0 * 127), measured, measured * 0.01);
  }

  @Test
  void aSweepUpRaisesThePitchAndADownSweepLowersIt() {
    Apu up = new Apu();
    up.pulse1().envelope().set(EnvelopeMode.CONSTANT, 15);
    up.pulse1().sweep(SweepDirection.UP, 3, 0);
    up.pulse1().start(400);
    Signals.render(up, 0.05);
    assertTrue(up.pulse1().period() < 400 * 0.5, "period " + up.pulse1().period());

    Apu down = new Apu();
    down.pulse2().envelope().set(EnvelopeMode.CONSTANT, 15);
    down.pulse2().sweep(SweepDirection.DOWN, 3, 0);
    down.pulse2().start(200);
    Signals.render(down, 0.05);
    assertTrue(down.pulse2().period() > 200 * 1.5, "period " + down.pulse2().period());
  }

  @Test
  void periodsBelowEightAreMutedAsOnTheNes() {
    PulseChannel pulse = new PulseChannel(Negation.ONES_COMPLEMENT);
    pulse.envelope().set(EnvelopeMode.CONSTANT, 15);
    pulse.start(7);
    for (int i = 0; i < 100; i++) {
      pulse.clockTimer();
      assertEquals(0, pulse.output());
    }
  }
}
