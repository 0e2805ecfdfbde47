package mancala.rules.record;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * Where Mancala keeps what it saves for the player (settings, endgame tables): the platform's
 * per-user data folder, or a folder named by the {@code mancala.data} system property.
 */
public final class DataFolder {
  private DataFolder() {}

  /** The folder for this user on this machine. */
  public static Path forUser() {
    return forUser(System.getProperties().entrySet(), System.getenv());
  }

  /** The folder given these system properties and environment (for tests). */
  static Path forUser(Iterable<Map.Entry<Object, Object>> properties, Map<String, String> env) {
    String override = null;
    String home = System.getProperty("user.home");
    String os = "";
    for (Map.Entry<Object, Object> e : properties) {
      switch (String.valueOf(e.getKey())) {
        case "mancala.data" -> override = String.valueOf(e.getValue());
        case "user.home" -> home = String.valueOf(e.getValue());
        case "os.name" -> os = String.valueOf(e.getValue()).toLowerCase(Locale.ROOT);
        default -> {}
      }
    }
    if (override != null && !override.isBlank()) {
      return Path.of(override);
    }
    if (os.startsWith("windows") && env.get("APPDATA") != null) {
      return Path.of(env.get("APPDATA"), "Mancala");
    }
    if (os.startsWith("mac")) {
      return Path.of(home, "Library", "Application Support", "Mancala");
    }
    String xdg = env.get("XDG_DATA_HOME");
    return xdg != null && !xdg.isBlank()
        ? Path.of(xdg, "mancala")
        : Path.of(home, ".local", "share", "mancala");
  }
}
