package mancala.audio.synth;

/**
 * The NES audio processing unit: two pulses, the triangle and the noise clocked at the CPU's
 * 1.789773 MHz, the frame counter's envelope (240 Hz) and sweep (120 Hz) clocks, the non-linear
 * mixer, and the output stage's high-pass (90 Hz, 440 Hz) and low-pass (14 kHz) filters; the mix is
 * box-filtered down to 16-bit samples at 44,100 Hz.
 */
public final class Apu {
  /** The NTSC CPU clock, in Hz. */
  public static final int CPU_HZ = 1_789_773;

  /** The output sample rate, in Hz. */
  public static final int SAMPLE_RATE = 44_100;

  private static final int QUARTER_FRAME_CYCLES = 7457;
  private static final double GAIN = 60_000;

  private final PulseChannel pulse1 = new PulseChannel(Negation.ONES_COMPLEMENT);
  private final PulseChannel pulse2 = new PulseChannel(Negation.TWOS_COMPLEMENT);
  private final TriangleChannel triangle = new TriangleChannel();
  private final NoiseChannel noise = new NoiseChannel();
  private final NesMixer mixer = new NesMixer();
  private final OutputFilter highPass90 = new OutputFilter(FilterKind.HIGH_PASS, 90, SAMPLE_RATE);
  private final OutputFilter highPass440 = new OutputFilter(FilterKind.HIGH_PASS, 440, SAMPLE_RATE);
  private final OutputFilter lowPass = new OutputFilter(FilterKind.LOW_PASS, 14_000, SAMPLE_RATE);
  private boolean oddCycle;
  private int frameCycle;
  private boolean halfFrame;
  private int samplePhase;

  /** The first pulse channel. */
  public PulseChannel pulse1() {
    return pulse1;
  }

  /** The second pulse channel. */
  public PulseChannel pulse2() {
    return pulse2;
  }

  /** The triangle channel. */
  public TriangleChannel triangle() {
    return triangle;
  }

  /** The noise channel. */
  public NoiseChannel noise() {
    return noise;
  }

  /** Runs the chip for {@code count} output samples and writes them from {@code from} on. */
  public void render(short[] out, int from, int count) {
    for (int i = from; i < from + count; i++) {
      double sum = 0;
      int cycles = 0;
      do {
        clockCpu();
        sum += mixer.mix(pulse1.output(), pulse2.output(), triangle.output(), noise.output());
        cycles++;
        samplePhase += SAMPLE_RATE;
      } while (samplePhase < CPU_HZ);
      samplePhase -= CPU_HZ;
      double level = lowPass.apply(highPass440.apply(highPass90.apply(sum / cycles)));
      out[i] =
          (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, Math.round(level * GAIN)));
    }
  }

  private void clockCpu() {
    triangle.clockTimer();
    noise.clockTimer();
    oddCycle = !oddCycle;
    if (oddCycle) {
      pulse1.clockTimer();
      pulse2.clockTimer();
    }
    if (++frameCycle == QUARTER_FRAME_CYCLES) {
      frameCycle = 0;
      pulse1.clockQuarterFrame();
      pulse2.clockQuarterFrame();
      noise.clockQuarterFrame();
      halfFrame = !halfFrame;
      if (halfFrame) {
        pulse1.clockHalfFrame();
        pulse2.clockHalfFrame();
      }
    }
  }
}
