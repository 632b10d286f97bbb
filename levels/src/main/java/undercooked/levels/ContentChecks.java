package undercooked.levels;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import undercooked.sim.Cell;
import undercooked.sim.ItemKind;
import undercooked.sim.Kitchen;
import undercooked.sim.Recipe;
import undercooked.sim.StationKind;
import undercooked.sim.StationSpec;

/**
 * The per-file content rules: each rule runs on whatever pieces of the draft it needs, so the
 * validator reports everything it can see at once.
 */
final class ContentChecks {
    static final Pattern ID = Pattern.compile("^[0-9]{2}_[a-z0-9_]+$");
    static final int MIN_TIME_S = Level.MIN_TIME_S;
    static final int MAX_TIME_S = Level.MAX_TIME_S;
    static final int MAX_NAME = 60;

    private final RecipeBook book;
    private final String file;
    private final List<Problem> problems = new ArrayList<>();

    private ContentChecks(RecipeBook book, String file) {
        this.book = book;
        this.file = file;
    }

    static List<Problem> check(Draft d, RecipeBook book, String file) {
        ContentChecks c = new ContentChecks(book, file);
        c.scalars(d);
        List<Recipe> recipes = d.recipes().map(c::recipes).orElse(List.of());
        d.grid().ifPresent(g -> c.grid(g, d.legend().orElse(Legend.NONE), d.recipes(), recipes,
                d.hazards().orElse(HazardSettings.NONE)));
        d.orders().ifPresent(c::orderSeconds);
        d.hazards().ifPresent(c::hazardSeconds);
        if (d.orders().isPresent()) {
            c.orderStream(d, recipes);
            d.hazards().ifPresent(h -> c.hazardTimes(h, d));
        }
        return List.copyOf(c.problems);
    }

    private void add(ProblemCode code, Location at, String message) {
        problems.add(new Problem(code, file, at, message));
    }

    private void scalars(Draft d) {
        d.id().ifPresent(id -> {
            if (!ID.matcher(id).matches()) {
                add(ProblemCode.BAD_ID, Location.path("$.id"), "id \"" + id + "\" must be two digits, an underscore"
                        + " and lower-case words, e.g. \"03_the_pass\"");
            }
            String name = Path.of(file).getFileName() == null ? "" : Path.of(file).getFileName().toString();
            if (name.endsWith(".json") && !name.equals(id + ".json")) {
                add(ProblemCode.ID_MISMATCH, Location.path("$.id"), "id \"" + id + "\" does not match the file name "
                        + name + "; rename the file to " + id + ".json or change the id");
            }
        });
        d.name().ifPresent(n -> {
            if (n.isBlank() || n.length() > MAX_NAME) {
                add(ProblemCode.BAD_VALUE, Location.path("$.name"), "the name must be 1 to " + MAX_NAME
                        + " characters, got " + n.length());
            }
        });
        d.order().ifPresent(o -> {
            if (o < 1) {
                add(ProblemCode.BAD_VALUE, Location.path("$.order"), "order is " + o + "; campaign positions start at 1");
            }
        });
        d.timeLimitS().ifPresent(t -> {
            if (t < MIN_TIME_S || t > MAX_TIME_S) {
                add(ProblemCode.BAD_VALUE, Location.path("$.time_limit_s"), "time_limit_s is " + t
                        + "; a round lasts " + MIN_TIME_S + " to " + MAX_TIME_S + " seconds");
            }
        });
        d.targetScore().ifPresent(t -> {
            if (t < 1) {
                add(ProblemCode.BAD_VALUE, Location.path("$.target_score"), "target_score is " + t
                        + "; it must be at least 1 point");
            }
        });
    }

    /** Checks the recipe list and returns the recipes it names that exist, in file order. */
    private List<Recipe> recipes(List<String> ids) {
        if (ids.isEmpty()) {
            add(ProblemCode.NO_RECIPES, Location.path("$.recipes"), "no recipes, so no order can ever be served;"
                    + " list at least one of: " + String.join(", ", book.ids()));
        }
        List<Recipe> known = new ArrayList<>();
        for (int i = 0; i < ids.size(); i++) {
            String id = ids.get(i);
            Location at = Location.path(Keys.index("$.recipes", i));
            if (ids.subList(0, i).contains(id)) {
                add(ProblemCode.DUPLICATE_RECIPE, at, "recipe \"" + id + "\" is listed twice; list it once");
                continue;
            }
            Optional<Recipe> r = book.find(id);
            if (r.isEmpty()) {
                add(ProblemCode.UNKNOWN_RECIPE, at, "no recipe \"" + id + "\" in the recipe book; known: "
                        + String.join(", ", book.ids()));
            } else {
                known.add(r.get());
            }
        }
        return known;
    }

