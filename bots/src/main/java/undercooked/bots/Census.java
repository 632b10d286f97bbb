package undercooked.bots;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import undercooked.sim.Item;
import undercooked.sim.ItemForm;
import undercooked.sim.ItemKind;
import undercooked.sim.Recipe;
import undercooked.sim.StationKind;
import undercooked.sim.StationState;

/**
 * The kitchen counted from one bot's side, once per decision: which dishes are under way (and
 * so which open orders nobody is making yet), what each unfinished pot or prep counter still
 * lacks, and what is already on its way (in hands, on chop boards, lying on counters, being
 * fetched). Only what the bot's zone can reach is counted: a walled-off kitchen is another
 * team's business.
 */
final class Census {
    /** An unfinished dish on a pot or prep counter: what it is and what it still lacks. */
    record Vessel(int station, Recipe recipe, List<ItemKind> missing, boolean plated) {
    }

    /** An open order nobody is making yet. */
    record Wanted(BotView.Ticket order, Recipe recipe) {
    }

    final List<Vessel> vessels = new ArrayList<>();
    final List<Wanted> uncovered = new ArrayList<>();
    final int[] supply = new int[ItemKind.values().length];
    final List<Integer> freePots = new ArrayList<>();
    final List<Integer> freePreps = new ArrayList<>();
    /** Soups and finished salads that still need a plate, and plates on their way or waiting. */
    int plateDemand;
    int plateSupply;
    /** Clean plates a cook could take now (shelves, the sink), and dirty ones waiting. */
    int cleanAvailable;
    int dirtyWaiting;

    /** How long a begun dish (a {@link Team.Start}) counts as covering its order without reaching a vessel. */
    static final int START_TICKS = 400;

    /**
     * Orders are covered by anything under way in the zone; vessels, free pots and prep counters,
     * supply and plates are counted in {@code room} alone when it is a kitchen of its own (else
     * -1: the whole zone), so a bot there makes its dishes at home. Dishes other bots have begun
     * ({@link Team#starts()}) cover their orders too.
     */
    Census(BotView v, KitchenMap map, Team team, int myZone, int room, String me) {
        List<Recipe> recipes = v.kitchen().rules().recipes();
        int[] coverage = new int[recipes.size()];
        for (BotView.Cook c : v.cooks()) {
            int r = map.regionOf(c.cell());
            if (c.held().isEmpty() || map.zone(r) != myZone) {
                continue;
            }
            countLoose(c.held().get(), recipes, coverage, room < 0 || r == room);
        }
        for (Map.Entry<Team.Claim, String> e : team.claims(Team.Kind.FETCH)) {
            if (room < 0 || v.cook(e.getValue()).map(c -> map.regionOf(c.cell()) == room).orElse(false)) {
                supply[e.getKey().ref() % 8]++;
            }
        }
        for (Map.Entry<String, Team.Start> e : team.starts()) {
            int r = indexOf(recipes, e.getValue().recipe());
            if (!e.getKey().equals(me) && r >= 0 && v.tick() - e.getValue().tick() <= START_TICKS
                    && v.cook(e.getKey()).map(c -> map.zone(map.regionOf(c.cell())) == myZone).orElse(false)) {
                coverage[r]++;
            }
        }
        for (BotView.Fixture f : v.stations()) {
            if (map.stationZone(f.index()) != myZone) {
                continue;
            }
            boolean here = room < 0 || map.usable(f.index(), room);
            switch (f.kind()) {
                case STOVE -> pot(f, v, team, recipes, coverage, here);
                case PREP -> prep(f, team, recipes, coverage, here);
                case CHOP_BOARD -> {
                    if (here && !f.contents().isEmpty()) {
                        supply[f.contents().getFirst().kind().ordinal()]++;
                    }
                }
                case COUNTER -> {
                    if (!f.contents().isEmpty()) {
                        countLoose(f.contents().getFirst(), recipes, coverage, here);
                    }
                }
                case SPAWN_SHELF -> {
                    if (here && (f.contents().stream().anyMatch(Census::cleanPlate)
                            || v.kitchen().stations().get(f.index()).stock().equals(Optional.of(ItemKind.PLATE))
                            && v.kitchen().mints(ItemKind.PLATE))) {
                        cleanAvailable++;
                    }
                }
                case SINK -> {
                    for (Item i : here ? f.contents() : List.<Item>of()) {
                        if (cleanPlate(i)) {
                            cleanAvailable++;
                        } else {
                            dirtyWaiting++;
                        }
                    }
                }
                case SERVE -> dirtyWaiting += here ? f.contents().size() : 0;
                default -> {
                }
            }
        }
        for (Map.Entry<Team.Claim, String> e : team.claims(Team.Kind.PLATE)) {
            // A plate in the claimant's hand is counted with the hands already.
            Optional<BotView.Cook> holder = v.cook(e.getValue());
            if (!holder.flatMap(BotView.Cook::held).map(Census::cleanPlate).orElse(false)
                    && (room < 0 || holder.map(c -> map.regionOf(c.cell()) == room).orElse(false))) {
                plateSupply++;
            }
        }
        List<BotView.Ticket> open = new ArrayList<>(v.orders());
        open.sort((a, b) -> Long.compare(a.ticksLeft(), b.ticksLeft()));
        for (BotView.Ticket t : open) {
            int r = indexOf(recipes, t.recipe());
            if (r < 0) {
                continue;
            }
            if (coverage[r] > 0) {
                coverage[r]--;
            } else {
                uncovered.add(new Wanted(t, recipes.get(r)));
            }
        }
    }

