package undercooked.studio.replay;

import java.util.EnumMap;
import java.util.Map;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;

/**
 * The track over every tick: event markers coloured by kind (one row per kind, so a burst of one
 * kind does not hide another), the golden's divergence in red from its tick on, where a second
 * run parts, a clip's focus range, bookmarks, marks A and B, and the playhead. Click or drag to seek.
 */
final class TimelineCanvas extends Region {
    static final double HEIGHT = 64;
    private final Canvas canvas = new Canvas();
    /** The playhead on its own layer: a tick change redraws two shapes, not every marker. */
    private final Canvas head = new Canvas();
    private final ReplayViewModel vm;
    private final BookmarksViewModel bookmarks;

    TimelineCanvas(ReplayViewModel vm, BookmarksViewModel bookmarks) {
        this.vm = vm;
        this.bookmarks = bookmarks;
        getChildren().addAll(canvas, head);
        head.setMouseTransparent(true);
        setMinHeight(HEIGHT);
        setPrefHeight(HEIGHT);
        setMaxHeight(HEIGHT);
        setId("replay-timeline");
        canvas.setOnMousePressed(e -> seekAt(e.getX()));
        canvas.setOnMouseDragged(e -> seekAt(e.getX()));
        vm.tickProperty().addListener(o -> drawHead());
        vm.replayProperty().addListener(o -> draw());
        vm.markAProperty().addListener(o -> draw());
        vm.markBProperty().addListener(o -> draw());
        vm.compareDivergenceProperty().addListener(o -> draw());
        vm.divergenceProperty().addListener(o -> draw());
        bookmarks.bookmarks().addListener((javafx.collections.ListChangeListener<Bookmarks.Bookmark>) c -> draw());
    }

    private void seekAt(double x) {
        long end = vm.endTick();
        double w = Math.max(1, canvas.getWidth() - 16);
        vm.seek(Math.round(Math.clamp((x - 8) / w, 0, 1) * end));
    }

    @Override
    protected void layoutChildren() {
        if (canvas.getWidth() != getWidth() || canvas.getHeight() != getHeight()) {
            canvas.setWidth(Math.floor(getWidth()));
            canvas.setHeight(Math.floor(getHeight()));
            head.setWidth(Math.floor(getWidth()));
            head.setHeight(Math.floor(getHeight()));
            draw();
        }
    }

    private double x(long tick, long end, double w) {
        return 8 + (end == 0 ? 0 : (double) tick / end * w);
    }

    void draw() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        double cw = canvas.getWidth();
        double ch = canvas.getHeight();
        g.setFill(Color.web("#1B1F27"));
        g.fillRect(0, 0, cw, ch);
        OpenedReplay r = vm.replayProperty().get();
        if (r == null) {
            g.setFill(Color.web("#8A93A3"));
            g.setFont(Font.font(12));
            g.fillText("Open a replay: File > Open Replay... or From Server...", 10, ch / 2 + 4);
            return;
        }
        long end = r.endTick();
        double w = Math.max(1, cw - 16);
        r.loaded().focus().ifPresent(f -> {
            g.setFill(Color.web("#2E3B55"));
            g.fillRect(x(f.from(), end, w), 0, Math.max(2, x(f.to(), end, w) - x(f.from(), end, w)), ch);
        });
        long div = vm.divergenceProperty().get();
        if (div >= 0) {
            g.setFill(Color.rgb(231, 76, 60, 0.35));
            g.fillRect(x(div, end, w), 0, cw - x(div, end, w), ch);
            g.setFill(Color.web("#E74C3C"));
            g.fillRect(x(div, end, w) - 1, 0, 3, ch);
        }
        long part = vm.compareDivergenceProperty().get();
        if (part >= 0) {
            g.setFill(Color.web("#EC407A"));
            g.fillRect(x(part, end, w) - 1, 0, 3, ch);
        }
        Map<Marker, Integer> row = new EnumMap<>(Marker.class);
        int n = 0;
        for (Marker m : Marker.values()) {
            if (m != Marker.OTHER) {
                row.put(m, n++);
            }
        }
        double top = 6;
        double rowH = (ch - 20) / n;
        for (EventIndex.Row e : r.events().rows()) {
            Integer k = row.get(e.marker());
            if (k != null) {
                g.setFill(Color.web(e.marker().colour()));
                g.fillRect(Math.floor(x(e.tick(), end, w)), top + k * rowH, 2, Math.max(2, rowH - 1));
            }
        }
        for (Bookmarks.Bookmark b : bookmarks.bookmarks()) {
            double bx = x(b.tick(), end, w);
            g.setFill(Color.web("#FFD166"));
            g.fillPolygon(new double[] {bx, bx + 7, bx}, new double[] {ch - 14, ch - 10, ch - 6}, 3);
        }
        mark(g, vm.markAProperty().get(), "A", end, w, ch);
        mark(g, vm.markBProperty().get(), "B", end, w, ch);
        drawHead();
    }

    private void drawHead() {
        GraphicsContext g = head.getGraphicsContext2D();
        double cw = head.getWidth();
        double ch = head.getHeight();
        g.clearRect(0, 0, cw, ch);
        OpenedReplay r = vm.replayProperty().get();
        if (r == null) {
            return;
        }
        double px = x(vm.tickProperty().get(), r.endTick(), Math.max(1, cw - 16));
        g.setFill(Color.WHITE);
        g.fillRect(px - 1, 0, 2, ch);
        g.fillPolygon(new double[] {px - 5, px + 5, px}, new double[] {0, 0, 6}, 3);
    }

    private void mark(GraphicsContext g, long t, String label, long end, double w, double ch) {
        if (t < 0) {
            return;
        }
        double mx = x(t, end, w);
        g.setStroke(Color.web("#4FC3F7"));
        g.setLineWidth(1.5);
        g.strokeLine(mx, 0, mx, ch);
        g.setFill(Color.web("#4FC3F7"));
        g.setFont(Font.font(11));
        g.fillText(label, mx + 3, ch - 3);
    }
}
