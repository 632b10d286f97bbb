package undercooked.studio.editor;

import java.util.Arrays;
import java.util.Optional;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import undercooked.levels.Glyph;
import undercooked.levels.Legend;
import undercooked.levels.Level;

/**
 * Composes one frame of the grid as pixels: tiles copied from the {@link TileAtlas}, grid lines
 * and the reachability heat blended in. The result is one image for the canvas to draw, which
 * keeps a 64x64 redraw within a frame budget in the software renderer.
 */
final class GridFrame {
    private static final int BACKGROUND = 0xff2a2e36;

    private final TileAtlas atlas = new TileAtlas();
    private int[] pixels = new int[0];
    private Optional<WritableImage> image = Optional.empty();

    /** The view of the grid: integer cell size and the screen position of cell (0, 0). */
    record View(int width, int height, int cell, int offX, int offY) {
    }

    WritableImage compose(Level level, View v, boolean gridLines, Optional<HeatMap> heat) {
        return compose(level, v, gridLines, heat, Optional.empty());
    }

    /** As above with a play-test's overlay; when one is given it is drawn instead of the heat. */
    WritableImage compose(Level level, View v, boolean gridLines, Optional<HeatMap> heat, Optional<PlayTestOverlay> play) {
        int w = Math.max(1, v.width());
        int h = Math.max(1, v.height());
        if (pixels.length != w * h) {
            pixels = new int[w * h];
        }
        Arrays.fill(pixels, BACKGROUND);
        int s = v.cell();
        int rows = level.grid().size();
        int x0 = Math.max(0, Math.floorDiv(-v.offX(), s));
        int y0 = Math.max(0, Math.floorDiv(-v.offY(), s));
        int y1 = Math.min(rows - 1, Math.floorDiv(h - 1 - v.offY(), s));
        Legend legend = level.legend();
        @SuppressWarnings("unchecked")
        Optional<Glyph>[] ascii = new Optional[128];
        for (int y = y0; y <= y1; y++) {
            String row = level.grid().get(y);
            int x1 = Math.min(row.length() - 1, Math.floorDiv(w - 1 - v.offX(), s));
            for (int x = x0; x <= x1; x++) {
                char ch = row.charAt(x);
                Optional<Glyph> g;
                if (ch < 128) {
                    if (ascii[ch] == null) {
                        ascii[ch] = legend.glyph(ch);
                    }
                    g = ascii[ch];
                } else {
                    g = legend.glyph(ch);
                }
                blit(atlas.tile(g, s), s, v.offX() + x * s, v.offY() + y * s, w, h);
                // The heat is a frame round the station and the cross is drawn over it, so the
                // tile itself stays as it is: a stove under the overlay still looks like a stove.
                if (play.isPresent()) {
                    playTest(play.get(), x, y, s, w, h);
                } else if (heat.isPresent() && heat.get().unreachable(x, y)) {
                    overlay(atlas.unreachable(s), s, w, h);
                } else if (heat.isPresent()) {
                    heat.get().distance(x, y).ifPresent(d -> frame(heatColour(d, heat.get().max()), s, w, h));
                }
            }
        }
        if (gridLines && s >= 6) {
            lines(level, v, w, h);
        }
        WritableImage img = image.filter(i -> i.getWidth() == w && i.getHeight() == h)
                .orElseGet(() -> new WritableImage(w, h));
        image = Optional.of(img);
        img.getPixelWriter().setPixels(0, 0, w, h, PixelFormat.getIntArgbInstance(), pixels, 0, w);
        atlas.prewarmAround(v.cell());
        return img;
    }

    private int cellX;
    private int cellY;

    private void blit(int[] tile, int s, int px, int py, int w, int h) {
        cellX = px;
        cellY = py;
        int cx0 = Math.max(0, -px);
        int cx1 = Math.min(s, w - px);
        if (cx1 <= cx0) {
            return;
        }
        for (int ty = Math.max(0, -py); ty < s && py + ty < h; ty++) {
            System.arraycopy(tile, ty * s + cx0, pixels, (py + ty) * w + px + cx0, cx1 - cx0);
        }
    }

    /** The width of the heat frame at a cell size. */
    static int frameWidth(int s) {
        return Math.max(2, s / 9);
    }

    /** Paints a band of a colour round the edge of the cell just blitted. */
    private void frame(int rgb, int s, int w, int h) {
        frame(rgb, s, w, h, frameWidth(s));
    }

