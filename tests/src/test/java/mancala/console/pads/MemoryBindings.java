package mancala.console.pads;

import java.io.IOException;
import java.util.Map;
import mancala.rules.record.FormatException;

/** A bindings store in memory, for tests: counts its saves and can be told to fail. */
public final class MemoryBindings implements BindingsStore {
  private Map<String, PadBindings> saved = Map.of();
  private int saves;
  private boolean failing;

  @Override
  public Map<String, PadBindings> load() throws FormatException {
    return saved;
  }

  @Override
  public void save(Map<String, PadBindings> bindings) throws IOException {
    if (failing) {
      throw new IOException("the disk is full");
    }
    saved = Map.copyOf(bindings);
    saves++;
  }

  /** What was saved last. */
  public Map<String, PadBindings> saved() {
    return saved;
  }

  /** How many times the bindings were saved. */
  public int saves() {
    return saves;
  }

  /** Makes every later save fail. */
  public void failSaves() {
    failing = true;
  }
}
