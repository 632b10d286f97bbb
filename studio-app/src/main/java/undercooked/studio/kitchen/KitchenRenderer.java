package undercooked.studio.kitchen;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import javafx.geometry.VPos;
import javafx.scene.SnapshotParameters;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import javafx.scene.text.TextAlignment;
import undercooked.levels.Glyph;
import undercooked.levels.Level;
import undercooked.protocol.FullFrame;
import undercooked.protocol.HazardSnap;
import undercooked.protocol.PlayerSnap;
import undercooked.protocol.StationSnap;
import undercooked.sim.Tile;

/**
 * The studio's one kitchen renderer: a level's tiles plus a wire frame ({@link FullFrame}, what a
 * live room sends and what a replay state projects to through the server's encoder), drawn the
 * way the browser client draws a round: stations with their contents and progress, cooks with
 * facing, what they hold and their seat label, hazards, and a HUD of score, target, time and the
 * open orders with deadline bars. It fits any canvas size; a camera can follow one cook.
 *
 * <p>The static tiles are drawn once per cell size into an image (the software renderer is slow
 * at thousands of vector cells), and the moving parts (cooks, items, tags, fires, order cards) are
 * pictures painted once per cell size by their vector painters ({@link Sprites}), so a frame is
 * image copies plus a few bars and outlines. The paintings themselves are {@link KitchenPaint}'s,
 * the strip above the kitchen and the banner {@link KitchenHud}'s.
 */
public final class KitchenRenderer {
    /** Seat colours: the client's Okabe-Ito set, distinct under the common colour-vision deficiencies. */
    static final Color[] SEATS = {Color.web("#D55E00"), Color.web("#0072B2"), Color.web("#009E73"), Color.web("#F0E442")};
    private static final Color BACKDROP = Color.web("#20242C");
    /** Height of the HUD strip above the kitchen, in pixels. */
    public static final double HUD = 44;

    /** How the kitchen is framed. */
    public sealed interface Camera permits Whole, Follow {
    }

    /** The whole kitchen, fitted. */
    public record Whole() implements Camera {
    }

    /** Centred on one cook, {@code zoom} times the fitted size. */
    public record Follow(String playerId, double zoom) implements Camera {
        public Follow {
            Objects.requireNonNull(playerId, "playerId");
            if (!(zoom >= 1)) {
                throw new IllegalArgumentException("zoom is 1 or more, got " + zoom);
            }
        }
    }

    /** A cook's recent path, oldest point first, in tile units. */
    public record Trail(int seat, double[] xs, double[] ys) {
        public Trail {
            Objects.requireNonNull(xs, "xs");
            Objects.requireNonNull(ys, "ys");
            if (xs.length != ys.length) {
                throw new IllegalArgumentException("a trail has as many xs as ys");
            }
        }
    }

    /** What to draw: a frame, a camera, optional trails and a highlighted cook or cell. */
    public record Scene(FullFrame frame, Camera camera, List<Trail> trails, Optional<String> highlight,
                        Optional<String> banner) {
        public Scene {
            Objects.requireNonNull(frame, "frame");
            Objects.requireNonNull(camera, "camera");
            trails = List.copyOf(trails);
            Objects.requireNonNull(highlight, "highlight");
            Objects.requireNonNull(banner, "banner");
        }

        public static Scene of(FullFrame frame) {
            return new Scene(frame, new Whole(), List.of(), Optional.empty(), Optional.empty());
        }
    }

    /** What is under a point of the last drawn frame. */
    public sealed interface Hit permits CookHit, StationHit, CellHit {
    }

    public record CookHit(String playerId) implements Hit {
    }

    public record StationHit(StationSnap station) implements Hit {
    }

    public record CellHit(int x, int y) implements Hit {
    }

    private static final Optional<Glyph> FLOOR = Optional.of(new Glyph.Terrain(Tile.FLOOR));
    private final Level level;
    private final int cols;
    private final int rows;
    private WritableImage tiles;
    private int tilesCell = -1;
    private double cell = 1;
    private double ox;
    private double oy;
    private FullFrame last;
    private final Sprites sprites = new Sprites();
    private final KitchenHud hud = new KitchenHud(sprites);

