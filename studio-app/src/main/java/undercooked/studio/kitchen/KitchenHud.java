package undercooked.studio.kitchen;

import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;
import undercooked.protocol.FullFrame;
import undercooked.protocol.OrderSnap;

/**
 * The strip above the kitchen (score and target, the time left, the open orders as cards with
 * their deadline bars) and the banner over it, drawn with the renderer's pictures and fonts.
 */
final class KitchenHud {
    /** Height of the strip, in pixels (the renderer's {@link KitchenRenderer#HUD}). */
    private static final double HUD = KitchenRenderer.HUD;
    private final java.util.Map<Integer, Font> fonts = new java.util.HashMap<>();
    private final Sprites sprites;

    KitchenHud(Sprites sprites) {
        this.sprites = sprites;
    }

    void hud(GraphicsContext g, double width, FullFrame f) {
        g.setFill(Color.web("#15181E"));
        g.fillRect(0, 0, width, HUD);
        g.setTextBaseline(VPos.CENTER);
        g.setTextAlign(TextAlignment.LEFT);
        int secs = (int) Math.ceil(f.timeLeft());
        String clock = String.format("%d:%02d", secs / 60, secs % 60);
        double clockW = textWidth(clock, 15);
        ScoreFit fit = fitScore(f.score(), f.target(), clockW, width);
        double size = fit.size();
        String score = fit.text();
        g.setFont(bold(size));
        g.setFill(Color.WHITE);
        g.fillText(score, 10, HUD / 2);
        double scoreW = textWidth(score, size);
        g.setFont(bold(15));
        g.setTextAlign(TextAlignment.RIGHT);
        g.setFill(secs <= 10 ? Color.web("#FF6B6B") : Color.WHITE);
        g.fillText(clock, width - 10, HUD / 2);
        // The order cards fill the strip between the two.
        double x = Math.max(150, 10 + scoreW + 16);
        double right = width - clockW - 20;
        double cardW = Math.min(128, Math.max(70, (right - x) / Math.max(1, f.orders().size()) - 6));
        g.setTextAlign(TextAlignment.LEFT);
        g.setFont(bold(11));
        for (OrderSnap o : f.orders()) {
            if (x + cardW > right) {
                break;
            }
            double w = cardW;
            sprites.draw(g, new CardKey(o.recipe(), o.points(), cardW), x, 5, Math.ceil(cardW), HUD - 10, 0, 0, sg -> {
                sg.setFill(Color.web("#2B3040"));
                sg.fillRoundRect(0, 0, w, HUD - 10, 8, 8);
                sg.setFill(Color.WHITE);
                sg.setFont(bold(11));
                sg.setTextAlign(TextAlignment.LEFT);
                sg.setTextBaseline(VPos.CENTER);
                sg.fillText(ItemLook.recipeName(o.recipe()) + "  " + o.points(), 6, 10, w - 12);
            });
            Color c = o.left() > 0.5 ? Color.web("#2ECC71") : o.left() > 0.25 ? Color.web("#F1C40F") : Color.web("#E74C3C");
            KitchenPaint.bar(g, x + 6, HUD - 17, cardW - 12, 7, o.left(), c);
            x += cardW + 6;
        }
    }

    private record CardKey(String recipe, int points, double width) {
    }

    /** The score label as it fits: its text and font size. */
    record ScoreFit(String text, double size) {
    }

    /**
     * The score takes what the clock leaves in a strip {@code width} wide: "Score 12 / 60", then
     * "12 / 60", then a smaller font (down to 9 px), so the two never overlap in a small window (a
     * spectate tile, a narrow Replays pane).
     */
    ScoreFit fitScore(long score, long target, double clockW, double width) {
        double room = Math.max(0, width - clockW - 30);
        String text = "Score " + score + " / " + target;
        if (textWidth(text, 15) > room) {
            text = score + " / " + target;
        }
        double size = 15;
        while (size > 9 && textWidth(text, size) > room) {
            size -= 1;
        }
        return new ScoreFit(text, size);
    }

    private record Measured(String text, int halfPoints) {
    }

    /** Measured widths of the strip's labels (few distinct ones a round: the score changes on a serve, the clock once a second). */
    private final java.util.Map<Measured, Double> widths = new java.util.HashMap<>();

    /** The width of {@code text} in the bold font at {@code size}, measured once. */
    double textWidth(String text, double size) {
        if (widths.size() > 256) {
            widths.clear();
        }
        return widths.computeIfAbsent(new Measured(text, (int) Math.round(size * 2)), m -> {
            javafx.scene.text.Text t = new javafx.scene.text.Text(m.text());
            t.setFont(bold(m.halfPoints() / 2.0));
            return t.getLayoutBounds().getWidth();
        });
    }

    void banner(GraphicsContext g, double width, double height, String text) {
        g.setFont(bold(18));
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        double w = Math.min(width - 20, text.length() * 11 + 40);
        g.setFill(Color.rgb(10, 12, 16, 0.8));
        g.fillRoundRect(width / 2 - w / 2, HUD + 12, w, 34, 10, 10);
        g.setFill(Color.WHITE);
        g.fillText(text, width / 2, HUD + 29, w - 16);
    }

    /**
     * The bold font at a size rounded to half a point: a font lookup per label per frame was a
     * measurable share of a frame in the software renderer, so each size is made once.
     */
    Font bold(double size) {
        int key = (int) Math.round(size * 2);
        return fonts.computeIfAbsent(key, k -> Font.font("DejaVu Sans", FontWeight.BOLD, k / 2.0));
    }
}
