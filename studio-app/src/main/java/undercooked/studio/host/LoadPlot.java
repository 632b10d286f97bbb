package undercooked.studio.host;

import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;

/**
 * The census over the last minutes: sockets and rooms (one scale), the tick cost p99 and beside it
 * the echo p99 (input arrival to the next snapshot sent, the server's share of the echo), each
 * on its own scale with its maximum written in its label.
 */
final class LoadPlot extends Region {
    static final double HEIGHT = 110;
    private final Canvas canvas = new Canvas();
    private final ObservableList<HostViewModel.Sample> samples;

    LoadPlot(ObservableList<HostViewModel.Sample> samples) {
        this.samples = samples;
        setId("host-plot");
        getChildren().add(canvas);
        setMinHeight(HEIGHT);
        setPrefHeight(HEIGHT);
        samples.addListener((ListChangeListener<HostViewModel.Sample>) c -> draw());
    }

    @Override
    protected void layoutChildren() {
        if (canvas.getWidth() != getWidth() || canvas.getHeight() != getHeight()) {
            canvas.setWidth(Math.floor(getWidth()));
            canvas.setHeight(Math.floor(getHeight()));
            draw();
        }
    }

    private void draw() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        g.setFill(Color.web("#1B1F27"));
        g.fillRect(0, 0, w, h);
        List<HostViewModel.Sample> v = List.copyOf(samples);
        g.setFont(Font.font(11));
        if (v.size() < 2 || w < 10) {
            g.setFill(Color.web("#9AA4B2"));
            g.fillText("the census is plotted here once the server has run a few seconds", 6, 16);
            return;
        }
        double top = 18;
        double ph = h - top - 6;
        double counts = Math.max(4, v.stream().mapToDouble(s -> Math.max(s.sockets(), s.rooms())).max().orElse(1));
        double ms = Math.max(0.05, v.stream().mapToDouble(s -> Double.isNaN(s.tickP99Ms()) ? 0 : s.tickP99Ms()).max().orElse(0));
        line(g, v, s -> s.sockets() / counts, Color.web("#4FC3F7"), w, top, ph);
        line(g, v, s -> s.rooms() / counts, Color.web("#81C784"), w, top, ph);
        double echo = Math.max(1, v.stream().mapToDouble(s -> Double.isNaN(s.echoP99Ms()) ? 0 : s.echoP99Ms()).max().orElse(0));
        line(g, v, s -> Double.isNaN(s.tickP99Ms()) ? 0 : s.tickP99Ms() / ms, Color.web("#FFB74D"), w, top, ph);
        line(g, v, s -> Double.isNaN(s.echoP99Ms()) ? 0 : s.echoP99Ms() / echo, Color.web("#F06292"), w, top, ph);
        HostViewModel.Sample last = v.getLast();
        double span = (last.atNanos() - v.getFirst().atNanos()) / 1e9;
        g.setFill(Color.web("#4FC3F7"));
        g.fillText("sockets " + last.sockets(), 6, 13);
        g.setFill(Color.web("#81C784"));
        g.fillText("rooms " + last.rooms(), 80, 13);
        g.setFill(Color.web("#FFB74D"));
        g.fillText(String.format(Locale.ROOT, "tick p99 %.2f ms (max %.2f)", Double.isNaN(last.tickP99Ms()) ? 0
                : last.tickP99Ms(), ms), 150, 13);
        g.setFill(Color.web("#F06292"));
        g.fillText(Double.isNaN(last.echoP99Ms()) ? "echo p99 n/a (no input yet)" : String.format(Locale.ROOT,
                "echo p99 %.1f ms (max %.1f)", last.echoP99Ms(), echo), 330, 13);
        g.setFill(Color.web("#9AA4B2"));
        g.fillText(String.format(Locale.ROOT, "last %.0f s", span), Math.max(500, w - 60), 13);
    }

    private static void line(GraphicsContext g, List<HostViewModel.Sample> v, ToDoubleFunction<HostViewModel.Sample> f,
                             Color c, double w, double top, double ph) {
        g.setStroke(c);
        g.setLineWidth(1.5);
        g.beginPath();
        for (int i = 0; i < v.size(); i++) {
            double x = (double) i / Math.max(1, v.size() - 1) * w; // stretched until the window is full
            double y = top + ph - Math.clamp(f.applyAsDouble(v.get(i)), 0, 1) * ph;
            if (i == 0) {
                g.moveTo(x, y);
            } else {
                g.lineTo(x, y);
            }
        }
        g.stroke();
    }
}