    public KitchenRenderer(Level level) {
        this.level = Objects.requireNonNull(level, "level");
        this.rows = level.grid().size();
        int w = 0;
        for (String r : level.grid()) {
            w = Math.max(w, r.length());
        }
        this.cols = Math.max(1, w);
    }

    public Level level() {
        return level;
    }

    /** Draws a scene filling {@code width} x {@code height} pixels of {@code g}. */
    public void draw(GraphicsContext g, double width, double height, Scene scene) {
        last = scene.frame();
        g.setFill(BACKDROP);
        g.fillRect(0, 0, width, height);
        double areaH = Math.max(1, height - HUD);
        double fit = Math.max(2, Math.floor(Math.min(width / cols, areaH / Math.max(1, rows))));
        if (scene.camera() instanceof Follow f) {
            cell = Math.floor(fit * f.zoom());
            Optional<PlayerSnap> p = scene.frame().players().stream().filter(x -> x.id().equals(f.playerId())).findFirst();
            double cx = p.map(PlayerSnap::x).orElse(cols / 2.0);
            double cy = p.map(PlayerSnap::y).orElse(rows / 2.0);
            ox = Math.round(width / 2 - cx * cell);
            oy = Math.round(HUD + areaH / 2 - cy * cell);
        } else {
            cell = fit;
            ox = Math.floor((width - cell * cols) / 2);
            oy = Math.floor(HUD + (areaH - cell * rows) / 2);
        }
        javafx.stage.Window window = g.getCanvas().getScene() == null ? null : g.getCanvas().getScene().getWindow();
        sprites.use(cell, window == null ? 1 : Math.max(1, window.getOutputScaleX()));
        g.save();
        g.beginPath();
        g.rect(0, HUD, width, areaH);
        g.clip();
        g.drawImage(tiles((int) cell), ox, oy);
        FullFrame f = scene.frame();
        for (HazardSnap z : f.hazards()) {
            if (z.kind().equals("spill")) {
                spill(g, z);
            }
        }
        for (StationSnap s : f.stations()) {
            station(g, s);
        }
        for (HazardSnap z : f.hazards()) {
            if (z.kind().equals("fire")) {
                fireAt(g, z.x(), z.y(), 0.5);
            }
        }
        for (Trail t : scene.trails()) {
            trail(g, t);
        }
        for (PlayerSnap p : f.players()) {
            cookAt(g, p, scene.highlight().filter(p.id()::equals).isPresent());
        }
        for (StationSnap s : f.stations()) {
            if (s.progress() > 0 && s.progress() < 1) {
                KitchenPaint.bar(g, px(s.x()) + cell * 0.04, py(s.y()) + cell * 0.02, cell * 0.92, Math.max(5, cell * 0.18),
                        s.progress(), s.kind().equals("stove") ? Color.web("#E69F00") : Color.web("#56B4E9"));
            }
        }
        for (HazardSnap z : f.hazards()) {
            if (z.kind().equals("moving_obstacle")) {
                obstacle(g, z);
            }
        }
        g.restore();
        hud.hud(g, width, f);
        scene.banner().ifPresent(b -> hud.banner(g, width, height, b));
    }

    /** What is under canvas point ({@code x}, {@code y}) in the last drawn frame. */
    public Optional<Hit> hit(double x, double y) {
        if (last == null || y < HUD) {
            return Optional.empty();
        }
        double tx = (x - ox) / cell;
        double ty = (y - oy) / cell;
        PlayerSnap best = null;
        double bestD = 0.5 * 0.5;
        for (PlayerSnap p : last.players()) {
            double d = (p.x() - tx) * (p.x() - tx) + (p.y() - ty) * (p.y() - ty);
            if (d <= bestD) {
                best = p;
                bestD = d;
            }
        }
        if (best != null) {
            return Optional.of(new CookHit(best.id()));
        }
        int cx = (int) Math.floor(tx);
        int cy = (int) Math.floor(ty);
        if (cx < 0 || cy < 0 || cx >= cols || cy >= rows) {
            return Optional.empty();
        }
        for (StationSnap s : last.stations()) {
            if ((int) s.x() == cx && (int) s.y() == cy) {
                return Optional.of(new StationHit(s));
            }
        }
        return Optional.of(new CellHit(cx, cy));
    }

    /** Pictures of moving parts painted so far (a still frame adds none; see {@link Sprites}). */
    int spritesPainted() {
        return sprites.painted();
    }

