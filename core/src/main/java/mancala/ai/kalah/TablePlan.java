package mancala.ai.kalah;

/**
 * How many seeds the endgame table of a board size holds: as many as a budget of boards allows (one
 * byte each), and never more than the game has. The default budget is the 6-house table of 20
 * seeds, 225,792,840 boards, which fits the game's 512 MB heap with room to spare.
 */
public record TablePlan(long boardBudget) {
  /** The budget the game plays with. */
  public static final TablePlan DEFAULT = new TablePlan(new Ranker(6, 20).count(20));

  /** Checks the budget. */
  public TablePlan {
    if (boardBudget < 1 || boardBudget > Integer.MAX_VALUE - 8) {
      throw new IllegalArgumentException("a table budget of " + boardBudget + " boards");
    }
  }

  /** The table's seeds for a board of n houses a side with this many seeds in the whole game. */
  public int seeds(int houses, int seedsInGame) {
    Ranker ranker = new Ranker(houses, seedsInGame);
    int n = 0;
    while (n < seedsInGame && ranker.count(n + 1) <= boardBudget) {
      n++;
    }
    return n;
  }
}
