package undercooked.studio.kitchen;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;
import javafx.scene.SnapshotParameters;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import javafx.scene.transform.Transform;

/**
 * Pictures of the kitchen's moving parts (a cook with its facing and seat label, an item, a tag,
 * a fire), each painted once by its vector painter at the current cell size and then drawn as an
 * image. Rasterising hundreds of anti-aliased circles, wedges and rounded tags every frame was
 * most of a frame in the software renderer; copying a small image is not. Painted at the
 * screen's output scale, so they stay sharp on a HiDPI screen. Least recently used pictures go
 * past {@link #MAX}; a new cell size or scale starts afresh.
 */
final class Sprites {
    /** Pictures kept: 4 seats x 4 facings x a few states and held items, items, tags, fires. */
    static final int MAX = 384;

    /** A painted picture: its image and where its anchor sits in it, in layout pixels. */
    record Sprite(WritableImage image, double anchorX, double anchorY, double width, double height) {
    }

    private final Map<Object, Sprite> cache = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Object, Sprite> eldest) {
            return size() > MAX;
        }
    };
    private final Canvas scratch = new Canvas();
    private double cell = -1;
    private double scale = -1;
    private int painted;

    /** Starts afresh when the cell size or the output scale changed. */
    void use(double cellSize, double outputScale) {
        if (cellSize != cell || outputScale != scale) {
            cache.clear();
            cell = cellSize;
            scale = outputScale;
        }
    }

    /**
     * Draws the picture for {@code key} with its anchor at ({@code x}, {@code y}), snapped to whole
     * pixels; paints it first if it is new. {@code paint} draws with the anchor at
     * ({@code anchorX}, {@code anchorY}) of a {@code width} x {@code height} box; callers give
     * whole-pixel anchors, so the picture lands where the vector painting would have.
     */
    void draw(GraphicsContext g, Object key, double x, double y, double width, double height, double anchorX,
              double anchorY, Consumer<GraphicsContext> paint) {
        Sprite s = cache.get(key);
        if (s == null) {
            s = paint(width, height, anchorX, anchorY, paint);
            cache.put(key, s);
        }
        g.drawImage(s.image(), Math.round(x - s.anchorX()), Math.round(y - s.anchorY()), s.width(), s.height());
    }

    private Sprite paint(double width, double height, double anchorX, double anchorY, Consumer<GraphicsContext> paint) {
        double w = Math.max(1, Math.ceil(width));
        double h = Math.max(1, Math.ceil(height));
        scratch.setWidth(w);
        scratch.setHeight(h);
        GraphicsContext g = scratch.getGraphicsContext2D();
        g.clearRect(0, 0, w, h);
        g.save();
        paint.accept(g);
        g.restore();
        SnapshotParameters sp = new SnapshotParameters();
        sp.setFill(Color.TRANSPARENT);
        sp.setTransform(Transform.scale(scale, scale));
        WritableImage img = scratch.snapshot(sp, null);
        painted++;
        return new Sprite(img, anchorX, anchorY, w, h);
    }

    /** Pictures painted since this renderer was made (tests: a still frame paints none). */
    int painted() {
        return painted;
    }

    int size() {
        return cache.size();
    }
}
