package mancala.video;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Median and 99th percentile by nearest rank. */
class FrameTimesTest {

  @Test
  void percentilesByNearestRank() {
    FrameTimes times = new FrameTimes(1000);
    for (int ms = 1; ms <= 100; ms++) {
      times.add(ms * 1_000_000L);
    }
    assertEquals(50.0, times.percentileMillis(50));
    assertEquals(99.0, times.percentileMillis(99));
    assertEquals(100.0, times.percentileMillis(100));
    assertEquals("frames=100 median=50.00ms p99=99.00ms max=100.00ms", times.summary());
  }

  @Test
  void nothingNotedIsZero() {
    assertEquals(0.0, new FrameTimes(4).percentileMillis(99));
  }
}
