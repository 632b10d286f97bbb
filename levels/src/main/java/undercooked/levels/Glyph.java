package undercooked.levels;

import java.util.Optional;
import undercooked.sim.ItemKind;
import undercooked.sim.StationKind;
import undercooked.sim.Tile;

/**
 * What one grid character stands for. A legend maps characters to glyphs; a glyph is written in
 * a legend as its {@link #token()}: {@code wall}, {@code floor}, {@code void}, a station's wire
 * name ({@code counter}, {@code chop_board}, ...), {@code shelf:<item>} or {@code spawn:<1-4>}.
 */
public sealed interface Glyph {

    /** The legend token, e.g. {@code shelf:tomato}. */
    String token();

    /** The terrain the sim sees under this cell. */
    Tile terrain();

    /** Whether a cook's body may not stand here (terrain or a blocking fixture). */
    default boolean blocksBodies() {
        return terrain().blocksBodies();
    }

    /** Bare terrain: wall, floor or void (a counter is a {@link Fixture}: it holds an item). */
    record Terrain(Tile tile) implements Glyph {
        public Terrain {
            if (tile == Tile.COUNTER) {
                throw new IllegalArgumentException("a counter is a fixture (it holds an item); use Fixture(COUNTER)");
            }
        }

        @Override
        public String token() {
            return tile.wireName();
        }

        @Override
        public Tile terrain() {
            return tile;
        }
    }

    /**
     * A station other than a shelf. Blocking kinds stand on counter terrain, pass-through kinds
     * (serve, sink, trash) on floor: that is what the sim's collision reads.
     */
    record Fixture(StationKind kind) implements Glyph {
        public Fixture {
            if (kind == StationKind.SPAWN_SHELF) {
                throw new IllegalArgumentException("a spawn shelf needs its stock; use Shelf(kind)");
            }
        }

        @Override
        public String token() {
            return kind.wireName();
        }

        @Override
        public Tile terrain() {
            return kind.blocksBodies() ? Tile.COUNTER : Tile.FLOOR;
        }
    }

    /** A spawn shelf handing out one item kind. */
    record Shelf(ItemKind stock) implements Glyph {
        @Override
        public String token() {
            return "shelf:" + stock.wireName();
        }

        @Override
        public Tile terrain() {
            return Tile.COUNTER;
        }
    }

    /** A cook's start cell (floor); seat {@code n} of 1..4 orders the kitchen's spawn list. */
    record Spawn(int seat) implements Glyph {
        public Spawn {
            if (seat < 1 || seat > 4) {
                throw new IllegalArgumentException("spawn seats run 1..4, got " + seat);
            }
        }

        @Override
        public String token() {
            return "spawn:" + seat;
        }

        @Override
        public Tile terrain() {
            return Tile.FLOOR;
        }
    }

    /** Parses a legend token; empty when it names nothing. */
    static Optional<Glyph> parse(String token) {
        if (token.startsWith("shelf:")) {
            return ItemKind.fromWireName(token.substring("shelf:".length())).map(Shelf::new);
        }
        if (token.startsWith("spawn:")) {
            String seat = token.substring("spawn:".length());
            return seat.length() == 1 && seat.charAt(0) >= '1' && seat.charAt(0) <= '4'
                    ? Optional.of(new Spawn(seat.charAt(0) - '0')) : Optional.empty();
        }
        for (Tile t : new Tile[] {Tile.WALL, Tile.FLOOR, Tile.VOID}) {
            if (t.wireName().equals(token)) {
                return Optional.of(new Terrain(t));
            }
        }
        return StationKind.fromWireName(token)
                .filter(k -> k != StationKind.SPAWN_SHELF)
                .map(Fixture::new);
    }
}