    private void grid(List<String> grid, Legend legend, Optional<List<String>> ids, List<Recipe> recipes,
                      HazardSettings hazards) {
        Layout layout = Layout.read(grid, legend, file);
        problems.addAll(layout.problems());
        if (!layout.buildable()) {
            return;
        }
        Kitchen k = layout.kitchen("check", 1, 0);
        if (k.spawns().isEmpty()) {
            add(ProblemCode.NO_SPAWN, Location.path("$.grid"), "no spawn: put 1 (and 2-4 for more cooks) on floor"
                    + " cells where the cooks start");
        }
        boolean[] helps = layout.count(StationKind.SERVE) > 0 ? helpsServe(k) : null;
        for (int i = 0; i < k.spawns().size(); i++) {
            Cell s = k.spawns().get(i);
            if (k.blocks(s.x() + 1, s.y()) && k.blocks(s.x() - 1, s.y()) && k.blocks(s.x(), s.y() + 1)
                    && k.blocks(s.x(), s.y() - 1)) {
                add(ProblemCode.SPAWN_BLOCKED, Location.cell(s.y(), s.x()), "the spawn is boxed in on all four"
                        + " sides; a cook starting here can never move, open one side to floor");
            } else if (helps != null && !helps[i]) {
                add(ProblemCode.SPAWN_BLOCKED, Location.cell(s.y(), s.x()), "the spawn is cut off: a cook"
                        + " starting here can neither reach a serve window nor share a station with a cook who"
                        + " can, so nothing it does can be served; join its floor to the kitchen or give it a"
                        + " counter to pass over");
            }
        }
        if (layout.count(StationKind.SERVE) == 0) {
            add(ProblemCode.NO_SERVE, Location.path("$.grid"), "no serve window (W): dishes can never be served;"
                    + " put one on the kitchen's edge");
        }
        if (!k.spawns().isEmpty()) {
            Reachability reach = Reachability.of(k);
            for (int i : reach.unreachableStations()) {
                StationSpec s = k.stations().get(i);
                if (s.kind() == StationKind.COUNTER) {
                    continue; // a counter nobody can use is a wall top: decoration, not a mistake
                }
                add(ProblemCode.UNREACHABLE_STATION, Location.cell(s.cell().y(), s.cell().x()), "the "
                        + s.kind().wireName() + " here cannot be reached from any spawn; open a floor path"
                        + " next to it (a cook uses a station in front or diagonally in front, not past another station)");
            }
        }
        ids.ifPresent(list -> recipeNeeds(layout, list, recipes));
        if (hazards.dirtyPlates() && layout.count(StationKind.SINK) == 0) {
            add(ProblemCode.HAZARD_MISSING_STATION, Location.path("$.hazards.dirty_plates"), "dirty_plates is on"
                    + " but the kitchen has no sink (K) to wash plates at; add one or switch the hazard off");
        }
        if (hazards.fire() && layout.count(StationKind.STOVE) == 0) {
            add(ProblemCode.HAZARD_MISSING_STATION, Location.path("$.hazards.fire"), "fire is on but the kitchen"
                    + " has no stove (S) for a pot to burn on; add one or switch fire off");
        }
        for (int i = 0; i < hazards.obstacle().size(); i++) {
            Cell w = hazards.obstacle().get(i);
            if (!k.inBounds(w.x(), w.y()) || k.blocks(w.x(), w.y())) {
                // "waypoint 1" as the editor's canvas numbers them (from 1); the path keeps the file's index.
                add(ProblemCode.BAD_VALUE, Location.path(Keys.index("$.hazards.obstacle", i)), "waypoint " + (i + 1)
                        + " [" + w.x() + ", " + w.y() + "] is " + (k.inBounds(w.x(), w.y()) ? "not on open floor" : "outside the grid")
                        + "; the moving obstacle walks between floor cells (x = column, y = row, from 0)");
            }
        }
    }

    private void recipeNeeds(Layout layout, List<String> ids, List<Recipe> recipes) {
        for (Recipe r : recipes) {
            Location at = Location.path(Keys.index("$.recipes", ids.indexOf(r.id())));
            for (ItemKind kind : r.requiredStock()) {
                boolean stocked = layout.stations().stream().anyMatch(s -> s.stock().equals(Optional.of(kind)));
                if (!stocked) {
                    add(ProblemCode.RECIPE_MISSING_SHELF, at, "recipe " + r.id() + " needs " + kind.wireName()
                            + " but no shelf stocks it; add a shelf:" + kind.wireName() + " tile");
                }
            }
            for (StationKind kind : r.requiredStations()) {
                // A missing serve window is no_serve already; naming it once per recipe is noise.
                if (kind != StationKind.SERVE && layout.count(kind) == 0) {
                    add(ProblemCode.RECIPE_MISSING_STATION, at, "recipe " + r.id() + " needs a "
                            + kind.wireName() + " but the kitchen has none; add one");
                }
            }
        }
    }

