package mancala.console.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import mancala.rules.record.FormatException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The settings file: round trips, defaults for what it leaves out, and damage named and kept. */
class PreferencesFileTest {
  private static final Preferences CHANGED =
      Preferences.DEFAULTS
          .withSpeed(AnimationSpeed.OFF)
          .withCounts(CountDisplay.SHOWN)
          .withThoughts(ThoughtsDisplay.HIDDEN)
          .withSound(SoundSwitch.OFF)
          .withVolume(3)
          .withDemoSound(DemoSound.FULL);

  @TempDir Path dir;

  @Test
  void whatIsSavedIsReadBack() throws Exception {
    PreferencesFile file = new PreferencesFile(dir.resolve("settings.txt"));
    assertEquals(Optional.empty(), file.load());
    file.save(CHANGED);
    assertEquals(Optional.of(CHANGED), new PreferencesFile(dir.resolve("settings.txt")).load());
  }

  @Test
  void leftOutChoicesKeepTheirDefaults() throws Exception {
    Preferences p = PreferencesFile.parse("# mine\nmancala-settings 1\nVOLUME 2\n", "x");
    assertEquals(Preferences.DEFAULTS.withVolume(2), p);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "volume 5|x: is not a Mancala settings file (no 'mancala-settings 1' line)",
        "mancala-settings 1\\nvolume 11|x: line 2: the volume is a whole number 1 to 10, not '11'",
        "mancala-settings 1\\nvolume loud|x: line 2: the volume is a whole number 1 to 10, not 'LOUD'",
        "mancala-settings 1\\nsound maybe|x: line 2: 'MAYBE' is not one of ON, OFF",
        "mancala-settings 1\\ncolour red|x: line 2: no setting is called 'colour'",
        "mancala-settings 1\\nsound|x: line 2: expected '<name> <value>', got 'sound'",
        "mancala-settings 1\\nsound on\\nsound off|x: line 3: 'sound' is set twice",
      })
  void damageIsNamedByLine(String text, String message) {
    FormatException e =
        assertThrows(
            FormatException.class, () -> PreferencesFile.parse(text.replace("\\n", "\n"), "x"));
    assertEquals(message, e.getMessage());
  }

  @Test
  void aDamagedFileGivesTheDefaultsAMessageAndIsKeptAside() throws Exception {
    Path path = dir.resolve("settings.txt");
    Files.writeString(path, "mancala-settings 1\nvolume 99\n");
    List<String> problems = new ArrayList<>();
    PreferencesFile file = new PreferencesFile(path);
    Settings settings = Settings.load(file, problems::add);
    assertEquals(Preferences.DEFAULTS, settings.preferences());
    assertEquals(Optional.of("DAMAGED SETTINGS: DEFAULTS"), settings.takeNotice());
    assertTrue(problems.get(0).startsWith(path + ": line 2: the volume"), problems.get(0));
    assertEquals("mancala-settings 1\nvolume 99\n", Files.readString(path), "not touched yet");
    settings.change(CHANGED);
    assertEquals("mancala-settings 1\nvolume 99\n", Files.readString(file.keptAside()));
    assertEquals(Optional.of(CHANGED), new PreferencesFile(path).load());
  }

  @Test
  void aFailedSaveIsToldAndTheChoiceStillHolds() {
    MemoryPreferences store = new MemoryPreferences();
    List<String> problems = new ArrayList<>();
    Settings settings = Settings.load(store, problems::add);
    store.failSaves();
    settings.setSpeed(AnimationSpeed.FAST);
    assertEquals(AnimationSpeed.FAST, settings.speed());
    assertEquals(Optional.of("CANNOT SAVE THE SETTINGS"), settings.takeNotice());
    assertEquals(List.of("cannot save the settings: the disk is full"), problems);
  }

  @Test
  void volumesFollowTheSoundSwitchAndTheDemoSetting() {
    Preferences p = Preferences.DEFAULTS.withVolume(10);
    assertEquals(100, p.gameVolume());
    assertEquals(35, p.demoVolume());
    assertEquals(0, p.withDemoSound(DemoSound.OFF).demoVolume());
    assertEquals(100, p.withDemoSound(DemoSound.FULL).demoVolume());
    assertEquals(0, p.withSound(SoundSwitch.OFF).gameVolume());
    assertEquals(0, p.withSound(SoundSwitch.OFF).demoVolume());
    assertEquals(50, p.withVolume(5).gameVolume());
    assertThrows(IllegalArgumentException.class, () -> p.withVolume(0));
  }
}
