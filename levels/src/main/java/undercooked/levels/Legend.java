package undercooked.levels;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import undercooked.sim.ItemKind;
import undercooked.sim.StationKind;
import undercooked.sim.Tile;

/**
 * The characters a grid may use: the default legend plus a level's own overrides. Overrides are
 * kept sorted by character so the writer emits them in one stable order.
 */
public record Legend(SortedMap<Character, Glyph> overrides) {
    /** The default legend, in the order docs/LEVELS.md lists it. */
    public static final Map<Character, Glyph> DEFAULTS = defaults();
    /** No overrides. */
    public static final Legend NONE = new Legend(new TreeMap<>());

    public Legend {
        Objects.requireNonNull(overrides, "overrides");
        TreeMap<Character, Glyph> copy = new TreeMap<>();
        overrides.forEach((c, g) -> copy.put(Objects.requireNonNull(c, "char"), Objects.requireNonNull(g, "glyph")));
        overrides = Collections.unmodifiableSortedMap(copy);
    }

    /** What a grid character means under this legend (override first, then the default). */
    public Optional<Glyph> glyph(char c) {
        Glyph g = overrides.get(c);
        return Optional.ofNullable(g != null ? g : DEFAULTS.get(c));
    }

    private static Map<Character, Glyph> defaults() {
        Map<Character, Glyph> m = new LinkedHashMap<>();
        m.put('#', new Glyph.Terrain(Tile.WALL));
        m.put('.', new Glyph.Terrain(Tile.FLOOR));
        m.put(' ', new Glyph.Terrain(Tile.VOID));
        m.put('=', new Glyph.Fixture(StationKind.COUNTER));
        m.put('C', new Glyph.Fixture(StationKind.CHOP_BOARD));
        m.put('S', new Glyph.Fixture(StationKind.STOVE));
        m.put('P', new Glyph.Fixture(StationKind.PREP));
        m.put('W', new Glyph.Fixture(StationKind.SERVE));
        m.put('K', new Glyph.Fixture(StationKind.SINK));
        m.put('X', new Glyph.Fixture(StationKind.TRASH));
        for (int seat = 1; seat <= 4; seat++) {
            m.put((char) ('0' + seat), new Glyph.Spawn(seat));
        }
        m.put('t', new Glyph.Shelf(ItemKind.TOMATO));
        m.put('o', new Glyph.Shelf(ItemKind.ONION));
        m.put('l', new Glyph.Shelf(ItemKind.LETTUCE));
        m.put('p', new Glyph.Shelf(ItemKind.PLATE));
        return Collections.unmodifiableMap(m);
    }
}