    private void orderStream(Draft d, List<Recipe> recipes) {
        OrderSettings o = d.orders().orElseThrow();
        for (Recipe r : recipes) {
            if ((long) o.deadlineS() * Level.TICKS_PER_SECOND <= r.cookTicks()) {
                add(ProblemCode.DEADLINE_TOO_SHORT, Location.path("$.orders.deadline_s"), "an order for " + r.id()
                        + " expires after " + o.deadlineS() + " s but it takes " + (r.cookTicks()
                        / Level.TICKS_PER_SECOND) + " s just to cook; give orders more time");
            }
        }
        if (recipes.isEmpty() || d.timeLimitS().isEmpty() || d.targetScore().isEmpty()) {
            return;
        }
        long orders = o.maxActive() + d.timeLimitS().getAsInt() / o.intervalS();
        long best = orders * recipes.stream().mapToInt(Recipe::points).max().orElseThrow();
        if (d.targetScore().getAsInt() > best) {
            add(ProblemCode.TARGET_UNREACHABLE, Location.path("$.target_score"), "target_score "
                    + d.targetScore().getAsInt() + " is more than the " + best + " points the round can hand out ("
                    + orders + " orders at most, best dish worth " + (best / orders) + "); lower the target,"
                    + " lengthen the round or order more often");
        }
    }

    /**
     * Which spawns' cooks can get a dish served: those who reach a serve window themselves, and
     * those who share a station (a pass counter) with such a cook, directly or along a chain, as
     * in a kitchen split by a pass.
     */
    private static boolean[] helpsServe(Kitchen k) {
        int n = k.spawns().size();
        Reachability[] alone = new Reachability[n];
        boolean[] helps = new boolean[n];
        for (int i = 0; i < n; i++) {
            alone[i] = Reachability.from(k, k.spawns().get(i));
            for (int st = 0; st < k.stations().size(); st++) {
                if (k.stations().get(st).kind() == StationKind.SERVE && alone[i].stationDistance(st).isPresent()) {
                    helps[i] = true;
                }
            }
        }
        for (boolean grew = true; grew; ) {
            grew = false;
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n && !helps[i]; j++) {
                    if (helps[j] && sharesAStation(k, alone[i], alone[j])) {
                        helps[i] = true;
                        grew = true;
                    }
                }
            }
        }
        return helps;
    }

    private static boolean sharesAStation(Kitchen k, Reachability a, Reachability b) {
        for (int st = 0; st < k.stations().size(); st++) {
            if (a.stationDistance(st).isPresent() && b.stationDistance(st).isPresent()) {
                return true;
            }
        }
        return false;
    }

    /**
     * Every duration in seconds is at most the longest round: beyond it a value means nothing in
     * a round, and (times 20 ticks) it would no longer fit the kernel's tick counters.
     */
    private void seconds(String path, int value) {
        if (value > MAX_TIME_S) {
            add(ProblemCode.BAD_VALUE, Location.path(path), path.substring(path.lastIndexOf('.') + 1) + " is " + value
                    + " s; no duration can be longer than the longest round (" + MAX_TIME_S + " s)");
        }
    }

    private void orderSeconds(OrderSettings o) {
        seconds("$.orders.interval_s", o.intervalS());
        seconds("$.orders.deadline_s", o.deadlineS());
    }

    private void hazardSeconds(HazardSettings h) {
        seconds("$.hazards.burn_s", h.burnS());
        seconds("$.hazards.spill_interval_s", h.spillIntervalS());
        if (h.rush().any()) {
            seconds("$.hazards.rush.at_s", h.rush().atS());
            seconds("$.hazards.rush.duration_s", h.rush().durationS());
            seconds("$.hazards.rush.interval_s", h.rush().intervalS());
            seconds("$.hazards.rush.deadline_s", h.rush().deadlineS());
        }
    }

    /** Fire needs pots that burn; a rush has to happen inside the round. */
    private void hazardTimes(HazardSettings h, Draft d) {
        if (h.fire() && h.burnS() == 0) {
            add(ProblemCode.BAD_VALUE, Location.path("$.hazards.fire"), "fire is on but burn_s is 0, so no pot ever"
                    + " burns and nothing can catch fire; set burn_s (seconds a finished pot waits before burning)");
        }
        HazardSettings.RushSettings r = h.rush();
        if (r.any() && d.timeLimitS().isPresent() && (long) r.atS() + r.durationS() > d.timeLimitS().getAsInt()) {
            add(ProblemCode.BAD_VALUE, Location.path("$.hazards.rush.duration_s"), "the rush runs from " + r.atS()
                    + " s to " + ((long) r.atS() + r.durationS()) + " s but the round ends at " + d.timeLimitS().getAsInt()
                    + " s; start it earlier or shorten it");
        }
    }
}
