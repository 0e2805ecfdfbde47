package mancala.audio.synth;

/** How a pulse channel's sweep unit negates its change: the two pulses differ by one. */
public enum Negation {
  /** Pulse 1: the change is subtracted and one more. */
  ONES_COMPLEMENT,
  /** Pulse 2: the change is subtracted. */
  TWOS_COMPLEMENT
}
