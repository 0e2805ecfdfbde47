package mancala.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** AMancala's relay chains, majority win and collection by the player without stones. */
class AmancalaRulesTest {

  @Test
  void aLastStoneInAnEmptyOwnFieldRelaysToo() {
    Position p =
        PositionFixture.of(RuleSet.AMANCALA).board("0 0 0 0 1 0 | 0 | 6 6 6 6 6 6 | 0").build();
    EventRecorder events = new EventRecorder();
    p.rules().play(p, 4, events);

    assertEquals(
        List.of(
            new SowingEvent.PickUp(4, 1),
            new SowingEvent.Drop(5),
            new SowingEvent.RelayPickUp(5, 1),
            new SowingEvent.Drop(6)),
        events.events().subList(0, 4));
    assertEquals(Status.ROW_EMPTY, p.status());
  }

  @Test
  void thePlayerWithoutStonesCollectsTheOpponentsFields() {
    Position p =
        PositionFixture.of(RuleSet.AMANCALA).board("0 0 0 0 0 1 | 10 | 6 6 6 6 6 6 | 10").build();
    EventRecorder events = new EventRecorder();
    p.rules().play(p, 5, events);

    assertEquals(Status.ROW_EMPTY, p.status());
    assertEquals(47, p.total(0));
    assertEquals(10, p.total(1));
    assertArrayEquals(PositionFixture.pits("0 0 0 0 0 0 | 47 | 0 0 0 0 0 0 | 10"), p.sweptPits());
    assertEquals(
        new SowingEvent.Sweep(7, 6, 6),
        events.events().stream().filter(e -> e instanceof SowingEvent.Sweep).findFirst().get());
  }

  @Test
  void moreThanHalfInAStoreWins() {
    Position p =
        PositionFixture.of(RuleSet.AMANCALA).board("6 6 6 6 6 1 | 36 | 1 1 1 1 1 1 | 0").build();
    p.rules().play(p, 5);

    assertEquals(Status.MAJORITY, p.status());
    assertEquals(37 + 30, p.total(0));
    assertEquals(6, p.total(1));
  }
}
