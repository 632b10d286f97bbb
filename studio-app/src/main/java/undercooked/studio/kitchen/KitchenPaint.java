package undercooked.studio.kitchen;

import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.shape.ArcType;

/**
 * The kitchen's vector paintings: an item's disc, a cook's body with its facing, a fire, a
 * progress bar. Pure functions of a graphics context and a size; {@link KitchenRenderer} paints
 * them once per cell size into pictures ({@link Sprites}) and draws those.
 */
final class KitchenPaint {

    private KitchenPaint() {
    }

    /** Facing as a unit step: up, right, down, left = 0..3. */
    static final double[] DX = {0, 1, 0, -1};
    static final double[] DY = {-1, 0, 1, 0};

    /** The vector painting of an item's disc (and plate) centred on ({@code cx}, {@code cy}). */
    static void item(GraphicsContext g, String wire, double cx, double cy, double r, boolean faded, boolean burnt) {
        ItemLook look = ItemLook.of(wire);
        g.setGlobalAlpha(faded ? 0.75 : 1);
        if (look.plated()) {
            g.setFill(Color.web("#FAFAFA"));
            circle(g, cx, cy, r * 1.2);
            g.setStroke(Color.web("#9E9E9E"));
            g.setLineWidth(1);
            g.strokeOval(cx - r * 1.2, cy - r * 1.2, r * 2.4, r * 2.4);
        }
        g.setFill(burnt ? Color.web("#3A2A20") : look.colour());
        circle(g, cx, cy, r);
        g.setStroke(Color.rgb(0, 0, 0, 0.55));
        g.setLineWidth(Math.max(1, r * 0.12));
        if (look.chopped()) {
            g.setLineDashes(r * 0.35, r * 0.25);
        }
        g.strokeOval(cx - r, cy - r, r * 2, r * 2);
        g.setLineDashes();
        g.setGlobalAlpha(1);
    }

    /** The vector painting of a cook's body centred on ({@code cx}, {@code cy}). */
    static void cook(GraphicsContext g, int seatIndex, int f, String state, double cx, double cy, double r,
                             boolean highlighted) {
        double cell = r / 0.36;
        boolean ghost = state.equals("disconnected");
        Color seat = KitchenRenderer.SEATS[Math.floorMod(seatIndex, KitchenRenderer.SEATS.length)];
        g.setGlobalAlpha(ghost ? 0.4 : 1);
        if (highlighted) {
            g.setStroke(Color.web("#FFD166"));
            g.setLineWidth(Math.max(2, cell * 0.1));
            g.strokeOval(cx - r * 1.35, cy - r * 1.35, r * 2.7, r * 2.7);
        }
        g.setFill(seat);
        circle(g, cx, cy, r);
        g.setStroke(state.equals("stunned") ? Color.web("#FFEB3B") : Color.web("#1B1B1B"));
        g.setLineWidth(Math.max(1.5, cell * 0.06));
        g.strokeOval(cx - r, cy - r, r * 2, r * 2);
        // facing: a white wedge towards the faced side
        double[] dx = DX;
        double[] dy = DY;
        g.setFill(Color.WHITE);
        double tipX = cx + dx[f] * r * 1.05;
        double tipY = cy + dy[f] * r * 1.05;
        double bx = cx + dx[f] * r * 0.45;
        double by = cy + dy[f] * r * 0.45;
        double nx = -dy[f] * r * 0.35;
        double ny = dx[f] * r * 0.35;
        g.fillPolygon(new double[] {tipX, bx + nx, bx - nx}, new double[] {tipY, by + ny, by - ny}, 3);
        g.setGlobalAlpha(1);
    }

    /** The vector painting of a fire standing on ({@code cx}, {@code base}). */
    static void fire(GraphicsContext g, double cx, double base, double cell, double size) {
        Color[] colours = {Color.web("#E74C3C"), Color.web("#F39C12"), Color.web("#F7DC6F")};
        double[] k = {1, 0.7, 0.4};
        for (int i = 0; i < 3; i++) {
            double h = cell * size * 1.5 * k[i];
            double w = cell * size * 0.9 * k[i];
            g.setFill(colours[i]);
            g.beginPath();
            g.moveTo(cx - w, base);
            g.quadraticCurveTo(cx - w, base - h * 0.6, cx, base - h);
            g.quadraticCurveTo(cx + w, base - h * 0.6, cx + w, base);
            g.closePath();
            g.fill();
        }
    }

    static void bar(GraphicsContext g, double x, double y, double w, double h, double share, Color c) {
        g.setFill(Color.rgb(0, 0, 0, 0.6));
        g.fillRect(x, y, w, h);
        g.setFill(c);
        g.fillRect(x + 1, y + 1, Math.max(0, (w - 2) * Math.clamp(share, 0, 1)), Math.max(1, h - 2));
    }

    static void circle(GraphicsContext g, double cx, double cy, double r) {
        g.fillArc(cx - r, cy - r, r * 2, r * 2, 0, 360, ArcType.ROUND);
    }
}
