package mancala.video;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.graphics.Pixmap;
import com.badlogic.gdx.graphics.Texture;
import com.badlogic.gdx.graphics.g2d.SpriteBatch;
import com.badlogic.gdx.utils.Disposable;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.IntBuffer;
import mancala.console.picture.Frame;
import mancala.console.picture.Ppu;

/**
 * Shows console frames in the window: the picture processor draws a frame into a 256x240 buffer,
 * which goes to a texture drawn at the largest whole-number scale with nearest filtering.
 */
public final class FrameDisplay implements Disposable {
  private final Ppu ppu;
  private final int[] rgb = new int[Frame.WIDTH * Frame.HEIGHT];
  private final Pixmap pixmap = new Pixmap(Frame.WIDTH, Frame.HEIGHT, Pixmap.Format.RGBA8888);
  private final Texture texture;
  private final SpriteBatch batch = new SpriteBatch();

  /** A display drawing with this picture processor. */
  public FrameDisplay(Ppu ppu) {
    this.ppu = ppu;
    texture = new Texture(pixmap);
    texture.setFilter(Texture.TextureFilter.Nearest, Texture.TextureFilter.Nearest);
  }

  /** Draws a frame into the window of this size. */
  public void show(Frame frame, int windowWidth, int windowHeight) {
    ppu.render(frame, rgb);
    ByteBuffer bytes = pixmap.getPixels();
    bytes.clear();
    IntBuffer ints = bytes.order(ByteOrder.BIG_ENDIAN).asIntBuffer();
    for (int colour : rgb) {
      ints.put(colour << 8 | 0xFF);
    }
    texture.draw(pixmap, 0, 0);
    Viewport view = Viewport.fit(windowWidth, windowHeight);
    Gdx.gl.glViewport(0, 0, windowWidth, windowHeight);
    Gdx.gl.glClearColor(0, 0, 0, 1);
    Gdx.gl.glClear(GL20.GL_COLOR_BUFFER_BIT);
    batch.getProjectionMatrix().setToOrtho2D(0, 0, windowWidth, windowHeight);
    batch.begin();
    batch.draw(texture, view.x(), view.y(), view.width(), view.height());
    batch.end();
  }

  /** The last frame drawn, as 256x240 values of 0xRRGGBB (a copy). */
  public int[] lastPicture() {
    return rgb.clone();
  }

  @Override
  public void dispose() {
    batch.dispose();
    texture.dispose();
    pixmap.dispose();
  }
}
