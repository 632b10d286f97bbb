package undercooked.bots;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.IntPredicate;

import undercooked.bots.Planner.Act;
import undercooked.bots.Planner.Step;
import undercooked.sim.Item;
import undercooked.sim.ItemForm;
import undercooked.sim.ItemKind;
import undercooked.sim.Recipe;
import undercooked.sim.StationKind;
import undercooked.sim.StationState;

/**
 * The task level: the next step for one bot, from what it holds and what the kitchen needs.
 * With something in hand it takes it where it is wanted (or to the pass towards there, or to a
 * spare counter); with a free hand it takes, in this order, what will not wait: a fire, a pot
 * burning or done, a dish ready to serve, a chop board's output or work; then an item lying on a
 * counter on its way somewhere; then a plate, then an ingredient for the most urgent dish that
 * still lacks one. Claims in the {@link Team} keep two bots off the same thing.
 */
final class Decide {
    private final String id;
    private final KitchenMap map;
    private final Team team;
    private final Feasibility feasibility;
    private Optional<String> idle = Optional.empty();
    private BotView view;
    private BotView.Cook me;
    private int region;
    private long[] avoid;
    private Census census;
    /** The bot's room is a kitchen of its own: it cooks there and carries nothing through passes. */
    private boolean local;

    Decide(String id, KitchenMap map, Team team) {
        this.id = id;
        this.map = map;
        this.team = team;
        this.feasibility = new Feasibility(map);
    }

    Optional<String> idleReason() {
        return idle;
    }

    Optional<Step> next(BotView v, BotView.Cook cook, long[] avoidUntil) {
        view = v;
        me = cook;
        avoid = avoidUntil;
        region = map.regionOf(cook.cell());
        team.releaseClaims(id);
        local = map.ownKitchen(region);
        census = new Census(v, map, team, map.zone(region), local ? region : -1, id);
        census.uncovered.removeIf(w -> !feasibility.canMake(w.recipe().id(), v, region));
        Optional<Step> s = cook.held().isPresent() ? carry(cook.held().get()) : freeHand();
        if (s.isPresent()) {
            idle = Optional.empty();
        } else if (cook.held().isEmpty()) {
            idle = feasibility.whyIdle(v, region);
        }
        return s;
    }

    /** Before the press: the station still fits the step (a teammate or a human may have got there first). */
    boolean stillValid(BotView v, BotView.Cook cook, Step s) {
        BotView.Fixture f = v.stations().get(s.station());
        return switch (s.act()) {
            case PICK -> cook.held().isEmpty() && (pickable(f) || f.kind() == StationKind.SPAWN_SHELF);
            case PUT -> cook.held().isPresent() && f.state() != StationState.BLOCKED
                    && (f.kind().capacity() == 0 || f.contents().size() < f.kind().capacity())
                    && !(f.state() == StationState.READY && !f.contents().isEmpty());
            case CHOP -> cook.held().isEmpty() && !f.contents().isEmpty() && f.state() != StationState.READY;
            case WASH -> cook.held().isEmpty() && f.contents().stream().anyMatch(Census::dirtyPlate)
                    && f.contents().stream().noneMatch(Census::cleanPlate);
            case EXTINGUISH -> cook.held().isEmpty() && f.state() == StationState.BLOCKED;
            case TRASH -> cook.held().isPresent();
        };
    }

    // ---- with something in hand

