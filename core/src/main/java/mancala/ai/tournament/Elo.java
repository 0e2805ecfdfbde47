package mancala.ai.tournament;

/** Elo ratings from game scores. */
public final class Elo {
  private Elo() {}

  /**
   * The rating difference a score fraction (0 to 1) implies, or the most this many games can show
   * when the score is perfect (as if half a game had gone the other way).
   */
  public static double difference(double score, int games) {
    double s = Math.max(0.5 / games, Math.min(1 - 0.5 / games, score));
    return -400 * Math.log10(1 / s - 1);
  }

  /**
   * Ratings of every player by maximum likelihood from a table of points ({@code points[i][j]}:
   * what i scored against j, {@code games[i][j]} games played), anchored so that player 0 is at 0.
   * Each pair counts an extra drawn game, so that a perfect score gives a finite rating.
   */
  public static double[] ratings(double[][] points, int[][] games) {
    int n = points.length;
    double[] r = new double[n];
    for (int iteration = 0; iteration < 2000; iteration++) {
      double[] next = r.clone();
      for (int i = 0; i < n; i++) {
        double expected = 0;
        double actual = 0;
        double weight = 0;
        for (int j = 0; j < n; j++) {
          if (i == j || games[i][j] == 0) {
            continue;
          }
          double g = games[i][j] + 1;
          double e = 1 / (1 + Math.pow(10, (r[j] - r[i]) / 400));
          expected += g * e;
          actual += points[i][j] + 0.5;
          weight += g * e * (1 - e);
        }
        if (weight > 0) {
          next[i] += 400 / Math.log(10) * (actual - expected) / weight * 0.5;
        }
      }
      r = next;
    }
    double anchor = r[0];
    for (int i = 0; i < n; i++) {
      r[i] -= anchor;
    }
    return r;
  }
}
