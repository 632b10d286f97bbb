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
        g.setFont(bold(15));
        g.setFill(Color.WHITE);
        String score = "Score " + f.score() + " / " + f.target();
        g.fillText(score, 10, HUD / 2);
        g.setTextAlign(TextAlignment.RIGHT);
        int secs = (int) Math.ceil(f.timeLeft());
        g.setFill(secs <= 10 ? Color.web("#FF6B6B") : Color.WHITE);
        g.fillText(String.format("%d:%02d", secs / 60, secs % 60), width - 10, HUD / 2);
        double x = 150;
        double cardW = Math.min(128, Math.max(70, (width - 150 - 70) / Math.max(1, f.orders().size()) - 6));
        g.setTextAlign(TextAlignment.LEFT);
        g.setFont(bold(11));
        for (OrderSnap o : f.orders()) {
            if (x + cardW > width - 70) {
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
