package mancala.audio;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Whether this machine has anywhere to send sound. On Linux, OpenAL's ALSA back end prints errors
 * of its own when there is no sound card, so the window opens audio only where there is a card
 * ({@code /dev/snd/pcm*}) or a sound server (PulseAudio or PipeWire); other systems always have a
 * device.
 */
public final class SoundHardware {
  private SoundHardware() {}

  /** Whether this machine has a sound device. */
  public static boolean present() {
    return present(System.getProperty("os.name", ""), System.getenv(), Path.of("/"));
  }

  /** Whether a machine of this system, environment and file system root has a sound device. */
  static boolean present(String osName, Map<String, String> env, Path root) {
    if (!osName.toLowerCase(Locale.ROOT).startsWith("linux")) {
      return true;
    }
    if (env.containsKey("PULSE_SERVER")) {
      return true;
    }
    String runtime = env.get("XDG_RUNTIME_DIR");
    if (runtime != null && !runtime.isBlank()) {
      Path folder = root.resolve(runtime.replaceFirst("^/+", ""));
      if (Files.exists(folder.resolve("pulse/native"))
          || Files.exists(folder.resolve("pipewire-0"))) {
        return true;
      }
    }
    try (Stream<Path> devices = Files.list(root.resolve("dev/snd"))) {
      return devices.anyMatch(d -> d.getFileName().toString().startsWith("pcm"));
    } catch (IOException e) {
      return false;
    }
  }
}
