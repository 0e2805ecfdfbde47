package mancala.audio;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Sound is opened only where there is a card or a sound server to hear it. */
class SoundHardwareTest {
  @TempDir Path root;

  @Test
  void aLinuxMachineWithNeitherCardNorServerHasNoSound() throws Exception {
    assertFalse(SoundHardware.present("Linux", Map.of(), root));
    Files.createDirectories(root.resolve("dev/snd"));
    Files.createFile(root.resolve("dev/snd/seq"));
    assertFalse(SoundHardware.present("Linux", Map.of(), root), "a sequencer plays no PCM");
  }

  @Test
  void aCardsPcmDeviceIsSound() throws Exception {
    Files.createDirectories(root.resolve("dev/snd"));
    Files.createFile(root.resolve("dev/snd/pcmC0D0p"));
    assertTrue(SoundHardware.present("Linux", Map.of(), root));
  }

  @Test
  void aPulseAudioOrPipeWireServerIsSound() throws Exception {
    Files.createDirectories(root.resolve("run/user/1000/pulse"));
    Map<String, String> env = Map.of("XDG_RUNTIME_DIR", "/run/user/1000");
    assertFalse(SoundHardware.present("Linux", env, root));
    Files.createFile(root.resolve("run/user/1000/pulse/native"));
    assertTrue(SoundHardware.present("Linux", env, root));
    Files.delete(root.resolve("run/user/1000/pulse/native"));
    Files.createFile(root.resolve("run/user/1000/pipewire-0"));
    assertTrue(SoundHardware.present("Linux", env, root));
    assertTrue(SoundHardware.present("Linux", Map.of("PULSE_SERVER", "tcp:host"), root));
  }

  @Test
  void otherSystemsAlwaysHaveADevice() {
    assertTrue(SoundHardware.present("Windows 11", Map.of(), root));
    assertTrue(SoundHardware.present("Mac OS X", Map.of(), root));
  }
}
