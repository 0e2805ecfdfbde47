package mancala.console.pads;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Pad names are cleaned for keeping and shortened for the screen. */
class PadNamesTest {

  @Test
  void shortNamesStayAsTheyAreInCapitals() {
    assertEquals("PS4 CONTROLLER", PadNames.shorten("PS4 Controller", 17));
  }

  @Test
  void fillerWordsGoFirstThenWholeWords() {
    assertEquals("XBOX 360", PadNames.shorten("Xbox 360 Controller", 17));
    assertEquals("NINTENDO SWITCH", PadNames.shorten("Nintendo Switch Pro Controller", 17));
    assertEquals("8BITDO SN30 PRO+", PadNames.shorten("8BitDo SN30 Pro+ Wireless Gamepad", 17));
  }

  @Test
  void oneLongWordIsCut() {
    assertEquals("ABCDEFGHIJ", PadNames.shorten("Abcdefghijklmnopqrstuvwxyz", 10));
  }

  @Test
  void characterTheFontLacksAndControlCharactersGo() {
    assertEquals("PAD EVIL", PadNames.shorten("Pad\u00ae\n\tEvil\u2122", 17));
    assertEquals("Pad Evil", PadNames.clean("  Pad\n\u0000Evil  "));
    assertEquals("Gamepad", PadNames.clean("\n"));
    assertEquals("GAMEPAD", PadNames.shorten("\u00ae\u00ae", 17));
    assertTrue(PadNames.clean("x".repeat(500)).length() <= 100);
  }
}
