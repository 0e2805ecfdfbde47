package mancala.desktop;

import picocli.CommandLine.Option;

/** The options of the commands that prove values: threads, and the endgame table's size. */
final class SearchOptions {
  @Option(
      names = "--threads",
      paramLabel = "<n>",
      description = "Threads that search (default: ${DEFAULT-VALUE}).",
      defaultValue = "2")
  int threads;

  @Option(
      names = "--table-seeds",
      paramLabel = "<n>",
      description = "Kalah only: the endgame table's seeds (default: as large as the game allows).")
  Integer tableSeeds;
}
