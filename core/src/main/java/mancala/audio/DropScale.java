package mancala.audio;

/**
 * Where a dropped seed's note lies: a sowing climbs the major pentatonic scale, two octaves in 11
 * steps, and then starts again from the bottom.
 */
final class DropScale {
  private static final int[] SEMITONES = {0, 2, 4, 7, 9, 12, 14, 16, 19, 21, 24};

  private DropScale() {}

  /** How many different notes a sowing climbs through before it starts again. */
  static int length() {
    return SEMITONES.length;
  }

  /** The semitones above the drop sound's own pitch for the seed at this step (0, 1, 2...). */
  static int semitones(int step) {
    return SEMITONES[Math.floorMod(step, SEMITONES.length)];
  }
}
