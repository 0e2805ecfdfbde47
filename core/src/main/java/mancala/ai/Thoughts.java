package mancala.ai;

/**
 * Where a thinking player says which of its houses it is weighing now (the "Show Thoughts" of the
 * California Dreams program). Called from the thinking thread; implementations must be cheap and
 * thread-safe.
 */
public interface Thoughts {
  /** Thoughts nobody listens to. */
  Thoughts NONE = house -> {};

  /** The search has taken up this house of the mover (0 to houses - 1). */
  void considering(int house);
}
