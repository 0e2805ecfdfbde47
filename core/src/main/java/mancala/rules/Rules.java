package mancala.rules;

import java.util.Optional;
import mancala.rules.RuleOptions.Capture;
import mancala.rules.RuleOptions.DirectionRule;
import mancala.rules.RuleOptions.GrandSlam;
import mancala.rules.RuleOptions.LapOrigin;
import mancala.rules.RuleOptions.LastInStore;
import mancala.rules.RuleOptions.Majority;
import mancala.rules.RuleOptions.MoveLimit;
import mancala.rules.RuleOptions.Relay;
import mancala.rules.RuleOptions.Repetition;
import mancala.rules.RuleOptions.RowEnd;
import mancala.rules.RuleOptions.Starving;
import mancala.rules.RuleOptions.StoreSowing;
import mancala.rules.RuleOptions.Sweep;

/**
 * The rules engine for one rule set on one board size: starts games, knows the legal moves, and
 * plays a move on a {@link Position} in place, telling a {@link SowingListener} each step.
 * Immutable and shareable between threads; positions are not.
 */
public final class Rules {
  private final RuleSet ruleSet;
  private final RuleOptions options;
  private final Layout layout;
  private final int houses;

  /** Next pit in the sowing ring, by direction ordinal and pit. */
  private final int[][] ring;

  /** The pit a sowing from each player's side must pass over (the opponent's store) or -1. */
  private final int[] skippedStore;

  private Rules(RuleSet ruleSet, Layout layout) {
    this.ruleSet = ruleSet;
    this.options = ruleSet.options();
    this.layout = layout;
    this.houses = layout.houses();
    this.ring = new int[Direction.values().length][layout.pitCount()];
    boolean storesInRing = options.storeSowing() == StoreSowing.OWN_STORE;
    int size = layout.pitCount();
    for (int pit = 0; pit < size; pit++) {
      ring[Direction.COUNTER_CLOCKWISE.ordinal()][pit] = step(pit, 1, storesInRing);
      ring[Direction.CLOCKWISE.ordinal()][pit] = step(pit, size - 1, storesInRing);
    }
    this.skippedStore =
        storesInRing ? new int[] {layout.store(1), layout.store(0)} : new int[] {-1, -1};
  }

  /** The engine for a rule set with this many houses per side (3 to 8). */
  public static Rules of(RuleSet ruleSet, int houses) {
    return new Rules(ruleSet, Layout.of(houses));
  }

  /** The rule set played. */
  public RuleSet ruleSet() {
    return ruleSet;
  }

  /** The board's geometry. */
  public Layout layout() {
    return layout;
  }

  /** A new game with this many seeds in every house (1 to 10); player 0 moves first. */
  public Position start(int seeds) {
    if (seeds < Layout.MIN_SEEDS || seeds > Layout.MAX_SEEDS) {
      throw new IllegalArgumentException(
          "seeds per house must be "
              + Layout.MIN_SEEDS
              + " to "
              + Layout.MAX_SEEDS
              + ", not "
              + seeds);
    }
    Position p = new Position(this);
    for (int player = 0; player < 2; player++) {
      for (int house = 0; house < houses; house++) {
        p.pits[layout.pit(player, house)] = seeds;
      }
    }
    settle(p, History.STARTS_AGAIN);
    return p;
  }

  /**
   * A position set up by hand, as the board editor or a saved game gives it. Throws {@link
   * IllegalArgumentException} naming the problem if the pits are not a board of this size, hold a
   * negative count, or hold no seeds or more than 10 a house on average.
   */
  public Position setup(int[] pits, int mover, Direction direction) {
    if (pits.length != layout.pitCount()) {
      throw new IllegalArgumentException(
          "a board of "
              + houses
              + " houses a side has "
              + layout.pitCount()
              + " pits, not "
              + pits.length);
    }
    if (mover != 0 && mover != 1) {
      throw new IllegalArgumentException("the player to move must be 0 or 1, not " + mover);
    }
    if (direction != Direction.COUNTER_CLOCKWISE
        && options.directionRule() == DirectionRule.FIXED) {
      throw new IllegalArgumentException(ruleSet.id() + " always sows counter-clockwise");
    }
    int sum = 0;
    for (int pit = 0; pit < pits.length; pit++) {
      if (pits[pit] < 0) {
        throw new IllegalArgumentException("pit " + pit + " holds " + pits[pit] + " seeds");
      }
      sum += pits[pit];
    }
    int most = 2 * houses * Layout.MAX_SEEDS;
    if (sum == 0 || sum > most) {
      throw new IllegalArgumentException(
          "a board of " + houses + " houses a side holds 1 to " + most + " seeds, not " + sum);
    }
    Position p = new Position(this);
    System.arraycopy(pits, 0, p.pits, 0, pits.length);
    p.mover = mover;
    p.direction = direction;
    settle(p, History.STARTS_AGAIN);
    return p;
  }

