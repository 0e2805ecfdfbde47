package mancala.console.game;

import java.io.IOException;
import java.util.Optional;
import mancala.rules.record.FormatException;

/** Where the player's preferences are kept between runs. */
public interface PreferencesStore {
  /**
   * The preferences saved, if any were.
   *
   * @throws FormatException naming the file, line and problem if what was saved is damaged
   */
  Optional<Preferences> load() throws FormatException;

  /** Saves the preferences, replacing what was saved. */
  void save(Preferences preferences) throws IOException;
}
