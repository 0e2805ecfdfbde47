package mancala.input;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** SDL mapping lines: good lines pass to SDL, each bad one is named and skipped. */
class MappingLinesTest {
  private static final String GOOD =
      "03000000de280000ff11000001000000,Steam Virtual Gamepad,a:b0,b:b1,x:b2,y:b3,"
          + "back:b6,start:b7,leftx:a0,lefty:a1,dpup:h0.1,+righty:+a4,platform:Linux,";

  @TempDir Path dir;

  @Test
  void goodLinesPassCommentsAndBlanksAreSkipped() {
    MappingLines lines = MappingLines.parse("# mine\n\n" + GOOD + "\r\n", "db");
    assertEquals(List.of(GOOD), lines.mappings());
    assertEquals(List.of(), lines.problems());
    assertEquals(GOOD + "\n", lines.text());
  }

  @Test
  void badLinesAreNamedByLine() {
    String text =
        String.join(
            "\n",
            GOOD,
            "not a mapping",
            "0300zz,Pad,a:b0",
            "03000000de280000ff11000001000000,,a:b0",
            "03000000de280000ff11000001000000,Pad,a=b0",
            "03000000de280000ff11000001000000,Pad,",
            "xinput,XInput Controller,a:b0");
    MappingLines lines = MappingLines.parse(text, "gamecontrollerdb.txt");
    assertEquals(List.of(GOOD, "xinput,XInput Controller,a:b0"), lines.mappings());
    assertEquals(
        List.of(
            "gamecontrollerdb.txt: line 2: expected '<GUID>,<name>,<button>:<control>,...'",
            "gamecontrollerdb.txt: line 3: '0300zz' is not a GUID of 32 hex digits",
            "gamecontrollerdb.txt: line 4: the pad has no name",
            "gamecontrollerdb.txt: line 5: 'a=b0' is not '<name>:<value>'",
            "gamecontrollerdb.txt: line 6: the mapping binds nothing"),
        lines.problems());
  }

  @Test
  void theFileAndTheVariableAreBothReadAndTheirProblemsTold() throws Exception {
    Path file = dir.resolve(SdlGamepads.FILE);
    Files.writeString(file, GOOD + "\nbroken line\n");
    List<String> problems = new ArrayList<>();
    String variable = GOOD.replace("Steam Virtual", "Env") + "\n,,";
    String text = SdlGamepads.userMappings(file, variable, problems::add);
    assertEquals(GOOD + "\n" + GOOD.replace("Steam Virtual", "Env") + "\n", text);
    assertEquals(2, problems.size(), problems.toString());
    assertEquals(
        file + ": line 2: expected '<GUID>,<name>,<button>:<control>,...' (line skipped)",
        problems.get(0));
    assertEquals(
        "SDL_GAMECONTROLLERCONFIG: line 2: '' is not a GUID of 32 hex digits (line skipped)",
        problems.get(1));
  }

  @Test
  void noFileAndNoVariableIsNothingToSay() {
    List<String> problems = new ArrayList<>();
    assertEquals("", SdlGamepads.userMappings(dir.resolve("none.txt"), null, problems::add));
    assertEquals(List.of(), problems);
  }

  @Test
  void anUnreadableFileIsToldAndSkipped() throws Exception {
    Path file = dir.resolve(SdlGamepads.FILE);
    Files.write(file, new byte[] {(byte) 0xC3, (byte) 0x28});
    List<String> problems = new ArrayList<>();
    assertEquals("", SdlGamepads.userMappings(file, "", problems::add));
    assertEquals(
        List.of(file + ": cannot be read (it is not a text file); no mappings from it"), problems);
  }
}
