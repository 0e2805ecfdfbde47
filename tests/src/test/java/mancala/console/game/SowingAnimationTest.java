package mancala.console.game;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import mancala.console.SoundCue;
import mancala.console.SoundEvent;
import mancala.console.SoundLog;
import mancala.rules.EventRecorder;
import mancala.rules.Position;
import mancala.rules.RandomGames;
import mancala.rules.RuleSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** When an animation ends, the board it shows is the rules engine's, at every speed. */
class SowingAnimationTest {

  @ParameterizedTest
  @EnumSource(AnimationSpeed.class)
  void theAnimatedBoardEndsEqualToTheEngines(AnimationSpeed speed) {
    SplittableRandom random = new SplittableRandom(speed.ordinal());
    for (RuleSet ruleSet : RuleSet.values()) {
      for (int game = 0; game < 20; game++) {
        Position p = RandomGames.randomStart(ruleSet, random);
        while (!p.isOver()) {
          int[] before = p.pits();
          int house = RandomGames.randomMove(p, random);
          int pit = p.layout().pit(p.mover(), house);
          EventRecorder events = new EventRecorder();
          p.rules().play(p, house, events);
          SowingAnimation animation = new SowingAnimation(before, events.events(), speed, pit);
          int ticks = run(animation);
          assertArrayEquals(p.isOver() ? p.sweptPits() : p.pits(), animation.board(), p.toString());
          assertTrue(speed != AnimationSpeed.OFF || ticks == 1, "OFF takes one tick");
        }
      }
    }
  }

  @ParameterizedTest
  @EnumSource(
      value = AnimationSpeed.class,
      names = {"FULL", "FAST"})
  void seedsFlyOneByOneWithRisingDropSounds(AnimationSpeed speed) {
    Position p = mancala.rules.Rules.of(RuleSet.KALAH, 6).start(4);
    EventRecorder events = new EventRecorder();
    int[] before = p.pits();
    p.rules().play(p, 2, events);
    SowingAnimation animation = new SowingAnimation(before, events.events(), speed, 2);
    SoundLog sounds = new SoundLog();
    int flights = 0;
    int shownSeeds = -1;
    while (!animation.finished()) {
      animation.tick(sounds);
      if (animation.flight().isPresent() && animation.flight().get().progress() == 0) {
        flights++;
      }
      int onBoard = java.util.Arrays.stream(animation.board()).sum();
      assertTrue(onBoard + animation.carried() == 48, "seeds are on the board or in hand");
      shownSeeds = onBoard;
    }
    assertEquals(48, shownSeeds);
    assertEquals(4, flights);
    assertEquals(
        List.of(
            new SoundEvent(SoundCue.SELECT, 0),
            new SoundEvent(SoundCue.DROP, 0),
            new SoundEvent(SoundCue.DROP, 1),
            new SoundEvent(SoundCue.DROP, 2),
            new SoundEvent(SoundCue.DROP, 3),
            new SoundEvent(SoundCue.EXTRA_TURN, 0)),
        sounds.effects());
    assertEquals("EXTRA TURN!", animation.banner());
  }

  private static int run(SowingAnimation animation) {
    SoundLog speaker = new SoundLog();
    int ticks = 0;
    while (!animation.finished()) {
      animation.tick(speaker);
      ticks++;
    }
    return ticks;
  }
}
