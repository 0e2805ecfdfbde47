package mancala.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The packaged desktop/target/mancala.jar runs its command line as a user would. */
class PackagedJarTest {
  private static final Path JAR = Path.of(System.getProperty("mancala.jar", "missing"));

  @Test
  void replayRunsFromThePackagedJar() throws Exception {
    Result result = run("kalah 4 2 5 0\nfoo 1\n", "replay");

    assertEquals(1, result.code);
    assertTrue(result.out.startsWith("0 board=4,4,4,4,4,4,0,4,4,4,4,4,4,0 next=0"), result.out);
    assertTrue(result.out.contains("end final=20:28\nerror=unknown-rule-set ply=0\n"));
  }

  @Test
  void perftRunsFromThePackagedJar() throws Exception {
    Result result = run("", "perft", "kalah", "4", "2");

    assertEquals(0, result.code);
    assertTrue(result.out.contains(" count=35 "), result.out);
  }

  private record Result(int code, String out) {}

  private static Result run(String input, String... args) throws IOException, InterruptedException {
    assertTrue(Files.isRegularFile(JAR), "build the jar first: " + JAR);
    String[] command = new String[args.length + 3];
    command[0] = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    command[1] = "-jar";
    command[2] = JAR.toString();
    System.arraycopy(args, 0, command, 3, args.length);
    Process process = new ProcessBuilder(command).redirectErrorStream(false).start();
    process.getOutputStream().write(input.getBytes(StandardCharsets.UTF_8));
    process.getOutputStream().close();
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(process.waitFor(60, TimeUnit.SECONDS));
    return new Result(process.exitValue(), out);
  }
}