    /** Pixels per tile in the last frame. */
    public double cellSize() {
        return cell;
    }

    /** Where tile coordinate {@code x} is on the canvas in the last frame (overlays drawn over the kitchen). */
    public double canvasX(double x) {
        return px(x);
    }

    /** Where tile coordinate {@code y} is on the canvas in the last frame. */
    public double canvasY(double y) {
        return py(y);
    }

    private double px(double x) {
        return ox + x * cell;
    }

    private double py(double y) {
        return oy + y * cell;
    }

    private WritableImage tiles(int s) {
        if (tiles == null || tilesCell != s) {
            Canvas c = new Canvas(cols * s, Math.max(1, rows) * s);
            GraphicsContext g = c.getGraphicsContext2D();
            for (int y = 0; y < rows; y++) {
                String row = level.grid().get(y);
                for (int x = 0; x < row.length(); x++) {
                    Optional<Glyph> glyph = level.legend().glyph(row.charAt(x));
                    // In a round a spawn is floor: the editor's numbered discs would read as cooks.
                    TilePainter.paint(g, glyph.filter(gl -> gl instanceof Glyph.Spawn).isPresent() ? FLOOR : glyph,
                            x * s, y * s, s);
                }
            }
            SnapshotParameters sp = new SnapshotParameters();
            sp.setFill(Color.TRANSPARENT);
            tiles = c.snapshot(sp, null);
            tilesCell = s;
        }
        return tiles;
    }

    private void station(GraphicsContext g, StationSnap s) {
        double x = px(s.x());
        double y = py(s.y());
        switch (s.state()) {
            case "ready" -> {
                g.setStroke(Color.web("#2ECC71"));
                g.setLineWidth(Math.max(2, cell * 0.08));
                g.strokeRect(x + 2, y + 2, cell - 4, cell - 4);
            }
            case "dirty" -> sprites.draw(g, "dirty", x, y, Math.ceil(cell), Math.ceil(cell), 0, 0, sg -> {
                sg.setFill(Color.rgb(110, 80, 40, 0.55));
                for (double[] d : new double[][] {{0.25, 0.3}, {0.7, 0.25}, {0.6, 0.72}}) {
                    KitchenPaint.circle(sg, d[0] * cell, d[1] * cell, cell * 0.08);
                }
            });
            default -> {
            }
        }
        s.content().ifPresent(w -> itemAt(g, w, x + cell / 2, y + cell / 2, cell * (s.kind().equals("spawn_shelf") ? 0.22 : 0.28),
                s.kind().equals("spawn_shelf"), s.quality() == 0));
        if (s.state().equals("burning") || s.state().equals("blocked")) {
            fireAt(g, s.x() + 0.5, s.y() + 0.5, s.state().equals("blocked") ? 0.5 : 0.3);
        }
    }

    private record ItemKey(String wire, double r, boolean faded, boolean burnt) {
    }

    /** An item centred on ({@code cx}, {@code cy}), with its label under it when there is room. */
    private void itemAt(GraphicsContext g, String wire, double cx, double cy, double r, boolean faded, boolean burnt) {
        double a = Math.ceil(r * 1.2 + Math.max(1, r * 0.12) + 1);
        sprites.draw(g, new ItemKey(wire, r, faded, burnt), cx, cy, 2 * a, 2 * a, a, a,
                sg -> KitchenPaint.item(sg, wire, a, a, r, faded, burnt));
        if (cell >= 22 && !faded) {
            tagAt(g, ItemLook.of(wire).label(), cx, cy + r + 1, Math.max(9, cell * 0.2));
        }
    }

    private record CookKey(int seat, int facing, String state, boolean highlighted) {
    }

    private record LabelKey(String text, boolean dark, double size) {
    }

