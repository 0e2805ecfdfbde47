package mancala.bench;

import java.util.concurrent.TimeUnit;
import mancala.rules.Position;
import mancala.rules.RuleSet;
import mancala.rules.Rules;
import mancala.rules.SowingListener;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Moves per second of random playouts on one thread, per rule set (Kalah(6,4) sizes): each
 * operation is one move, random among the legal ones, a new game starting when one ends.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class PlayoutBenchmark {
  private static final int MOVES = 10_000;

  /** The house of the k-th legal move: index (mask << 3 | k), for up to 8 houses. */
  private static final byte[] NTH_BIT = new byte[256 * 8];

  static {
    for (int mask = 0; mask < 256; mask++) {
      int k = 0;
      for (int bit = 0; bit < 8; bit++) {
        if ((mask >>> bit & 1) != 0) {
          NTH_BIT[mask << 3 | k++] = (byte) bit;
        }
      }
    }
  }

  @Param({
    "kalah",
    "kalah-either",
    "kalah-empty-capture",
    "oware",
    "wari",
    "wari-bidirectional",
    "egyptian",
    "wari-limit",
    "amancala"
  })
  public String ruleSet;

  private Rules rules;
  private Position start;
  private Position game;
  private long random = 0x9E3779B97F4A7C15L;

  /** Builds the rules and the start position. */
  @Setup
  public void setUp() {
    RuleSet set = RuleSet.byId(ruleSet).orElseThrow();
    rules = Rules.of(set, 6);
    start = rules.start(set.defaultSeeds());
    game = start.copy();
  }

  /** Plays {@value #MOVES} random moves. */
  @Benchmark
  @OperationsPerInvocation(MOVES)
  public int randomMoves() {
    Position p = game;
    for (int i = 0; i < MOVES; i++) {
      if (p.isOver()) {
        p.copyFrom(start);
      }
      int legal = p.legalMoves();
      random ^= random << 13;
      random ^= random >>> 7;
      random ^= random << 17;
      int pick = (int) (((random >>> 32) * Integer.bitCount(legal)) >>> 32);
      rules.play(p, NTH_BIT[legal << 3 | pick], SowingListener.NONE);
    }
    return p.store(0);
  }
}
