package mancala.audio.synth;

/** The noise channel's feedback: which bit is XORed with bit 0. */
public enum NoiseMode {
  /** Bit 1: a 32,767-step sequence, a hiss. */
  LONG(1),
  /** Bit 6: a 93-step (or 31-step) sequence, a metallic buzz. */
  SHORT(6);

  private final int tap;

  NoiseMode(int tap) {
    this.tap = tap;
  }

  /** The bit XORed with bit 0. */
  int tap() {
    return tap;
  }
}