    private Optional<Step> carry(Item h) {
        if (h.isDish() && h.form() == ItemForm.PLATED) {
            if (view.orders().stream().anyMatch(o -> o.recipe().equals(h.dish()))) {
                Optional<Step> s = deliver(Act.PUT, map.stationsOf(StationKind.SERVE), st -> true, null);
                return s.isPresent() ? s : stash();
            }
            return stash();
        }
        if (h.isDish() && h.form() == ItemForm.COOKED) {
            Optional<Step> s = deliver(Act.PUT, map.stationsOf(StationKind.PREP), st -> lonePlate(st) && free(st), Team.Kind.STATION);
            return s.isPresent() ? s : deliverOr(Act.PUT, map.stationsOf(StationKind.PREP), st -> emptyPrep(st), Team.Kind.STATION);
        }
        if (Census.cleanPlate(h)) {
            Optional<Step> s = deliver(Act.PUT, map.stationsOf(StationKind.PREP), st -> wantsPlate(st)
                    && !team.takenByOther(new Team.Claim(Team.Kind.PLATE, st), id), Team.Kind.PLATE);
            if (s.isPresent()) {
                return s;
            }
            return deliverOr(Act.PUT, map.stationsOf(StationKind.PREP), st -> emptyPrep(st), Team.Kind.PLATE);
        }
        if (Census.dirtyPlate(h)) {
            return deliverOr(Act.PUT, map.stationsOf(StationKind.SINK), st -> view.stations().get(st).contents().size() < 4, null);
        }
        if (h.form() == ItemForm.RAW && Census.ingredient(h)) {
            return deliverOr(Act.PUT, map.stationsOf(StationKind.CHOP_BOARD), st -> free(st)
                    && view.stations().get(st).contents().isEmpty(), Team.Kind.STATION);
        }
        if (h.form() == ItemForm.CHOPPED && Census.ingredient(h)) {
            return chopped(h.kind());
        }
        Optional<Step> t = nearest(map.stationsOf(StationKind.TRASH), st -> usable(st)).map(st -> new Step(Act.TRASH, st));
        return t.isPresent() ? t : stash();
    }

    /** A chopped ingredient: into the unfinished dish that wants it, else start the most urgent dish nobody makes. */
    private Optional<Step> chopped(ItemKind k) {
        Census.Vessel best = null;
        int bestCost = KitchenMap.FAR;
        for (Census.Vessel vs : census.vessels) {
            if (!vs.missing().contains(k)) {
                continue;
            }
            int cost = reachCost(vs.station()) + 40 * vs.missing().size();
            if (cost < bestCost) {
                bestCost = cost;
                best = vs;
            }
        }
        if (best != null) {
            return into(best.station(), k, best.recipe());
        }
        for (Census.Wanted w : census.uncovered) {
            if (w.recipe().ingredients().stream().noneMatch(i -> i.kind() == k)) {
                continue;
            }
            List<Integer> free = w.recipe().cooked() ? census.freePots : census.freePreps;
            int pick = -1;
            int pickCost = KitchenMap.FAR;
            for (int st : free) {
                int c = reachCost(st);
                if (c < pickCost && free(st)) {
                    pickCost = c;
                    pick = st;
                }
            }
            if (pick >= 0) {
                if (!w.recipe().cooked()) {
                    team.setDish(pick, w.recipe().id());
                }
                return into(pick, k, w.recipe());
            }
        }
        return stash();
    }

    private Optional<Step> into(int station, ItemKind k, Recipe r) {
        if (!usable(station)) {
            return toward(station);
        }
        int ref;
        if (view.stations().get(station).kind() == StationKind.STOVE) {
            ref = -1;
            for (int slot = 0; slot < 4; slot++) {
                if (team.holder(new Team.Claim(Team.Kind.SLOT, station * 4 + slot)).isEmpty()) {
                    ref = station * 4 + slot;
                    break;
                }
            }
            if (ref < 0) {
                return stash();
            }
        } else {
            ref = station * 4 + k.ordinal();
        }
        team.claim(new Team.Claim(Team.Kind.SLOT, ref), id);
        team.clearStart(id); // the slot claim makes the vessel, which covers the order from now on
        return Optional.of(new Step(Act.PUT, station));
    }

    /** To the nearest usable station that passes {@code want}; if none is usable, to the pass towards one. */
    private Optional<Step> deliverOr(Act act, int[] among, IntPredicate want, Team.Kind claim) {
        Optional<Step> s = deliver(act, among, want, claim);
        return s.isPresent() ? s : stash();
    }

    /** The winner is claimed as {@code claim} (none when null) when it is usable from here. */
    private Optional<Step> deliver(Act act, int[] among, IntPredicate want, Team.Kind claim) {
        int best = -1;
        int bestHops = KitchenMap.FAR;
        int bestCost = KitchenMap.FAR;
        for (int st : among) {
            if (avoided(st)) {
                continue;
            }
            int hops = map.hops(st, region);
            if (hops >= KitchenMap.FAR || hops > bestHops || local && hops > 0) {
                continue;
            }
            if (!want.test(st)) {
                continue;
            }
            int cost = hops == 0 ? map.cost(me.cell(), st) : 0;
            if (hops == bestHops && cost >= bestCost) {
                continue;
            }
            best = st;
            bestHops = hops;
            bestCost = cost;
        }
        if (best < 0) {
            return Optional.empty();
        }
        if (bestHops > 0) {
            return toward(best);
        }
        if (claim != null) {
            team.claim(new Team.Claim(claim, best), id);
        }
        return Optional.of(new Step(act, best));
    }

