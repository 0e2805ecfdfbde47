package mancala.ai.level;

import java.util.SplittableRandom;
import mancala.ai.Basis;
import mancala.ai.Brain;
import mancala.ai.Choice;
import mancala.ai.Limits;
import mancala.ai.Thoughts;
import mancala.ai.search.GameSearch;
import mancala.ai.search.SearchResult;
import mancala.rules.Position;
import mancala.rules.Rules;

/**
 * A level that searches to a fixed depth (in moves; a move that earns another turn counts too) and
 * with a small chance plays the best of the other moves instead, as a fallible player would.
 */
final class SearchBrain implements Brain {
  private final GameSearch search;
  private final int depth;
  private final double slips;
  private final SplittableRandom random;

  SearchBrain(Rules rules, int depth, double slips, SplittableRandom random, int tableBits) {
    this.search = new GameSearch(rules, tableBits);
    search.shuffleTies(random);
    this.depth = depth;
    this.slips = slips;
    this.random = random;
  }

  @Override
  public Choice choose(Position p, Limits limits, Thoughts thoughts) {
    int legal = p.legalMoves();
    if (Integer.bitCount(legal) == 1) {
      return new Choice(Integer.numberOfTrailingZeros(legal), 0, Basis.FORCED, 0, 0);
    }
    SearchResult best = search.search(p, depth, limits, thoughts, 0);
    if (slips > 0 && random.nextDouble() < slips) {
      SearchResult other = search.search(p, depth, limits, thoughts, 1 << best.house());
      return new Choice(
          other.house(), other.value(), Basis.SLIP, other.depth(), best.nodes() + other.nodes());
    }
    return new Choice(
        best.house(),
        best.value(),
        best.proven() ? Basis.PROVEN : Basis.SEARCH,
        best.depth(),
        best.nodes());
  }
}
