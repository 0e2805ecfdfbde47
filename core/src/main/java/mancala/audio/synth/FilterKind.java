package mancala.audio.synth;

/** Which frequencies a first-order filter lets through. */
enum FilterKind {
  /** Those above the corner: removes the DC offset. */
  HIGH_PASS,
  /** Those below the corner. */
  LOW_PASS
}
