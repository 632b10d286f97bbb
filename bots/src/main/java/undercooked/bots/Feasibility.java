package undercooked.bots;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import undercooked.sim.ItemForm;
import undercooked.sim.ItemKind;
import undercooked.sim.Recipe;
import undercooked.sim.StationKind;
import undercooked.sim.StationSpec;

/**
 * Whether a recipe can be made at all from where a cook stands: a shelf for every ingredient and
 * for plates, a chop board, a stove for a soup, a prep counter and a serve window, each usable from
 * the cook's zone (its room and the rooms its passes lead to). The answer for a zone never changes
 * within a round, so it is worked out once per zone and recipe.
 */
final class Feasibility {
    private final KitchenMap map;
    private int zone = Integer.MIN_VALUE;
    private List<String> reasons = List.of();
    private List<String> feasible = List.of();

    Feasibility(KitchenMap map) {
        this.map = map;
    }

    /**
     * When a free-handed bot finds nothing to do: a reason if the open orders (or, with none
     * open, the level's recipes) cannot be made from here, else nothing (it merely waits).
     */
    Optional<String> whyIdle(BotView v, int region) {
        int z = map.zone(region);
        if (z != zone) {
            zone = z;
            analyse(v, z);
        }
        if (reasons.isEmpty()) {
            return Optional.empty();
        }
        if (!v.orders().isEmpty()) {
            for (BotView.Ticket t : v.orders()) {
                if (feasible.contains(t.recipe())) {
                    return Optional.empty();
                }
            }
        } else if (!feasible.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(String.join("; ", reasons));
    }

    private void analyse(BotView v, int z) {
        List<String> why = new ArrayList<>();
        List<String> ok = new ArrayList<>();
        if (z < 0) {
            reasons = List.of("the cook stands where no body fits and cannot walk anywhere");
            feasible = List.of();
            return;
        }
        for (Recipe r : v.kitchen().rules().recipes()) {
            Optional<String> missing = missing(r, v, z);
            if (missing.isPresent()) {
                why.add(missing.get());
            } else {
                ok.add(r.id());
            }
        }
        if (v.kitchen().rules().recipes().isEmpty()) {
            why.add("the level has no recipes, so no order ever comes");
        }
        reasons = List.copyOf(why);
        feasible = List.copyOf(ok);
    }

    private Optional<String> missing(Recipe r, BotView v, int z) {
        for (Recipe.Ingredient i : r.ingredients()) {
            if (!shelf(v, i.kind(), z)) {
                return Optional.of(r.id() + " cannot be made: no shelf this cook can reach gives " + i.kind().wireName());
            }
            if (i.form() == ItemForm.CHOPPED && !station(v, StationKind.CHOP_BOARD, z)) {
                return Optional.of(r.id() + " cannot be made: the " + i.kind().wireName() + " must be chopped and no chop board is in reach");
            }
        }
        if (r.cooked() && !station(v, StationKind.STOVE, z)) {
            return Optional.of(r.id() + " cannot be made: it cooks in a pot and no stove is in reach");
        }
        if (!station(v, StationKind.PREP, z)) {
            return Optional.of(r.id() + " cannot be plated: no prep counter is in reach");
        }
        if (!shelf(v, ItemKind.PLATE, z)) {
            return Optional.of(r.id() + " cannot be plated: no shelf this cook can reach gives plates");
        }
        if (!station(v, StationKind.SERVE, z)) {
            return Optional.of(r.id() + " cannot be served: no serve window is in reach");
        }
        return Optional.empty();
    }

    private boolean shelf(BotView v, ItemKind kind, int z) {
        List<StationSpec> specs = v.kitchen().stations();
        for (int s = 0; s < specs.size(); s++) {
            if (specs.get(s).stock().equals(Optional.of(kind)) && map.stationZone(s) == z) {
                return true;
            }
        }
        return false;
    }

    private boolean station(BotView v, StationKind kind, int z) {
        List<StationSpec> specs = v.kitchen().stations();
        for (int s = 0; s < specs.size(); s++) {
            if (specs.get(s).kind() == kind && map.stationZone(s) == z) {
                return true;
            }
        }
        return false;
    }
}
