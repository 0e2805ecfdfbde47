package mancala.console.game;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;
import java.util.function.Consumer;
import mancala.rules.record.FormatException;

/**
 * The player's choices while the console is on, read from and saved to a {@link PreferencesStore}
 * at every change. A damaged store gives the defaults and a message, never a crash; a save that
 * fails is told and the choice still holds.
 */
public final class Settings {
  private final PreferencesStore store;
  private final Consumer<String> problems;
  private final Deque<String> notices = new ArrayDeque<>();
  private Preferences preferences = Preferences.DEFAULTS;

  private Settings(PreferencesStore store, Consumer<String> problems) {
    this.store = store;
    this.problems = problems;
  }

  /** The settings kept in {@code store}; problems are told in full to {@code problems}. */
  public static Settings load(PreferencesStore store, Consumer<String> problems) {
    Settings settings = new Settings(store, problems);
    try {
      store.load().ifPresent(p -> settings.preferences = p);
    } catch (FormatException e) {
      problems.accept(e.getMessage() + "; the default settings are used until new ones are saved");
      settings.notices.add("DAMAGED SETTINGS: DEFAULTS");
    }
    return settings;
  }

  /** The choices now. */
  Preferences preferences() {
    return preferences;
  }

  AnimationSpeed speed() {
    return preferences.speed();
  }

  void setSpeed(AnimationSpeed speed) {
    change(preferences.withSpeed(speed));
  }

  CountDisplay counts() {
    return preferences.counts();
  }

  void setCounts(CountDisplay counts) {
    change(preferences.withCounts(counts));
  }

  ThoughtsDisplay thoughts() {
    return preferences.thoughts();
  }

  void setThoughts(ThoughtsDisplay thoughts) {
    change(preferences.withThoughts(thoughts));
  }

  /** Changes the choices, saving them. */
  void change(Preferences changed) {
    if (changed.equals(preferences)) {
      return;
    }
    preferences = changed;
    try {
      store.save(changed);
    } catch (IOException | RuntimeException e) {
      problems.accept("cannot save the settings: " + e.getMessage());
      notices.add("CANNOT SAVE THE SETTINGS");
    }
  }

  /** A short message for the player (at most 28 characters); each is given once. */
  Optional<String> takeNotice() {
    return Optional.ofNullable(notices.poll());
  }
}