  /** Why a house cannot be sown now, or empty if it can. */
  public Optional<IllegalMove> check(Position p, int house) {
    if (p.isOver()) {
      return Optional.of(IllegalMove.GAME_OVER);
    }
    if (house < 0 || house >= houses) {
      return Optional.of(IllegalMove.NO_SUCH_HOUSE);
    }
    if (p.pits[layout.pit(p.mover, house)] == 0) {
      return Optional.of(IllegalMove.EMPTY_HOUSE);
    }
    return p.isLegal(house) ? Optional.empty() : Optional.of(IllegalMove.STARVES_OPPONENT);
  }

  /**
   * Plays a house of the mover on the position in place, telling the listener every step.
   *
   * @throws IllegalMoveException if the move is not legal; the position is then unchanged
   */
  public void play(Position p, int house, SowingListener out) {
    if (!p.isLegal(house)) {
      throw new IllegalMoveException(check(p, house).orElseThrow(), house);
    }
    int mover = p.mover;
    int last = sow(p.pits, mover, p.direction, house, out);
    int captured = capture(p.pits, mover, p.direction, last, out);
    boolean extraTurn =
        last == layout.store(mover) && options.lastInStore() == LastInStore.EXTRA_TURN;
    if (captured > 0) {
      p.quietMoves = 0;
      if (options.directionRule() == DirectionRule.FLIPS_ON_CAPTURE) {
        p.direction = p.direction.flipped();
        out.directionChange(p.direction);
      }
    } else {
      p.quietMoves++;
    }
    p.mover = extraTurn ? mover : 1 - mover;
    settle(p, captured > 0 ? History.STARTS_AGAIN : History.GOES_ON);
    if (p.isOver()) {
      announceEnd(p, out);
    } else if (extraTurn) {
      out.extraTurn(mover);
    }
  }

  /** Plays a house with no listener. */
  public void play(Position p, int house) {
    play(p, house, SowingListener.NONE);
  }

  /** Where a sowing of this house would drop its last seed, without playing it (-1 if illegal). */
  public int lastPit(Position p, int house) {
    if (!p.isLegal(house)) {
      return -1;
    }
    System.arraycopy(p.pits, 0, p.scratch, 0, p.pits.length);
    return sow(p.scratch, p.mover, p.direction, house, SowingListener.NONE);
  }

  int total(Position p, int player) {
    int total = p.pits[layout.store(player)];
    int store = layout.store(player);
    for (int pit = 0; pit < p.pits.length; pit++) {
      if (!layout.isStore(pit) && sweepStore(p.pits, pit) == store) {
        total += p.pits[pit];
      }
    }
    return total;
  }

  int[] swept(Position p) {
    int[] result = p.pits.clone();
    if (p.isOver()) {
      for (int pit = 0; pit < result.length; pit++) {
        if (!layout.isStore(pit)) {
          result[sweepStore(p.pits, pit)] += result[pit];
          result[pit] = 0;
        }
      }
    }
    return result;
  }

  static int rowSum(int[] pits, Layout layout, int player) {
    int first = layout.pit(player, 0);
    int sum = 0;
    for (int pit = first; pit < first + layout.houses(); pit++) {
      sum += pits[pit];
    }
    return sum;
  }

  private int step(int pit, int delta, boolean storesInRing) {
    int size = layout.pitCount();
    int next = (pit + delta) % size;
    return storesInRing || !layout.isStore(next) ? next : (next + delta) % size;
  }

  /** Sows a house on a board and returns the pit of the last seed, after any relays. */
  private int sow(int[] b, int mover, Direction direction, int house, SowingListener out) {
    int origin = layout.pit(mover, house);
    int seeds = b[origin];
    b[origin] = 0;
    out.pickUp(origin, seeds);
    int[] next = ring[direction.ordinal()];
    int skipStore = skippedStore[mover];
    int skipOrigin = options.lapOrigin() == LapOrigin.SKIP ? origin : -1;
    int pit = origin;
    while (true) {
      while (seeds > 0) {
        pit = next[pit];
        if (pit == skipStore || pit == skipOrigin) {
          out.skip(pit);
        } else {
          b[pit]++;
          seeds--;
          out.drop(pit);
        }
      }
      if (options.relay() == Relay.NONE || layout.isStore(pit) || layout.owner(pit) != mover) {
        return pit;
      }
      seeds = b[pit];
      b[pit] = 0;
      out.relayPickUp(pit, seeds);
    }
  }

  /** Applies the capture rule after the last seed fell in {@code last}; returns seeds taken. */
  private int capture(int[] b, int mover, Direction direction, int last, SowingListener out) {
    Capture rule = options.capture();
    if (rule == Capture.OPPOSITE || rule == Capture.OPPOSITE_EVEN_EMPTY) {
      return captureOpposite(b, mover, last, out);
    }
    if (layout.isStore(last) || layout.owner(last) == mover) {
      return 0;
    }
    int[] back = ring[direction.flipped().ordinal()];
    int first = rule == Capture.BACKWARD_TWO_THREE ? last : back[last];
    int sum = 0;
    int count = 0;
    for (int pit = first; isCapturable(b, mover, pit); pit = back[pit]) {
      sum += b[pit];
      count++;
    }
    if (count == 0
        || options.grandSlam() == GrandSlam.CAPTURES_NOTHING
            && sum == rowSum(b, layout, 1 - mover)) {
      return 0;
    }
    int store = layout.store(mover);
    for (int pit = first, i = 0; i < count; pit = back[pit], i++) {
      out.capture(pit, b[pit], store);
      b[store] += b[pit];
      b[pit] = 0;
    }
    return sum;
  }

