package mancala.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import mancala.rules.SowingEvent.DirectionChange;
import mancala.rules.SowingEvent.Drop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Oware, Wari and their variants: laps, grand slams, feeding, majority, cycles, direction. */
class WariRulesTest {
  /** Two lone seeds chase each other round a 3-house board: the start comes back at ply 6. */
  private static final String CYCLE = "0 0 1 | 0 | 0 0 1 | 0";

  private static final int[] CYCLE_MOVES = {2, 2, 0, 0, 1, 1};

  @ParameterizedTest
  @EnumSource(
      value = RuleSet.class,
      names = {"OWARE", "WARI", "WARI_BIDIRECTIONAL", "WARI_LIMIT"})
  void aLapSkipsTheOrigin(RuleSet ruleSet) {
    Position p = PositionFixture.of(ruleSet).board("12 0 0 0 0 0 | 0 | 0 0 0 0 0 5 | 0").build();
    EventRecorder events = new EventRecorder();
    p.rules().play(p, 0, events);

    assertTrue(events.events().contains(new SowingEvent.Skip(0)));
    assertArrayEquals(PositionFixture.pits("0 2 1 1 1 1 | 0 | 1 1 1 1 1 6 | 0"), p.pits());
  }

  @Test
  void owareGrandSlamIsLegalButCapturesNothing() {
    // Two seeds make both of player 1's houses two: taking them would take all it has.
    Position p =
        PositionFixture.of(RuleSet.OWARE).board("0 0 0 0 0 2 | 20 | 1 1 0 0 0 0 | 24").build();

    assertEquals(Optional.empty(), p.rules().check(p, 5));
    p.rules().play(p, 5);
    assertArrayEquals(PositionFixture.pits("0 0 0 0 0 0 | 20 | 2 2 0 0 0 0 | 24"), p.pits());
  }

  @Test
  void wariForbidsTheGrandSlam() {
    Position p =
        PositionFixture.of(RuleSet.WARI).board("0 0 0 0 1 2 | 20 | 1 1 0 0 0 0 | 23").build();

    assertEquals(Optional.of(IllegalMove.STARVES_OPPONENT), p.rules().check(p, 5));
    assertEquals(0b10000, p.legalMoves());
  }

  @ParameterizedTest
  @EnumSource(
      value = RuleSet.class,
      names = {"OWARE", "WARI"})
  void theMoverMustFeedAnEmptyRow(RuleSet ruleSet) {
    Position p = PositionFixture.of(ruleSet).board("3 0 0 0 0 1 | 20 | 0 0 0 0 0 0 | 24").build();

    assertEquals(0b100000, p.legalMoves());
    assertEquals(Optional.of(IllegalMove.STARVES_OPPONENT), p.rules().check(p, 0));
  }

  @ParameterizedTest
  @EnumSource(
      value = RuleSet.class,
      names = {"OWARE", "WARI"})
  void aMoverWhoCannotFeedEndsTheGameAndKeepsTheRow(RuleSet ruleSet) {
    Position p = PositionFixture.of(ruleSet).board("3 0 0 0 0 0 | 21 | 0 0 0 0 0 0 | 24").build();

    assertEquals(Status.NO_LEGAL_MOVE, p.status());
    assertEquals(24, p.total(0));
    assertEquals(24, p.total(1));
  }

  @Test
  void owareEndsWhenAStoreHoldsMoreThanHalf() {
    String board = "1 1 1 1 5 1 | 20 | 1 3 2 1 2 2 | 7";
    Position oware = PositionFixture.of(RuleSet.OWARE).board(board).build();
    Position wari = PositionFixture.of(RuleSet.WARI).board(board).build();
    oware.rules().play(oware, 4);
    wari.rules().play(wari, 4);

    assertEquals(Status.MAJORITY, oware.status());
    assertEquals(25, oware.store(0));
    assertEquals(Status.IN_PLAY, wari.status());
  }

  @ParameterizedTest
  @EnumSource(
      value = RuleSet.class,
      names = {"OWARE", "WARI", "WARI_BIDIRECTIONAL"})
  void aRepeatedPositionEndsTheGame(RuleSet ruleSet) {
    Position p = PositionFixture.of(ruleSet).board(CYCLE).build();
    for (int ply = 0; ply < CYCLE_MOVES.length; ply++) {
      assertEquals(Status.IN_PLAY, p.status(), "ply " + ply);
      p.rules().play(p, CYCLE_MOVES[ply]);
    }
    assertEquals(Status.REPETITION, p.status());
    assertEquals(1, p.total(0));
    assertEquals(1, p.total(1));
  }

  @Test
  void wariLimitEndsAfterSeedsTimesHousesQuietMoves() {
    // Two seeds in play on three houses: the sixth move without a capture ends the game.
    Position p = PositionFixture.of(RuleSet.WARI_LIMIT).board(CYCLE).build();
    for (int ply = 0; ply < CYCLE_MOVES.length; ply++) {
      assertEquals(Status.IN_PLAY, p.status(), "ply " + ply);
      p.rules().play(p, CYCLE_MOVES[ply]);
    }
    assertEquals(Status.MOVE_LIMIT, p.status());
    assertEquals(6, p.quietMoves());
  }

  @Test
  void bidirectionalFlipsTheDirectionAtEveryCapture() {
    Position p =
        PositionFixture.of(RuleSet.WARI_BIDIRECTIONAL)
            .board("1 1 1 1 5 1 | 0 | 1 3 2 1 2 2 | 0")
            .build();
    EventRecorder capture = new EventRecorder();
    p.rules().play(p, 4, capture);
    assertTrue(capture.events().contains(new DirectionChange(Direction.CLOCKWISE)));
    assertEquals(Direction.CLOCKWISE, p.direction());

    // Player 1's house 1 (pit 8, four seeds) now sows clockwise: pits 7, 5, 4, 3.
    EventRecorder sowing = new EventRecorder();
    p.rules().play(p, 1, sowing);
    assertEquals(
        List.of(new Drop(7), new Drop(5), new Drop(4), new Drop(3)),
        sowing.events().stream().filter(e -> e instanceof Drop).toList());
  }
}
