package mancala.video;

import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalLong;
import mancala.console.PadScript;

/**
 * How a window run goes: an optional pad script, a tick count after which the run stops (writing
 * the screenshots asked for), a file for frame times, the seed of the console's randomness, and the
 * folder of the player's settings (gamepad bindings and mappings).
 */
public record RunOptions(
    Optional<PadScript> script,
    OptionalLong ticks,
    Optional<Path> screenshot,
    Optional<Path> windowScreenshot,
    Optional<Path> frameTimes,
    long seed,
    Path settingsFolder) {

  /** Scripted or counted runs go one tick per frame; free play follows real time. */
  public Pacing pacing() {
    return script.isPresent() || ticks.isPresent() ? Pacing.ONE_TICK_PER_FRAME : Pacing.REAL_TIME;
  }
}
