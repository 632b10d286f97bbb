package undercooked.studio.timeline;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import javafx.beans.Observable;
import javafx.collections.ListChangeListener;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

/**
 * The track over every tick of a round, for the replay scrubber and for a watched live round
 * alike: event marks coloured by kind (one row per kind, so a burst of one kind does not hide
 * another), the golden's divergence in red from its tick on, where a second run parts, a clip's
 * focus, bookmarks, marks A and B, and the playhead. A live round also shows which ticks are kept
 * (the rest is dimmed) and its live edge. Click or drag to seek. Changes are drawn once per pulse
 * however many arrive; the playhead is a layer of its own, so moving it redraws two shapes.
 */
public final class TimelineCanvas extends Region {
    public static final double HEIGHT = 64;
    private static final double PAD = 8;
    static final Font EMPTY_FONT = Font.font(12);
    private static final double EMPTY_LINE = 15;
    private final Canvas canvas = new Canvas();
    private final Canvas head = new Canvas();
    private final TimelineModel model;
    private boolean marksDirty = true;
    private boolean headDirty = true;

    public TimelineCanvas(TimelineModel model, String id) {
        this(model, id, HEIGHT);
    }

    /** A timeline {@code height} pixels tall (a watched room's pane is small: 40 keeps every kind's row). */
    public TimelineCanvas(TimelineModel model, String id, double height) {
        this.model = model;
        getChildren().addAll(canvas, head);
        head.setMouseTransparent(true);
        setMinHeight(height);
        setPrefHeight(height);
        setMaxHeight(height);
        setId(id);
        canvas.setOnMousePressed(e -> model.seek(tickAt(e.getX())));
        canvas.setOnMouseDragged(e -> model.seek(tickAt(e.getX())));
        for (Observable o : new Observable[] {model.endProperty(), model.firstProperty(), model.loadedProperty(),
                model.emptyTextProperty(), model.divergenceProperty(), model.partingProperty(), model.markAProperty(),
                model.markBProperty(), model.focusProperty()}) {
            o.addListener(x -> marksChanged());
        }
        model.marks().addListener((ListChangeListener<TimelineModel.Mark>) c -> marksChanged());
        model.bookmarks().addListener((ListChangeListener<Long>) c -> marksChanged());
        for (Observable o : new Observable[] {model.tickProperty(), model.receivedProperty(), model.liveProperty()}) {
            o.addListener(x -> headChanged());
        }
    }

    private void marksChanged() {
        marksDirty = true;
        requestLayout();
    }

    private void headChanged() {
        headDirty = true;
        requestLayout();
    }

    /** The tick under canvas x (tests click through this). */
    public long tickAt(double x) {
        double w = Math.max(1, canvas.getWidth() - 2 * PAD);
        return Math.round(Math.clamp((x - PAD) / w, 0, 1) * model.endProperty().get());
    }

    /** Canvas x of {@code tick}. */
    public double xOf(long tick) {
        long end = model.endProperty().get();
        double w = Math.max(1, canvas.getWidth() - 2 * PAD);
        return PAD + (end <= 0 ? 0 : (double) tick / end * w);
    }

    @Override
    protected void layoutChildren() {
        if (canvas.getWidth() != Math.floor(getWidth()) || canvas.getHeight() != Math.floor(getHeight())) {
            for (Canvas c : new Canvas[] {canvas, head}) {
                c.setWidth(Math.floor(getWidth()));
                c.setHeight(Math.floor(getHeight()));
            }
            marksDirty = true;
        }
        if (marksDirty) {
            marksDirty = false;
            headDirty = true;
            draw();
        }
        if (headDirty) {
            headDirty = false;
            drawHead();
        }
    }

