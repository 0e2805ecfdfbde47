package mancala.ai.kalah;

/** The order in which Kalah searches try a board's moves. */
final class MoveOrder {
  private MoveOrder() {}

  /**
   * Lists the mover's houses best first, judged from the board without playing them: the table's
   * move, then extra turns (nearest the store first), then captures (largest first), then the rest
   * nearest the store first. Returns how many there are.
   */
  static int order(KalahGame game, int[] b, int[] moves, int[] score, int ttMove) {
    int n = game.houses();
    int length = game.length();
    int count = 0;
    for (int h = n - 1; h >= 0; h--) {
      int seeds = b[h];
      if (seeds == 0) {
        continue;
      }
      int s;
      if (h == ttMove) {
        s = 10_000;
      } else if (game.isExtraTurn(b, h)) {
        s = 5_000 + h;
      } else {
        s = h;
        if (seeds < length) {
          int last = h + seeds;
          boolean wrapped = last >= length;
          if (wrapped) {
            last -= length;
          }
          if (last < n && b[last] == 0) {
            int across = b[2 * n - last] + (wrapped ? 1 : 0);
            if (across > 0 || game.emptyCapture()) {
              s = 100 + 8 * (across + 1) + h;
            }
          }
        }
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
}
