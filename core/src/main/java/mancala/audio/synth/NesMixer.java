package mancala.audio.synth;

/**
 * The NES's non-linear mixer, as lookup tables: the two pulses through one resistor network, the
 * triangle and noise through another (the sample channel is not modelled), 0 to about 1.
 */
final class NesMixer {
  private static final int LEVELS = 16;
  private final double[] pulseTable = new double[2 * LEVELS - 1];
  private final double[] triangleNoiseTable = new double[3 * (LEVELS - 1) + 2 * (LEVELS - 1) + 1];

  NesMixer() {
    for (int i = 1; i < pulseTable.length; i++) {
      pulseTable[i] = 95.52 / (8128.0 / i + 100);
    }
    for (int i = 1; i < triangleNoiseTable.length; i++) {
      triangleNoiseTable[i] = 163.67 / (24329.0 / i + 100);
    }
  }

  /** The mixed level of these channel outputs, each 0 to 15. */
  double mix(int pulse1, int pulse2, int triangle, int noise) {
    return pulseTable[pulse1 + pulse2] + triangleNoiseTable[3 * triangle + 2 * noise];
  }
}
