package undercooked.studio.insights;

import java.util.Optional;

import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;

import undercooked.protocol.LevelInsights;
import undercooked.studio.kitchen.HeatColours;
import undercooked.studio.kitchen.KitchenRenderer;

/**
 * A layer of a level's insights drawn over the kitchen: each counted cell tinted in the layer's
 * colour, stronger the nearer its count is to the hottest cell's, the five hottest with their
 * count, the picked cell framed. Geometry is the renderer's, so the tint sits on the tiles drawn.
 */
final class HeatOverlay {
    private static final int LABELLED = 5;

    private HeatOverlay() {
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
        g.setFont(Font.font(Math.max(9, cell * 0.3)));
        int shown = 0;
        for (LevelInsights.Cell hot : l.cells()) {
            double share = l.max() == 0 ? 0 : (double) hot.count() / l.max();
            double x = renderer.canvasX(hot.x());
            double y = renderer.canvasY(hot.y());
            g.setFill(HeatColours.tint(l.name(), share));
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
