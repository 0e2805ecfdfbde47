package mancala.ai.level;

import java.util.SplittableRandom;
import mancala.ai.Basis;
import mancala.ai.Brain;
import mancala.ai.Choice;
import mancala.ai.Limits;
import mancala.ai.Thoughts;
import mancala.rules.Position;
import mancala.rules.SowingListener;

/**
 * NOVICE: looks at its own moves only, liking those that bank seeds and earn another turn; on about
 * half its turns it overlooks captures, and now and then it simply plays a careless move.
 */
final class NoviceBrain implements Brain {
  /** How often it overlooks what a capture would bring. */
  static final double OVERLOOKS_CAPTURES = 0.5;

  /** How often it plays any move at all. */
  static final double CARELESS = 0.2;

  private final SplittableRandom random;

  NoviceBrain(SplittableRandom random) {
    this.random = random;
  }

  /** Counts the seeds a move captures. */
  private static final class CaptureCount implements SowingListener {
    int seeds;

    @Override
    public void capture(int fromPit, int count, int toStore) {
      seeds += count;
    }
  }

  @Override
  public Choice choose(Position p, Limits limits, Thoughts thoughts) {
    int legal = p.legalMoves();
    int houses = p.layout().houses();
    if (Integer.bitCount(legal) == 1) {
      return new Choice(Integer.numberOfTrailingZeros(legal), 0, Basis.FORCED, 0, 0);
    }
    if (random.nextDouble() < CARELESS) {
      int skip = random.nextInt(Integer.bitCount(legal));
      int pick = legal;
      for (int i = 0; i < skip; i++) {
        pick &= pick - 1;
      }
      return new Choice(Integer.numberOfTrailingZeros(pick), 0, Basis.SLIP, 0, 0);
    }
    boolean blind = random.nextDouble() < OVERLOOKS_CAPTURES;
    int mover = p.mover();
    int bestHouse = -1;
    int bestScore = Integer.MIN_VALUE;
    int ties = 0;
    Position child = p.copy();
    for (int h = 0; h < houses; h++) {
      if ((legal >>> h & 1) == 0) {
        continue;
      }
      thoughts.considering(h);
      child.copyFrom(p);
      CaptureCount captured = new CaptureCount();
      p.rules().play(child, h, captured);
      int gain = child.store(mover) - p.store(mover) - (blind ? captured.seeds : 0);
      boolean again = !child.isOver() && child.mover() == mover;
      int score = 4 * gain + (again ? 3 : 0);
      if (score > bestScore) {
        bestScore = score;
        bestHouse = h;
        ties = 1;
      } else if (score == bestScore && random.nextInt(++ties) == 0) {
        bestHouse = h;
      }
    }
    return new Choice(bestHouse, 0, Basis.GLANCE, 1, houses);
  }
}
