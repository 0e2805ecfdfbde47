package mancala.audio.synth;

/** A pulse channel's duty cycle, with the 8-step sequence the NES plays for it. */
public enum Duty {
  /** 12.5 % high. */
  D12(0, 1, 0, 0, 0, 0, 0, 0),
  /** 25 % high. */
  D25(0, 1, 1, 0, 0, 0, 0, 0),
  /** 50 % high. */
  D50(0, 1, 1, 1, 1, 0, 0, 0),
  /** 75 % high (25 % negated). */
  D75(1, 0, 0, 1, 1, 1, 1, 1);

  private final int[] sequence;

  Duty(int... sequence) {
    this.sequence = sequence;
  }

  /** Whether the wave is high at this step of the 8-step sequence. */
  boolean high(int step) {
    return sequence[step] != 0;
  }
}
