package mancala.rules;

/**
 * The documented options a rule set is made of; each named {@link RuleSet} is a preset of them.
 *
 * @param storeSowing whether sowing drops seeds into the mover's own store
 * @param lapOrigin whether a sowing that laps the board drops into the emptied origin house
 * @param lastInStore what a last seed in the mover's own store earns
 * @param relay whether a last seed in an own house lifts that house and sows on
 * @param capture how seeds are captured once the last seed has landed
 * @param grandSlam what a capture that would take every opponent seed does
 * @param starving whether a move may leave the opponent's row empty
 * @param rowEnd when an empty row ends the game
 * @param majority whether more than half of the seeds in a store ends the game
 * @param repetition whether a repeated position since the last capture ends the game
 * @param moveLimit whether a run of moves without a capture ends the game
 * @param sweep where the seeds left on the board go when the game ends
 * @param directionRule whether the sowing direction changes during the game
 */
public record RuleOptions(
    StoreSowing storeSowing,
    LapOrigin lapOrigin,
    LastInStore lastInStore,
    Relay relay,
    Capture capture,
    GrandSlam grandSlam,
    Starving starving,
    RowEnd rowEnd,
    Majority majority,
    Repetition repetition,
    MoveLimit moveLimit,
    Sweep sweep,
    DirectionRule directionRule) {

  /** Whether sowing passes through the mover's own store. */
  public enum StoreSowing {
    /** One seed into the mover's own store on every pass; the opponent's store is skipped. */
    OWN_STORE,
    /** Stores are not part of the sowing ring; they only hold captured seeds. */
    NONE
  }

  /** What a sowing of more seeds than the ring holds does at its emptied origin. */
  public enum LapOrigin {
    /** The origin house receives seeds like any other house. */
    SOW,
    /** The origin house is passed over and stays empty. */
    SKIP
  }

  /** What the last seed landing in the mover's own store earns. */
  public enum LastInStore {
    /** The mover moves again. */
    EXTRA_TURN,
    /** Nothing: the turn passes. */
    TURN_ENDS
  }

  /** Relay sowing. */
  public enum Relay {
    /** A sowing ends with its last seed. */
    NONE,
    /** A last seed in any of the mover's own houses lifts that house and sowing goes on. */
    OWN_HOUSE
  }

  /** How seeds are captured once the last seed has landed. */
  public enum Capture {
    /**
     * Last seed in an own house that was empty just before it landed, opposite house not empty:
     * that seed and the opposite seeds go to the mover's store.
     */
    OPPOSITE,
    /**
     * As {@link #OPPOSITE}, but the last seed is captured even when the opposite house is empty.
     */
    OPPOSITE_EVEN_EMPTY,
    /**
     * Last seed in an opponent house making it 2 or 3: that house and every preceding opponent
     * house holding 2 or 3 are captured, stopping at the first that does not.
     */
    BACKWARD_TWO_THREE,
    /**
     * Last seed in an opponent house (any count): the preceding opponent houses holding 2 or 3 are
     * captured, stopping at the first that does not; the house of the last seed is spared.
     */
    BACKWARD_TWO_THREE_SPARING_LAST
  }

  /** What a capture that would take every seed of the opponent does. */
  public enum GrandSlam {
    /** It captures as usual. */
    CAPTURES_ALL,
    /** The move is played but captures nothing. */
    CAPTURES_NOTHING
  }

  /** Whether a move may leave the opponent's row empty. */
  public enum Starving {
    /** Any move is legal. */
    ALLOWED,
    /** A move that would leave the opponent's row empty is illegal (the mover must feed). */
    FORBIDDEN,
    /** Such a move is illegal when another move exists. */
    FORBIDDEN_IF_ALTERNATIVE
  }

  /** When an empty row ends the game (a mover without a legal move always ends it). */
  public enum RowEnd {
    /** Only when the player to move has no legal move. */
    MOVER_CANNOT_MOVE,
    /** As soon as either row is empty after any move. */
    EITHER_ROW
  }

  /** Whether a store holding more than half of all seeds ends the game. */
  public enum Majority {
    /** Play goes on. */
    PLAY_ON,
    /** More than half in one store, or exactly half in each, ends the game. */
    ENDS_GAME
  }

  /** Whether repeating a position ends the game. */
  public enum Repetition {
    /** Repetitions are not tracked (they cannot happen in store-sowing games). */
    IGNORED,
    /**
     * A position (board, captures and mover) that already occurred since the last capture (the
     * position right after it, or the start, included) ends the game.
     */
    ENDS_GAME
  }

  /** Whether a run of moves without capture ends the game. */
  public enum MoveLimit {
    /** No limit. */
    NONE,
    /** After (seeds in play x houses per side) moves without a capture the game ends. */
    SEEDS_TIMES_HOUSES
  }

  /** Where the seeds still on the board go when the game ends. */
  public enum Sweep {
    /** Each side takes the seeds in its own row. */
    OWN_ROW,
    /**
     * A player whose row is empty collects every seed in the opponent's row; if neither or both
     * rows are empty, each side takes its own row.
     */
    EMPTY_SIDE_COLLECTS
  }

  /** Whether the sowing direction changes. */
  public enum DirectionRule {
    /** Always counter-clockwise. */
    FIXED,
    /** The direction of both players flips every time any capture is made. */
    FLIPS_ON_CAPTURE
  }
}
