package mancala.desktop;

import com.badlogic.gdx.backends.lwjgl3.Lwjgl3Application;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3ApplicationConfiguration;
import com.badlogic.gdx.utils.GdxRuntimeException;
import java.util.function.BiFunction;
import mancala.audio.SoundHardware;
import mancala.console.Program;
import mancala.console.game.CartridgeArt;
import mancala.console.pads.PortSetup;
import mancala.console.picture.Frame;
import mancala.video.ConsoleApplication;
import mancala.video.Pacing;
import mancala.video.RunOptions;

/** Opens the game window with LWJGL3 and runs the console in it until it closes. */
final class GameWindow {
  /** OpenAL sources: one stream is all the game uses. */
  private static final int AUDIO_SOURCES = 4;

  /** The device's buffers: 6 of 1024 bytes (512 samples), 70 ms ahead, with room for a stall. */
  private static final int AUDIO_BUFFER_BYTES = 1024;

  private static final int AUDIO_BUFFERS = 6;

  private GameWindow() {}

  /**
   * Runs the game in a window of the console picture at this scale; returns when the window closes.
   *
   * @throws IllegalStateException with a message for people if no window can be opened
   */
  static void run(
      RunOptions options, int scale, BiFunction<CartridgeArt, PortSetup, Program> cartridge) {
    Lwjgl3ApplicationConfiguration config = new Lwjgl3ApplicationConfiguration();
    config.setTitle("Mancala");
    config.setWindowedMode(Frame.WIDTH * scale, Frame.HEIGHT * scale);
    config.setWindowSizeLimits(Frame.WIDTH, Frame.HEIGHT, -1, -1);
    boolean paced = options.pacing() == Pacing.ONE_TICK_PER_FRAME;
    // Scripted runs go faster than sound; a machine without a sound device stays silent and quiet.
    config.disableAudio(paced || !SoundHardware.present());
    config.setAudioConfig(AUDIO_SOURCES, AUDIO_BUFFER_BYTES, AUDIO_BUFFERS);
    config.useVsync(!paced);
    config.setForegroundFPS(paced ? 0 : 60);
    config.setIdleFPS(paced ? 0 : 60);
    try {
      new Lwjgl3Application(new ConsoleApplication(options, cartridge), config);
    } catch (GdxRuntimeException e) {
      throw new IllegalStateException(
          "cannot open the game window ("
              + e.getMessage()
              + "); it needs a desktop, or a virtual display such as"
              + " 'xvfb-run java -jar desktop/target/mancala.jar'",
          e);
    }
  }
}