    /** A cook: its body, what it holds on the faced side, and its seat label on top. */
    private void cookAt(GraphicsContext g, PlayerSnap p, boolean highlighted) {
        double cx = px(p.x());
        double cy = py(p.y());
        double r = cell * 0.36;
        int f = p.facing().index();
        double a = Math.ceil(r * 1.35 + Math.max(2, cell * 0.1) + 1);
        sprites.draw(g, new CookKey(p.seat(), f, p.state(), highlighted), cx, cy, 2 * a, 2 * a, a, a,
                sg -> KitchenPaint.cook(sg, p.seat(), f, p.state(), a, a, r, highlighted));
        double[] dx = KitchenPaint.DX;
        double[] dy = KitchenPaint.DY;
        p.held().ifPresent(h -> itemAt(g, h, cx + dx[f] * r * 0.9, cy + dy[f] * r * 0.9, cell * 0.2, false, false));
        // The seat label sits inside the cook, so it can never cover a station's item label.
        boolean ghost = p.state().equals("disconnected");
        String text = (ghost ? "?" : "P") + (p.seat() + 1);
        double size = Math.max(8, r * 0.8);
        double la = Math.ceil(size * 1.6);
        sprites.draw(g, new LabelKey(text, p.seat() == 3, size), cx - dx[f] * r * 0.2, cy - dy[f] * r * 0.2, 2 * la, 2 * la,
                la, la, sg -> {
                    sg.setFill(p.seat() == 3 ? Color.web("#1B1B1B") : Color.WHITE);
                    sg.setFont(hud.bold(size));
                    sg.setTextAlign(TextAlignment.CENTER);
                    sg.setTextBaseline(VPos.CENTER);
                    sg.fillText(text, la, la);
                });
    }

    private void trail(GraphicsContext g, Trail t) {
        if (t.xs().length < 2) {
            return;
        }
        Color c = SEATS[Math.floorMod(t.seat(), SEATS.length)];
        g.setLineWidth(Math.max(1.5, cell * 0.08));
        for (int i = 1; i < t.xs().length; i++) {
            g.setStroke(c.deriveColor(0, 1, 1, 0.15 + 0.7 * i / t.xs().length));
            g.strokeLine(px(t.xs()[i - 1]), py(t.ys()[i - 1]), px(t.xs()[i]), py(t.ys()[i]));
        }
    }

    private void spill(GraphicsContext g, HazardSnap z) {
        g.setFill(Color.rgb(52, 120, 220, 0.55));
        g.fillOval(px(z.x()) - cell * 0.46, py(z.y()) - cell * 0.32, cell * 0.92, cell * 0.64);
    }

    /** A fire over tile point ({@code x}, {@code y}), {@code size} tiles tall-ish. */
    private void fireAt(GraphicsContext g, double x, double y, double size) {
        double hw = Math.ceil(cell * size * 0.9) + 1;
        double h = Math.ceil(cell * size * 1.5) + 1;
        sprites.draw(g, "fire" + size, px(x), py(y) + cell * 0.3, 2 * hw, h + 1, hw, h,
                sg -> KitchenPaint.fire(sg, hw, h, cell, size));
    }

    private void obstacle(GraphicsContext g, HazardSnap z) {
        double half = cell * 0.4;
        g.setFill(Color.web("#7D3C98"));
        g.fillRect(px(z.x()) - half, py(z.y()) - half, half * 2, half * 2);
        g.setStroke(Color.web("#F1C40F"));
        g.setLineWidth(Math.max(2, cell * 0.08));
        g.setLineDashes(cell * 0.12, cell * 0.1);
        g.strokeRect(px(z.x()) - half, py(z.y()) - half, half * 2, half * 2);
        g.setLineDashes();
    }

    private record TagKey(String text, double size) {
    }

    /** A label on a dark rounded plate, centred under ({@code cx}, {@code top}). */
    private void tagAt(GraphicsContext g, String text, double cx, double top, double size) {
        double hw = Math.ceil((text.length() * size * 0.62 + size * 0.5) / 2) + 1;
        double h = Math.ceil(size * 1.25) + 2;
        sprites.draw(g, new TagKey(text, size), cx, top, 2 * hw, h, hw, 1, sg -> tag(sg, text, hw, 1, size));
    }

    private void tag(GraphicsContext g, String text, double cx, double top, double size) {
        g.setFont(hud.bold(size));
        double w = text.length() * size * 0.62 + size * 0.5;
        g.setFill(Color.rgb(20, 20, 28, 0.78));
        g.fillRoundRect(cx - w / 2, top, w, size * 1.25, size * 0.6, size * 0.6);
        g.setFill(Color.WHITE);
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        g.fillText(text, cx, top + size * 0.65);
    }

}
