package mancala.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import mancala.console.Controls;
import mancala.console.PortState;
import mancala.console.pads.MemoryBindings;
import mancala.console.pads.PadPorts;
import mancala.console.pads.PadSupport;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** When SDL cannot start, the game carries on with the keyboard and says so once. */
class SdlGamepadsTest {
  @TempDir Path dir;

  @ParameterizedTest
  @ValueSource(strings = {"link", "state"})
  void gamepadsThatCannotStartLeaveTheKeyboard(String failure) {
    Controls controls = new Controls();
    List<String> problems = new ArrayList<>();
    PadPorts ports =
        new PadPorts(controls, new MemoryBindings(), (port, action) -> "KEY", problems::add);
    SdlGamepads.start(
        ports,
        dir,
        Map.of(),
        problems::add,
        () -> {
          if (failure.equals("link")) {
            throw new UnsatisfiedLinkError("no jamepad64 in java.library.path");
          }
          throw new IllegalStateException("Failed to initialize SDL in native method!");
        });
    assertEquals(PadSupport.UNAVAILABLE, ports.support());
    assertEquals(1, problems.size(), problems.toString());
    assertTrue(problems.get(0).startsWith("gamepads are unavailable ("), problems.get(0));
    assertTrue(problems.get(0).endsWith("); play on the keyboard"), problems.get(0));
    assertEquals(Optional.of("NO GAMEPADS: KEYBOARD ONLY"), ports.takeNotice());
    assertEquals(PortState.EMPTY, controls.port(0));
  }
}
