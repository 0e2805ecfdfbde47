package mancala.console.pads;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Consumer;
import mancala.console.Controls;
import mancala.console.PortState;
import mancala.rules.record.FormatException;

/**
 * The console's two pad ports and the gamepads in them. A pad that connects takes the first free
 * port; if two or more are present when the console starts, none takes a port until its player
 * presses A on it ("press A to join"), so players choose their ports, never the order the system
 * lists the pads in. A pad that leaves makes its port LOST until a pad comes back (any pad, the
 * same one first) or the port's keyboard keys are pressed. Pads in no port do nothing but join.
 * Each pad's buttons do what its bindings say, remembered by pad name; the left stick always moves.
 * Everything lands in the console's {@link Controls}.
 */
public final class PadPorts implements PadEvents, PortSetup {
  /** What a port holds. */
  private static final class Slot {
    private Gamepad pad;
    private String lostName;
    private final EnumSet<PadButton> held = EnumSet.noneOf(PadButton.class);
    private final StickFilter stick = new StickFilter();

    private void empty() {
      pad = null;
      held.clear();
      stick.centre();
    }
  }

  /** Which ports a pad may take. */
  private enum Claim {
    ANY_FREE,
    LOST_ONLY
  }

  private final Controls controls;
  private final BindingsStore store;
  private final KeyLegend keys;
  private final Consumer<String> problems;
  private final Slot[] slots = new Slot[Controls.PORTS];
  private final List<Gamepad> waiting = new ArrayList<>();
  private final Map<String, PadBindings> bindings = new TreeMap<>();
  private PadSupport support = PadSupport.READY;
  private int listeningPort = -1;
  private PadAction listeningAction;
  private final Deque<String> notices = new ArrayDeque<>();

  /**
   * Ports writing into {@code controls}, bindings kept in {@code store}, the keyboard's keys told
   * by {@code keys}, and problems (a damaged or unsaved bindings file) told in full to {@code
   * problems}.
   */
  public PadPorts(
      Controls controls, BindingsStore store, KeyLegend keys, Consumer<String> problems) {
    this.controls = controls;
    this.store = store;
    this.keys = keys;
    this.problems = problems;
    for (int port = 0; port < slots.length; port++) {
      slots[port] = new Slot();
    }
    try {
      bindings.putAll(store.load());
    } catch (FormatException e) {
      problems.accept(
          e.getMessage() + "; the gamepads get their default buttons until new ones are saved");
      notices.add("DAMAGED BINDINGS: DEFAULTS");
    }
    publish();
  }

  /** A lone pad takes GAMEPAD 1; two or more wait for their players to press A. */
  @Override
  public void begin(List<Gamepad> present) {
    List<Gamepad> fresh = present.stream().filter(p -> !known(p)).toList();
    if (fresh.size() == 1 && waiting.isEmpty()) {
      connected(fresh.get(0));
      return;
    }
    waiting.addAll(fresh);
    publish();
  }

  /** Gamepads cannot be read on this machine: says so once, in full to the problems. */
  public void unavailable(String reason) {
    if (support == PadSupport.READY) {
      support = PadSupport.UNAVAILABLE;
      problems.accept("gamepads are unavailable (" + reason + "); play on the keyboard");
      notices.add("NO GAMEPADS: KEYBOARD ONLY");
    }
  }

  /** A keyboard key of a port was pressed: a port that lost its pad now belongs to the keyboard. */
  public void keyboardUsed(int port) {
    if (slots[port].lostName != null) {
      slots[port].lostName = null;
      publish();
    }
  }

  @Override
  public void connected(Gamepad pad) {
    if (known(pad)) {
      return;
    }
    int port = freePort(pad, waiting.isEmpty() ? Claim.ANY_FREE : Claim.LOST_ONLY);
    if (port >= 0) {
      take(port, pad);
    } else {
      waiting.add(pad);
    }
    publish();
  }

  @Override
  public void disconnected(Gamepad pad) {
    int port = portOf(pad);
    if (port >= 0) {
      Slot slot = slots[port];
      slot.empty();
      slot.lostName = PadNames.clean(pad.name());
      if (listeningPort == port) {
        stopListening();
      }
      controls.setPad(port, 0, 0);
    } else {
      waiting.removeIf(p -> p == pad);
    }
    publish();
  }

  @Override
  public void buttonDown(Gamepad pad, PadButton button) {
    int port = portOf(pad);
    if (port < 0) {
      if (isWaiting(pad) && bindingsOf(pad).action(button).orElse(null) == PadAction.A) {
        join(pad);
      }
      return;
    }
    if (listeningPort == port) {
      PadAction action = listeningAction;
      stopListening();
      rebind(port, action, button);
      return;
    }
    if (slots[port].held.add(button)) {
      apply(port);
    }
  }

  @Override
  public void buttonUp(Gamepad pad, PadButton button) {
    int port = portOf(pad);
    if (port >= 0 && slots[port].held.remove(button)) {
      apply(port);
    }
  }

