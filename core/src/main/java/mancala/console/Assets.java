package mancala.console;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Reads the files of {@code assets/} that the build puts on the classpath under /assets. */
public final class Assets {
  private Assets() {}

  /** The bytes of an asset, such as {@code fonts/PressStart2P-Regular.ttf}. */
  public static byte[] bytes(String path) {
    try (InputStream in = Assets.class.getResourceAsStream("/assets/" + path)) {
      if (in == null) {
        throw new IllegalStateException("asset missing from the build: assets/" + path);
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read asset assets/" + path, e);
    }
  }

  /** The text of an asset, as UTF-8. */
  public static String text(String path) {
    return new String(bytes(path), StandardCharsets.UTF_8);
  }
}
