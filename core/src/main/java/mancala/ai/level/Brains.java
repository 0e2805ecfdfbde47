package mancala.ai.level;

import java.util.Optional;
import java.util.SplittableRandom;
import mancala.ai.Brain;
import mancala.ai.Level;
import mancala.ai.kalah.EndgameTables;
import mancala.ai.kalah.KalahBestBrain;
import mancala.ai.kalah.KalahGame;
import mancala.ai.kalah.OpeningBook;
import mancala.ai.search.GameSearch;
import mancala.rules.Rules;

/**
 * Makes the computer players of every level for any rule set and board, sharing the endgame tables
 * and the opening book among them.
 */
public final class Brains {
  /** Moves EASY looks ahead, and how often it plays another move than its best. */
  static final int EASY_DEPTH = 2;

  static final double EASY_SLIPS = 0.06;

  /** Moves MEDIUM looks ahead, and how often it plays another move than its best. */
  static final int MEDIUM_DEPTH = 4;

  static final double MEDIUM_SLIPS = 0.05;

  /** Moves HARD looks ahead, and how often it plays another move than its best. */
  static final int HARD_DEPTH = 9;

  static final double HARD_SLIPS = 0.02;

  /** Outside Kalah, BEST deepens until its time is up or the value is proven. */
  static final int BEST_DEPTH = GameSearch.MAX_PLY - 1;

  private final EndgameTables tables;
  private final OpeningBook book;
  private final int threads;

  /** Brains using these tables and this book, BEST proving with this many threads. */
  public Brains(EndgameTables tables, OpeningBook book, int threads) {
    this.tables = tables;
    this.book = book;
    this.threads = threads;
  }

  /** The endgame table being made for BEST now, if any. */
  public Optional<EndgameTables.Progress> studying() {
    return tables.progress();
  }

  /** A player of a level for a game of these rules, its randomness seeded. */
  public Brain create(Level level, Rules rules, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    return switch (level) {
      case NOVICE -> new NoviceBrain(random);
      case EASY -> new SearchBrain(rules, EASY_DEPTH, EASY_SLIPS, random, 12);
      case MEDIUM -> new SearchBrain(rules, MEDIUM_DEPTH, MEDIUM_SLIPS, random, 16);
      case HARD -> new SearchBrain(rules, HARD_DEPTH, HARD_SLIPS, random, 18);
      case BEST ->
          KalahGame.of(rules.ruleSet(), rules.layout().houses()).isPresent()
              ? new KalahBestBrain(
                  rules.ruleSet(), rules.layout().houses(), tables, book, threads, 21)
              : new SearchBrain(rules, BEST_DEPTH, 0, random, 20);
    };
  }
}
