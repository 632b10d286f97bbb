package undercooked.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Kitchens drawn in ASCII for kernel tests (the kernel cannot use the levels module, which sits on
 * top of it). Legend: '#' wall, '.' floor, ' ' void, '=' counter, 'C' chop board, 'S' stove,
 * 'P' prep, 'W' serve, 'K' sink, 'X' trash, 'T'/'O'/'L'/'D' tomato/onion/lettuce/plate shelf,
 * '1'-'4' spawns on floor.
 */
final class TestKitchens {
    private TestKitchens() {
    }

    static Kitchen parse(String... rows) {
        return parse(6000, 0, rows);
    }

    /** The recipes of the campaign, for kernel tests: two soups and a salad. */
    static final List<Recipe> RECIPES = List.of(
            new Recipe("tomato_soup", "Tomato soup", List.of(chopped(ItemKind.TOMATO), chopped(ItemKind.TOMATO),
                    chopped(ItemKind.TOMATO)), true, 20, 200),
            new Recipe("onion_soup", "Onion soup", List.of(chopped(ItemKind.ONION), chopped(ItemKind.ONION),
                    chopped(ItemKind.ONION)), true, 20, 200),
            new Recipe("salad", "Salad", List.of(chopped(ItemKind.TOMATO), chopped(ItemKind.LETTUCE)), false, 12, 0));

    /** Rules with the test recipes, an order every 20 s open for 60 s, at most 3, and the given hazards. */
    static RoundRules rules(RoundRules.Hazards hazards) {
        return new RoundRules(RECIPES, 400, 1200, 3, hazards);
    }

    private static Recipe.Ingredient chopped(ItemKind kind) {
        return new Recipe.Ingredient(kind, ItemForm.CHOPPED);
    }

    /** The same kitchen with other rules. */
    static Kitchen withRules(Kitchen k, RoundRules rules) {
        return new Kitchen(k.id(), k.width(), k.height(), k.tiles(), k.stations(), k.spawns(), k.timeLimitTicks(),
                k.targetScore(), rules);
    }

    /** The same kitchen with another clock and target. */
    static Kitchen withClock(Kitchen k, long timeLimitTicks, long target) {
        return new Kitchen(k.id(), k.width(), k.height(), k.tiles(), k.stations(), k.spawns(), timeLimitTicks,
                target, k.rules());
    }

    static Kitchen parse(long timeLimitTicks, long target, String... rows) {
        int h = rows.length;
        int w = rows[0].length();
        List<Tile> tiles = new ArrayList<>();
        List<StationSpec> stations = new ArrayList<>();
        Map<Character, Cell> spawns = new TreeMap<>();
        for (int y = 0; y < h; y++) {
            if (rows[y].length() != w) {
                throw new IllegalArgumentException("ragged row " + y);
            }
            for (int x = 0; x < w; x++) {
                char c = rows[y].charAt(x);
                Tile t = switch (c) {
                    case '#' -> Tile.WALL;
                    case ' ' -> Tile.VOID;
                    case '.', 'W', 'K', 'X', '1', '2', '3', '4' -> Tile.FLOOR;
                    default -> Tile.COUNTER;
                };
                tiles.add(t);
                switch (c) {
                    case '=' -> stations.add(StationSpec.of(StationKind.COUNTER, x, y));
                    case 'C' -> stations.add(StationSpec.of(StationKind.CHOP_BOARD, x, y));
                    case 'S' -> stations.add(StationSpec.of(StationKind.STOVE, x, y));
                    case 'P' -> stations.add(StationSpec.of(StationKind.PREP, x, y));
                    case 'W' -> stations.add(StationSpec.of(StationKind.SERVE, x, y));
                    case 'K' -> stations.add(StationSpec.of(StationKind.SINK, x, y));
                    case 'X' -> stations.add(StationSpec.of(StationKind.TRASH, x, y));
                    case 'T' -> stations.add(StationSpec.shelf(ItemKind.TOMATO, x, y));
                    case 'O' -> stations.add(StationSpec.shelf(ItemKind.ONION, x, y));
                    case 'L' -> stations.add(StationSpec.shelf(ItemKind.LETTUCE, x, y));
                    case 'D' -> stations.add(StationSpec.shelf(ItemKind.PLATE, x, y));
                    case '1', '2', '3', '4' -> spawns.put(c, new Cell(x, y));
                    case '#', ' ', '.' -> { }
                    default -> throw new IllegalArgumentException("unknown test tile '" + c + "'");
                }
            }
        }
        return new Kitchen("test", w, h, tiles, stations, new ArrayList<>(spawns.values()), timeLimitTicks, target);
    }

    /** The 13x9 kitchen the determinism tests and the stress test share. */
    static Kitchen standard() {
        return parse(
                "#############",
                "#TO=C=S=PD=W#",
                "#...........#",
                "#.1...=...2.#",
                "#.....=.....#",
                "#.3...=...4.#",
                "#...........#",
                "#L=C=K=X=S=P#",
                "#############");
    }

    /** Replaces one player of a state (tests poke cooks into place). */
    static KitchenState withPlayer(KitchenState s, Player p) {
        List<Player> ps = new ArrayList<>(s.players());
        ps.set(p.seat(), p);
        return s.withPlayers(ps);
    }

    /** Opens orders for the given recipes, as if they had just come in. */
    static KitchenState withOrders(KitchenState s, String... recipes) {
        List<Order> orders = new ArrayList<>(s.orders().active());
        int id = s.orders().nextId();
        for (String r : recipes) {
            orders.add(new Order(id++, r, 20, s.tick(), s.tick() + 1200));
        }
        KitchenState.Draft d = s.draft();
        d.orders = new OrderBook(orders, id, s.tick(), s.orders().rngState());
        return d.build();
    }

    static KitchenState withStation(KitchenState s, Station st) {
        List<Station> ss = new ArrayList<>(s.stations());
        ss.set(st.index(), st);
        return s.withStations(ss);
    }

    static Player at(Player p, double x, double y, Facing f) {
        return new Player(p.id(), p.seat(), new Vec2(x, y), Vec2.ZERO, f, PlayerState.IDLE, 0.0, p.held(),
                p.actionHeldTicks(), p.holdStation());
    }

    static int stationAt(KitchenState s, int x, int y) {
        return s.kitchen().stationIndexAt(x, y).orElseThrow(() -> new IllegalArgumentException("no station at " + x + "," + y));
    }
}
