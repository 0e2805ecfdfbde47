package mancala.input;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.controllers.desktop.JamepadControllerManager;
import com.badlogic.gdx.controllers.desktop.support.JamepadControllerMonitor;
import com.badlogic.gdx.controllers.desktop.support.JamepadShutdownHook;
import com.studiohartman.jamepad.Configuration;
import com.studiohartman.jamepad.ControllerManager;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;
import mancala.console.pads.PadPorts;

/**
 * Starts reading USB gamepads on the desktop: SDL's game-controller API through Jamepad, polled
 * once a frame by gdx-controllers' desktop monitor, with the player's own mappings for pads SDL
 * does not know (the file {@value #FILE} in the settings folder, and {@value #VARIABLE}) added
 * before the pads present are first listed, so that those pads appear too. Works on the render
 * thread; if gamepads cannot be started, the ports are told and the keyboard carries on.
 */
public final class SdlGamepads {
  /** The player's mappings file, in the settings folder. */
  public static final String FILE = "gamecontrollerdb.txt";

  /** The environment variable SDL reads mappings from. */
  public static final String VARIABLE = "SDL_GAMECONTROLLERCONFIG";

  /** The largest mappings file read. */
  static final long MAX_BYTES = 8L << 20;

  private SdlGamepads() {}

  /**
   * Starts gamepads for the ports, reading mappings from the folder and the environment; problems
   * (bad mapping lines, gamepads unavailable) are told to {@code problems}.
   */
  public static void start(
      PadPorts ports, Path settingsFolder, Map<String, String> env, Consumer<String> problems) {
    start(ports, settingsFolder, env, problems, SdlGamepads::openSdl);
  }

  /** Starts gamepads as above, SDL opened by {@code sdl} (which may fail in any way). */
  static void start(
      PadPorts ports,
      Path settingsFolder,
      Map<String, String> env,
      Consumer<String> problems,
      Supplier<ControllerManager> sdl) {
    ControllerManager manager;
    try {
      manager = sdl.get();
    } catch (RuntimeException | LinkageError e) {
      ports.unavailable(describe(e));
      return;
    }
    Gdx.app.addLifecycleListener(new JamepadShutdownHook(manager));
    addMappings(
        manager, userMappings(settingsFolder.resolve(FILE), env.get(VARIABLE), problems), problems);
    ControllerEvents events = new ControllerEvents(ports, problems);
    try {
      JamepadControllerMonitor monitor = new JamepadControllerMonitor(manager, events);
      events.started();
      monitor.run();
    } catch (RuntimeException | LinkageError e) {
      ports.unavailable(describe(e));
    }
  }

  /**
   * Loads SDL's native library and starts its game-controller API, with the mappings shipped with
   * gdx-controllers. Its desktop monitor reads the Jamepad configuration from the static field
   * gdx-controllers provides for it, so that field is filled once, before the monitor is made.
   */
  private static ControllerManager openSdl() {
    if (JamepadControllerManager.jamepadConfiguration == null) {
      JamepadControllerManager.jamepadConfiguration = new Configuration();
    }
    ControllerManager manager =
        new ControllerManager(JamepadControllerManager.jamepadConfiguration);
    manager.initSDLGamepad();
    return manager;
  }

  /** The well-formed mappings of the file (if there is one) and of the variable (if set). */
  static String userMappings(Path file, String variable, Consumer<String> problems) {
    StringBuilder text = new StringBuilder();
    if (Files.exists(file)) {
      try {
        MappingLines lines = MappingLines.parse(read(file), file.toString());
        lines.problems().forEach(p -> problems.accept(p + " (line skipped)"));
        text.append(lines.text());
      } catch (IOException e) {
        problems.accept(file + ": cannot be read (" + e.getMessage() + "); no mappings from it");
      }
    }
    if (variable != null && !variable.isBlank()) {
      MappingLines lines = MappingLines.parse(variable, VARIABLE);
      lines.problems().forEach(p -> problems.accept(p + " (line skipped)"));
      text.append(lines.text());
    }
    return text.toString();
  }

  private static String read(Path file) throws IOException {
    if (Files.isDirectory(file)) {
      throw new IOException("it is a folder");
    }
    if (Files.size(file) > MAX_BYTES) {
      throw new IOException("it is too large to be a mappings file");
    }
    try {
      return StandardCharsets.UTF_8
          .newDecoder()
          .decode(ByteBuffer.wrap(Files.readAllBytes(file)))
          .toString();
    } catch (CharacterCodingException e) {
      throw new IOException("it is not a text file", e);
    }
  }

  /**
   * Gives SDL the mappings. Jamepad only reads mapping files from the classpath, so its own buffer
   * call is used.
   */
  private static void addMappings(ControllerManager sdl, String text, Consumer<String> problems) {
    if (text.isEmpty()) {
      return;
    }
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    try {
      Method add =
          ControllerManager.class.getDeclaredMethod(
              "nativeAddMappingsFromBuffer", byte[].class, int.class);
      add.setAccessible(true);
      if (!(Boolean) add.invoke(sdl, bytes, bytes.length)) {
        problems.accept("SDL refused the gamepad mappings from " + FILE + " and " + VARIABLE);
      }
    } catch (ReflectiveOperationException | RuntimeException e) {
      Throwable cause = e instanceof InvocationTargetException i ? i.getCause() : e;
      problems.accept("cannot add the gamepad mappings of " + FILE + ": " + cause);
    }
  }

  private static String describe(Throwable e) {
    String message = e.getMessage();
    return e.getClass().getSimpleName() + (message == null ? "" : ": " + message);
  }
}