    /** An item in a hand or on a counter: it covers an order wherever it is; it is supply only when {@code here}. */
    private void countLoose(Item h, List<Recipe> recipes, int[] coverage, boolean here) {
        if (h.isDish()) {
            int r = indexOf(recipes, h.dish());
            if (r >= 0 && h.form() != ItemForm.BURNT) {
                coverage[r]++;
                if (h.form() == ItemForm.COOKED && here) {
                    plateDemand++;
                }
            }
        } else if (!here) {
            return;
        } else if (cleanPlate(h)) {
            plateSupply++;
        } else if (h.form() == ItemForm.RAW || h.form() == ItemForm.CHOPPED) {
            supply[h.kind().ordinal()]++;
        }
    }

    private void pot(BotView.Fixture f, BotView v, Team team, List<Recipe> recipes, int[] coverage, boolean here) {
        if (f.state() == StationState.BURNING || f.state() == StationState.BLOCKED) {
            return;
        }
        List<ItemKind> have = new ArrayList<>();
        for (Item i : f.contents()) {
            if (i.isDish()) { // cooked soup waiting to be taken off
                int r = indexOf(recipes, i.dish());
                if (r >= 0) {
                    coverage[r]++;
                    plateDemand += here ? 1 : 0;
                }
                return;
            }
            have.add(i.kind());
        }
        List<ItemKind> promised = promised(f.index(), v, team);
        if (have.isEmpty() && promised.isEmpty()) {
            if (here) {
                freePots.add(f.index());
            }
            return;
        }
        List<ItemKind> all = new ArrayList<>(have);
        all.addAll(promised);
        Optional<Recipe> r = firstContaining(recipes, all, true);
        if (r.isEmpty()) {
            return;
        }
        coverage[recipes.indexOf(r.get())]++;
        List<ItemKind> missing = minus(r.get(), all);
        if (!here) {
            return;
        }
        if (f.state() == StationState.WORKING || have.size() >= 2) {
            plateDemand++;
        }
        if (!missing.isEmpty()) {
            vessels.add(new Vessel(f.index(), r.get(), missing, false));
        }
    }

