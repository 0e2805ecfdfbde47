package mancala.ai.kalah;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import mancala.ai.Limits;
import mancala.ai.PlainMinimax;
import mancala.rules.Direction;
import mancala.rules.Position;
import mancala.rules.RuleSet;
import mancala.rules.Rules;
import mancala.rules.record.FormatException;
import org.junit.jupiter.api.Test;

/** The book's format round-trips and refuses damage; its moves are the solver's proven best. */
class OpeningBookTest {

  @Test
  void aBookRoundTripsThroughItsText() throws Exception {
    OpeningBook book = new OpeningBook();
    book.put(
        "kalah", new int[] {4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4}, new OpeningBook.Entry(2, 8));
    book.put("kalah-either", new int[] {0, 1, 2, 5, 0, 1, 0, 0, 3}, new OpeningBook.Entry(3, -3));
    OpeningBook back = BookFile.read(BookFile.write(book, "two entries\nfor a test"), "test");
    assertEquals(book.entries(), back.entries());
    assertEquals("kalah 4,4,4,4,4,4/4,4,4,4,4,4", book.entries().keySet().iterator().next());
  }

  @Test
  void damagedBooksAreRefusedNamingTheLine() {
    assertRefused("hello\n", "line 1: not an opening book");
    assertRefused(BookFile.HEADER + "\nkalah 4,4,4/4,4,4 1\n", "line 2: an entry is");
    assertRefused(BookFile.HEADER + "\nchess 4,4,4/4,4,4 1 0\n", "line 2: no rule set 'chess'");
    assertRefused(BookFile.HEADER + "\n# ok\nkalah 4,4,4/4,4 1 0\n", "line 3: both sides");
    assertRefused(BookFile.HEADER + "\nkalah 4,0,4/4,4,4 1 0\n", "house 1 cannot be sown");
    assertRefused(BookFile.HEADER + "\nkalah 4,x,4/4,4,4 1 0\n", "'x' is not a number");
  }

  private static void assertRefused(String text, String message) {
    FormatException e = assertThrows(FormatException.class, () -> BookFile.read(text, "book"));
    assertTrue(e.getMessage().contains(message), e.getMessage());
  }

  @Test
  void theBuilderCoversEveryReplyAndItsMovesAreBest() {
    RuleSet ruleSet = RuleSet.KALAH_EITHER;
    OpeningBook book = new OpeningBook();
    try (BookBuilder builder =
        new BookBuilder(ruleSet, 4, EndgameTable.none(), 1, 16, line -> {})) {
      List<BookBuilder.LevelReport> reports = builder.add(book, 2, 3);
      assertEquals(3, reports.size());
    }
    Rules rules = Rules.of(ruleSet, 4);
    KalahGame game = KalahGame.of(ruleSet, 4).orElseThrow();
    Position start = rules.start(2);
    assertTrue(book.lookup(ruleSet.id(), game.board(start)).isPresent(), "moving first");
    for (int h = 0; h < 4; h++) {
      Position p = start.copy();
      rules.play(p, h);
      if (p.mover() == 1) {
        assertTrue(book.lookup(ruleSet.id(), game.board(p)).isPresent(), "moving second");
      }
    }
    PlainMinimax minimax = new PlainMinimax();
    for (Map.Entry<String, OpeningBook.Entry> e : book.entries().entrySet()) {
      Position p = position(rules, e.getKey());
      assertEquals(minimax.value(p), e.getValue().value(), e.getKey());
      assertEquals(minimax.value(p), minimax.moveValue(p, e.getValue().house()), e.getKey());
    }
  }

  @Test
  void theShippedBookHoldsProvenBestMoves() throws Exception {
    OpeningBook shipped = BookFile.shipped();
    assertTrue(shipped.size() > 100, "the game ships a book");
    List<String> sample = new ArrayList<>();
    List<String> fourSeeds = new ArrayList<>();
    for (String key : shipped.entries().keySet()) {
      int seeds = position(Rules.of(RuleSet.KALAH, 6), key).seedCount();
      (seeds <= 36 ? sample : fourSeeds).add(key);
    }
    assertTrue(sample.size() > 100, "entries of 3-seed games: " + sample.size());
    assertTrue(fourSeeds.size() > 3000, "entries of 4-seed games: " + fourSeeds.size());
    fourSeeds.sort(
        java.util.Comparator.comparingInt(
            k -> position(Rules.of(RuleSet.KALAH, 6), k).seedCount()));
    sample.addAll(fourSeeds.subList(0, 3));
    for (int i = sample.size() - 1; i >= 0; i -= Math.max(1, sample.size() / 24)) {
      String key = sample.get(i);
      RuleSet ruleSet = RuleSet.byId(key.substring(0, key.indexOf(' '))).orElseThrow();
      Rules rules = Rules.of(ruleSet, 6);
      Position p = position(rules, key);
      KalahGame game = KalahGame.of(ruleSet, 6).orElseThrow();
      OpeningBook.Entry entry = shipped.entries().get(key);
      KalahSolver solver =
          new KalahSolver(game, new Ranker(6, 48), new TranspositionTable(20), sixTable(ruleSet));
      Limits none = Limits.until(new AtomicBoolean());
      int value = solver.solve(game.board(p), 0, none).value();
      assertEquals(value, entry.value(), key);
      assertEquals(value, solver.solveMove(game.board(p), entry.house(), 0, none), key);
    }
  }

  private final Map<RuleSet, EndgameTable> tables = new java.util.EnumMap<>(RuleSet.class);

  private EndgameTable sixTable(RuleSet ruleSet) throws InterruptedException {
    if (!tables.containsKey(ruleSet)) {
      tables.put(ruleSet, KalahSolverTest.table(ruleSet, 6, 12));
    }
    return tables.get(ruleSet);
  }

  /** The position of a book key's board ({@code mine/theirs}), the mover being player 0. */
  private static Position position(Rules rules, String key) {
    String board = key.contains(" ") ? key.substring(key.indexOf(' ') + 1) : key;
    String[] sides = board.split("/");
    String[] mine = sides[0].split(",");
    String[] theirs = sides[1].split(",");
    int n = mine.length;
    int[] pits = new int[2 * n + 2];
    for (int i = 0; i < n; i++) {
      pits[i] = Integer.parseInt(mine[i]);
      pits[n + 1 + i] = Integer.parseInt(theirs[i]);
    }
    Rules sized = Rules.of(rules.ruleSet(), n);
    return sized.setup(pits, 0, Direction.COUNTER_CLOCKWISE);
  }
}
