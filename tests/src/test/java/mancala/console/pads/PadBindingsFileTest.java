package mancala.console.pads;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import mancala.rules.record.FormatException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The bindings file: round trips, atomic saves, and damaged files named by line and kept. */
class PadBindingsFileTest {
  private static final Map<String, PadBindings> TWO_PADS =
      Map.of(
          "Xbox 360 Controller",
          PadBindings.DEFAULTS.rebound(PadAction.A, PadButton.B),
          "Pad # with, odd name",
          PadBindings.DEFAULTS.rebound(PadAction.OPTION, PadButton.LEFT_SHOULDER));

  @TempDir Path dir;

  @Test
  void whatIsSavedIsReadBack() throws Exception {
    PadBindingsFile file = new PadBindingsFile(dir.resolve("sub/pad-bindings.txt"));
    assertEquals(Map.of(), file.load(), "no file yet: nothing remembered");
    file.save(TWO_PADS);
    assertEquals(TWO_PADS, new PadBindingsFile(file.file()).load());
    try (var listing = Files.list(file.file().getParent())) {
      assertEquals(1, listing.count(), "no temporary file is left behind");
    }
  }

  @Test
  void theTextIsForPeopleToo() {
    String text = PadBindingsFile.format(TWO_PADS);
    assertTrue(text.startsWith(PadBindingsFile.HEADER + "\n"), text);
    assertTrue(text.contains("pad Xbox 360 Controller\nUP DPAD_UP\n"), text);
    assertTrue(text.contains("A B\nB A\n"), text);
  }

  @Test
  void handWrittenFilesMayHaveCommentsBlankLinesAndAnyCase() throws Exception {
    String text =
        "\n# mine\nmancala-pad-bindings 1\n\npad My Pad\n# swapped\n"
            + "up dpad_up\ndown dpad_down\nleft dpad_left\nright dpad_right\n"
            + "a b\nb a\nstart start\nselect back\noption y\n";
    Map<String, PadBindings> read = PadBindingsFile.parse(text, "x");
    assertEquals(PadButton.B, read.get("My Pad").button(PadAction.A));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "mancala-pad-bindings 2|x: is not a Mancala bindings file (no 'mancala-pad-bindings 1' line)",
        "mancala-pad-bindings 1\\nUP DPAD_UP|x: line 2: expected 'pad <name>', got 'UP DPAD_UP'",
        "mancala-pad-bindings 1\\npad|x: line 2: a pad line needs the pad's name",
        "mancala-pad-bindings 1\\npad P\\nJUMP A|x: line 3: no action is called 'JUMP'",
        "mancala-pad-bindings 1\\npad P\\nA TRIGGER|x: line 3: no button is called 'TRIGGER'",
        "mancala-pad-bindings 1\\npad P\\nA|x: line 3: expected '<ACTION> <BUTTON>', got 'A'",
        "mancala-pad-bindings 1\\npad P\\nA A\\nA B|x: line 4: A is bound twice",
        "mancala-pad-bindings 1\\npad P\\nA A\\nB A|x: line 4: button A already does something",
        "mancala-pad-bindings 1\\npad P\\nA A|x: line 2: pad 'P' has no button for UP",
      })
  void aDamagedFileIsNamedByLine(String text, String message) {
    FormatException e =
        assertThrows(
            FormatException.class, () -> PadBindingsFile.parse(text.replace("\\n", "\n"), "x"));
    assertEquals(message, e.getMessage());
  }

  @Test
  void aPadNamedTwiceIsDamage() {
    String one = PadBindingsFile.format(Map.of("P", PadBindings.DEFAULTS));
    String twice = one + one.substring(one.indexOf("pad P"));
    FormatException e =
        assertThrows(FormatException.class, () -> PadBindingsFile.parse(twice, "x"));
    assertTrue(e.getMessage().contains("pad 'P' appears twice"), e.getMessage());
  }

  @Test
  void aDamagedFileIsKeptAsideWhenNewBindingsAreSaved() throws Exception {
    Path path = dir.resolve("pad-bindings.txt");
    Files.writeString(path, "garbage\n");
    PadBindingsFile file = new PadBindingsFile(path);
    assertThrows(FormatException.class, file::load);
    assertEquals("garbage\n", Files.readString(path), "reading never changes the file");
    file.save(TWO_PADS);
    assertEquals("garbage\n", Files.readString(file.keptAside()));
    assertEquals(TWO_PADS, file.load());
  }

  @Test
  void binaryOrHugeFilesAreDamageNotCrashes() throws Exception {
    Path path = dir.resolve("pad-bindings.txt");
    Files.write(path, new byte[] {(byte) 0xFF, (byte) 0xFE, 0, 1});
    assertThrows(FormatException.class, () -> new PadBindingsFile(path).load());
    Files.createDirectories(dir.resolve("folder"));
    assertThrows(FormatException.class, () -> new PadBindingsFile(dir.resolve("folder")).load());
    assertFalse(Files.exists(dir.resolve("folder.bad")));
  }
}
