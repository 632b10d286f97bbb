package undercooked.studio.editor;

/**
 * The editor's tools, each with the one-key shortcut designers expect from paint programs
 * (B brush, E eraser, G bucket, I eyedropper, M marquee).
 */
public enum Tool {
    PAINT("Paint", "B", "paint the palette tile under the pointer; drag to paint a stroke"),
    ERASE("Erase", "E", "turn tiles back to floor"),
    LINE("Line", "L", "drag a straight line of the palette tile"),
    RECT("Rectangle", "R", "drag a rectangle outline"),
    RECT_FILLED("Filled rectangle", "Shift+R", "drag a filled rectangle"),
    FILL("Flood fill", "G", "fill the connected area of the same tile"),
    EYEDROPPER("Eyedropper", "I", "pick the tile under the pointer into the palette"),
    SELECT("Select", "M", "drag to select; drag inside the selection to move it");

    private final String label;
    private final String key;
    private final String help;

    Tool(String label, String key, String help) {
        this.label = label;
        this.key = key;
        this.help = help;
    }

    public String label() {
        return label;
    }

    /** The shortcut as shown and as parsed by {@code KeyCombination.valueOf}. */
    public String key() {
        return key;
    }

    public String help() {
        return help;
    }
}