    private void draw() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        double cw = canvas.getWidth();
        double ch = canvas.getHeight();
        g.setFill(Color.web("#1B1F27"));
        g.fillRect(0, 0, cw, ch);
        if (!model.loadedProperty().get()) {
            g.setFill(Color.web("#8A93A3"));
            g.setFont(EMPTY_FONT);
            // wrapped to the track's width (a narrow window cut it mid-word), the lines centred as a block
            List<String> lines = wrap(model.emptyTextProperty().get(), EMPTY_FONT, cw - 2 * PAD);
            int fit = Math.max(1, (int) ((ch - 4) / EMPTY_LINE));
            if (lines.size() > fit) { // a small pane's track: the lines that fit, the last one saying there is more
                lines = new ArrayList<>(lines.subList(0, fit));
                lines.set(fit - 1, lines.get(fit - 1) + "...");
            }
            double y = Math.max(12, ch / 2 + 4 - (lines.size() - 1) * EMPTY_LINE / 2);
            for (String line : lines) {
                g.fillText(line, PAD, y);
                y += EMPTY_LINE;
            }
            return;
        }
        model.focusProperty().get().ifPresent(f -> {
            g.setFill(Color.web("#2E3B55"));
            g.fillRect(xOf(f.from()), 0, Math.max(2, xOf(f.to()) - xOf(f.from())), ch);
        });
        long div = model.divergenceProperty().get();
        if (div >= 0) {
            g.setFill(Color.rgb(231, 76, 60, 0.35));
            g.fillRect(xOf(div), 0, cw - xOf(div), ch);
            g.setFill(Color.web("#E74C3C"));
            g.fillRect(xOf(div) - 1, 0, 3, ch);
        }
        long part = model.partingProperty().get();
        if (part >= 0) {
            g.setFill(Color.web("#EC407A"));
            g.fillRect(xOf(part) - 1, 0, 3, ch);
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
        for (TimelineModel.Mark e : model.marks()) {
            Integer k = row.get(e.marker());
            if (k != null) {
                g.setFill(Color.web(e.marker().colour()));
                // 4 px wide: at 1280 px a 2 px mark was a hairline QA could not see or hit
                g.fillRect(Math.floor(xOf(e.tick())) - 1, top + k * rowH, 4, Math.max(3, rowH - 1));
            }
        }
        for (long b : model.bookmarks()) {
            double bx = xOf(b);
            g.setFill(Color.web("#FFD166"));
            g.fillPolygon(new double[] {bx, bx + 7, bx}, new double[] {ch - 14, ch - 10, ch - 6}, 3);
        }
        mark(g, model.markAProperty().get(), "A", ch);
        mark(g, model.markBProperty().get(), "B", ch);
    }

    /** {@code text} in lines no wider than {@code width} at {@code font}, broken between words (a word too long stays whole). */
    static List<String> wrap(String text, Font font, double width) {
        Text measure = new Text();
        measure.setFont(font);
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.strip().split("\\s+")) {
            String tried = line.isEmpty() ? word : line + " " + word;
            measure.setText(tried);
            if (!line.isEmpty() && measure.getLayoutBounds().getWidth() > width) {
                lines.add(line.toString());
                line.setLength(0);
                line.append(word);
            } else {
                line.setLength(0);
                line.append(tried);
            }
        }
        if (!line.isEmpty()) {
            lines.add(line.toString());
        }
        return lines;
    }

    private void drawHead() {
        GraphicsContext g = head.getGraphicsContext2D();
        double cw = head.getWidth();
        double ch = head.getHeight();
        g.clearRect(0, 0, cw, ch);
        if (!model.loadedProperty().get()) {
            return;
        }
        long received = model.receivedProperty().get();
        if (received >= 0) { // a live round: the kept ticks lit, what came before the watcher and what is to come dimmed
            double from = xOf(model.firstProperty().get());
            g.setFill(Color.rgb(10, 12, 16, 0.55));
            g.fillRect(0, 0, from, ch);
            g.fillRect(xOf(received), 0, cw - xOf(received), ch);
            g.setFill(Color.rgb(120, 170, 255, 0.16));
            g.fillRect(from, 0, Math.max(2, xOf(received) - from), ch);
        }
        double px = xOf(model.tickProperty().get());
        boolean live = model.liveProperty().get();
        g.setFill(live ? Color.web("#E74C3C") : Color.WHITE);
        g.fillRect(px - 1, 0, 2, ch);
        g.fillPolygon(new double[] {px - 5, px + 5, px}, new double[] {0, 0, 6}, 3);
        if (live) {
            g.setFont(Font.font(10));
            g.fillText("LIVE", Math.min(cw - 28, px + 4), 10);
        }
    }

    private void mark(GraphicsContext g, long t, String label, double ch) {
        if (t < 0) {
            return;
        }
        double mx = xOf(t);
        g.setStroke(Color.web("#4FC3F7"));
        g.setLineWidth(1.5);
        g.strokeLine(mx, 0, mx, ch);
        g.setFill(Color.web("#4FC3F7"));
        g.setFont(Font.font(11));
        g.fillText(label, mx + 3, ch - 3);
    }
}
