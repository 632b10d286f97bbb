package undercooked.studio.kitchen;

import java.util.Optional;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;
import javafx.geometry.VPos;
import undercooked.levels.Glyph;
import undercooked.sim.ItemKind;
import undercooked.sim.StationKind;
import undercooked.sim.Tile;

/**
 * Clean vector shapes for every tile and station, drawn into a canvas cell. Flat fills and one
 * or two shapes per cell keep a 64x64 redraw cheap in the software renderer, and the same
 * drawing serves the palette swatches so the palette looks like what it paints.
 */
public final class TilePainter {
    static final Color FLOOR = Color.web("#efe8da");
    static final Color WALL = Color.web("#3d4451");
    static final Color VOID = Color.web("#1c1f26");
    static final Color VOID_STRIPE = Color.web("#474e5c");
    /** Round every palette swatch, so a dark tile (void, wall, stove) shows on a dark theme. */
    public static final Color SWATCH_EDGE = Color.web("#9aa1ad");
    static final Color COUNTER = Color.web("#b48a66");
    static final Color UNKNOWN = Color.web("#e040fb");
    private static final Color[] SEATS = {Color.web("#3a86ff"), Color.web("#e63946"), Color.web("#2a9d8f"),
        Color.web("#f4a261")};

    private TilePainter() {
    }

    /** Draws one cell at (x, y) of size s; an unknown character gets a loud magenta cell. */
    public static void paint(GraphicsContext g, Optional<Glyph> glyph, double x, double y, double s) {
        if (glyph.isEmpty()) {
            fill(g, UNKNOWN, x, y, s, s);
            return;
        }
        switch (glyph.get()) {
            case Glyph.Terrain t when t.tile() == Tile.VOID -> voidCell(g, x, y, s);
            case Glyph.Terrain t -> fill(g, t.tile() == Tile.WALL ? WALL : FLOOR, x, y, s, s);
            case Glyph.Fixture f -> fixture(g, f.kind(), x, y, s);
            case Glyph.Shelf sh -> shelf(g, sh.stock(), x, y, s);
            case Glyph.Spawn sp -> spawn(g, sp.seat(), x, y, s);
        }
    }

    private static void fixture(GraphicsContext g, StationKind kind, double x, double y, double s) {
        double m = s * 0.18;
        switch (kind) {
            case COUNTER -> counter(g, x, y, s);
            case CHOP_BOARD -> {
                counter(g, x, y, s);
                fill(g, Color.web("#f2dfb0"), x + m, y + m, s - 2 * m, s - 2 * m);
                fill(g, Color.web("#7a7f87"), x + s * 0.3, y + s * 0.45, s * 0.4, Math.max(1, s * 0.1));
            }
            case STOVE -> {
                counter(g, x, y, s);
                fill(g, Color.web("#2b2d31"), x + m * 0.6, y + m * 0.6, s - 1.2 * m, s - 1.2 * m);
                g.setFill(Color.web("#ff7b39"));
                g.fillOval(x + s * 0.3, y + s * 0.3, s * 0.4, s * 0.4);
            }
            case PREP -> {
                counter(g, x, y, s);
                fill(g, Color.web("#dfe7ec"), x + m, y + m, s - 2 * m, s - 2 * m);
            }
            case SERVE -> {
                fill(g, FLOOR, x, y, s, s);
                fill(g, Color.web("#40b37a"), x + m * 0.5, y + m * 0.5, s - m, s - m);
                fill(g, Color.web("#ffffff"), x + s * 0.3, y + s * 0.45, s * 0.4, Math.max(1, s * 0.1));
            }
            case SINK -> {
                fill(g, FLOOR, x, y, s, s);
                g.setFill(Color.web("#5aa9e6"));
                g.fillRoundRect(x + m * 0.6, y + m * 0.6, s - 1.2 * m, s - 1.2 * m, s * 0.3, s * 0.3);
            }
            case TRASH -> {
                fill(g, FLOOR, x, y, s, s);
                g.setFill(Color.web("#6c757d"));
                g.fillOval(x + m * 0.7, y + m * 0.7, s - 1.4 * m, s - 1.4 * m);
            }
            case SPAWN_SHELF -> counter(g, x, y, s);
        }
    }

    /** Near-black with faint diagonal stripes: "nothing here", told apart from the dark canvas and a dark theme. */
    private static void voidCell(GraphicsContext g, double x, double y, double s) {
        fill(g, VOID, x, y, s, s);
        g.save();
        g.beginPath();
        g.rect(x, y, s, s); // a stroke's ends reach past the cell, and the atlas puts tiles side by side
        g.clip();
        g.setStroke(VOID_STRIPE);
        g.setLineWidth(Math.max(1, s / 12.0));
        g.strokeLine(x, y + s * 0.5, x + s * 0.5, y);
        g.strokeLine(x, y + s, x + s, y);
        g.strokeLine(x + s * 0.5, y + s, x + s, y + s * 0.5);
        g.restore();
    }

    private static void counter(GraphicsContext g, double x, double y, double s) {
        fill(g, COUNTER, x, y, s, s);
    }

    private static void shelf(GraphicsContext g, ItemKind stock, double x, double y, double s) {
        fill(g, Color.web("#8d6e63"), x, y, s, s);
        Color c = switch (stock) {
            case TOMATO -> Color.web("#e63946");
            case ONION -> Color.web("#b07bac");
            case LETTUCE -> Color.web("#7cc242");
            case PLATE -> Color.web("#fafafa");
        };
        g.setFill(c);
        g.fillOval(x + s * 0.22, y + s * 0.22, s * 0.56, s * 0.56);
    }

    private static void spawn(GraphicsContext g, int seat, double x, double y, double s) {
        fill(g, FLOOR, x, y, s, s);
        g.setFill(SEATS[seat - 1]);
        g.fillOval(x + s * 0.15, y + s * 0.15, s * 0.7, s * 0.7);
        if (s >= 14) {
            g.setFill(Color.WHITE);
            g.setFont(Font.font(s * 0.45));
            g.setTextAlign(TextAlignment.CENTER);
            g.setTextBaseline(VPos.CENTER);
            g.fillText(Integer.toString(seat), x + s / 2, y + s / 2);
        }
    }

    private static void fill(GraphicsContext g, Color c, double x, double y, double w, double h) {
        g.setFill(c);
        g.fillRect(x, y, w, h);
    }
}
