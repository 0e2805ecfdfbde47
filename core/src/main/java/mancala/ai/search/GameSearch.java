package mancala.ai.search;

import java.util.SplittableRandom;
import mancala.ai.Limits;
import mancala.ai.Stopped;
import mancala.ai.Thoughts;
import mancala.rules.Layout;
import mancala.rules.Position;
import mancala.rules.RuleOptions;
import mancala.rules.Rules;

/**
 * Alpha-beta search for every rule set, over the rules engine's own positions: negamax in which a
 * move that earns another turn keeps the side (its value is not negated), iterative deepening with
 * an MTD(f) null-window driver at each depth, a transposition table, and move ordering (the table's
 * move, then extra turns, then the largest gains). Values are final margins from the mover's side:
 * stores plus what the end of the game gives, or at the depth limit the stores alone. A depth whose
 * search met no depth limit has proven its value exactly.
 *
 * <p>The table is keyed by the whole position (stores included, since Oware's and AMancala's
 * majority rule makes the future depend on them). Where a repeated position ends the game, a
 * position's value also depends on the path to it, so the table then only orders moves.
 */
public final class GameSearch {
  /** Deepest line the search follows. */
  public static final int MAX_PLY = 256;

  private final Rules rules;
  private final Layout layout;
  private final int houses;
  private final SearchTable table;
  private final boolean boundsFromTable;
  private final boolean quietMovesMatter;
  private final Position[][] children = new Position[MAX_PLY][];
  private final int[][] order = new int[MAX_PLY][];
  private final int[][] scores = new int[MAX_PLY][];
  private final long[] pitKeys;
  private SplittableRandom shuffle;
  private Limits limits;
  private Thoughts thoughts = Thoughts.NONE;
  private int excluded;
  private long nodes;
  private long guessedLeaves;
  private int rootMove;

  /** A search for positions of these rules, with a table of 2^bits entries. */
  public GameSearch(Rules rules, int tableBits) {
    this.rules = rules;
    this.layout = rules.layout();
    this.houses = layout.houses();
    this.table = new SearchTable(tableBits);
    RuleOptions o = rules.ruleSet().options();
    this.boundsFromTable = o.repetition() == RuleOptions.Repetition.IGNORED;
    this.quietMovesMatter = o.moveLimit() != RuleOptions.MoveLimit.NONE;
    int pits = layout.pitCount();
    pitKeys = new long[pits * 256];
    long x = 0x2545F4914F6CDD1DL;
    for (int i = 0; i < pitKeys.length; i++) {
      x ^= x << 13;
      x ^= x >>> 7;
      x ^= x << 17;
      pitKeys[i] = x;
    }
  }

  /**
   * Breaks ties between equally promising moves at the top with this randomness, so that a player
   * does not always choose the same of equally good moves (null for a fixed order).
   */
  public void shuffleTies(SplittableRandom random) {
    this.shuffle = random;
  }

  /** Nodes visited since the search was made. */
  public long nodes() {
    return nodes;
  }

  /** Forgets what the table learnt. */
  public void clear() {
    table.clear();
  }

  /**
   * Searches a position that is not over, deepening until {@code maxDepth}, until a depth proves
   * the value, or until the limits stop it; returns the deepest depth completed (depth 1 always
   * completes unless cancelled). Houses in {@code excludedMask} are not considered at the top.
   *
   * @throws Stopped if cancelled, or stopped before depth 1 completed
   * @throws IllegalArgumentException if no house is left to consider
   */
  public SearchResult search(
      Position root, int maxDepth, Limits limits, Thoughts thoughts, int excludedMask) {
    int candidates = root.legalMoves() & ~excludedMask;
    if (root.isOver() || candidates == 0) {
      throw new IllegalArgumentException("no move to search in " + root);
    }
    this.thoughts = thoughts;
    this.excluded = excludedMask;
    long start = nodes;
    SearchResult result = null;
    int guess = root.store(root.mover()) - root.store(1 - root.mover());
    try {
      for (int depth = 1; depth <= maxDepth; depth++) {
        this.limits = depth == 1 ? limits.withNodes(Long.MAX_VALUE) : limits;
        guessedLeaves = 0;
        int[] found = mtdf(root, depth, guess);
        guess = found[0];
        boolean proven = guessedLeaves == 0;
        result = new SearchResult(found[1], found[0], depth, proven, nodes - start);
        if (proven) {
          break;
        }
      }
    } catch (Stopped e) {
      if (result == null || limits.cancelled()) {
        throw e;
      }
    } finally {
      this.thoughts = Thoughts.NONE;
    }
    return result.withNodes(nodes - start);
  }

  /** MTD(f) at one depth: returns the value and a house achieving it. */
  private int[] mtdf(Position root, int depth, int guess) {
    int bound = root.seedCount();
    int lower = -bound;
    int upper = bound;
    int g = Math.max(lower, Math.min(upper, guess));
    int best = -1;
    while (lower < upper) {
      int beta = g == lower ? g + 1 : g;
      g = search(0, root, depth, beta - 1, beta);
      if (g < beta) {
        upper = g;
      } else {
        lower = g;
        best = rootMove;
      }
    }
    return new int[] {g, best >= 0 ? best : rootMove};
  }

