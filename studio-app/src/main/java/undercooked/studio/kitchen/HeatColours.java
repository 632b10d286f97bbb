package undercooked.studio.kitchen;

import java.util.Map;

import javafx.scene.paint.Color;

/**
 * The colour of each layer of a level's insights (presence blue, denied red, ...), shared by the
 * Insights workspace's heat over the kitchen and the editor's overlay over the grid, so a layer
 * reads the same in both.
 */
public final class HeatColours {
    private static final Map<String, Color> COLOURS = Map.of("presence", Color.web("#3B82F6"), "idle",
            Color.web("#F59E0B"), "congestion", Color.web("#A855F7"), "denied", Color.web("#EF4444"), "waste",
            Color.web("#DC2626"), "burnt", Color.web("#78350F"), "fires", Color.web("#F97316"), "dropped",
            Color.web("#10B981"));

    private HeatColours() {
    }

    /** The layer's colour; red for a layer this studio does not know. */
    public static Color of(String layer) {
        return COLOURS.getOrDefault(layer, Color.RED);
    }

    /** A cell's tint: the layer's colour, from faint (share 0) to strong (share 1, the hottest cell). */
    public static Color tint(String layer, double share) {
        Color c = of(layer);
        return Color.color(c.getRed(), c.getGreen(), c.getBlue(), 0.15 + 0.65 * Math.clamp(share, 0, 1));
    }
}