  private boolean isCapturable(int[] b, int mover, int pit) {
    return !layout.isStore(pit) && layout.owner(pit) != mover && (b[pit] == 2 || b[pit] == 3);
  }

  private int captureOpposite(int[] b, int mover, int last, SowingListener out) {
    if (layout.isStore(last) || layout.owner(last) != mover || b[last] != 1) {
      return 0;
    }
    int opposite = layout.opposite(last);
    int taken = b[opposite];
    if (taken == 0 && options.capture() == Capture.OPPOSITE) {
      return 0;
    }
    int store = layout.store(mover);
    if (taken > 0) {
      out.capture(opposite, taken, store);
      b[opposite] = 0;
    }
    out.capture(last, 1, store);
    b[last] = 0;
    b[store] += taken + 1;
    return taken + 1;
  }

  /** Whether the history of positions since the last capture goes on or starts again. */
  private enum History {
    GOES_ON,
    STARTS_AGAIN
  }

  /** Works out whether the game is over after a move or a set-up, and the legal moves if not. */
  private void settle(Position p, History history) {
    p.legal = 0;
    p.status = endBeforeMoving(p, history);
    if (p.status == Status.IN_PLAY) {
      p.legal = legalMask(p);
      if (p.legal == 0) {
        p.status = Status.NO_LEGAL_MOVE;
      }
    }
  }

  private Status endBeforeMoving(Position p, History history) {
    int[] b = p.pits;
    if (options.majority() == Majority.ENDS_GAME) {
      int all = p.seedCount();
      int s0 = 2 * b[layout.store(0)];
      int s1 = 2 * b[layout.store(1)];
      if (s0 > all || s1 > all || s0 == all && s1 == all) {
        return Status.MAJORITY;
      }
    }
    if (options.rowEnd() == RowEnd.EITHER_ROW
        && (rowSum(b, layout, 0) == 0 || rowSum(b, layout, 1) == 0)) {
      return Status.ROW_EMPTY;
    }
    if (options.moveLimit() == MoveLimit.SEEDS_TIMES_HOUSES) {
      int inPlay = rowSum(b, layout, 0) + rowSum(b, layout, 1);
      if (p.quietMoves >= inPlay * houses) {
        return Status.MOVE_LIMIT;
      }
    }
    if (options.repetition() == Repetition.ENDS_GAME) {
      if (history == History.STARTS_AGAIN) {
        p.history.restart(b, p.mover);
      } else if (!p.history.addIfNew(b, p.mover)) {
        return Status.REPETITION;
      }
    }
    return Status.IN_PLAY;
  }

  private int legalMask(Position p) {
    int mover = p.mover;
    int first = layout.pit(mover, 0);
    int mask = 0;
    for (int house = 0; house < houses; house++) {
      mask |= (-p.pits[first + house] >>> 31) << house;
    }
    if (options.starving() == Starving.ALLOWED || mask == 0) {
      return mask;
    }
    int feeding = 0;
    for (int house = 0; house < houses; house++) {
      if ((mask >>> house & 1) != 0) {
        System.arraycopy(p.pits, 0, p.scratch, 0, p.pits.length);
        int last = sow(p.scratch, mover, p.direction, house, SowingListener.NONE);
        capture(p.scratch, mover, p.direction, last, SowingListener.NONE);
        if (rowSum(p.scratch, layout, 1 - mover) > 0) {
          feeding |= 1 << house;
        }
      }
    }
    return options.starving() == Starving.FORBIDDEN || feeding != 0 ? feeding : mask;
  }

  private void announceEnd(Position p, SowingListener out) {
    for (int pit = 0; pit < p.pits.length; pit++) {
      if (!layout.isStore(pit) && p.pits[pit] > 0) {
        out.sweep(pit, p.pits[pit], sweepStore(p.pits, pit));
      }
    }
    out.gameOver(total(p, 0), total(p, 1));
  }

  /** The store the seeds of a house go to when the game ends. */
  private int sweepStore(int[] b, int pit) {
    if (options.sweep() == Sweep.EMPTY_SIDE_COLLECTS) {
      boolean empty0 = rowSum(b, layout, 0) == 0;
      boolean empty1 = rowSum(b, layout, 1) == 0;
      if (empty0 != empty1) {
        return layout.store(empty0 ? 0 : 1);
      }
    }
    return layout.store(layout.owner(pit));
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Rules r && r.ruleSet == ruleSet && r.houses == houses;
  }

  @Override
  public int hashCode() {
    return ruleSet.hashCode() * 31 + houses;
  }

  @Override
  public String toString() {
    return houses == 6 ? ruleSet.id() : ruleSet.id() + "/" + houses;
  }
}
