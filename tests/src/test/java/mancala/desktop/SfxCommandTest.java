package mancala.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import javax.sound.sampled.AudioInputStream;
import javax.sound.sampled.AudioSystem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The sfx command: listing, rendering to WAV, and refusing what it cannot do. */
class SfxCommandTest {
  @TempDir Path folder;

  @Test
  void listsEverySoundWithItsLength() {
    CommandRun run = CommandRun.of("", "sfx", "--list");
    assertEquals(0, run.exitCode(), run.err());
    String[] lines = run.out().split("\n");
    assertEquals(11, lines.length, run.out());
    assertTrue(lines[0].matches("cursor +0\\.\\d\\d s"), lines[0]);
    assertTrue(run.out().contains("extra-turn "), run.out());
    assertTrue(lines[10].matches("title +\\d+\\.\\d\\d s"), lines[10]);
  }

  @Test
  void rendersADropStepToAWavFile() throws Exception {
    Path wav = folder.resolve("drop.wav");
    CommandRun run = CommandRun.of("", "sfx", "drop", wav.toString(), "--step", "4");
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().startsWith("sfx: drop, 0."), run.out());
    try (AudioInputStream in = AudioSystem.getAudioInputStream(wav.toFile())) {
      assertEquals(44_100f, in.getFormat().getSampleRate());
      assertEquals(16, in.getFormat().getSampleSizeInBits());
      assertEquals(1, in.getFormat().getChannels());
      assertTrue(in.getFrameLength() > 4410, "frames " + in.getFrameLength());
    }
    Path higher = folder.resolve("higher.wav");
    CommandRun.of("", "sfx", "drop", higher.toString(), "--step", "5");
    assertTrue(Files.mismatch(wav, higher) >= 0, "another step, another sound");
  }

  @Test
  void refusesUnknownSoundsMissingArgumentsAndUnwritableFiles() {
    CommandRun unknown = CommandRun.of("", "sfx", "boing", folder.resolve("x.wav").toString());
    assertEquals(2, unknown.exitCode());
    assertTrue(
        unknown.err().contains("unknown sound 'boing' (known: cursor, select,"), unknown.err());

    CommandRun missing = CommandRun.of("", "sfx", "cursor");
    assertEquals(2, missing.exitCode());
    assertTrue(missing.err().contains("give a sound's name and a WAV file, or --list"));

    CommandRun negative = CommandRun.of("", "sfx", "drop", "x.wav", "--step", "-1");
    assertEquals(2, negative.exitCode());
    assertTrue(negative.err().contains("--step must be 0 or more, not -1"), negative.err());

    Path nowhere = folder.resolve("no/such/folder/x.wav");
    CommandRun unwritable = CommandRun.of("", "sfx", "cursor", nowhere.toString());
    assertEquals(1, unwritable.exitCode());
    assertTrue(unwritable.err().startsWith("sfx: cannot write " + nowhere), unwritable.err());
    assertTrue(Files.notExists(nowhere));
  }
}
