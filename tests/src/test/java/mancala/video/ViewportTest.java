package mancala.video;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The largest whole-number scale that fits, centred. */
class ViewportTest {

  @Test
  void pickTheLargestWholeScaleAndCentre() {
    assertEquals(new Viewport(0, 0, 3), Viewport.fit(768, 720));
    assertEquals(new Viewport(192, 0, 4), Viewport.fit(1408, 960));
    assertEquals(new Viewport(448, 60, 5), Viewport.fit(2176, 1320));
    assertEquals(new Viewport(64, 60, 1), Viewport.fit(384, 360));
  }

  @Test
  void aWindowSmallerThanThePictureStillShowsItAtScaleOne() {
    assertEquals(1, Viewport.fit(100, 100).scale());
    assertEquals(1, Viewport.fit(0, 0).scale());
  }

  @Test
  void fullHdGetsFourTimes() {
    Viewport v = Viewport.fit(1920, 1080);
    assertEquals(4, v.scale());
    assertEquals(1024, v.width());
    assertEquals(960, v.height());
  }
}
