package mancala.ai.tournament;

import java.util.List;
import java.util.Locale;
import mancala.ai.Level;

/** The results of a round robin: wins, draws and losses of every pair, and Elo ratings. */
public final class Crosstable {
  private final List<Level> levels;
  private final int[][] wins;
  private final int[][] draws;

  /** An empty table for these levels. */
  Crosstable(List<Level> levels) {
    this.levels = List.copyOf(levels);
    int n = levels.size();
    wins = new int[n][n];
    draws = new int[n][n];
  }

  /** Records a game between levels i and j, {@code margin} being i's total minus j's. */
  synchronized void record(int i, int j, int margin) {
    if (margin > 0) {
      wins[i][j]++;
    } else if (margin < 0) {
      wins[j][i]++;
    } else {
      draws[i][j]++;
      draws[j][i]++;
    }
  }

  /** The levels, in the table's order. */
  public List<Level> levels() {
    return levels;
  }

  /** Games level i won against level j. */
  public synchronized int wins(int i, int j) {
    return wins[i][j];
  }

  /** Games drawn between levels i and j. */
  public synchronized int draws(int i, int j) {
    return draws[i][j];
  }

  /** Games played between levels i and j. */
  public synchronized int games(int i, int j) {
    return wins[i][j] + wins[j][i] + draws[i][j];
  }

  /** Level i's score against level j, as a fraction of the games. */
  public synchronized double score(int i, int j) {
    int g = games(i, j);
    return g == 0 ? 0.5 : (wins[i][j] + 0.5 * draws[i][j]) / g;
  }

  /** The Elo ratings of the levels by maximum likelihood, the first at 0. */
  public synchronized double[] ratings() {
    int n = levels.size();
    double[][] points = new double[n][n];
    int[][] games = new int[n][n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        points[i][j] = wins[i][j] + 0.5 * draws[i][j];
        games[i][j] = i == j ? 0 : games(i, j);
      }
    }
    return Elo.ratings(points, games);
  }

  /** One line on a pair: both levels, wins, draws, losses, score and the Elo difference. */
  public synchronized String pairLine(int i, int j) {
    int g = games(i, j);
    return String.format(
        Locale.ROOT,
        "%-10s vs %-10s  +%d =%d -%d  score %.3f  elo %+d",
        levels.get(i).label(),
        levels.get(j).label(),
        wins[i][j],
        draws[i][j],
        wins[j][i],
        score(i, j),
        Math.round(Elo.difference(score(i, j), g)));
  }

  /** The whole table, with every pair and the ratings, as text. */
  public synchronized String render() {
    StringBuilder s = new StringBuilder();
    int n = levels.size();
    s.append(String.format(Locale.ROOT, "%-10s", ""));
    for (Level l : levels) {
      s.append(String.format(Locale.ROOT, " %11s", l.label()));
    }
    s.append(String.format(Locale.ROOT, " %8s %6s%n", "score", "elo"));
    double[] elo = ratings();
    for (int i = 0; i < n; i++) {
      s.append(String.format(Locale.ROOT, "%-10s", levels.get(i).label()));
      double points = 0;
      int games = 0;
      for (int j = 0; j < n; j++) {
        if (i == j) {
          s.append(String.format(Locale.ROOT, " %11s", "-"));
          continue;
        }
        s.append(
            String.format(Locale.ROOT, " %11s", wins[i][j] + "-" + draws[i][j] + "-" + wins[j][i]));
        points += wins[i][j] + 0.5 * draws[i][j];
        games += games(i, j);
      }
      s.append(
          String.format(Locale.ROOT, " %8s %+6d%n", fmt(points) + "/" + games, Math.round(elo[i])));
    }
    s.append(System.lineSeparator()).append("adjacent levels:").append(System.lineSeparator());
    for (int i = 0; i + 1 < n; i++) {
      s.append(pairLine(i + 1, i)).append(System.lineSeparator());
    }
    return s.toString();
  }

  private static String fmt(double points) {
    return points == Math.floor(points)
        ? Long.toString((long) points)
        : String.format(Locale.ROOT, "%.1f", points);
  }
}