    /** The pass to a room one step nearer to {@code station}. */
    private Optional<Step> toward(int station) {
        int mine = map.hops(station, region);
        int best = -1;
        int bestCost = KitchenMap.FAR;
        for (int p : map.passes) {
            if (!map.usable(p, region) || !view.stations().get(p).contents().isEmpty() || !free(p) || avoided(p)) {
                continue;
            }
            boolean nearer = false;
            for (int r : map.regionsOf(p)) {
                nearer |= map.hops(station, r) < mine;
            }
            int cost = map.cost(me.cell(), p);
            if (nearer && cost < bestCost) {
                best = p;
                bestCost = cost;
            }
        }
        if (best < 0) {
            return Optional.empty();
        }
        team.claim(new Team.Claim(Team.Kind.STATION, best), id);
        return Optional.of(new Step(Act.PUT, best));
    }

    /** Set the item down on a spare counter (not a pass if there is another), to free the hand. */
    private Optional<Step> stash() {
        Optional<Integer> s = nearest(map.stationsOf(StationKind.COUNTER), st -> usable(st) && !map.passes.contains(st)
                && view.stations().get(st).contents().isEmpty() && free(st));
        if (s.isEmpty()) {
            s = nearest(map.stationsOf(StationKind.COUNTER), st -> usable(st) && view.stations().get(st).contents().isEmpty() && free(st));
        }
        s.ifPresent(st -> team.claim(new Team.Claim(Team.Kind.STATION, st), id));
        return s.map(st -> new Step(Act.PUT, st));
    }

    // ---- with a free hand

    private Optional<Step> freeHand() {
        Optional<Step> s = take(map.allStations(), st -> view.stations().get(st).state() == StationState.BLOCKED, Act.EXTINGUISH);
        if (s.isEmpty()) {
            s = take(map.stationsOf(StationKind.STOVE), st -> !view.stations().get(st).contents().isEmpty()
                    && (view.stations().get(st).state() == StationState.BURNING
                    || view.stations().get(st).state() == StationState.READY), Act.PICK);
        }
        if (s.isEmpty()) {
            s = take(map.stationsOf(StationKind.PREP), st -> view.stations().get(st).state() == StationState.READY
                    && servable(view.stations().get(st).first()), Act.PICK);
        }
        if (s.isEmpty()) {
            s = take(map.stationsOf(StationKind.CHOP_BOARD), st -> view.stations().get(st).state() == StationState.READY
                    && !view.stations().get(st).contents().isEmpty(), Act.PICK);
        }
        if (s.isEmpty()) {
            s = take(map.stationsOf(StationKind.CHOP_BOARD), st -> !view.stations().get(st).contents().isEmpty()
                    && view.stations().get(st).state() == StationState.IDLE, Act.CHOP);
        }
        if (s.isEmpty()) {
            s = take(map.stationsOf(StationKind.COUNTER), st -> loose(st), Act.PICK);
        }
        if (s.isEmpty() && census.plateDemand > census.plateSupply) {
            s = plate();
        }
        if (s.isEmpty()) {
            s = ingredient();
        }
        if (s.isEmpty() && census.dirtyWaiting > 0 && census.cleanAvailable < 2) {
            s = wash();
        }
        return s;
    }

    /** The nearest usable, unclaimed station of {@code among} passing {@code want}, claimed. */
    private Optional<Step> take(int[] among, IntPredicate want, Act act) {
        // The station's own test first: usable and free (a claim looked up) are asked of the few it passes.
        Optional<Integer> s = nearest(among, st -> want.test(st) && usable(st) && free(st));
        s.ifPresent(st -> team.claim(new Team.Claim(Team.Kind.STATION, st), id));
        return s.map(st -> new Step(act, st));
    }

    private Optional<Step> plate() {
        Optional<Integer> shelf = nearest(map.stationsOf(StationKind.SPAWN_SHELF), st -> usable(st)
                && view.kitchen().stations().get(st).stock().equals(Optional.of(ItemKind.PLATE))
                && (view.kitchen().mints(ItemKind.PLATE) || !view.stations().get(st).contents().isEmpty()));
        if (shelf.isPresent()) {
            team.claim(new Team.Claim(Team.Kind.PLATE, -1 - me.seat()), id);
            return Optional.of(new Step(Act.PICK, shelf.get()));
        }
        Optional<Step> s = take(map.stationsOf(StationKind.SINK), st -> view.stations().get(st).contents().stream()
                .anyMatch(Census::cleanPlate), Act.PICK);
        if (s.isPresent()) {
            team.claim(new Team.Claim(Team.Kind.PLATE, -1 - me.seat()), id);
            return s;
        }
        return wash();
    }

