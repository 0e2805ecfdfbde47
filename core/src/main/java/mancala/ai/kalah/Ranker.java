package mancala.ai.kalah;

/**
 * Numbers every placement of seeds in the 2n houses of a board (stores left out) without gaps: a
 * placement of s seeds is a set of 2n bar positions among s+2n-1 slots, ranked by the combinatorial
 * number system. All placements of at most N seeds take exactly the ranks 0 to C(N+2n, 2n) - 1,
 * whatever N, so one rank serves as the endgame table's index and as an exact transposition key.
 */
public final class Ranker {
  private final int houses;
  private final long[][] binomial;
  private final long[] flat;
  private final int stride;

  /** A ranker for boards of n houses a side holding up to {@code maxSeeds} seeds. */
  public Ranker(int houses, int maxSeeds) {
    this.houses = houses;
    int k = 2 * houses;
    binomial = new long[maxSeeds + k + 1][k + 1];
    for (int c = 0; c < binomial.length; c++) {
      binomial[c][0] = 1;
      for (int i = 1; i <= Math.min(c, k); i++) {
        binomial[c][i] = binomial[c - 1][i - 1] + (i <= c - 1 ? binomial[c - 1][i] : 0);
      }
    }
    stride = k + 1;
    flat = new long[binomial.length * stride];
    for (int c = 0; c < binomial.length; c++) {
      System.arraycopy(binomial[c], 0, flat, c * stride, stride);
    }
  }

  /** The number of placements of at most {@code seeds} seeds: C(seeds + 2n, 2n). */
  public long count(int seeds) {
    return binomial[seeds + 2 * houses][2 * houses];
  }

  /** The rank of a board (the layout of {@link KalahGame}: houses, a store slot, houses). */
  public long rank(int[] b) {
    int n = houses;
    long rank = 0;
    int position = -1;
    long[] table = flat;
    int k = stride;
    for (int i = 0; i < n; i++) {
      position += b[i] + 1;
      rank += table[position * k + i + 1];
    }
    for (int i = 0; i < n; i++) {
      position += b[n + 1 + i] + 1;
      rank += table[position * k + n + i + 1];
    }
    return rank;
  }

  /** Fills a board with the placement of this rank. */
  public void unrank(long rank, int[] b) {
    int k = 2 * houses;
    int[] bars = new int[k];
    long rest = rank;
    int c = binomial.length - 1;
    for (int i = k; i >= 1; i--) {
      while (binomial[c][i] > rest) {
        c--;
      }
      bars[i - 1] = c;
      rest -= binomial[c][i];
      c--;
    }
    int previous = -1;
    for (int i = 0; i < k; i++) {
      int seeds = bars[i] - previous - 1;
      previous = bars[i];
      b[i < houses ? i : i + 1] = seeds;
    }
    b[houses] = 0;
  }
}
