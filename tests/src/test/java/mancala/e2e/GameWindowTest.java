package mancala.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import mancala.console.ConsoleDriver;
import mancala.console.game.MatchDriver;
import mancala.console.picture.Frame;
import mancala.rules.Position;
import mancala.rules.RandomGames;
import mancala.rules.RuleSet;
import mancala.rules.Rules;
import mancala.video.StandardPpu;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged game in a real window under Xvfb: a whole scripted game ends on exactly the picture
 * the headless console draws for the same script, shown at an exact integer scale; and the game
 * starts and keeps running on its own.
 */
class GameWindowTest {
  private static final long SEED = 5;

  @TempDir Path dir;

  @Test
  void aScriptedGameInTheWindowEndsOnTheExpectedPicture() throws Exception {
    ConsoleDriver driver = new ConsoleDriver(SEED);
    MatchDriver match = new MatchDriver(driver);
    match.startGame();
    match.playGame(randomGame(3));
    driver.run(30);
    int[] expected = new int[Frame.WIDTH * Frame.HEIGHT];
    StandardPpu.create(ConsoleDriver.ART).render(driver.frame(), expected);
    assertTrue(MatchDriver.gameOver(driver.frame()));

    Path script = dir.resolve("game.pad");
    Files.writeString(script, driver.script());
    Path shot = dir.resolve("frame.png");
    Path window = dir.resolve("window.png");
    Result run =
        run(
            120,
            "--seed",
            Long.toString(SEED),
            "--script",
            script.toString(),
            "--ticks",
            Long.toString(driver.console().ticks()),
            "--screenshot",
            shot.toString(),
            "--window-screenshot",
            window.toString(),
            "--scale",
            "2");
    assertEquals(0, run.code, run.output);

    BufferedImage frame = ImageIO.read(shot.toFile());
    assertEquals(Frame.WIDTH, frame.getWidth());
    assertEquals(Frame.HEIGHT, frame.getHeight());
    for (int y = 0; y < Frame.HEIGHT; y++) {
      for (int x = 0; x < Frame.WIDTH; x++) {
        assertEquals(
            expected[y * Frame.WIDTH + x], frame.getRGB(x, y) & 0xFFFFFF, "pixel " + x + "," + y);
      }
    }
    BufferedImage scaled = ImageIO.read(window.toFile());
    assertEquals(2 * Frame.WIDTH, scaled.getWidth());
    assertEquals(2 * Frame.HEIGHT, scaled.getHeight());
    for (int y = 0; y < scaled.getHeight(); y++) {
      for (int x = 0; x < scaled.getWidth(); x++) {
        assertEquals(
            expected[(y / 2) * Frame.WIDTH + x / 2],
            scaled.getRGB(x, y) & 0xFFFFFF,
            "window pixel " + x + "," + y);
      }
    }
  }

  @Test
  void theGameStartsAndKeepsRunning() throws Exception {
    Path log = dir.resolve("game.log");
    Process process =
        new ProcessBuilder(Xvfb.game("--seed", "1"))
            .redirectErrorStream(true)
            .redirectOutput(log.toFile())
            .start();
    try {
      assertFalse(process.waitFor(6, TimeUnit.SECONDS), "the game is still running");
    } finally {
      process.descendants().forEach(ProcessHandle::destroy);
      process.destroy();
      process.waitFor(10, TimeUnit.SECONDS);
    }
    String output = Files.readString(log);
    assertFalse(output.contains("Exception"), output);
    assertFalse(output.contains("ALSA"), "no sound device here: silent, and nothing printed");
    assertFalse(output.contains("mancala:"), "no problem to tell: " + output);
  }

  private static List<Integer> randomGame(long seed) {
    Rules rules = Rules.of(RuleSet.KALAH, 6);
    Position p = rules.start(4);
    SplittableRandom random = new SplittableRandom(seed);
    List<Integer> moves = new ArrayList<>();
    while (!p.isOver()) {
      int move = RandomGames.randomMove(p, random);
      moves.add(move);
      rules.play(p, move);
    }
    return moves;
  }

  private record Result(int code, String output) {}

  private static Result run(int timeoutSeconds, String... args)
      throws IOException, InterruptedException {
    Process process = new ProcessBuilder(Xvfb.game(args)).redirectErrorStream(true).start();
    boolean done = process.waitFor(timeoutSeconds, TimeUnit.SECONDS);
    if (!done) {
      process.descendants().forEach(ProcessHandle::destroy);
      process.destroy();
    }
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(done, "the run ended in time: " + output);
    return new Result(process.exitValue(), output);
  }
}
