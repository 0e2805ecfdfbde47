package mancala.console.game;

import java.util.SplittableRandom;
import mancala.console.Button;
import mancala.console.ConsoleKey;
import mancala.console.Controls;
import mancala.console.Input;
import mancala.console.Music;
import mancala.console.Plug;
import mancala.console.PortState;
import mancala.console.SoundCue;
import mancala.console.Speaker;
import mancala.console.pads.PadNames;
import mancala.console.pads.PadSupport;
import mancala.console.pads.PortSetup;
import mancala.console.picture.Frame;
import mancala.rules.Position;
import mancala.rules.RuleSet;
import mancala.rules.Rules;
import mancala.rules.record.GameRecord;

/**
 * The title: the name in big letters over a board caught in mid-game (a different one each time,
 * from the console's seeded randomness), a blinking PUSH START (or, while gamepads wait to join, a
 * call to press A on the pad that will be the next free port), the players, and what sits in each
 * pad port. START begins a game of Kalah for two with four seeds a house; SELECT opens the
 * controls; OPTION turns the sound on or off. Left alone for a minute, the title gives way to the
 * demo.
 */
final class TitleScreen implements Screen {
  /** The rule set, board and seeds of the game START begins. */
  static final RuleSet RULES = RuleSet.KALAH;

  static final int HOUSES = 6;
  static final int SEEDS = 4;

  /** The row of PUSH START, or of the call to join. */
  static final int PUSH_START_ROW = 21;

  /** The row of the players. */
  static final int LINEUP_ROW = 23;

  /** The row of port 1; port 2's follows. */
  static final int PORTS_ROW = 25;

  /** The row of the hints and notices. */
  static final int HINT_ROW = 28;

  /** Ticks a notice stays up. */
  static final int NOTICE_TICKS = 300;

  /** Ticks each hint stays up. */
  static final int HINT_TICKS = 150;

  private static final String NAME = "MANCALA";
  private static final int NAME_ROW = 4;
  private static final int NAME_WIDTH = 17;

  private final CartridgeArt art;
  private final Settings settings;
  private final SplittableRandom random;
  private final Lineup lineup;
  private final ComputerPlayers computers;
  private final PortSetup ports;
  private final BoardLayout board;
  private final BoardPainter painter;
  private final int[] pits;
  private String notice = "";
  private long noticeUntil;
  private long idleTicks;
  private long ticks;

  TitleScreen(
      CartridgeArt art,
      Settings settings,
      SplittableRandom random,
      Lineup lineup,
      ComputerPlayers computers,
      PortSetup ports) {
    this.art = art;
    this.settings = settings;
    this.random = random;
    this.lineup = lineup;
    this.computers = computers;
    this.ports = ports;
    Rules rules = Rules.of(RULES, HOUSES);
    Position p = rules.start(SEEDS);
    for (int move = random.nextInt(4, 14); move > 0 && !p.isOver(); move--) {
      int legal = p.legalMoves();
      for (int skip = random.nextInt(Integer.bitCount(legal)); skip > 0; skip--) {
        legal &= legal - 1;
      }
      rules.play(p, Integer.numberOfTrailingZeros(legal));
    }
    this.pits = p.pits();
    this.board = new BoardLayout(rules.layout());
    this.painter = new BoardPainter(art);
  }

  @Override
  public Screen tick(Input input, Frame frame, Speaker speaker) {
    ticks++;
    speaker.music(Music.TITLE);
    if (ticks >= noticeUntil) {
      settings.takeNotice().or(ports::takeNotice).ifPresent(this::notice);
    }
    idleTicks = input.anyPressed() ? 0 : idleTicks + 1;
    if (idleTicks >= DemoScreen.IDLE_TICKS) {
      return new DemoScreen(art, settings, computers, random.nextLong(), fresh());
    }
    if (input.pressed(ConsoleKey.OPTION)) {
      Preferences p = settings.preferences();
      settings.change(p.withSound(p.sound().toggled()));
      notice("SOUND " + settings.preferences().sound());
      speaker.play(SoundCue.SELECT);
    }
    if (input.pressedOnAnyPort(Button.SELECT) || input.pressed(ConsoleKey.SELECT)) {
      speaker.play(SoundCue.SELECT);
      return new ControlsScreen(ports, this);
    }
    if (input.pressedOnAnyPort(Button.START) || input.pressed(ConsoleKey.START)) {
      speaker.play(SoundCue.SELECT);
      GameRecord record = GameRecord.start(Rules.of(RULES, HOUSES), SEEDS);
      return new MatchScreen(art, settings, record, lineup, computers, random.nextLong(), fresh());
    }
    draw(frame, input);
    return this;
  }

  /** A new title, with a board of its own, to come back to. */
  private TitleScreen fresh() {
    return new TitleScreen(art, settings, random.split(), lineup, computers, ports);
  }

  private void notice(String text) {
    notice = text;
    noticeUntil = ticks + NOTICE_TICKS;
  }

  private void draw(Frame frame, Input input) {
    frame.clear();
    Palettes.apply(frame);
    painter.paint(frame, board, pits, CountDisplay.HIDDEN, -1);
    Palettes.rows(frame, NAME_ROW, NAME_ROW + 1, Palettes.HIGHLIGHT);
    Lettering.big(frame, NAME_ROW, NAME);
    int joining = joiningPort(input);
    Palettes.rows(
        frame, PUSH_START_ROW, PUSH_START_ROW, joining >= 0 ? Palettes.HIGHLIGHT : Palettes.TEXT);
    if (ticks % 60 < 40) {
      Lettering.centre(
          frame,
          PUSH_START_ROW,
          joining >= 0 ? "GAMEPAD " + (joining + 1) + ": PRESS A TO JOIN" : "PUSH START");
    }
    Palettes.rows(frame, LINEUP_ROW, LINEUP_ROW, Palettes.TEXT);
    Lettering.centre(frame, LINEUP_ROW, lineup.first().label() + " VS " + lineup.second().label());
    Palettes.rows(frame, PORTS_ROW, HINT_ROW, Palettes.DIM);
    for (int port = 0; port < Controls.PORTS; port++) {
      frame.print(3, PORTS_ROW + port, "GAMEPAD " + (port + 1) + " " + holder(input.port(port)));
    }
    Lettering.centre(frame, HINT_ROW, hint());
  }

  /**
   * The port a waiting gamepad would join with A (a port that lost its pad before an empty one), or
   * -1 if none waits or no port is free.
   */
  private static int joiningPort(Input input) {
    if (input.waitingPads() == 0) {
      return -1;
    }
    for (Plug wanted : new Plug[] {Plug.LOST, Plug.NONE}) {
      for (int port = 0; port < Controls.PORTS; port++) {
        if (input.port(port).plug() == wanted) {
          return port;
        }
      }
    }
    return -1;
  }

  private String holder(PortState state) {
    return switch (state.plug()) {
      case PAD -> PadNames.shorten(state.padName(), NAME_WIDTH);
      case LOST -> "UNPLUGGED";
      case NONE -> ports.support() == PadSupport.READY ? "KEYBOARD" : "KEYBOARD ONLY";
    };
  }

  private String hint() {
    if (ticks < noticeUntil) {
      return notice;
    }
    return switch ((int) (ticks / HINT_TICKS % 3)) {
      case 0 -> "SELECT: CONTROLS";
      case 1 -> "OPTION: SOUND ON/OFF";
      default -> "(C) 2026 MANCALA TEAM";
    };
  }
}
