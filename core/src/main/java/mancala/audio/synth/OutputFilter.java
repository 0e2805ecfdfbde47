package mancala.audio.synth;

/** A first-order filter of the NES's output stage, high-pass or low-pass, at a sample rate. */
final class OutputFilter {
  private final FilterKind kind;
  private final double coefficient;
  private double previousIn;
  private double previousOut;

  /** A filter of this kind with its corner at this frequency. */
  OutputFilter(FilterKind kind, double cornerHz, int sampleRate) {
    this.kind = kind;
    double rc = 1 / (2 * Math.PI * cornerHz);
    double dt = 1.0 / sampleRate;
    coefficient = kind == FilterKind.HIGH_PASS ? rc / (rc + dt) : dt / (rc + dt);
  }

  /** Filters the next sample. */
  double apply(double in) {
    if (kind == FilterKind.HIGH_PASS) {
      previousOut = coefficient * (previousOut + in - previousIn);
    } else {
      previousOut += coefficient * (in - previousOut);
    }
    previousIn = in;
    return previousOut;
  }
}
