package mancala.rules.record;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import mancala.rules.Position;
import mancala.rules.RuleSet;
import mancala.rules.Rules;
import mancala.rules.Status;
import org.junit.jupiter.api.Test;

/** The board editor: one seed at a time between any pits, and who moves. */
class BoardEditorTest {
  private final Position start = Rules.of(RuleSet.KALAH, 3).start(1);

  @Test
  void seedsMoveOneAtATimeStoresIncluded() {
    BoardEditor editor = new BoardEditor(start);
    editor.moveSeed(0, 3);
    editor.moveSeed(3, 7);
    editor.moveSeed(4, 7);
    editor.setMover(1);
    Position p = editor.finish();

    assertArrayEquals(new int[] {0, 1, 1, 0, 0, 1, 1, 2}, p.pits());
    assertEquals(1, p.mover());
    assertEquals(Status.IN_PLAY, p.status());
  }

  @Test
  void impossibleEditsAreRefusedWithAReason() {
    BoardEditor editor = new BoardEditor(start);

    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> editor.moveSeed(3, 0))
            .getMessage()
            .contains("no seed"));
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> editor.moveSeed(1, 1))
            .getMessage()
            .contains("another pit"));
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> editor.moveSeed(0, 8))
            .getMessage()
            .contains("0 to 7"));
    assertThrows(IllegalArgumentException.class, () -> editor.setMover(2));
    assertArrayEquals(start.pits(), editor.pits());
  }

  @Test
  void anEditedBoardWithoutMovesForTheMoverIsOver() {
    BoardEditor editor = new BoardEditor(start);
    editor.moveSeed(0, 3);
    editor.moveSeed(1, 3);
    editor.moveSeed(2, 3);

    assertEquals(Status.NO_LEGAL_MOVE, editor.finish().status());
  }
}
