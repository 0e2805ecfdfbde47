package mancala.ai.search;

/**
 * What a search found: the house to play, its value (the final margin from the mover's side, or the
 * stores' margin where the depth ran out), the depth completed, whether that value is proven exact,
 * and the nodes visited.
 */
public record SearchResult(int house, int value, int depth, boolean proven, long nodes) {
  /** The same result with another node count. */
  SearchResult withNodes(long count) {
    return new SearchResult(house, value, depth, proven, count);
  }
}
