package mancala.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The engine against {@link ReferenceGame}, a separate literal reading of the rules: random games
 * on every board size and seed count must agree on every board, mover, legal move list, end of game
 * and final totals; perft counts must agree too.
 */
class ReferenceAgreementTest {

  @ParameterizedTest
  @EnumSource(RuleSet.class)
  void randomGamesAgreeMoveByMove(RuleSet ruleSet) {
    SplittableRandom random = new SplittableRandom(ruleSet.ordinal() * 7919L + 1);
    for (int game = 0; game < 400; game++) {
      Position p = RandomGames.randomStart(ruleSet, random);
      int houses = p.layout().houses();
      int seeds = p.house(0, 0);
      ReferenceGame reference = new ReferenceGame(ruleSet.id(), houses, seeds);
      String where = ruleSet.id() + "/" + houses + " seeds " + seeds + " game " + game;
      for (int ply = 0; ; ply++) {
        String at = where + " ply " + ply;
        assertArrayEquals(reference.pits, p.pits(), at);
        assertEquals(reference.over, p.isOver(), at);
        if (p.isOver()) {
          assertEquals(reference.total(0), p.total(0), at);
          assertEquals(reference.total(1), p.total(1), at);
          break;
        }
        assertEquals(reference.mover, p.mover(), at);
        assertEquals(reference.legal(), houses(p.legalMoves()), at);
        int move = RandomGames.randomMove(p, random);
        p.rules().play(p, move);
        reference.play(move);
      }
    }
  }

  @ParameterizedTest
  @EnumSource(RuleSet.class)
  void perftAgreesWithTheReference(RuleSet ruleSet) {
    for (int houses = Layout.MIN_HOUSES; houses <= Layout.MAX_HOUSES; houses += 2) {
      Rules rules = Rules.of(ruleSet, houses);
      int seeds = ruleSet.defaultSeeds();
      Perft perft = new Perft(rules, 4);
      assertEquals(
          referencePerft(new ReferenceGame(ruleSet.id(), houses, seeds), 4),
          perft.count(rules.start(seeds), 4),
          ruleSet.id() + "/" + houses);
    }
  }

  private static long referencePerft(ReferenceGame game, int depth) {
    if (depth == 0) {
      return 1;
    }
    if (game.over) {
      return 0;
    }
    long total = 0;
    for (int move : game.legal()) {
      ReferenceGame child = copy(game);
      child.play(move);
      total += referencePerft(child, depth - 1);
    }
    return total;
  }

  private static ReferenceGame copy(ReferenceGame g) {
    ReferenceGame c = new ReferenceGame(g.ruleSet, g.n, 1);
    c.pits = g.pits.clone();
    c.mover = g.mover;
    c.clockwise = g.clockwise;
    c.quiet = g.quiet;
    c.over = g.over;
    c.seen.clear();
    c.seen.addAll(g.seen);
    return c;
  }

  private static List<Integer> houses(int mask) {
    List<Integer> result = new ArrayList<>();
    for (int i = 0; i < 32; i++) {
      if ((mask >>> i & 1) != 0) {
        result.add(i);
      }
    }
    return result;
  }
}
