package mancala.audio.synth;

import java.util.Arrays;

/** Measurements of rendered samples: pitch, loudness, jumps between neighbours. */
public final class Signals {
  private Signals() {}

  /**
   * The frequency of a periodic signal in samples [from, to), in Hz: the rising crossings of a
   * quarter of its peak, each counted only after the signal went below minus that, timed to a
   * fraction of a sample, over the span from the first to the last.
   */
  public static double hertz(short[] samples, int from, int to) {
    double level = 0.25 * peak(samples, from, to);
    boolean armed = false;
    double first = -1;
    double last = -1;
    int crossings = 0;
    for (int i = from + 1; i < to; i++) {
      if (samples[i] < -level) {
        armed = true;
      }
      if (armed && samples[i - 1] < level && samples[i] >= level) {
        double t = i - 1 + (level - samples[i - 1]) / (samples[i] - samples[i - 1]);
        first = first < 0 ? t : first;
        last = t;
        crossings++;
        armed = false;
      }
    }
    if (crossings < 3) {
      throw new AssertionError("no periodic signal in samples " + from + " to " + to);
    }
    return (crossings - 1) * Apu.SAMPLE_RATE / (last - first);
  }

  /** The largest magnitude in samples [from, to). */
  public static int peak(short[] samples, int from, int to) {
    int peak = 0;
    for (int i = from; i < to; i++) {
      peak = Math.max(peak, Math.abs(samples[i]));
    }
    return peak;
  }

  /** The root mean square of samples [from, to). */
  public static double rms(short[] samples, int from, int to) {
    double sum = 0;
    for (int i = from; i < to; i++) {
      sum += (double) samples[i] * samples[i];
    }
    return Math.sqrt(sum / Math.max(1, to - from));
  }

  /** The given quantile (0 to 1) of the jumps between neighbouring samples. */
  public static int jumpQuantile(short[] samples, double quantile) {
    int[] jumps = new int[samples.length - 1];
    for (int i = 1; i < samples.length; i++) {
      jumps[i - 1] = Math.abs(samples[i] - samples[i - 1]);
    }
    Arrays.sort(jumps);
    return jumps[(int) Math.min(jumps.length - 1, Math.round(quantile * (jumps.length - 1)))];
  }

  /** Renders {@code seconds} of whatever the chip plays now. */
  public static short[] render(Apu apu, double seconds) {
    short[] out = new short[(int) Math.round(seconds * Apu.SAMPLE_RATE)];
    apu.render(out, 0, out.length);
    return out;
  }
}
