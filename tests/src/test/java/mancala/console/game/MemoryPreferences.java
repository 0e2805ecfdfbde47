package mancala.console.game;

import java.io.IOException;
import java.util.Optional;
import mancala.rules.record.FormatException;

/** A preferences store in memory, for tests: counts its saves and can be told to fail. */
public final class MemoryPreferences implements PreferencesStore {
  private Optional<Preferences> saved = Optional.empty();
  private int saves;
  private boolean failing;

  @Override
  public Optional<Preferences> load() throws FormatException {
    return saved;
  }

  @Override
  public void save(Preferences preferences) throws IOException {
    if (failing) {
      throw new IOException("the disk is full");
    }
    saved = Optional.of(preferences);
    saves++;
  }

  /** What was saved last, if anything. */
  public Optional<Preferences> saved() {
    return saved;
  }

  /** How many times the preferences were saved. */
  public int saves() {
    return saves;
  }

  /** Makes every later save fail. */
  public void failSaves() {
    failing = true;
  }
}
