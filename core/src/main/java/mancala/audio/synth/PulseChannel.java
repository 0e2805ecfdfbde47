package mancala.audio.synth;

/**
 * One of the two pulse channels: an 8-step duty sequence stepped every (period + 1) APU cycles (two
 * CPU cycles each), so a tone of 1789773 / (16 (period + 1)) Hz, with an envelope and a sweep.
 */
public final class PulseChannel {
  private static final int STEPS = 8;

  private final Envelope envelope = new Envelope();
  private final Sweep sweep;
  private Duty duty = Duty.D50;
  private int period;
  private int timer;
  private int step;
  private boolean sounding;

  /** A pulse channel whose sweep negates as this one does. */
  public PulseChannel(Negation negation) {
    sweep = new Sweep(negation);
    sweep.off();
  }

  /** The channel's envelope. */
  public Envelope envelope() {
    return envelope;
  }

  /** Chooses the duty cycle. */
  public void duty(Duty newDuty) {
    duty = newDuty;
  }

  /** Turns the sweep on. */
  public void sweep(SweepDirection direction, int shift, int dividerPeriod) {
    sweep.on(direction, shift, dividerPeriod);
  }

  /** Turns the sweep off. */
  public void sweepOff() {
    sweep.off();
  }

  /** Starts a note at this 11-bit timer period: the sequence and envelope restart. */
  public void start(int timerPeriod) {
    period = timerPeriod;
    step = 0;
    sounding = true;
    envelope.restart();
  }

  /** Ends the note: the channel outputs 0. */
  public void silence() {
    sounding = false;
  }

  /** The timer period now (a sweep moves it). */
  public int period() {
    return period;
  }

  /** One APU cycle (two CPU cycles) of the timer. */
  public void clockTimer() {
    if (timer == 0) {
      timer = period;
      step = (step + 1) % STEPS;
    } else {
      timer--;
    }
  }

  /** The quarter-frame clock (240 Hz): the envelope. */
  void clockQuarterFrame() {
    envelope.clock();
  }

  /** The half-frame clock (120 Hz): the sweep. */
  void clockHalfFrame() {
    period = sweep.clock(period);
  }

  /** The channel's output now, 0 to 15. */
  public int output() {
    if (!sounding || !duty.high(step) || sweep.mutes(period)) {
      return 0;
    }
    return envelope.volume();
  }
}
