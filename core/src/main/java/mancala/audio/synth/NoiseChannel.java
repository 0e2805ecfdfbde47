package mancala.audio.synth;

/**
 * The noise channel: a 15-bit linear feedback shift register shifted every so many CPU cycles (the
 * NTSC period table), outputting the envelope's volume while bit 0 is clear.
 */
public final class NoiseChannel {
  /** The NTSC periods in CPU cycles, by the 4-bit period index. */
  private static final int[] PERIODS = {
    4, 8, 16, 32, 64, 96, 128, 160, 202, 254, 380, 508, 762, 1016, 2034, 4068
  };

  private final Envelope envelope = new Envelope();
  private NoiseMode mode = NoiseMode.LONG;
  private int period = PERIODS[0];
  private int timer;
  private int shiftRegister = 1;
  private boolean sounding;

  /** How many period indexes there are. */
  public static int periodCount() {
    return PERIODS.length;
  }

  /** The channel's envelope. */
  public Envelope envelope() {
    return envelope;
  }

  /** Chooses the feedback mode. */
  public void mode(NoiseMode newMode) {
    mode = newMode;
  }

  /** Starts a note at this period index, 0 (highest) to 15; the envelope restarts. */
  public void start(int periodIndex) {
    period = PERIODS[periodIndex];
    sounding = true;
    envelope.restart();
  }

  /** Ends the note: the channel outputs 0. */
  public void silence() {
    sounding = false;
  }

  /** One CPU cycle of the timer. */
  public void clockTimer() {
    if (timer == 0) {
      timer = period - 1;
      shift();
    } else {
      timer--;
    }
  }

  /** Shifts the register once, feeding back bit 0 XOR the mode's tap into bit 14. */
  public void shift() {
    int feedback = (shiftRegister ^ (shiftRegister >> mode.tap())) & 1;
    shiftRegister = (shiftRegister >> 1) | (feedback << 14);
  }

  /** The 15-bit shift register. */
  public int shiftRegister() {
    return shiftRegister;
  }

  /** The quarter-frame clock (240 Hz): the envelope. */
  void clockQuarterFrame() {
    envelope.clock();
  }

  /** The channel's output now, 0 to 15. */
  public int output() {
    return sounding && (shiftRegister & 1) == 0 ? envelope.volume() : 0;
  }
}
