package mancala.console.game;

import java.util.List;
import mancala.console.Button;
import mancala.console.ConsoleDriver;
import mancala.console.ConsoleKey;
import mancala.console.picture.Frame;

/** Plays whole games of the title's Kalah through the pads, moving the hand as a player would. */
public final class MatchDriver {
  /** Long enough for any move to be animated at FULL speed. */
  static final int MOVE_LIMIT = 20_000;

  private final ConsoleDriver driver;
  private final int[] cursor = new int[2];

  public MatchDriver(ConsoleDriver driver) {
    this.driver = driver;
  }

  /** From the title, starts a game with START. */
  public void startGame() {
    driver.runUntil(f -> f.rowText(TitleScreen.PUSH_START_ROW).contains("PUSH START"), 200);
    driver.tap(ConsoleKey.START);
    driver.runUntil(MatchDriver::choosing, 100);
  }

  /** Waits for the mover's turn and plays a house (counted in the mover's sowing order). */
  public void play(int house) {
    driver.runUntil(MatchDriver::choosing, MOVE_LIMIT);
    int mover = mover(driver.frame());
    while (cursor[mover] != house) {
      boolean rightward = (house > cursor[mover]) == (mover == 0);
      driver.tap(mover, rightward ? Button.RIGHT : Button.LEFT);
      cursor[mover] += house > cursor[mover] ? 1 : -1;
    }
    driver.tap(mover, Button.A);
  }

  /** Plays the moves, then waits for the game-over message. */
  public void playGame(List<Integer> moves) {
    for (int move : moves) {
      play(move);
    }
    driver.runUntil(MatchDriver::gameOver, MOVE_LIMIT);
  }

  /** Whether the game-over message is up. */
  public static boolean gameOver(Frame frame) {
    String message = frame.rowText(MatchScreen.MESSAGE_ROW);
    return message.contains(" WINS ") || message.contains("A DRAW") || message.contains("PRESS A");
  }

  /** Whether the screen waits for the mover to choose. */
  static boolean choosing(Frame frame) {
    return frame.rowText(MatchScreen.MESSAGE_ROW).contains("CHOOSE A HOUSE");
  }

  /** The player named in the message row (0 or 1). */
  static int mover(Frame frame) {
    return frame.rowText(MatchScreen.MESSAGE_ROW).contains("PLAYER 1") ? 0 : 1;
  }
}
