package mancala.ai;

/** What a computer player's choice rests on. */
public enum Basis {
  /** The only legal move. */
  FORCED,
  /** The opening book: a move proven best when the book was computed. */
  BOOK,
  /** A search that reached the end of every line: the move is proven best. */
  PROVEN,
  /** The deepest search completed in time: the best move the search could see. */
  SEARCH,
  /** A one-move glance, as a beginner plays. */
  GLANCE,
  /** A deliberately inferior move, as a fallible player makes. */
  SLIP
}