    private Optional<Step> wash() {
        Optional<Step> s = take(map.stationsOf(StationKind.SINK), st -> view.stations().get(st).contents().stream()
                .anyMatch(Census::dirtyPlate) && view.stations().get(st).contents().stream().noneMatch(Census::cleanPlate), Act.WASH);
        if (s.isPresent()) {
            return s;
        }
        boolean sinkReachable = nearest(map.stationsOf(StationKind.SINK), st -> map.hops(st, region) < KitchenMap.FAR).isPresent();
        if (!sinkReachable) {
            return Optional.empty();
        }
        return take(map.stationsOf(StationKind.SERVE), st -> view.stations().get(st).contents().stream().anyMatch(Census::dirtyPlate), Act.PICK);
    }

    /** The ingredient the most urgent unfinished or wanted dish lacks that nobody is bringing yet. */
    private Optional<Step> ingredient() {
        int[] left = census.supply.clone();
        List<ItemKind> needs = new ArrayList<>();
        List<Recipe> forOrder = new ArrayList<>(); // per need: the uncovered order's recipe, null for a vessel's
        for (Census.Vessel vs : census.vessels) {
            for (ItemKind k : vs.missing()) {
                needs.add(k);
                forOrder.add(null);
            }
        }
        int pots = census.freePots.size();
        int preps = census.freePreps.size();
        for (Census.Wanted w : census.uncovered) {
            if (w.recipe().cooked() ? pots-- <= 0 : preps-- <= 0) {
                continue;
            }
            for (Recipe.Ingredient i : w.recipe().ingredients()) {
                needs.add(i.kind());
                forOrder.add(w.recipe());
            }
        }
        for (int n = 0; n < needs.size(); n++) {
            ItemKind k = needs.get(n);
            if (left[k.ordinal()] > 0) {
                left[k.ordinal()]--;
                continue;
            }
            Optional<Integer> shelf = nearest(map.stationsOf(StationKind.SPAWN_SHELF), st -> usable(st)
                    && view.kitchen().stations().get(st).stock().equals(Optional.of(k)));
            Optional<Integer> board = nearest(map.stationsOf(StationKind.CHOP_BOARD), st -> map.hops(st, region) < KitchenMap.FAR
                    && view.stations().get(st).contents().isEmpty() && free(st));
            if (shelf.isEmpty() || board.isEmpty()) {
                continue;
            }
            if (usable(board.get())) {
                team.claim(new Team.Claim(Team.Kind.STATION, board.get()), id);
            }
            team.claim(new Team.Claim(Team.Kind.FETCH, me.seat() * 8 + k.ordinal()), id);
            if (local && forOrder.get(n) != null) {
                // Cooking at home, with other bots doing the same in their rooms: say which order this is for.
                team.start(id, forOrder.get(n).id(), view.tick());
            }
            return Optional.of(new Step(Act.PICK, shelf.get()));
        }
        return Optional.empty();
    }

    // ---- what things are

    /** An item lying on a counter that this bot would carry nearer to where it is wanted. */
    private boolean loose(int st) {
        BotView.Fixture f = view.stations().get(st);
        if (f.contents().isEmpty()) {
            return false;
        }
        Item i = f.contents().getFirst();
        StationKind dest;
        if (i.isDish() && i.form() == ItemForm.PLATED) {
            if (!servable(Optional.of(i))) {
                return false;
            }
            dest = StationKind.SERVE;
        } else if (i.isDish() && i.form() == ItemForm.COOKED || Census.cleanPlate(i)) {
            dest = StationKind.PREP;
        } else if (Census.dirtyPlate(i)) {
            dest = StationKind.SINK;
        } else if (Census.ingredient(i) && i.form() == ItemForm.RAW) {
            dest = StationKind.CHOP_BOARD;
        } else if (Census.ingredient(i)) {
            boolean wanted = census.vessels.stream().anyMatch(vs -> vs.missing().contains(i.kind()))
                    || census.uncovered.stream().anyMatch(w -> w.recipe().ingredients().stream().anyMatch(g -> g.kind() == i.kind()));
            if (!wanted) {
                return false;
            }
            dest = cookedUses(i.kind()) ? StationKind.STOVE : StationKind.PREP;
        } else {
            return false;
        }
        int mine = kindHops(dest, region);
        if (mine >= KitchenMap.FAR) {
            return false;
        }
        for (int r : map.regionsOf(st)) {
            if (r != region && kindHops(dest, r) < mine) {
                return false; // the other side is nearer: it is on its way there
            }
        }
        // A set-down on a counter only this room uses is a stash: carry it on. On a pass, take it
        // only when this side is nearer than the other (it is on its way here), or here is where it goes.
        if (!map.passes.contains(st) || mine == 0) {
            return true;
        }
        return map.regionsOf(st).stream().anyMatch(r -> r != region && kindHops(dest, r) > mine);
    }

