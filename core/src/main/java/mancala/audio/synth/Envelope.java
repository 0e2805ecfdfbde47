package mancala.audio.synth;

/**
 * A channel's volume envelope, clocked at 240 Hz: a constant volume, or a decay from 15 to 0 that
 * steps down every (period + 1) clocks and may loop back to 15.
 */
public final class Envelope {
  private static final int LOUDEST = 15;

  private EnvelopeMode mode = EnvelopeMode.CONSTANT;
  private int parameter;
  private boolean start;
  private int divider;
  private int decay;

  /** Sets the envelope: the constant volume, or the decay period, each 0 to 15. */
  public void set(EnvelopeMode newMode, int volumeOrPeriod) {
    if (volumeOrPeriod < 0 || volumeOrPeriod > LOUDEST) {
      throw new IllegalArgumentException("envelope value must be 0 to 15, not " + volumeOrPeriod);
    }
    mode = newMode;
    parameter = volumeOrPeriod;
  }

  /** Restarts the decay at 15 on the next clock, as a note's start does. */
  public void restart() {
    start = true;
  }

  /** One clock of the frame counter's quarter frame (240 Hz). */
  public void clock() {
    if (start) {
      start = false;
      decay = LOUDEST;
      divider = parameter;
    } else if (divider == 0) {
      divider = parameter;
      if (decay > 0) {
        decay--;
      } else if (mode == EnvelopeMode.LOOPING_DECAY) {
        decay = LOUDEST;
      }
    } else {
      divider--;
    }
  }

  /** The volume now, 0 to 15. */
  public int volume() {
    return mode == EnvelopeMode.CONSTANT ? parameter : decay;
  }
}
