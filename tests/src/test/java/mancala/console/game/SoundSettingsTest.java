package mancala.console.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import mancala.console.Button;
import mancala.console.ConsoleDriver;
import mancala.console.ConsoleKey;
import mancala.console.Music;
import mancala.console.SoundCue;
import mancala.console.SoundEvent;
import mancala.console.pads.MemoryBindings;
import mancala.console.picture.Frame;
import mancala.rules.Position;
import mancala.rules.RandomGames;
import mancala.rules.Rules;
import org.junit.jupiter.api.Test;

/**
 * What the cartridge asks of the speaker: the title tune while the title waits, the volume the
 * settings give (sound off on OPTION, the pause menu's volume), the demo quieter, and a jingle for
 * every ending: won, lost to the computer, drawn.
 */
class SoundSettingsTest {
  private final MemoryPreferences store = new MemoryPreferences();
  private final ConsoleDriver driver =
      new ConsoleDriver(
          2,
          Lineup.COUCH,
          TestComputers.direct(),
          new MemoryBindings(),
          store,
          problem -> {
            throw new AssertionError(problem);
          });

  @Test
  void theTitleTuneLoopsOnTheTitleOnly() {
    driver.run(1);
    assertEquals(Music.TITLE, driver.console().music());
    new MatchDriver(driver).startGame();
    assertEquals(Music.NONE, driver.console().music());
  }

  @Test
  void optionOnTheTitleTurnsTheSoundOffAndOnAndIsRemembered() {
    driver.run(1);
    assertEquals(80, driver.console().volume(), "the default volume, 8 of 10");
    driver.tap(ConsoleKey.OPTION);
    assertEquals(0, driver.console().volume());
    assertEquals("SOUND OFF", driver.frame().rowText(TitleScreen.HINT_ROW).trim());
    assertEquals(SoundSwitch.OFF, store.saved().orElseThrow().sound());
    driver.tap(ConsoleKey.OPTION);
    assertEquals(80, driver.console().volume());
    assertEquals("SOUND ON", driver.frame().rowText(TitleScreen.HINT_ROW).trim());
  }

  @Test
  void thePauseMenuSetsTheVolumeAndTheDemoSound() {
    new MatchDriver(driver).startGame();
    driver.tap(ConsoleKey.START);
    int volumeRow = rowOf("VOLUME");
    while (!driver.frame().text(4, volumeRow, 2).contains(">")) {
      driver.tap(0, Button.DOWN);
    }
    assertEquals("VOLUME     ########--", driver.frame().rowText(volumeRow).substring(6, 27));
    driver.tap(0, Button.LEFT);
    driver.tap(0, Button.LEFT);
    assertEquals(60, driver.console().volume());
    assertEquals("VOLUME     ######----", driver.frame().rowText(volumeRow).substring(6, 27));
    driver.tap(0, Button.DOWN);
    driver.tap(0, Button.RIGHT);
    assertTrue(driver.frame().rowText(rowOf("DEMO SOUND")).contains("DEMO SOUND OFF"));
    assertEquals(
        Preferences.DEFAULTS.withVolume(6).withDemoSound(DemoSound.OFF), store.saved().get());
  }

  @Test
  void aMinuteAloneOnTheTitleBringsTheDemoQuieterAndAnyButtonEndsIt() {
    driver.run(DemoScreen.IDLE_TICKS - 10);
    assertTrue(
        driver.frame().rowText(TitleScreen.PUSH_START_ROW).contains("PUSH START")
            || driver.frame().rowText(TitleScreen.PUSH_START_ROW).isBlank());
    driver.run(200);
    assertTrue(showsDemo(), "the demo plays");
    assertEquals(80 * DemoSound.QUIET.percent() / 100, driver.console().volume());
    assertEquals(Music.NONE, driver.console().music());
    driver.run(2_000);
    assertTrue(driver.sounds().stream().anyMatch(s -> s.cue() == SoundCue.DROP), "seeds fly");
    driver.tap(1, Button.B);
    driver.runUntil(f -> f.rowText(TitleScreen.LINEUP_ROW).contains("GAMEPAD 1 VS"), 10);
  }

  @Test
  void theDemoGoesBackToTheTitleAfterItsGame() {
    driver.run(DemoScreen.IDLE_TICKS + 1);
    assertTrue(showsDemo());
    driver.runUntil(f -> MatchDriver.gameOver(f), 200_000);
    driver.run(DemoScreen.END_TICKS + 2);
    assertTrue(driver.frame().rowText(TitleScreen.LINEUP_ROW).contains("GAMEPAD 1 VS"));
  }

  @Test
  void aCouchGameEndsWithTheWinningJingleOrTheDrawnOne() {
    Rules rules = Rules.of(TitleScreen.RULES, TitleScreen.HOUSES);
    Position p = rules.start(TitleScreen.SEEDS);
    SplittableRandom random = new SplittableRandom(12);
    List<Integer> moves = new ArrayList<>();
    while (!p.isOver()) {
      int move = RandomGames.randomMove(p, random);
      moves.add(move);
      rules.play(p, move);
    }
    MatchDriver match = new MatchDriver(driver);
    match.startGame();
    match.playGame(moves);
    SoundCue expected = p.total(0) == p.total(1) ? SoundCue.DRAW : SoundCue.WIN;
    assertEquals(List.of(expected), endings(driver));
  }

  @Test
  void aPersonBeatenByTheComputerHearsTheLosingJingle() {
    ConsoleDriver computers =
        new ConsoleDriver(2, new Lineup(Controller.AI_HARD, Controller.AI_NOVICE));
    computers.run(2);
    computers.tap(ConsoleKey.START);
    computers.runUntil(MatchDriver::gameOver, 200_000);
    assertEquals(List.of(SoundCue.WIN), endings(computers), "no person lost: computers only");

    ConsoleDriver beaten =
        new ConsoleDriver(2, new Lineup(Controller.GAMEPAD_1, Controller.AI_HARD));
    MatchDriver match = new MatchDriver(beaten);
    match.startGame();
    while (!MatchDriver.gameOver(beaten.frame())) {
      beaten.runUntil(
          f -> MatchDriver.choosing(f) || MatchDriver.gameOver(f), MatchDriver.MOVE_LIMIT);
      if (MatchDriver.choosing(beaten.frame())) {
        beaten.tap(0, Button.A);
        beaten.tap(0, Button.RIGHT);
        beaten.run(2);
      }
    }
    String verdict = beaten.frame().rowText(MatchScreen.MESSAGE_ROW);
    assertTrue(verdict.contains("AI HARD WINS"), verdict);
    assertEquals(List.of(SoundCue.LOSE), endings(beaten));
  }

  private static List<SoundCue> endings(ConsoleDriver d) {
    return d.sounds().stream()
        .map(SoundEvent::cue)
        .filter(c -> c == SoundCue.WIN || c == SoundCue.LOSE || c == SoundCue.DRAW)
        .toList();
  }

  private boolean showsDemo() {
    for (int t = 0; t < 60; t++) {
      if (driver.frame().rowText(DemoScreen.MARK_ROW).contains("DEMO")) {
        return true;
      }
      driver.run(1);
    }
    return false;
  }

  private int rowOf(String text) {
    Frame frame = driver.frame();
    for (int row = 0; row < Frame.ROWS; row++) {
      if (frame.rowText(row).contains(text)) {
        return row;
      }
    }
    throw new AssertionError("no row shows " + text);
  }
}