    private void frame(int rgb, int s, int w, int h, int b) {
        for (int y = Math.max(0, cellY); y < Math.min(h, cellY + s); y++) {
            boolean edgeRow = y < cellY + b || y >= cellY + s - b;
            for (int x = Math.max(0, cellX); x < Math.min(w, cellX + s); x++) {
                if (edgeRow || x < cellX + b || x >= cellX + s - b) {
                    pixels[y * w + x] = 0xff000000 | rgb;
                }
            }
        }
    }

    /** The bottleneck's frame: red, half as wide again as the heat frame, so it reads at any zoom. */
    static final int BOTTLENECK = 0xe53935;
    /** The traffic tint: the selection's blue, up to 60% over the floor. */
    static final int TRAFFIC = 0x2f80ed;

    /**
     * One cell of a play-test: traffic tints the floor, a work station gets the heat frame in the
     * colour of its busy share (green idle, orange as busy as the busiest), the bottleneck a red frame.
     */
    private void playTest(PlayTestOverlay play, int x, int y, int s, int w, int h) {
        int t = play.traffic(x, y);
        if (t > 0 && play.busyPercent(x, y).isEmpty()) {
            int a = 24 + t * 130 / 255;
            for (int py = Math.max(0, cellY); py < Math.min(h, cellY + s); py++) {
                for (int px = Math.max(0, cellX); px < Math.min(w, cellX + s); px++) {
                    pixels[py * w + px] = blend(pixels[py * w + px], TRAFFIC, a);
                }
            }
        }
        if (play.isBottleneck(x, y)) {
            frame(BOTTLENECK, s, w, h, frameWidth(s) * 3 / 2);
        } else {
            play.busyPercent(x, y).ifPresent(p -> frame(heatColour(p, play.maxBusy()), s, w, h));
        }
    }

    /** Draws a mostly transparent tile (the unreachable mark) over the cell just blitted. */
    private void overlay(int[] tile, int s, int w, int h) {
        for (int ty = 0; ty < s; ty++) {
            int y = cellY + ty;
            if (y < 0 || y >= h) {
                continue;
            }
            for (int tx = 0; tx < s; tx++) {
                int x = cellX + tx;
                int argb = tile[ty * s + tx];
                int a = argb >>> 24;
                if (x >= 0 && x < w && a > 0) {
                    pixels[y * w + x] = blend(pixels[y * w + x], argb & 0xffffff, a + (a >> 7));
                }
            }
        }
    }

    private void lines(Level level, View v, int w, int h) {
        int s = v.cell();
        int gw = GridEdits.width(level);
        int gh = GridEdits.height(level);
        int top = Math.max(0, v.offY());
        int bottom = Math.min(h, v.offY() + gh * s);
        int left = Math.max(0, v.offX());
        int right = Math.min(w, v.offX() + gw * s);
        int a = 36; // about 14% black
        for (int gx = 0; gx <= gw; gx++) {
            int x = v.offX() + gx * s;
            if (x >= 0 && x < w) {
                for (int y = top; y < bottom; y++) {
                    pixels[y * w + x] = blend(pixels[y * w + x], 0, a);
                }
            }
        }
        for (int gy = 0; gy <= gh; gy++) {
            int y = v.offY() + gy * s;
            if (y >= 0 && y < h) {
                for (int x = left; x < right; x++) {
                    pixels[y * w + x] = blend(pixels[y * w + x], 0, a);
                }
            }
        }
    }

    /** Green near a spawn through yellow to orange at the farthest station. */
    static int heatColour(int distance, int max) {
        Color c = Color.hsb(120 - 90 * (distance / (double) Math.max(1, max)), 0.85, 0.9);
        return ((int) (c.getRed() * 255) << 16) | ((int) (c.getGreen() * 255) << 8) | (int) (c.getBlue() * 255);
    }

    private static int blend(int under, int rgb, int a) {
        int r = (((under >> 16) & 0xff) * (256 - a) + ((rgb >> 16) & 0xff) * a) >> 8;
        int g = (((under >> 8) & 0xff) * (256 - a) + ((rgb >> 8) & 0xff) * a) >> 8;
        int b = ((under & 0xff) * (256 - a) + (rgb & 0xff) * a) >> 8;
        return 0xff000000 | (r << 16) | (g << 8) | b;
    }
}
