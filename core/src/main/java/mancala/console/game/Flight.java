package mancala.console.game;

/**
 * Seeds in the air: from one pit to another, {@code progress} from 0 to 1; a single seed while
 * sowing, a handful for captures and the end-of-game sweep.
 */
record Flight(int from, int to, double progress, Kind kind) {
  /** What flies. */
  enum Kind {
    SEED,
    HANDFUL
  }
}
