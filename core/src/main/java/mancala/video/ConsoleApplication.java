package mancala.video;

import com.badlogic.gdx.ApplicationAdapter;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.Pixmap;
import com.badlogic.gdx.graphics.PixmapIO;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.function.BiFunction;
import mancala.audio.SilentSoundPlayer;
import mancala.audio.SoundPlayer;
import mancala.audio.SoundPlayers;
import mancala.console.Console;
import mancala.console.Controls;
import mancala.console.Program;
import mancala.console.SoundEvent;
import mancala.console.game.CartridgeArt;
import mancala.console.pads.PadBindingsFile;
import mancala.console.pads.PadPorts;
import mancala.console.pads.PortSetup;
import mancala.console.picture.Frame;
import mancala.input.KeyBindings;
import mancala.input.KeyboardPads;
import mancala.input.SdlGamepads;
import mancala.input.WindowKeys;

/**
 * The console in a window: keyboard and gamepads into the controls, ticks from the frame clock (or
 * one per frame for scripted runs), each tick's frame drawn at integer scale and its sounds, music
 * and volume handed to the sound player; on a counted run, the screenshots and frame times are
 * written when the count is reached and the window closes.
 */
public final class ConsoleApplication extends ApplicationAdapter implements WindowKeys {
  private static final int MAX_FRAMES_TIMED = 1 << 20;
  private static final DateTimeFormatter SHOT_NAME =
      DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSS", Locale.ROOT);

  /** The gamepad bindings file, in the settings folder. */
  public static final String BINDINGS_FILE = "pad-bindings.txt";

  private final RunOptions options;
  private final BiFunction<CartridgeArt, PortSetup, Program> cartridge;
  private final Controls controls = new Controls();
  private final FrameTimes frameTimes = new FrameTimes(MAX_FRAMES_TIMED);
  private Console console;
  private FrameDisplay display;
  private SoundPlayer sound = new SilentSoundPlayer();
  private int width;
  private int height;
  private int windowedWidth;
  private int windowedHeight;
  private long lastFrameStart;

  /**
   * An application running the cartridge made from the art and the pad ports, as the options say.
   */
  public ConsoleApplication(
      RunOptions options, BiFunction<CartridgeArt, PortSetup, Program> cartridge) {
    this.options = options;
    this.cartridge = cartridge;
  }

  @Override
  public void create() {
    CartridgeArt art = CartridgeArt.load();
    display = new FrameDisplay(StandardPpu.create(art));
    KeyBindings keys = KeyBindings.standard();
    Path settings = options.settingsFolder();
    PadPorts ports =
        new PadPorts(
            controls,
            new PadBindingsFile(settings.resolve(BINDINGS_FILE)),
            keys,
            ConsoleApplication::problem);
    console = new Console(cartridge.apply(art, ports), controls);
    Gdx.input.setInputProcessor(new KeyboardPads(controls, keys, this, ports::keyboardUsed));
    SdlGamepads.start(ports, settings, System.getenv(), ConsoleApplication::problem);
    sound = SoundPlayers.open(Gdx.audio);
    width = Gdx.graphics.getBackBufferWidth();
    height = Gdx.graphics.getBackBufferHeight();
  }

  @Override
  public void resize(int newWidth, int newHeight) {
    if (newWidth > 0 && newHeight > 0) {
      width = Gdx.graphics.getBackBufferWidth();
      height = Gdx.graphics.getBackBufferHeight();
      if (!Gdx.graphics.isFullscreen()) {
        windowedWidth = newWidth;
        windowedHeight = newHeight;
      }
    }
  }

  @Override
  public void render() {
    long start = System.nanoTime();
    if (lastFrameStart != 0) {
      frameTimes.add(start - lastFrameStart);
    }
    lastFrameStart = start;
    if (options.pacing() == Pacing.ONE_TICK_PER_FRAME) {
      options.script().ifPresent(s -> s.apply(console.ticks(), controls));
      console.tick();
    } else {
      console.advance(Gdx.graphics.getDeltaTime());
    }
    for (SoundEvent effect : console.takeSounds()) {
      sound.play(effect);
    }
    sound.music(console.music());
    sound.volume(console.volume());
    display.show(console.frame(), width, height);
    if (options.ticks().isPresent() && console.ticks() >= options.ticks().getAsLong()) {
      finishRun();
      Gdx.app.exit();
    }
  }

  @Override
  public void pause() {
    controls.releaseAll();
  }

  @Override
  public void dispose() {
    sound.close();
    if (display != null) {
      display.dispose();
    }
  }

  private void finishRun() {
    options.screenshot().ifPresent(path -> writeFrame(path, display.lastPicture()));
    options.windowScreenshot().ifPresent(this::writeWindow);
    options
        .frameTimes()
        .ifPresent(
            path -> {
              try {
                frameTimes.write(path);
              } catch (IOException e) {
                throw new UncheckedIOException("cannot write frame times to " + path, e);
              }
              System.out.println("frame times: " + frameTimes.summary());
            });
  }

  private static void problem(String message) {
    System.err.println("mancala: " + message);
  }

  private static void writeFrame(Path path, int[] rgb) {
    Pixmap pixmap = new Pixmap(Frame.WIDTH, Frame.HEIGHT, Pixmap.Format.RGBA8888);
    try {
      ByteBuffer bytes = pixmap.getPixels();
      for (int colour : rgb) {
        bytes.put((byte) (colour >> 16)).put((byte) (colour >> 8)).put((byte) colour);
        bytes.put((byte) 0xFF);
      }
      bytes.flip();
      PixmapIO.writePNG(Gdx.files.absolute(path.toAbsolutePath().toString()), pixmap);
    } finally {
      pixmap.dispose();
    }
  }

  private void writeWindow(Path path) {
    Pixmap pixmap = Pixmap.createFromFrameBuffer(0, 0, width, height);
    Pixmap upright = new Pixmap(width, height, Pixmap.Format.RGBA8888);
    try {
      upright.setBlending(Pixmap.Blending.None);
      for (int y = 0; y < height; y++) {
        upright.drawPixmap(pixmap, 0, y, width, 1, 0, height - 1 - y, width, 1);
      }
      PixmapIO.writePNG(Gdx.files.absolute(path.toAbsolutePath().toString()), upright);
    } finally {
      pixmap.dispose();
      upright.dispose();
    }
  }

  @Override
  public void screenshot() {
    Path path = Path.of("mancala-" + SHOT_NAME.format(LocalDateTime.now()) + ".png");
    writeFrame(path, display.lastPicture());
    System.out.println("screenshot: " + path.toAbsolutePath());
  }

  @Override
  public void toggleFullscreen() {
    if (Gdx.graphics.isFullscreen()) {
      Gdx.graphics.setWindowedMode(
          Math.max(Frame.WIDTH, windowedWidth), Math.max(Frame.HEIGHT, windowedHeight));
    } else {
      Gdx.graphics.setFullscreenMode(Gdx.graphics.getDisplayMode());
    }
  }
}
