package undercooked.studio.replay;

import java.util.Locale;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;

/**
 * One watch over the whole round, drawn on a canvas with one vertical stroke per pixel column
 * (the column's min to max): a 72,000-tick series costs as much as its width, where a chart of
 * one node per point would not keep up. The current tick is marked.
 */
final class WatchPlot extends Region {
    static final double HEIGHT = 70;
    private final Canvas canvas = new Canvas();
    private final FieldViewModel.Watch watch;
    private long tick;

    WatchPlot(FieldViewModel.Watch watch) {
        this.watch = watch;
        getChildren().add(canvas);
        setMinHeight(HEIGHT);
        setPrefHeight(HEIGHT);
    }

    void setTick(long t) {
        tick = t;
        draw();
    }

    @Override
    protected void layoutChildren() {
        if (canvas.getWidth() != getWidth() || canvas.getHeight() != getHeight()) {
            canvas.setWidth(Math.floor(getWidth()));
            canvas.setHeight(Math.floor(getHeight()));
            draw();
        }
    }

    void draw() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        g.setFill(Color.web("#1B1F27"));
        g.fillRect(0, 0, w, h);
        double[] v = watch.values();
        if (v.length == 0 || w < 2) {
            return;
        }
        double lo = watch.min();
        double hi = watch.max() == lo ? lo + 1 : watch.max();
        double top = 16;
        double ph = h - top - 4;
        g.setStroke(Color.web("#4FC3F7"));
        g.setLineWidth(1);
        int cols = (int) w;
        for (int c = 0; c < cols; c++) {
            int a = (int) ((long) c * v.length / cols);
            int b = (int) Math.max(a + 1, (long) (c + 1) * v.length / cols);
            double mn = Double.POSITIVE_INFINITY;
            double mx = Double.NEGATIVE_INFINITY;
            for (int i = a; i < b && i < v.length; i++) {
                mn = Math.min(mn, v[i]);
                mx = Math.max(mx, v[i]);
            }
            double y1 = top + ph - (mx - lo) / (hi - lo) * ph;
            double y2 = top + ph - (mn - lo) / (hi - lo) * ph;
            g.strokeLine(c + 0.5, y1, c + 0.5, Math.max(y1 + 1, y2));
        }
        double x = (double) tick / Math.max(1, v.length - 1) * w;
        g.setFill(Color.WHITE);
        g.fillRect(x - 0.5, top, 1.5, ph);
        g.setFont(Font.font(11));
        g.fillText(watch.path() + " = " + fmt(v[(int) Math.clamp(tick, 0, v.length - 1)]) + "   (min " + fmt(watch.min())
                + ", max " + fmt(watch.max()) + ")", 4, 12);
    }

    private static String fmt(double d) {
        return d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString((long) d) : String.format(Locale.ROOT, "%.3f", d);
    }
}
