package mancala.audio.score;

import mancala.audio.synth.SweepDirection;

/**
 * A pulse note's pitch sweep: the direction, the shift (1 to 7) and the divider period (0 to 7).
 */
public record SweepSetting(SweepDirection direction, int shift, int period) {}
