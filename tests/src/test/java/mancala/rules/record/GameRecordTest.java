package mancala.rules.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import mancala.rules.IllegalMoveException;
import mancala.rules.Position;
import mancala.rules.RuleSet;
import mancala.rules.Rules;
import org.junit.jupiter.api.Test;

/** Undo, redo and set-up steps of a game record. */
class GameRecordTest {
  private final Rules kalah = Rules.of(RuleSet.KALAH, 6);

  @Test
  void undoAndRedoWalkThroughThePositions() {
    GameRecord record = GameRecord.start(kalah, 4);
    Position start = record.current();
    record.play(2);
    Position afterOne = record.current();
    record.play(5);
    record.play(0);
    Position afterThree = record.current();

    record.undo();
    record.undo();
    assertEquals(afterOne, record.current());
    record.undo();
    assertEquals(start, record.current());
    assertFalse(record.canUndo());
    record.redo();
    record.redo();
    record.redo();
    assertEquals(afterThree, record.current());
    assertFalse(record.canRedo());
  }

  @Test
  void aMoveAfterUndoDropsWhatCouldHaveBeenRedone() {
    GameRecord record = GameRecord.start(kalah, 4);
    record.play(2);
    record.play(5);
    record.undo();
    record.play(0);

    assertEquals(List.of(new Step.Move(2), new Step.Move(0)), record.steps());
    assertFalse(record.canRedo());
  }

  @Test
  void nothingToUndoOrRedoIsRefused() {
    GameRecord record = GameRecord.start(kalah, 4);

    assertThrows(IllegalStateException.class, record::undo);
    assertThrows(IllegalStateException.class, record::redo);
  }

  @Test
  void anIllegalMoveChangesNothing() {
    GameRecord record = GameRecord.start(kalah, 4);
    record.play(2);

    assertThrows(IllegalMoveException.class, () -> record.play(2));
    assertEquals(1, record.steps().size());
    assertEquals(1, record.cursor());
  }

  @Test
  void aSetUpIsAStepThatCanBeUndone() {
    GameRecord record = GameRecord.start(kalah, 4);
    record.play(2);
    Position before = record.current();
    BoardEditor editor = new BoardEditor(before);
    editor.moveSeed(0, 13);
    editor.setMover(1);
    record.setup(editor.finish());

    assertEquals(1, record.current().store(1));
    assertEquals(3, record.current().house(0, 0));
    assertEquals(1, record.current().mover());
    record.undo();
    assertEquals(before, record.current());
    assertTrue(record.canRedo());
  }

  @Test
  void aPositionOfOtherRulesIsRefused() {
    GameRecord record = GameRecord.start(kalah, 4);

    assertThrows(
        IllegalArgumentException.class, () -> record.setup(Rules.of(RuleSet.OWARE, 6).start(4)));
  }
}
