package undercooked.studio.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import undercooked.levels.Glyph;
import undercooked.levels.Legend;
import undercooked.levels.Level;
import undercooked.sim.ItemKind;

/**
 * One paintable tile: the grid character written and what it means. The palette is the default
 * legend, so every tile, every station kind, each shelf item and spawns 1-4 are one click away,
 * and a painted level needs no legend of its own.
 */
public record PaletteEntry(char symbol, Glyph glyph, String label) {
    public PaletteEntry {
        Objects.requireNonNull(glyph, "glyph");
        Objects.requireNonNull(label, "label");
    }

    /** Every default legend character, in the order docs/LEVELS.md lists them. */
    public static List<PaletteEntry> defaults() {
        List<PaletteEntry> out = new ArrayList<>();
        for (Map.Entry<Character, Glyph> e : Legend.DEFAULTS.entrySet()) {
            out.add(new PaletteEntry(e.getKey(), e.getValue(), describe(e.getValue())));
        }
        return List.copyOf(out);
    }

    /** A human name for a glyph, e.g. "Chop board", "Shelf: tomato", "Spawn 2". */
    public static String describe(Glyph g) {
        return switch (g) {
            case Glyph.Terrain t -> capital(t.tile().wireName());
            case Glyph.Fixture f -> capital(f.kind().wireName().replace('_', ' '));
            case Glyph.Shelf s -> "Shelf: " + s.stock().wireName();
            case Glyph.Spawn s -> "Spawn " + s.seat();
        };
    }

    /** "x 3, y 5 · 'C' Chop board" for a cell of the level; empty off the grid or with no cell. */
    static String at(Level level, java.util.Optional<undercooked.sim.Cell> cell) {
        return cell.flatMap(c -> GridEdits.at(level, c).map(ch -> {
            String what = level.legend().glyph(ch).map(PaletteEntry::describe).orElse("unknown tile");
            return undercooked.levels.Location.cellName(c.x(), c.y()) + " \u00b7 '" + ch + "' " + what;
        })).orElse("");
    }

    static String itemName(ItemKind k) {
        return k.wireName();
    }

    private static String capital(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
