package mancala.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import mancala.console.Button;
import mancala.console.ConsoleDriver;
import mancala.console.ConsoleKey;
import mancala.console.game.Lineup;
import mancala.console.game.TestComputers;
import mancala.console.pads.PadBindingsFile;
import mancala.console.picture.Frame;
import mancala.video.ConsoleApplication;
import mancala.video.StandardPpu;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged game under Xvfb with its gamepad support running (no pads plugged in): a damaged
 * bindings file is told and left alone, and the controls screen, driven from the keyboard, shows
 * exactly what the headless console shows.
 */
class GamepadWindowTest {
  private static final long SEED = 11;

  @TempDir Path dir;

  @Test
  void theControlsScreenWorksFromTheKeyboardAndADamagedBindingsFileIsToldAndKept()
      throws Exception {
    Path bindings = dir.resolve(ConsoleApplication.BINDINGS_FILE);
    Files.writeString(bindings, "mancala-pad-bindings 1\npad Old Pad\nJUMP A\n");

    List<String> problems = new ArrayList<>();
    ConsoleDriver driver =
        new ConsoleDriver(
            SEED,
            Lineup.COUCH,
            TestComputers.direct(),
            new PadBindingsFile(bindings),
            problems::add);
    driver.run(20);
    driver.tap(ConsoleKey.SELECT);
    driver.tap(0, Button.DOWN);
    driver.tap(0, Button.RIGHT);
    driver.tap(0, Button.A);
    driver.run(10);
    assertTrue(driver.frame().rowText(24).contains("NO PAD IN GAMEPAD 2"), "the headless run");
    int[] expected = new int[Frame.WIDTH * Frame.HEIGHT];
    StandardPpu.create(ConsoleDriver.ART).render(driver.frame(), expected);

    Path script = dir.resolve("controls.pad");
    Files.writeString(script, driver.script());
    Path shot = dir.resolve("controls.png");
    Path log = dir.resolve("game.log");
    Process process =
        new ProcessBuilder(
                Xvfb.game(
                    List.of("-Dmancala.data=" + dir),
                    "--seed",
                    Long.toString(SEED),
                    "--script",
                    script.toString(),
                    "--ticks",
                    Long.toString(driver.console().ticks()),
                    "--screenshot",
                    shot.toString()))
            .redirectErrorStream(true)
            .redirectOutput(log.toFile())
            .start();
    assertTrue(process.waitFor(120, TimeUnit.SECONDS), "the run ended in time");
    String output = Files.readString(log, StandardCharsets.UTF_8);
    assertEquals(0, process.exitValue(), output);

    assertTrue(
        output.contains(bindings + ": line 3: no action is called 'JUMP'"),
        "the damaged file is told: " + output);
    assertFalse(output.contains("Exception"), output);
    assertEquals(
        "mancala-pad-bindings 1\npad Old Pad\nJUMP A\n",
        Files.readString(bindings),
        "and left as it was");
    BufferedImage frame = ImageIO.read(shot.toFile());
    for (int y = 0; y < Frame.HEIGHT; y++) {
      for (int x = 0; x < Frame.WIDTH; x++) {
        assertEquals(
            expected[y * Frame.WIDTH + x], frame.getRGB(x, y) & 0xFFFFFF, "pixel " + x + "," + y);
      }
    }
  }
}
