package mancala.console.game;

/** The player's choices that last across games while the console is on. */
final class Settings {
  private AnimationSpeed speed = AnimationSpeed.FULL;
  private CountDisplay counts = CountDisplay.HIDDEN;
  private ThoughtsDisplay thoughts = ThoughtsDisplay.SHOWN;

  AnimationSpeed speed() {
    return speed;
  }

  void setSpeed(AnimationSpeed speed) {
    this.speed = speed;
  }

  CountDisplay counts() {
    return counts;
  }

  void setCounts(CountDisplay counts) {
    this.counts = counts;
  }

  ThoughtsDisplay thoughts() {
    return thoughts;
  }

  void setThoughts(ThoughtsDisplay thoughts) {
    this.thoughts = thoughts;
  }
}
