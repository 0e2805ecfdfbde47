package mancala.console.pads;

import java.io.IOException;
import java.util.Map;
import mancala.rules.record.FormatException;

/** Where the gamepad bindings of every pad name are kept between runs. */
public interface BindingsStore {
  /**
   * The bindings saved, by pad name (none before anything was saved).
   *
   * @throws FormatException naming the file, line and problem if what was saved is damaged
   */
  Map<String, PadBindings> load() throws FormatException;

  /** Saves the bindings of every pad name, replacing what was saved. */
  void save(Map<String, PadBindings> bindings) throws IOException;
}
