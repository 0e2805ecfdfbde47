package mancala.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import mancala.rules.SowingEvent.Skip;
import org.junit.jupiter.api.Test;

/** The Kalah rule sets where they differ: end of game, empty capture, Egyptian starving. */
class KalahRulesTest {

  @Test
  void aLapPassesTheEmptiedOriginWhichCountsAsEmpty() {
    Position p =
        PositionFixture.of(RuleSet.KALAH).board("13 0 0 0 0 0 | 0 | 1 1 1 1 1 1 | 0").build();
    EventRecorder events = new EventRecorder();
    p.rules().play(p, 0, events);

    // 12 seeds reach pits 1..12 (one in the store), the opponent's store is skipped, the 13th
    // lands in the emptied origin, which captures it with the two seeds across.
    assertTrue(events.events().contains(new Skip(13)));
    assertArrayEquals(PositionFixture.pits("0 1 1 1 1 1 | 4 | 2 2 2 2 2 0 | 0"), p.pits());
  }

  @Test
  void kalahPlaysOnWhenTheWaitingPlayerHasNoSeeds() {
    String board = "1 1 1 1 1 1 | 10 | 0 0 0 0 0 2 | 10";
    Position kalah = PositionFixture.of(RuleSet.KALAH).board(board).mover(1).build();
    Position either = PositionFixture.of(RuleSet.KALAH_EITHER).board(board).mover(1).build();
    kalah.rules().play(kalah, 5);
    either.rules().play(either, 5);

    // Player 1's last two seeds go to its store and to player 0's first house.
    assertEquals(Status.IN_PLAY, kalah.status());
    assertEquals(0, kalah.mover());
    assertEquals(Status.ROW_EMPTY, either.status());
    assertEquals(17, either.total(0));
    assertEquals(11, either.total(1));
  }

  @Test
  void eitherRowEndsStraightAfterAnExtraTurn() {
    String board = "0 0 0 0 0 1 | 10 | 2 2 2 2 2 2 | 10";
    Position either = PositionFixture.of(RuleSet.KALAH_EITHER).board(board).build();
    EventRecorder events = new EventRecorder();
    either.rules().play(either, 5, events);

    assertEquals(Status.ROW_EMPTY, either.status());
    assertFalse(events.events().stream().anyMatch(e -> e instanceof SowingEvent.ExtraTurn));
    assertEquals(new SowingEvent.GameOver(11, 22), events.events().get(events.events().size() - 1));
  }

  @Test
  void kalahEndsWhenTheMoverIsLeftWithoutSeeds() {
    Position p =
        PositionFixture.of(RuleSet.KALAH).board("0 0 0 0 0 1 | 10 | 2 2 2 2 2 2 | 10").build();
    p.rules().play(p, 5);

    assertEquals(Status.NO_LEGAL_MOVE, p.status());
    assertArrayEquals(PositionFixture.pits("0 0 0 0 0 0 | 11 | 0 0 0 0 0 0 | 22"), p.sweptPits());
  }

  @Test
  void onlyEmptyCaptureTakesALoneLastSeed() {
    String board = "1 0 4 4 4 4 | 0 | 4 4 4 4 0 4 | 0";
    Position standard = PositionFixture.of(RuleSet.KALAH_EITHER).board(board).build();
    Position empty = PositionFixture.of(RuleSet.KALAH_EMPTY_CAPTURE).board(board).build();
    standard.rules().play(standard, 0);
    empty.rules().play(empty, 0);

    assertEquals(1, standard.house(0, 1));
    assertEquals(0, standard.store(0));
    assertEquals(0, empty.house(0, 1));
    assertEquals(1, empty.store(0));
  }

  @Test
  void egyptianForbidsEmptyingTheOpponentWhileAnotherMoveExists() {
    // House 0 captures player 1's only seeds (across from house 1); house 3 does not.
    Position p =
        PositionFixture.of(RuleSet.EGYPTIAN).board("1 0 0 1 0 0 | 0 | 0 0 0 0 3 0 | 0").build();

    assertEquals(Optional.of(IllegalMove.STARVES_OPPONENT), p.rules().check(p, 0));
    assertEquals(Optional.empty(), p.rules().check(p, 3));
    assertEquals(0b1000, p.legalMoves());
  }

  @Test
  void egyptianAllowsItWhenNoOtherMoveExists() {
    Position p =
        PositionFixture.of(RuleSet.EGYPTIAN).board("1 0 0 0 0 0 | 0 | 0 0 0 0 3 0 | 0").build();

    assertEquals(0b1, p.legalMoves());
    p.rules().play(p, 0);
    assertEquals(Status.ROW_EMPTY, p.status());
    assertEquals(4, p.total(0));
  }
}
