package mancala.video;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.StringJoiner;

/** Frame times of a run, kept in a fixed buffer, with their median and 99th percentile. */
public final class FrameTimes {
  private final long[] nanos;
  private int count;

  /** Room for this many frames; later ones are not kept. */
  public FrameTimes(int capacity) {
    nanos = new long[capacity];
  }

  /** Notes one frame's duration. */
  public void add(long frameNanos) {
    if (count < nanos.length) {
      nanos[count++] = frameNanos;
    }
  }

  /** Frames noted. */
  public int count() {
    return count;
  }

  /** A percentile (0-100) in milliseconds, by nearest rank; 0 if nothing was noted. */
  public double percentileMillis(double percentile) {
    if (count == 0) {
      return 0;
    }
    long[] sorted = Arrays.copyOf(nanos, count);
    Arrays.sort(sorted);
    int rank = (int) Math.ceil(percentile / 100 * count);
    return sorted[Math.max(0, Math.min(count - 1, rank - 1))] / 1e6;
  }

  /** One line: frames, median and 99th percentile. */
  public String summary() {
    return String.format(
        Locale.ROOT,
        "frames=%d median=%.2fms p99=%.2fms max=%.2fms",
        count,
        percentileMillis(50),
        percentileMillis(99),
        percentileMillis(100));
  }

  /** Writes every frame time in milliseconds, one a line, then the summary as a comment. */
  public void write(Path file) throws IOException {
    StringJoiner out = new StringJoiner("\n", "", "\n");
    for (int i = 0; i < count; i++) {
      out.add(String.format(Locale.ROOT, "%.3f", nanos[i] / 1e6));
    }
    out.add("# " + summary());
    Files.writeString(file, out.toString());
  }
}
