package mancala.rules.record;

import java.util.SplittableRandom;
import mancala.rules.Layout;
import mancala.rules.Position;
import mancala.rules.RandomGames;
import mancala.rules.RuleSet;
import mancala.rules.Rules;

/** Random game records with moves, undos and hand set-ups, for round-trip tests. */
final class RecordFixture {
  private RecordFixture() {}

  static GameRecord randomRecord(RuleSet ruleSet, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    int houses = random.nextInt(Layout.MIN_HOUSES, Layout.MAX_HOUSES + 1);
    GameRecord record =
        GameRecord.start(Rules.of(ruleSet, houses), random.nextInt(1, Layout.MAX_SEEDS + 1));
    int steps = random.nextInt(0, 60);
    for (int i = 0; i < steps; i++) {
      Position now = record.current();
      int roll = random.nextInt(20);
      if (roll == 0 && record.canUndo()) {
        record.undo();
      } else if (roll == 1) {
        record.setup(randomEdit(now, random));
      } else if (!now.isOver()) {
        record.play(RandomGames.randomMove(now, random));
      }
    }
    if (random.nextBoolean() && record.canUndo()) {
      record.undo();
    }
    return record;
  }

  private static Position randomEdit(Position now, SplittableRandom random) {
    BoardEditor editor = new BoardEditor(now);
    int pitCount = now.layout().pitCount();
    for (int k = 0; k < 3; k++) {
      int from = random.nextInt(pitCount);
      int to = (from + 1 + random.nextInt(pitCount - 1)) % pitCount;
      if (editor.pits()[from] > 0) {
        editor.moveSeed(from, to);
      }
    }
    editor.setMover(random.nextInt(2));
    return editor.finish();
  }
}
