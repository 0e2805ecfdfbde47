package mancala.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A slow, literal implementation of every rule set, written apart from the engine and straight from
 * the rule texts (one method per family, no shared options), so that random games can be checked
 * move by move against {@link Rules}.
 */
final class ReferenceGame {
  final String ruleSet;
  final int n;
  final int size;
  int[] pits;
  int mover;
  boolean clockwise;
  int quiet;
  boolean over;
  final Set<String> seen = new HashSet<>();

  ReferenceGame(String ruleSet, int houses, int seeds) {
    this.ruleSet = ruleSet;
    this.n = houses;
    this.size = 2 * houses + 2;
    this.pits = new int[size];
    for (int i = 0; i < size; i++) {
      pits[i] = i == n || i == 2 * n + 1 ? 0 : seeds;
    }
    seen.add(key());
    over = legal().isEmpty();
  }

  int store(int player) {
    return player == 0 ? n : 2 * n + 1;
  }

  int first(int player) {
    return player == 0 ? 0 : n + 1;
  }

  boolean ownsHouse(int player, int pit) {
    return pit >= first(player) && pit < first(player) + n;
  }

  int row(int[] b, int player) {
    int sum = 0;
    for (int i = 0; i < n; i++) {
      sum += b[first(player) + i];
    }
    return sum;
  }

  boolean isKalahFamily() {
    return ruleSet.startsWith("kalah") || ruleSet.equals("egyptian");
  }

  boolean isWariFamily() {
    return ruleSet.equals("oware") || ruleSet.startsWith("wari");
  }

  /** Legal houses of the mover (house indexes). */
  List<Integer> legal() {
    List<Integer> nonEmpty = new ArrayList<>();
    for (int h = 0; h < n; h++) {
      if (pits[first(mover) + h] > 0) {
        nonEmpty.add(h);
      }
    }
    List<Integer> result = new ArrayList<>();
    switch (ruleSet) {
      case "oware" -> {
        // Abapa: if the opponent has no seeds, the mover must give some.
        if (row(pits, 1 - mover) > 0) {
          return nonEmpty;
        }
        for (int h : nonEmpty) {
          if (row(trial(h), 1 - mover) > 0) {
            result.add(h);
          }
        }
        return result;
      }
      case "wari", "wari-bidirectional", "wari-limit" -> {
        for (int h : nonEmpty) {
          if (row(trial(h), 1 - mover) > 0) {
            result.add(h);
          }
        }
        return result;
      }
      case "egyptian" -> {
        for (int h : nonEmpty) {
          if (row(trial(h), 1 - mover) > 0) {
            result.add(h);
          }
        }
        return result.isEmpty() ? nonEmpty : result;
      }
      default -> {
        return nonEmpty;
      }
    }
  }

  private int[] trial(int house) {
    int[] saved = pits.clone();
    boolean savedClockwise = clockwise;
    sowAndCapture(house);
    int[] after = pits;
    pits = saved;
    clockwise = savedClockwise;
    return after;
  }

  /** Sows and captures; returns {seeds captured, 1 if the last seed fell in the own store}. */
  private int[] sowAndCapture(int house) {
    if (isKalahFamily()) {
      return kalahMove(house);
    }
    if (isWariFamily()) {
      return wariMove(house);
    }
    return amancalaMove(house);
  }

  private int[] kalahMove(int house) {
    int origin = first(mover) + house;
    int seeds = pits[origin];
    pits[origin] = 0;
    int pit = origin;
    while (seeds > 0) {
      pit = (pit + 1) % size;
      if (pit == store(1 - mover)) {
        continue;
      }
      pits[pit]++;
      seeds--;
    }
    if (pit == store(mover)) {
      return new int[] {0, 1};
    }
    boolean emptyCapture = ruleSet.equals("kalah-empty-capture");
    if (ownsHouse(mover, pit) && pits[pit] == 1) {
      int opposite = 2 * n - pit;
      if (pits[opposite] > 0 || emptyCapture) {
        int taken = pits[opposite] + 1;
        pits[opposite] = 0;
        pits[pit] = 0;
        pits[store(mover)] += taken;
        return new int[] {taken, 0};
      }
    }
    return new int[] {0, 0};
  }

  /** The houses of both rows in counter-clockwise order. */
  private int[] houseRing() {
    int[] ring = new int[2 * n];
    for (int i = 0; i < n; i++) {
      ring[i] = i;
      ring[n + i] = n + 1 + i;
    }
    return ring;
  }