    private void prep(BotView.Fixture f, Team team, List<Recipe> recipes, int[] coverage, boolean here) {
        if (f.state() == StationState.READY) {
            team.clearDish(f.index());
            f.first().filter(Item::isDish).ifPresent(d -> {
                int r = indexOf(recipes, d.dish());
                if (r >= 0) {
                    coverage[r]++;
                }
            });
            return;
        }
        boolean plate = false;
        boolean soup = false;
        List<ItemKind> have = new ArrayList<>();
        for (Item i : f.contents()) {
            if (cleanPlate(i)) {
                plate = true;
            } else if (i.isDish()) {
                soup = true;
                int r = indexOf(recipes, i.dish());
                if (r >= 0) {
                    coverage[r]++;
                }
            } else {
                have.add(i.kind());
            }
        }
        if (soup) {
            if (here && !plate && team.holder(new Team.Claim(Team.Kind.PLATE, f.index())).isEmpty()) {
                plateDemand++;
            }
            return;
        }
        Optional<String> dish = team.dish(f.index());
        List<ItemKind> promised = promisedByClaims(f.index(), team);
        if (have.isEmpty() && promised.isEmpty() && dish.isPresent()) {
            // The dish was made and taken, or its first ingredient never came: the counter is free again.
            team.clearDish(f.index());
            dish = Optional.empty();
        }
        if (have.isEmpty() && promised.isEmpty() && dish.isEmpty()) {
            if (!here) {
                return;
            }
            if (plate) {
                plateSupply++;
            } else if (team.holder(new Team.Claim(Team.Kind.PLATE, f.index())).isEmpty()) {
                freePreps.add(f.index());
            }
            return;
        }
        Optional<Recipe> r = dish.flatMap(d -> recipes.stream().filter(x -> x.id().equals(d)).findFirst());
        if (r.isEmpty()) {
            r = firstContaining(recipes, have, false);
        }
        if (r.isEmpty()) {
            return;
        }
        coverage[recipes.indexOf(r.get())]++;
        if (!here) {
            return;
        }
        List<ItemKind> all = new ArrayList<>(have);
        all.addAll(promised);
        List<ItemKind> missing = minus(r.get(), all);
        if (missing.isEmpty() && have.size() == r.get().ingredients().size() && !plate
                && team.holder(new Team.Claim(Team.Kind.PLATE, f.index())).isEmpty()) {
            plateDemand++;
        }
        vessels.add(new Vessel(f.index(), r.get(), missing, plate));
    }

    /** The ingredient kinds promised to a pot: one per slot claim, by what its holder carries. */
    private static List<ItemKind> promised(int station, BotView v, Team team) {
        List<ItemKind> out = new ArrayList<>();
        for (Map.Entry<Team.Claim, String> e : team.claims(Team.Kind.SLOT)) {
            if (e.getKey().ref() / 4 == station) {
                v.cook(e.getValue()).flatMap(BotView.Cook::held).ifPresent(i -> out.add(i.kind()));
            }
        }
        return out;
    }

    /** For a prep counter the claims carry the kind in the slot number's low bits. */
    private static List<ItemKind> promisedByClaims(int station, Team team) {
        List<ItemKind> out = new ArrayList<>();
        for (Map.Entry<Team.Claim, String> e : team.claims(Team.Kind.SLOT)) {
            if (e.getKey().ref() / 4 == station) {
                out.add(ItemKind.values()[e.getKey().ref() % 4]);
            }
        }
        return out;
    }

    static Optional<Recipe> firstContaining(List<Recipe> recipes, List<ItemKind> have, boolean cooked) {
        for (Recipe r : recipes) {
            if (r.cooked() == cooked && minus(r, have).size() == r.ingredients().size() - have.size()) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    /** The recipe's ingredient kinds not yet in {@code have} (a multiset difference). */
    static List<ItemKind> minus(Recipe r, List<ItemKind> have) {
        List<ItemKind> left = new ArrayList<>();
        for (Recipe.Ingredient i : r.ingredients()) {
            left.add(i.kind());
        }
        for (ItemKind k : have) {
            left.remove(k);
        }
        return left;
    }

    static int indexOf(List<Recipe> recipes, String id) {
        for (int i = 0; i < recipes.size(); i++) {
            if (recipes.get(i).id().equals(id)) {
                return i;
            }
        }
        return -1;
    }

    static boolean cleanPlate(Item i) {
        return i.kind() == ItemKind.PLATE && !i.isDish() && i.form() == ItemForm.CLEAN;
    }

    static boolean dirtyPlate(Item i) {
        return i.kind() == ItemKind.PLATE && !i.isDish() && i.form() == ItemForm.DIRTY;
    }

    static boolean ingredient(Item i) {
        return !i.isDish() && i.kind() != ItemKind.PLATE && (i.form() == ItemForm.RAW || i.form() == ItemForm.CHOPPED);
    }

    static boolean kindIs(BotView.Fixture f, StationKind k) {
        return f.kind() == k;
    }
}
