package mancala.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

/** Plays a move with an event recorder and checks that the events alone rebuild the board. */
final class EventReplay {
  private EventReplay() {}

  /** Plays the move on the position and checks its events against the result. */
  static void checkMove(Position p, int house) {
    int[] board = p.pits();
    int origin = p.layout().pit(p.mover(), house);
    EventRecorder recorder = new EventRecorder();
    p.rules().play(p, house, recorder);
    List<SowingEvent> events = recorder.events();
    assertEquals(new SowingEvent.PickUp(origin, board[origin]), events.get(0));
    for (SowingEvent e : events) {
      e.applyTo(board);
      assertTrue(Arrays.stream(board).allMatch(c -> c >= 0), e.toString());
    }
    assertArrayEquals(p.sweptPits(), board, p.toString());
    boolean ended = events.get(events.size() - 1) instanceof SowingEvent.GameOver;
    assertEquals(p.isOver(), ended);
  }
}
