package mancala.audio.score;

import java.util.Optional;
import mancala.audio.synth.Duty;
import mancala.audio.synth.EnvelopeMode;
import mancala.audio.synth.NoiseMode;

/**
 * How a note sounds: the duty (pulses), the envelope and its volume or decay period, the sweep
 * (pulses) and the noise mode (noise); each channel uses the parts it has.
 */
public record Tone(
    Duty duty,
    EnvelopeMode envelope,
    int level,
    Optional<SweepSetting> sweep,
    NoiseMode noiseMode) {

  /** The tone a track starts with: 50 % duty, constant volume 10, no sweep, long noise. */
  static Tone standard() {
    return new Tone(Duty.D50, EnvelopeMode.CONSTANT, 10, Optional.empty(), NoiseMode.LONG);
  }

  /** This tone with another duty. */
  Tone withDuty(Duty newDuty) {
    return new Tone(newDuty, envelope, level, sweep, noiseMode);
  }

  /** This tone with another envelope. */
  Tone withEnvelope(EnvelopeMode newEnvelope, int newLevel) {
    return new Tone(duty, newEnvelope, newLevel, sweep, noiseMode);
  }

  /** This tone with another sweep. */
  Tone withSweep(Optional<SweepSetting> newSweep) {
    return new Tone(duty, envelope, level, newSweep, noiseMode);
  }

  /** This tone with another noise mode. */
  Tone withNoiseMode(NoiseMode newMode) {
    return new Tone(duty, envelope, level, sweep, newMode);
  }
}