  private int indexIn(int[] ring, int pit) {
    for (int i = 0; i < ring.length; i++) {
      if (ring[i] == pit) {
        return i;
      }
    }
    throw new AssertionError(pit);
  }

  private int[] wariMove(int house) {
    int[] ring = houseRing();
    int step = clockwise ? -1 : 1;
    int origin = first(mover) + house;
    int seeds = pits[origin];
    pits[origin] = 0;
    int at = indexIn(ring, origin);
    while (seeds > 0) {
      at = Math.floorMod(at + step, ring.length);
      if (ring[at] == origin) {
        continue;
      }
      pits[ring[at]]++;
      seeds--;
    }
    List<Integer> run = new ArrayList<>();
    for (int i = at; ; i = Math.floorMod(i - step, ring.length)) {
      int pit = ring[i];
      if (!ownsHouse(1 - mover, pit) || pits[pit] < 2 || pits[pit] > 3) {
        break;
      }
      run.add(pit);
    }
    int sum = run.stream().mapToInt(p -> pits[p]).sum();
    if (ruleSet.equals("oware") && sum == row(pits, 1 - mover)) {
      return new int[] {0, 0};
    }
    for (int pit : run) {
      pits[store(mover)] += pits[pit];
      pits[pit] = 0;
    }
    return new int[] {sum, 0};
  }

  private int[] amancalaMove(int house) {
    int pit = first(mover) + house;
    while (true) {
      int seeds = pits[pit];
      pits[pit] = 0;
      while (seeds > 0) {
        pit = (pit + 1) % size;
        if (pit == store(1 - mover)) {
          continue;
        }
        pits[pit]++;
        seeds--;
      }
      if (!ownsHouse(mover, pit)) {
        break;
      }
    }
    if (!ownsHouse(1 - mover, pit)) {
      return new int[] {0, 0};
    }
    int sum = 0;
    for (int p = pit - 1; ownsHouse(1 - mover, p) && (pits[p] == 2 || pits[p] == 3); p--) {
      sum += pits[p];
      pits[store(mover)] += pits[p];
      pits[p] = 0;
    }
    return new int[] {sum, 0};
  }

  /** Plays a legal house. */
  void play(int house) {
    if (over || !legal().contains(house)) {
      throw new IllegalArgumentException("illegal " + house);
    }
    int[] result = sowAndCapture(house);
    boolean captured = result[0] > 0;
    boolean again = result[1] == 1 && isKalahFamily();
    if (captured) {
      quiet = 0;
      seen.clear();
      if (ruleSet.equals("wari-bidirectional")) {
        clockwise = !clockwise;
      }
    } else {
      quiet++;
    }
    if (!again) {
      mover = 1 - mover;
    }
    over = isOverNow();
  }

  private boolean isOverNow() {
    int all = Arrays.stream(pits).sum();
    int inRows = row(pits, 0) + row(pits, 1);
    boolean eitherEmpty = row(pits, 0) == 0 || row(pits, 1) == 0;
    switch (ruleSet) {
      case "kalah-either", "kalah-empty-capture", "egyptian" -> {
        if (eitherEmpty) {
          return true;
        }
      }
      case "oware" -> {
        int a = pits[store(0)];
        int b = pits[store(1)];
        if (2 * a > all || 2 * b > all || 2 * a == all && 2 * b == all) {
          return true;
        }
      }
      case "amancala" -> {
        if (2 * pits[store(0)] > all || 2 * pits[store(1)] > all || eitherEmpty) {
          return true;
        }
      }
      case "wari-limit" -> {
        if (quiet >= inRows * n) {
          return true;
        }
      }
      default -> {}
    }
    if (isWariFamily() && !seen.add(key())) {
      return true;
    }
    return legal().isEmpty();
  }

  private String key() {
    int[] houses = new int[2 * n];
    for (int i = 0; i < n; i++) {
      houses[i] = pits[i];
      houses[n + i] = pits[n + 1 + i];
    }
    return Arrays.toString(houses) + mover;
  }

  /** Each side's total: store plus the seeds the end-of-game rule gives it. */
  int total(int player) {
    int r0 = row(pits, 0);
    int r1 = row(pits, 1);
    if (ruleSet.equals("amancala") && over && (r0 == 0) != (r1 == 0)) {
      int collector = r0 == 0 ? 0 : 1;
      return pits[store(player)] + (player == collector ? r0 + r1 : 0);
    }
    return pits[store(player)] + row(pits, player);
  }
}
