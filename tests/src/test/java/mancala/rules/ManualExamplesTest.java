package mancala.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import mancala.rules.SowingEvent.Capture;
import mancala.rules.SowingEvent.Drop;
import mancala.rules.SowingEvent.ExtraTurn;
import mancala.rules.SowingEvent.PickUp;
import mancala.rules.SowingEvent.RelayPickUp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The worked examples of the reference manuals, played by the engine. */
class ManualExamplesTest {

  /**
   * California Dreams, Figure 2: the bottom player empties cup 5 into cups 6 to 10; cups 10 and 9
   * end with two and three and are captured, cup 8 ends with four and breaks the run, so cup 7
   * (two) is not taken. Cups 1-6 are the bottom row, 7-12 the top row counter-clockwise.
   */
  @ParameterizedTest
  @EnumSource(
      value = RuleSet.class,
      names = {"OWARE", "WARI", "WARI_BIDIRECTIONAL", "WARI_LIMIT"})
  void figureTwoCapturesCupsTenAndNine(RuleSet ruleSet) {
    Position p = PositionFixture.of(ruleSet).board("1 1 1 1 5 1 | 0 | 1 3 2 1 2 2 | 0").build();
    EventRecorder events = new EventRecorder();
    p.rules().play(p, 4, events);

    assertArrayEquals(PositionFixture.pits("1 1 1 1 0 2 | 5 | 2 4 0 0 2 2 | 0"), p.pits());
    assertEquals(
        List.of(new Capture(10, 2, 6), new Capture(9, 3, 6)),
        events.events().stream().filter(e -> e instanceof Capture).toList());
    assertEquals(1, p.mover());
  }

  /** Lion Mancala: the last seed in your own store gives another turn. */
  @Test
  void lionMancalaExtraTurn() {
    Rules rules = Rules.of(RuleSet.KALAH, 6);
    Position p = rules.start(4);
    EventRecorder events = new EventRecorder();
    rules.play(p, 2, events);

    assertEquals(
        List.of(
            new PickUp(2, 4), new Drop(3), new Drop(4), new Drop(5), new Drop(6), new ExtraTurn(0)),
        events.events());
    assertEquals(0, p.mover());
    assertArrayEquals(PositionFixture.pits("4 4 0 5 5 5 | 1 | 4 4 4 4 4 4 | 0"), p.pits());
  }

  /**
   * Lion Mancala: the last seed in an empty house of your own with seeds across captures those
   * seeds and the last one, and the turn passes.
   */
  @Test
  void lionMancalaCapture() {
    Position p =
        PositionFixture.of(RuleSet.KALAH).board("2 0 0 4 4 4 | 3 | 4 4 4 9 4 4 | 5").build();
    EventRecorder events = new EventRecorder();
    p.rules().play(p, 0, events);

    // House 0's two seeds fall in houses 1 and 2; house 2 was empty and faces pit 10 (nine seeds).
    assertEquals(
        List.of(new Capture(10, 9, 6), new Capture(2, 1, 6)),
        events.events().stream().filter(e -> e instanceof Capture).toList());
    assertArrayEquals(PositionFixture.pits("0 1 0 4 4 4 | 13 | 4 4 4 0 4 4 | 5"), p.pits());
    assertEquals(1, p.mover());
  }

  /**
   * AMancala, section 7: a last stone in one of your own fields lifts that field and sows on; a
   * last stone in your own store ends the move without another turn.
   */
  @Test
  void amancalaRelay() {
    Position p =
        PositionFixture.of(RuleSet.AMANCALA).board("2 0 3 0 0 0 | 0 | 6 6 6 6 6 6 | 0").build();
    EventRecorder events = new EventRecorder();
    p.rules().play(p, 0, events);

    assertEquals(
        List.of(
            new PickUp(0, 2),
            new Drop(1),
            new Drop(2),
            new RelayPickUp(2, 4),
            new Drop(3),
            new Drop(4),
            new Drop(5),
            new Drop(6)),
        events.events());
    assertArrayEquals(PositionFixture.pits("0 1 0 1 1 1 | 1 | 6 6 6 6 6 6 | 0"), p.pits());
    assertEquals(1, p.mover());
  }

  /**
   * AMancala, section 7: a last stone in an opposing field takes the fields before it holding two
   * or three, going backwards, but never the field the last stone fell in.
   */
  @Test
  void amancalaCaptureSparesTheLastField() {
    Position p =
        PositionFixture.of(RuleSet.AMANCALA).board("6 6 6 6 6 3 | 0 | 1 2 1 3 6 6 | 0").build();
    EventRecorder events = new EventRecorder();
    p.rules().play(p, 5, events);

    // Three stones: store, opposing fields 7 and 8 (now 2 and 3); field 8 is the last and spared,
    // field 7 (two) is taken; before it lies the store.
    assertEquals(
        List.of(new Capture(7, 2, 6)),
        events.events().stream().filter(e -> e instanceof Capture).toList());
    assertArrayEquals(PositionFixture.pits("6 6 6 6 6 0 | 3 | 0 3 1 3 6 6 | 0"), p.pits());
    assertFalse(p.isOver());
  }
}
