package mancala.rules.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalInt;
import mancala.rules.Layout;
import org.junit.jupiter.api.Test;

/** Cup numbers as the California Dreams manual's Figure 2 gives them. */
class CupNotationTest {
  private final CupNotation six = new CupNotation(Layout.of(6));

  @Test
  void cupsCountUpCounterClockwiseFromTheFirstPlayersLeft() {
    assertEquals("1", six.name(0));
    assertEquals("6", six.name(5));
    assertEquals("S1", six.name(6));
    assertEquals("7", six.name(7));
    assertEquals("12", six.name(12));
    assertEquals("S2", six.name(13));
    assertEquals(9, six.cup(1, 2));
  }

  @Test
  void everyPitNameReadsBack() {
    for (int houses = Layout.MIN_HOUSES; houses <= Layout.MAX_HOUSES; houses++) {
      Layout layout = Layout.of(houses);
      CupNotation cups = new CupNotation(layout);
      for (int pit = 0; pit < layout.pitCount(); pit++) {
        assertEquals(OptionalInt.of(pit), cups.parse(cups.name(pit)));
      }
    }
  }

  @Test
  void namesOfNoCupAreRefused() {
    assertTrue(six.parse("0").isEmpty());
    assertTrue(six.parse("13").isEmpty());
    assertTrue(six.parse("S3").isEmpty());
    assertTrue(six.parse("-1").isEmpty());
    assertTrue(six.parse("cup").isEmpty());
  }
}
