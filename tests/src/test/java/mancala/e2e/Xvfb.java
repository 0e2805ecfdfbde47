package mancala.e2e;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Builds commands that run the packaged game in a virtual X display (./test.sh installs Xvfb). */
final class Xvfb {
  static final Path JAR = Path.of(System.getProperty("mancala.jar", "missing"));

  private Xvfb() {}

  /** {@code xvfb-run java -jar mancala.jar <args>}. */
  static List<String> game(String... args) {
    return game(List.of(), args);
  }

  /** {@code xvfb-run java <jvm options> -jar mancala.jar <args>}. */
  static List<String> game(List<String> jvmOptions, String... args) {
    assertTrue(Files.isRegularFile(JAR), "build the jar first: " + JAR);
    assertTrue(
        Files.isExecutable(Path.of("/usr/bin/xvfb-run")),
        "the window tests need Xvfb: ./test.sh installs it (apt-get install xvfb libgl1-mesa-dri)");
    List<String> command = new ArrayList<>();
    command.add("xvfb-run");
    command.add("-a");
    command.add("-s");
    command.add("-screen 0 1024x768x24");
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(jvmOptions);
    command.add("-jar");
    command.add(JAR.toString());
    command.addAll(List.of(args));
    return command;
  }
}
