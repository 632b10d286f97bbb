package undercooked.studio.insights;

import java.util.Map;
import java.util.Optional;

import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;

import undercooked.protocol.LevelInsights;
import undercooked.studio.kitchen.KitchenRenderer;

/**
 * A layer of a level's insights drawn over the kitchen: each counted cell tinted in the layer's
 * colour, stronger the nearer its count is to the hottest cell's, the five hottest with their
 * count, the picked cell framed. Geometry is the renderer's, so the tint sits on the tiles drawn.
 */
final class HeatOverlay {
    private static final Map<String, Color> COLOURS = Map.of("presence", Color.web("#3B82F6"), "idle",
            Color.web("#F59E0B"), "congestion", Color.web("#A855F7"), "denied", Color.web("#EF4444"), "waste",
            Color.web("#DC2626"), "burnt", Color.web("#78350F"), "fires", Color.web("#F97316"), "dropped",
            Color.web("#10B981"));
    private static final int LABELLED = 5;

    private HeatOverlay() {
    }

    static Color colour(String layer) {
        return COLOURS.getOrDefault(layer, Color.RED);
    }

    static void draw(Canvas canvas, KitchenRenderer renderer, Optional<LevelInsights.Layer> layer, int pickedX,
                     int pickedY) {
        GraphicsContext g = canvas.getGraphicsContext2D();
        g.clearRect(0, 0, canvas.getWidth(), canvas.getHeight());
        if (renderer == null || layer.isEmpty()) {
            return;
        }
        LevelInsights.Layer l = layer.get();
        double cell = renderer.cellSize();
        Color c = colour(l.name());
        g.setFont(Font.font(Math.max(9, cell * 0.3)));
        int shown = 0;
        for (LevelInsights.Cell hot : l.cells()) {
            double share = l.max() == 0 ? 0 : (double) hot.count() / l.max();
            double x = renderer.canvasX(hot.x());
            double y = renderer.canvasY(hot.y());
            g.setFill(Color.color(c.getRed(), c.getGreen(), c.getBlue(), 0.15 + 0.65 * share));
            g.fillRect(x, y, cell, cell);
            if (shown++ < LABELLED && cell >= 18) {
                g.setFill(Color.WHITE);
                g.fillText(Long.toString(hot.count()), x + 3, y + cell - 4);
            }
        }
        if (pickedX >= 0 && pickedY >= 0) {
            g.setStroke(Color.WHITE);
            g.setLineWidth(Math.max(2, cell / 12));
            g.strokeRect(renderer.canvasX(pickedX) + 1, renderer.canvasY(pickedY) + 1, cell - 2, cell - 2);
        }
    }
}
