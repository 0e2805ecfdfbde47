package mancala.desktop;

import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** The standard streams a command reads and writes, injectable so tests can drive commands. */
public record Terminal(InputStream in, PrintStream out, PrintStream err) {
  /** The process's own streams. */
  public static Terminal system() {
    return new Terminal(System.in, System.out, System.err);
  }

  /** Standard input as UTF-8 lines. */
  public BufferedReader reader() {
    return new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
  }
}
