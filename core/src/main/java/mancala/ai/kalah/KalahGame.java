package mancala.ai.kalah;

import java.util.Optional;
import mancala.rules.Position;
import mancala.rules.RuleOptions;
import mancala.rules.RuleSet;

/**
 * Kalah as the solver plays it: boards seen from the player to move, stores left out (only the
 * future matters). A board is {@code 2n+1} ints: the mover's houses 0..n-1, a slot n where the
 * mover's store collects this move's seeds (0 between moves), the opponent's houses n+1..2n. The
 * value of a board is its future margin: what the mover will still gain over the opponent.
 */
public final class KalahGame {
  /** Returned by {@link #play} in the low bits when the move earns another turn. */
  public static final int EXTRA_TURN = 1;

  /** Returned by {@link #play} when the game ends with the move; the value is then final. */
  public static final int TERMINAL = 2;

  /** How the end of the game is decided. */
  public enum End {
    /** The game ends when the player to move has no seeds (the consoles' rule). */
    MOVER_EMPTY,
    /** The game ends as soon as either row is empty. */
    EITHER_EMPTY
  }

  private final int houses;
  private final int length;
  private final End end;
  private final boolean emptyCapture;
  private final int[] scratch;

  /** Kalah on n houses a side with these rules. */
  public KalahGame(int houses, End end, RuleOptions.Capture capture) {
    this.houses = houses;
    this.length = 2 * houses + 1;
    this.end = end;
    this.emptyCapture = capture == RuleOptions.Capture.OPPOSITE_EVEN_EMPTY;
    this.scratch = new int[length];
  }

  /** The solver's game for a rule set, if it is one of the Kalah rule sets it solves. */
  public static Optional<KalahGame> of(RuleSet ruleSet, int houses) {
    RuleOptions o = ruleSet.options();
    boolean kalah =
        o.storeSowing() == RuleOptions.StoreSowing.OWN_STORE
            && o.lapOrigin() == RuleOptions.LapOrigin.SOW
            && o.lastInStore() == RuleOptions.LastInStore.EXTRA_TURN
            && o.relay() == RuleOptions.Relay.NONE
            && (o.capture() == RuleOptions.Capture.OPPOSITE
                || o.capture() == RuleOptions.Capture.OPPOSITE_EVEN_EMPTY)
            && o.starving() == RuleOptions.Starving.ALLOWED
            && o.majority() == RuleOptions.Majority.PLAY_ON
            && o.repetition() == RuleOptions.Repetition.IGNORED
            && o.moveLimit() == RuleOptions.MoveLimit.NONE
            && o.sweep() == RuleOptions.Sweep.OWN_ROW
            && o.directionRule() == RuleOptions.DirectionRule.FIXED;
    if (!kalah) {
      return Optional.empty();
    }
    End end = o.rowEnd() == RuleOptions.RowEnd.EITHER_ROW ? End.EITHER_EMPTY : End.MOVER_EMPTY;
    return Optional.of(new KalahGame(houses, end, o.capture()));
  }

  /** A game with the same rules and its own scratch space, for another thread. */
  public KalahGame copy() {
    return new KalahGame(
        houses,
        end,
        emptyCapture ? RuleOptions.Capture.OPPOSITE_EVEN_EMPTY : RuleOptions.Capture.OPPOSITE);
  }

  /** Houses per side. */
  public int houses() {
    return houses;
  }

  /** Length of a board array. */
  public int length() {
    return length;
  }

  /** The end rule. */
  public End end() {
    return end;
  }

  /** Whether a lone last seed is captured. */
  public boolean emptyCapture() {
    return emptyCapture;
  }

  /** A new board from a rules position, seen from its mover. */
  public int[] board(Position p) {
    int[] b = new int[length];
    int mover = p.mover();
    for (int i = 0; i < houses; i++) {
      b[i] = p.house(mover, i);
      b[houses + 1 + i] = p.house(1 - mover, i);
    }
    return b;
  }

  /** Seeds still on the board. */
  public int seedsInPlay(int[] b) {
    int sum = 0;
    for (int i = 0; i < length; i++) {
      sum += b[i];
    }
    return sum;
  }

  /**
   * Whether the board (with its mover to play) is already over: under either-row rules when a row
   * is empty, under the consoles' rule when the mover has no seeds.
   */
  public boolean isOver(int[] b) {
    int mine = row(b, 0);
    return mine == 0 || end == End.EITHER_EMPTY && row(b, houses + 1) == 0;
  }

  /** The final margin of a board that {@link #isOver}: each side takes its own row. */
  public int overValue(int[] b) {
    return row(b, 0) - row(b, houses + 1);
  }

  /**
   * Plays a house of the mover. Returns {@code gain << 2 | flags}: the seeds the mover banks with
   * this move and {@link #EXTRA_TURN}; or, with {@link #TERMINAL}, {@code value << 2 | TERMINAL}
   * where value is the move's whole future margin (the game is over). Unless terminal, {@code
   * child} receives the next board seen from the next mover.
   */
  public int play(int[] b, int house, int[] child) {
    int[] t = scratch;
    System.arraycopy(b, 0, t, 0, length);
    int seeds = t[house];
    t[house] = 0;
    if (seeds >= length) {
      int laps = seeds / length;
      for (int j = 0; j < length; j++) {
        t[j] += laps;
      }
      seeds -= laps * length;
    }
    int last = house;
    if (seeds > 0) {
      int endPit = house + seeds;
      if (endPit < length) {
        for (int j = house + 1; j <= endPit; j++) {
          t[j]++;
        }
        last = endPit;
      } else {
        for (int j = house + 1; j < length; j++) {
          t[j]++;
        }
        last = endPit - length;
        for (int j = 0; j <= last; j++) {
          t[j]++;
        }
      }
    }
    int n = houses;
    int gain = t[n];
    t[n] = 0;
    if (last < n && t[last] == 1) {
      int opposite = 2 * n - last;
      if (t[opposite] > 0 || emptyCapture) {
        gain += t[opposite] + 1;
        t[opposite] = 0;
        t[last] = 0;
      }
    }
    boolean extra = last == n;
    int mine = row(t, 0);
    int theirs = row(t, n + 1);
    if (end == End.EITHER_EMPTY ? mine == 0 || theirs == 0 : extra ? mine == 0 : theirs == 0) {
      return (gain + mine - theirs) << 2 | TERMINAL;
    }
    if (extra) {
      System.arraycopy(t, 0, child, 0, length);
      return gain << 2 | EXTRA_TURN;
    }
    System.arraycopy(t, n + 1, child, 0, n);
    child[n] = 0;
    System.arraycopy(t, 0, child, n + 1, n);
    return gain << 2;
  }

  /** Whether sowing a house ends in the mover's store. */
  public boolean isExtraTurn(int[] b, int house) {
    int seeds = b[house];
    int toStore = houses - house;
    return seeds == toStore || seeds > toStore && (seeds - toStore) % length == 0;
  }

  private int row(int[] b, int first) {
    int sum = 0;
    for (int i = first; i < first + houses; i++) {
      sum += b[i];
    }
    return sum;
  }
}