  private int search(int ply, Position p, int depth, int alpha, int beta) {
    nodes++;
    if ((nodes & 0x3FF) == 0 && limits.spend(0x3FF + 1)) {
      throw new Stopped();
    }
    int me = p.mover();
    if (depth == 0 || ply >= MAX_PLY - 1) {
      guessedLeaves++;
      return p.store(me) - p.store(1 - me);
    }
    boolean root = ply == 0;
    long key = key(p);
    long entry = table.probe(key);
    int ttMove = SearchTable.NO_MOVE;
    if (entry != SearchTable.MISSING) {
      ttMove = SearchTable.move(entry);
      int entryDepth = SearchTable.depth(entry);
      if (!root && boundsFromTable && entryDepth >= depth) {
        int lower = SearchTable.lower(entry);
        int upper = SearchTable.upper(entry);
        if (lower >= beta || upper <= alpha || lower == upper) {
          if (entryDepth != SearchTable.PROVEN) {
            guessedLeaves++;
          }
          return lower >= beta ? lower : upper <= alpha ? upper : lower;
        }
      }
    }
    long guessedBefore = guessedLeaves;
    int count = expand(ply, p, ttMove, root ? excluded : 0);
    Position[] kids = children[ply];
    int[] moves = order[ply];
    int best = Integer.MIN_VALUE;
    int bestMove = moves[0];
    int a = alpha;
    for (int i = 0; i < count; i++) {
      int h = moves[i];
      if (root) {
        thoughts.considering(h);
      }
      Position c = kids[h];
      int v;
      if (c.isOver()) {
        v = c.total(me) - c.total(1 - me);
      } else if (c.mover() == me) {
        v = search(ply + 1, c, depth - 1, a, beta);
      } else {
        v = -search(ply + 1, c, depth - 1, -beta, -a);
      }
      if (v > best) {
        best = v;
        bestMove = h;
        if (v > a) {
          a = v;
          if (a >= beta) {
            break;
          }
        }
      }
    }
    if (root) {
      rootMove = bestMove;
      if (excluded != 0) {
        return best;
      }
    }
    int stored = guessedLeaves == guessedBefore ? SearchTable.PROVEN : depth;
    if (best <= alpha) {
      table.store(key, Short.MIN_VALUE, best, bestMove, stored);
    } else if (best >= beta) {
      table.store(key, best, Short.MAX_VALUE, bestMove, stored);
    } else {
      table.store(key, best, best, bestMove, stored);
    }
    return best;
  }

  /**
   * Plays every legal house of a position into the ply's children and lists them best first: the
   * table's move, then extra turns, then by the seeds the move banks, then nearest the store.
   */
  private int expand(int ply, Position p, int ttMove, int skip) {
    if (children[ply] == null) {
      children[ply] = new Position[houses];
      for (int h = 0; h < houses; h++) {
        children[ply][h] = p.copy();
      }
      order[ply] = new int[houses];
      scores[ply] = new int[houses];
    }
    Position[] kids = children[ply];
    int[] moves = order[ply];
    int[] score = scores[ply];
    int me = p.mover();
    int banked = p.store(me) - p.store(1 - me);
    int legal = p.legalMoves() & ~skip;
    int count = 0;
    for (int h = houses - 1; h >= 0; h--) {
      if ((legal >>> h & 1) == 0) {
        continue;
      }
      Position c = kids[h];
      c.copyFrom(p);
      rules.play(c, h);
      int s;
      if (h == ttMove) {
        s = 1 << 20;
      } else if (!c.isOver() && c.mover() == me) {
        s = (1 << 16) + h;
      } else {
        s = ((c.store(me) - c.store(1 - me) - banked + 256) << 4) + h;
      }
      if (ply == 0 && shuffle != null) {
        s = s << 3 | shuffle.nextInt(8);
      }
      int j = count++;
      while (j > 0 && score[j - 1] < s) {
        moves[j] = moves[j - 1];
        score[j] = score[j - 1];
        j--;
      }
      moves[j] = h;
      score[j] = s;
    }
    return count;
  }

  private long key(Position p) {
    long k = p.mover() == 0 ? 0x51AF_D7ED_558C_CD1DL : 0x2F5B_3C9A_7E11_04B3L;
    int pits = layout.pitCount();
    for (int i = 0; i < pits; i++) {
      k ^= pitKeys[i * 256 + Math.min(255, p.pit(i))];
    }
    k += p.direction().ordinal() * 0x632B_E59B_D9B4_E019L;
    if (quietMovesMatter) {
      k += p.quietMoves() * 0x9E37_79B9_7F4A_7C15L;
    }
    return k;
  }
}
