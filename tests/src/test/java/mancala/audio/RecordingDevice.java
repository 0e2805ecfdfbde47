package mancala.audio;

import com.badlogic.gdx.audio.AudioDevice;
import java.util.concurrent.TimeUnit;

/**
 * An audio device for tests: counts the samples, remembers whether the last block was silent,
 * pauses a millisecond a block as a real device's full buffers would, and notes when it is disposed
 * of.
 */
final class RecordingDevice implements AudioDevice {
  private boolean lastBlockSounded;
  private long written;
  private long blocks;
  private boolean disposed;

  @Override
  public synchronized void writeSamples(short[] samples, int offset, int count) {
    boolean sounded = false;
    for (int i = offset; i < offset + count; i++) {
      sounded |= samples[i] != 0;
    }
    lastBlockSounded = sounded;
    written += count;
    blocks++;
    notifyAll();
    try {
      wait(1);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** Waits until a block with sound arrives; false if none did in time. */
  synchronized boolean awaitSound(long time, TimeUnit unit) throws InterruptedException {
    return await(true, unit.toMillis(time));
  }

  /** Waits until a silent block arrives; false if none did in time. */
  synchronized boolean awaitSilence(long time, TimeUnit unit) throws InterruptedException {
    return await(false, unit.toMillis(time));
  }

  private boolean await(boolean sound, long millis) throws InterruptedException {
    long deadline = System.currentTimeMillis() + millis;
    long seen = blocks;
    while (blocks == seen || lastBlockSounded != sound) {
      long left = deadline - System.currentTimeMillis();
      if (left <= 0) {
        return false;
      }
      wait(left);
    }
    return true;
  }

  /** The samples written so far. */
  synchronized long written() {
    return written;
  }

  /** Whether the device was disposed of. */
  synchronized boolean disposed() {
    return disposed;
  }

  @Override
  public synchronized void dispose() {
    disposed = true;
  }

  @Override
  public boolean isMono() {
    return true;
  }

  @Override
  public void writeSamples(float[] samples, int offset, int count) {
    throw new UnsupportedOperationException("the player writes 16-bit samples");
  }

  @Override
  public int getLatency() {
    return 0;
  }

  @Override
  public void setVolume(float volume) {
    throw new UnsupportedOperationException("the player sets no device volume");
  }

  @Override
  public void pause() {
    throw new UnsupportedOperationException("the player never pauses");
  }

  @Override
  public void resume() {
    throw new UnsupportedOperationException("the player never pauses");
  }
}