    private boolean cookedUses(ItemKind k) {
        for (Census.Vessel vs : census.vessels) {
            if (vs.missing().contains(k)) {
                return view.stations().get(vs.station()).kind() == StationKind.STOVE;
            }
        }
        for (Census.Wanted w : census.uncovered) {
            if (w.recipe().ingredients().stream().anyMatch(g -> g.kind() == k)) {
                return w.recipe().cooked();
            }
        }
        return false;
    }

    private int kindHops(StationKind k, int r) {
        int best = KitchenMap.FAR;
        for (BotView.Fixture f : view.stations()) {
            if (f.kind() == k) {
                best = Math.min(best, map.hops(f.index(), r));
            }
        }
        return best;
    }

    private boolean servable(Optional<Item> dish) {
        return dish.filter(Item::isDish).map(d -> view.orders().stream().anyMatch(o -> o.recipe().equals(d.dish()))).orElse(false);
    }

    private boolean pickable(BotView.Fixture f) {
        return !f.contents().isEmpty() && f.state() != StationState.BLOCKED;
    }

    private boolean lonePlate(int st) {
        List<Item> c = view.stations().get(st).contents();
        return c.size() == 1 && Census.cleanPlate(c.getFirst()) && view.stations().get(st).state() != StationState.READY;
    }

    private boolean emptyPrep(int st) {
        return view.stations().get(st).contents().isEmpty() && team.dish(st).isEmpty() && free(st)
                && team.holder(new Team.Claim(Team.Kind.PLATE, st)).isEmpty() && noSlotClaims(st);
    }

    /** A prep counter holding a soup, or a whole salad's ingredients, and no plate. */
    private boolean wantsPlate(int st) {
        BotView.Fixture f = view.stations().get(st);
        if (f.state() == StationState.READY || f.contents().stream().anyMatch(Census::cleanPlate)) {
            return false;
        }
        if (f.contents().stream().anyMatch(Item::isDish)) {
            return true;
        }
        for (Census.Vessel vs : census.vessels) {
            if (vs.station() == st && vs.missing().isEmpty() && !vs.plated()
                    && f.contents().size() == vs.recipe().ingredients().size()) {
                return true;
            }
        }
        return false;
    }

    private boolean noSlotClaims(int st) {
        for (var e : team.claims(Team.Kind.SLOT)) {
            if (e.getKey().ref() / 4 == st) {
                return false;
            }
        }
        return true;
    }

    private boolean usable(int st) {
        return map.usable(st, region);
    }

    private boolean avoided(int st) {
        return avoid.length > st && avoid[st] > view.tick();
    }

    /** Nobody else has claimed the station, and it is not one this bot just failed at. */
    private boolean free(int st) {
        return !team.takenByOther(new Team.Claim(Team.Kind.STATION, st), id) && !avoided(st);
    }

    /** Walking cost to use the station, or a large number plus rooms apart when it is behind a pass. */
    private int reachCost(int st) {
        int hops = map.hops(st, region);
        if (hops >= KitchenMap.FAR) {
            return KitchenMap.FAR;
        }
        return hops == 0 ? map.cost(me.cell(), st) : 1000 * hops;
    }

    private Optional<Integer> nearest(int[] among, IntPredicate want) {
        int best = -1;
        int bestCost = KitchenMap.FAR;
        for (int st : among) {
            if (!want.test(st)) {
                continue;
            }
            int c = reachCost(st);
            if (c < bestCost) {
                best = st;
                bestCost = c;
            }
        }
        return best < 0 ? Optional.empty() : Optional.of(best);
    }
}
