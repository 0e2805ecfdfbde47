package mancala.console.game;

import mancala.console.Speaker;

/**
 * The player's remembered choices: how moves are animated, whether counts and the computer's
 * thoughts are shown, and the sound: on or off, its volume (1 to {@value #MAX_VOLUME}) and the
 * demo's loudness.
 */
public record Preferences(
    AnimationSpeed speed,
    CountDisplay counts,
    ThoughtsDisplay thoughts,
    SoundSwitch sound,
    int volume,
    DemoSound demoSound) {
  /** The loudest volume step. */
  public static final int MAX_VOLUME = 10;

  /** The choices of a console taken out of its box. */
  public static final Preferences DEFAULTS =
      new Preferences(
          AnimationSpeed.FULL,
          CountDisplay.HIDDEN,
          ThoughtsDisplay.SHOWN,
          SoundSwitch.ON,
          8,
          DemoSound.QUIET);

  /** Checks the volume. */
  public Preferences {
    if (volume < 1 || volume > MAX_VOLUME) {
      throw new IllegalArgumentException("the volume is 1 to " + MAX_VOLUME + ", not " + volume);
    }
  }

  /** How loud a game sounds, in percent of {@link Speaker#FULL_VOLUME}. */
  public int gameVolume() {
    return sound == SoundSwitch.OFF ? 0 : volume * Speaker.FULL_VOLUME / MAX_VOLUME;
  }

  /** How loud the demo sounds, in percent of {@link Speaker#FULL_VOLUME}. */
  public int demoVolume() {
    return gameVolume() * demoSound.percent() / 100;
  }

  /** These choices with another animation speed. */
  public Preferences withSpeed(AnimationSpeed value) {
    return new Preferences(value, counts, thoughts, sound, volume, demoSound);
  }

  /** These choices with counts shown or hidden. */
  public Preferences withCounts(CountDisplay value) {
    return new Preferences(speed, value, thoughts, sound, volume, demoSound);
  }

  /** These choices with thoughts shown or hidden. */
  public Preferences withThoughts(ThoughtsDisplay value) {
    return new Preferences(speed, counts, value, sound, volume, demoSound);
  }

  /** These choices with sound on or off. */
  public Preferences withSound(SoundSwitch value) {
    return new Preferences(speed, counts, thoughts, value, volume, demoSound);
  }

  /** These choices with another volume. */
  public Preferences withVolume(int value) {
    return new Preferences(speed, counts, thoughts, sound, value, demoSound);
  }

  /** These choices with another loudness of the demo. */
  public Preferences withDemoSound(DemoSound value) {
    return new Preferences(speed, counts, thoughts, sound, volume, value);
  }
}
