package mancala.console.pads;

/**
 * A gamepad for tests. Not a record: two pads of one model share a name, and the ports must tell
 * them apart by identity.
 */
public final class FakePad implements Gamepad {
  private final String name;

  public FakePad(String name) {
    this.name = name;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public String toString() {
    return "FakePad(" + name + ")@" + Integer.toHexString(System.identityHashCode(this));
  }
}
