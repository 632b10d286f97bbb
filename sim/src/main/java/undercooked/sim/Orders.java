package undercooked.sim;

import java.util.ArrayList;
import java.util.List;

import static undercooked.sim.SimConstants.MISSED_PENALTY;

/**
 * Stage six: the order stream. Orders expire first (a missed order costs MISSED_PENALTY, breaks the
 * streak and counts against every seat), then a new one arrives when the interval since the last
 * has passed and fewer than the maximum are open; a full board defers the next order until a slot
 * frees. The recipe is drawn from the order stream's own generator. During a rush the interval and
 * deadline are the rush's.
 */
final class Orders {
    private Orders() {
    }

    static void run(Substep s) {
        KitchenState st = s.state;
        RoundRules rules = st.kitchen().rules();
        if (rules.maxActiveOrders() == 0 || rules.recipes().isEmpty()) {
            return;
        }
        long tick = s.tick();
        OrderBook book = st.orders();
        boolean rush = rules.hazards().rush().activeAt(tick);
        int interval = rush ? rules.hazards().rush().intervalTicks() : rules.orderIntervalTicks();
        boolean expiring = false;
        for (Order o : book.active()) {
            expiring |= tick >= o.deadlineTick();
        }
        boolean due = book.active().size() < rules.maxActiveOrders()
                && (book.lastSpawnTick() < 0 || tick - book.lastSpawnTick() >= interval);
        if (!expiring && !due) {
            return;
        }
        KitchenState.Draft d = st.draft();
        List<Order> active = new ArrayList<>();
        for (Order o : book.active()) {
            if (tick >= o.deadlineTick()) {
                d.score = Math.max(0, d.score - MISSED_PENALTY);
                d.board = d.board.missed();
                d.counters = d.counters.plus("missed", 1);
                s.events.add(Event.of(EventKind.MISSED, tick, 0.0, 0.0, "order_id", (long) o.id(),
                        "recipe", o.recipe(), "score_delta", (long) -MISSED_PENALTY));
            } else {
                active.add(o);
            }
        }
        int nextId = book.nextId();
        long last = book.lastSpawnTick();
        long rngState = book.rngState();
        if (active.size() < rules.maxActiveOrders() && (last < 0 || tick - last >= interval)) {
            Rng rng = new Rng(rngState);
            Recipe r = rules.recipes().get(rng.nextInt(rules.recipes().size()));
            rngState = rng.state();
            int deadline = rush ? rules.hazards().rush().deadlineTicks() : rules.orderDeadlineTicks();
            Order o = new Order(nextId++, r.id(), r.points(), tick, tick + deadline);
            active.add(o);
            last = tick;
            s.events.add(Event.of(EventKind.ORDER_IN, tick, 0.0, 0.0, "order_id", (long) o.id(),
                    "recipe", o.recipe(), "points", (long) o.points()));
        }
        d.orders = new OrderBook(active, nextId, last, rngState);
        s.state = d.build();
    }

    /**
     * Which open order a served dish satisfies: the oldest one asking for that recipe (first in,
     * first out). Orders share one deadline window, so the oldest is also the closest to expiring.
     * -1 when no open order wants the dish.
     */
    static int match(List<Order> active, String recipe) {
        for (int i = 0; i < active.size(); i++) {
            if (active.get(i).recipe().equals(recipe)) {
                return i;
            }
        }
        return -1;
    }
}
