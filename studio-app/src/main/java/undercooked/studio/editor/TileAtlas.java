package undercooked.studio.editor;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javafx.application.Platform;
import javafx.scene.SnapshotParameters;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import undercooked.studio.kitchen.TilePainter;
import undercooked.levels.Glyph;
import undercooked.sim.ItemKind;
import undercooked.sim.StationKind;
import undercooked.sim.Tile;

/**
 * Every possible tile pre-rendered as pixels at one cell size. The software renderer takes tens
 * of milliseconds to rasterise thousands of small vector shapes, but copying pixel rows is
 * almost free: the canvas composes a frame from these tiles and hands the renderer one image.
 * One snapshot per zoom level renders all 20 tiles; the last 40 sizes are kept (a few MB).
 */
final class TileAtlas {
    private static final int KEEP = 40;
    /** All glyphs a legend can name, then the unknown-character tile, then the unreachable mark. */
    private static final List<Optional<Glyph>> GLYPHS = allGlyphs();
    static final int UNKNOWN = GLYPHS.size() - 1;
    static final int UNREACHABLE = GLYPHS.size();

    private final Map<Integer, int[][]> sizes = new LinkedHashMap<>(16, 0.75f, true);
    private final Set<Integer> pending = new HashSet<>();

    /** Pixels (ARGB, row-major, size x size) of a glyph at a cell size. */
    int[] tile(Optional<Glyph> glyph, int size) {
        int i = GLYPHS.indexOf(glyph);
        return tiles(size)[i >= 0 ? i : UNKNOWN];
    }

    int[] unreachable(int size) {
        return tiles(size)[UNREACHABLE];
    }

    /**
     * Renders the sizes one step either side of {@code size} later on the FX thread, once the
     * events queued now have run: zooming by the wheel moves a pixel at a time, so the next frame
     * then only copies pixels instead of rasterising twenty tiles first.
     */
    void prewarmAround(int size) {
        for (int s : new int[] {size + 1, size - 1}) {
            if (s >= 2 && !sizes.containsKey(s) && pending.add(s)) {
                Platform.runLater(() -> {
                    pending.remove(s);
                    tiles(s);
                });
            }
        }
    }

    private int[][] tiles(int size) {
        int[][] t = sizes.get(size);
        if (t == null) {
            t = render(size);
            sizes.put(size, t);
            if (sizes.size() > KEEP) {
                sizes.remove(sizes.keySet().iterator().next());
            }
        }
        return t;
    }

    private static int[][] render(int s) {
        int n = GLYPHS.size() + 1;
        Canvas c = new Canvas((double) s * n, s);
        GraphicsContext g = c.getGraphicsContext2D();
        for (int i = 0; i < GLYPHS.size(); i++) {
            TilePainter.paint(g, GLYPHS.get(i), (double) i * s, 0, s);
        }
        // The unreachable mark is drawn over the tile, so it is transparent but for a red frame
        // and a red cross with a white edge (seen on red tiles too).
        double x = (double) UNREACHABLE * s;
        double b = GridFrame.frameWidth(s);
        g.setFill(Color.rgb(205, 35, 35));
        g.fillRect(x, 0, s, b);
        g.fillRect(x, s - b, s, b);
        g.fillRect(x, 0, b, s);
        g.fillRect(x + s - b, 0, b, s);
        double line = Math.max(1.5, s / 9.0);
        for (Color ink : new Color[] {Color.WHITE, Color.rgb(205, 35, 35)}) {
            g.setStroke(ink);
            g.setLineWidth(ink == Color.WHITE ? line + 2 : line);
            g.strokeLine(x + s * 0.25, s * 0.25, x + s * 0.75, s * 0.75);
            g.strokeLine(x + s * 0.75, s * 0.25, x + s * 0.25, s * 0.75);
        }
        SnapshotParameters p = new SnapshotParameters();
        p.setFill(Color.TRANSPARENT);
        WritableImage img = c.snapshot(p, null);
        int[][] out = new int[n][s * s];
        for (int i = 0; i < n; i++) {
            img.getPixelReader().getPixels(i * s, 0, s, s, PixelFormat.getIntArgbInstance(), out[i], 0, s);
        }
        return out;
    }

    private static List<Optional<Glyph>> allGlyphs() {
        List<Optional<Glyph>> out = new ArrayList<>();
        for (Tile t : new Tile[] {Tile.WALL, Tile.FLOOR, Tile.VOID}) {
            out.add(Optional.of(new Glyph.Terrain(t)));
        }
        for (StationKind k : StationKind.values()) {
            if (k != StationKind.SPAWN_SHELF) {
                out.add(Optional.of(new Glyph.Fixture(k)));
            }
        }
        for (ItemKind k : ItemKind.values()) {
            out.add(Optional.of(new Glyph.Shelf(k)));
        }
        for (int seat = 1; seat <= 4; seat++) {
            out.add(Optional.of(new Glyph.Spawn(seat)));
        }
        out.add(Optional.empty());
        return List.copyOf(out);
    }
}