  @Override
  public void axisMoved(Gamepad pad, PadAxis axis, float value) {
    int port = portOf(pad);
    if (port < 0) {
      return;
    }
    StickFilter stick = slots[port].stick;
    int before = stick.buttons();
    if (axis == PadAxis.LEFT_X) {
      stick.moveX(value);
    } else if (axis == PadAxis.LEFT_Y) {
      stick.moveY(value);
    }
    if (stick.buttons() != before) {
      apply(port);
    }
  }

  @Override
  public PadSupport support() {
    return support;
  }

  @Override
  public String keyName(int port, PadAction action) {
    return keys.keyName(port, action);
  }

  @Override
  public Optional<PadButton> padButton(int port, PadAction action) {
    Gamepad pad = slots[port].pad;
    return pad == null ? Optional.empty() : Optional.of(bindingsOf(pad).button(action));
  }

  @Override
  public boolean listen(int port, PadAction action) {
    if (slots[port].pad == null) {
      return false;
    }
    listeningPort = port;
    listeningAction = action;
    return true;
  }

  @Override
  public boolean listening() {
    return listeningPort >= 0;
  }

  @Override
  public void stopListening() {
    listeningPort = -1;
    listeningAction = null;
  }

  @Override
  public void swapAAndB(int port) {
    padButton(port, PadAction.B).ifPresent(b -> rebind(port, PadAction.A, b));
  }

  @Override
  public void resetToDefaults(int port) {
    Gamepad pad = slots[port].pad;
    if (pad != null && bindings.remove(PadNames.clean(pad.name())) != null) {
      save();
      apply(port);
    }
  }

  @Override
  public Optional<String> takeNotice() {
    return Optional.ofNullable(notices.poll());
  }

  private void rebind(int port, PadAction action, PadButton button) {
    Gamepad pad = slots[port].pad;
    PadBindings changed = bindingsOf(pad).rebound(action, button);
    String name = PadNames.clean(pad.name());
    if (changed.equals(PadBindings.DEFAULTS)) {
      bindings.remove(name);
    } else {
      bindings.put(name, changed);
    }
    save();
    apply(port);
  }

  private void save() {
    try {
      store.save(Map.copyOf(bindings));
    } catch (IOException | RuntimeException e) {
      problems.accept("cannot save the gamepad bindings: " + e.getMessage());
      notices.add("CANNOT SAVE THE BINDINGS");
    }
  }

  private void join(Gamepad pad) {
    int port = freePort(pad, Claim.ANY_FREE);
    if (port >= 0) {
      waiting.removeIf(p -> p == pad);
      take(port, pad);
      publish();
    }
  }

  private void take(int port, Gamepad pad) {
    Slot slot = slots[port];
    slot.empty();
    slot.pad = pad;
    slot.lostName = null;
    apply(port);
  }

  /**
   * The port a pad should take: a lost port that had a pad of its name, else any lost port, else
   * (when allowed) the first port with no pad; -1 if none.
   */
  private int freePort(Gamepad pad, Claim claim) {
    String name = PadNames.clean(pad.name());
    for (int port = 0; port < slots.length; port++) {
      if (slots[port].pad == null && name.equals(slots[port].lostName)) {
        return port;
      }
    }
    for (int port = 0; port < slots.length; port++) {
      if (slots[port].pad == null && slots[port].lostName != null) {
        return port;
      }
    }
    if (claim == Claim.ANY_FREE) {
      for (int port = 0; port < slots.length; port++) {
        if (slots[port].pad == null) {
          return port;
        }
      }
    }
    return -1;
  }

  /** Sends what a port's pad holds now to the controls. */
  private void apply(int port) {
    Slot slot = slots[port];
    int buttons = slot.stick.buttons();
    int consoleKeys = 0;
    if (slot.pad != null) {
      PadBindings b = bindingsOf(slot.pad);
      for (PadButton button : slot.held) {
        Optional<PadAction> action = b.action(button);
        if (action.isPresent()) {
          buttons |= action.get().buttonBits();
          consoleKeys |= action.get().keyBits();
        }
      }
    }
    controls.setPad(port, buttons, consoleKeys);
  }

  private void publish() {
    for (int port = 0; port < slots.length; port++) {
      Slot slot = slots[port];
      controls.setPort(
          port,
          slot.pad != null
              ? PortState.pad(PadNames.clean(slot.pad.name()))
              : slot.lostName != null ? PortState.lost(slot.lostName) : PortState.EMPTY);
    }
    controls.setWaitingPads(waiting.size());
  }

  private PadBindings bindingsOf(Gamepad pad) {
    return bindings.getOrDefault(PadNames.clean(pad.name()), PadBindings.DEFAULTS);
  }

  private int portOf(Gamepad pad) {
    for (int port = 0; port < slots.length; port++) {
      if (slots[port].pad == pad) {
        return port;
      }
    }
    return -1;
  }

  private boolean isWaiting(Gamepad pad) {
    return waiting.stream().anyMatch(p -> p == pad);
  }

  private boolean known(Gamepad pad) {
    return portOf(pad) >= 0 || isWaiting(pad);
  }
}
