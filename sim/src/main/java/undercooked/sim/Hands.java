package undercooked.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static undercooked.sim.SimConstants.HANDOFF_WINDOW_TICKS;
import static undercooked.sim.SimConstants.PLATE_RETURN_TICKS;
import static undercooked.sim.SimConstants.STREAK_BONUS;
import static undercooked.sim.SimConstants.STREAK_BONUS_CAP;
import static undercooked.sim.SimConstants.TRASH_SCORE_DELTA;

/**
 * What the hand does once the button has decided: pick, set down, hand off, serve, wash, start or
 * pause work, trash. One item per hand; items live in hands, on fixtures and (served plates) on
 * their way back, and leave the world only through named events. Every outcome is an event,
 * including each refusal.
 */
final class Hands {
    private final KitchenState pre;
    private final Player[] players;
    private final Substep sub;
    private final KitchenState.Draft d;

    Hands(KitchenState pre, Player[] players, Substep sub) {
        this.pre = pre;
        this.players = players;
        this.sub = sub;
        this.d = pre.draft();
    }

    KitchenState result() {
        d.players = List.of(players);
        return d.build();
    }

    void carryOut(int seat, ActionGate.Plan plan) {
        Player p = players[seat];
        Decision dec = plan.decision();
        switch (plan.type()) {
            case PAUSE -> pause(p, plan.station());
            case HOLD_LOST -> {
                pause(p, plan.station());
                deny(p, dec.denial().orElseThrow());
            }
            case TRASH_DUE -> trash(seat, plan.station());
            case PRESS -> {
                if (dec.denied()) {
                    deny(p, dec.denial().orElseThrow());
                } else {
                    press(seat, plan);
                }
            }
        }
    }

    private void press(int seat, ActionGate.Plan plan) {
        Target t = plan.target().orElseThrow();
        switch (plan.decision().verb()) {
            case PICK_ITEM, PICK_FROM_STATION -> pick(seat, t);
            case RELEASE, PLACE_ON_STATION, PLATE_DISH, WASH -> setDown(seat, t.station());
            case START_WORK -> startWork(seat, t.station());
            case SERVE -> serve(seat, t.station());
            // HOLD_WORK is the hold already under way; a TRASH press starts the hold the gate counts.
            default -> { }
        }
    }

    private void pick(int seat, Target t) {
        Player p = players[seat];
        Station st = d.stations.get(t.station());
        double x = st.cell().centerX();
        double y = st.cell().centerY();
        if (t.slot() == Target.STOCK) {
            ItemKind kind = st.stock().orElseThrow();
            Item item = new Item(d.nextItemId++, kind, kind.stockForm());
            players[seat] = p.withHeld(Optional.of(item));
            emit(EventKind.PICKED, x, y, "player_id", p.id(), "item", item.wireName(), "created", String.valueOf(item.id()));
            return;
        }
        Slot wanted = pre.stations().get(t.station()).contents().get(t.slot());
        int at = indexOf(st.contents(), wanted.item().id());
        if (at < 0) {
            deny(p, DeniedReason.INVALID_STATE);
            return;
        }
        List<Slot> rest = new ArrayList<>(st.contents());
        Slot slot = rest.remove(at);
        replaceStation(st.withContents(rest));
        players[seat] = p.withHeld(Optional.of(slot.item()));
        long age = sub.tick() - slot.placedAt();
        if (slot.marked() && !slot.placedBy().equals(p.id()) && age <= HANDOFF_WINDOW_TICKS) {
            emit(EventKind.HANDED_OFF, x, y, "player_id", slot.placedBy(), "to", p.id(), "item", slot.item().wireName());
        } else {
            emit(EventKind.PICKED, x, y, "player_id", p.id(), "item", slot.item().wireName());
        }
    }

    /**
     * Sets the carried item down. On a passive surface (counter, shelf, prep) the set-down is
     * marked, so anyone may take it back at once; into a pipeline (chop board, pot, sink) it becomes
     * that pipeline's input, unmarked, and only the pipeline's output can be taken.
     */
    private void setDown(int seat, int station) {
        Player p = players[seat];
        Station st = d.stations.get(station);
        if (p.held().isEmpty() || st.contents().size() >= st.kind().capacity()) {
            deny(p, p.held().isEmpty() ? DeniedReason.HANDS_EMPTY : DeniedReason.HANDS_FULL);
            return;
        }
        Item item = p.held().get();
        boolean passive = st.kind() == StationKind.COUNTER || st.kind() == StationKind.SPAWN_SHELF
                || st.kind() == StationKind.PREP;
        List<Slot> more = new ArrayList<>(st.contents());
        more.add(passive ? new Slot(item, p.id(), sub.tick()) : Slot.unmarked(item));
        replaceStation(st.withContents(more));
        players[seat] = p.withHeld(Optional.empty());
        emit(EventKind.DROPPED, st.cell().centerX(), st.cell().centerY(), "player_id", p.id(), "item", item.wireName());
    }

    /** Takes the fixture's worker slot: chopping, washing, or putting out its fire. Progress already made is kept. */
    private void startWork(int seat, int station) {
        Station st = d.stations.get(station);
        StationState state = st.state() == StationState.BLOCKED ? StationState.BLOCKED : StationState.WORKING;
        replaceStation(new Station(st.index(), st.kind(), st.cell(), st.stock(), st.contents(), state, st.progress(),
                st.timer(), players[seat].id()));
    }

    /** The worker let go (or lost the fixture): work pauses where it is. */
    private void pause(Player p, int station) {
        Station st = d.stations.get(station);
        if (!st.worker().equals(p.id())) {
            return;
        }
        StationState state = st.state() == StationState.WORKING ? StationState.IDLE : st.state();
        replaceStation(new Station(st.index(), st.kind(), st.cell(), st.stock(), st.contents(), state, st.progress(),
                st.timer(), Station.NO_WORKER));
    }

    /**
     * Serves the carried dish against the oldest open order for it: the order's points plus the
     * streak bonus. The plate comes back dirty after PLATE_RETURN_TICKS when the level washes
     * plates; otherwise it goes out with the dish.
     */
    private void serve(int seat, int station) {
        Player p = players[seat];
        Item dish = p.held().orElseThrow();
        List<Order> active = new ArrayList<>(d.orders.active());
        int match = Orders.match(active, dish.dish());
        Station window = d.stations.get(station);
        if (match < 0) {
            deny(p, DeniedReason.WRONG_ITEM);
            return;
        }
        Order o = active.remove(match);
        long points = o.points() + (long) STREAK_BONUS * Math.min(d.board.streak(), STREAK_BONUS_CAP);
        d.orders = new OrderBook(active, d.orders.nextId(), d.orders.lastSpawnTick(), d.orders.rngState());
        d.score += points;
        d.board = d.board.served(seat, points);
        d.counters = d.counters.plus("served", 1);
        players[seat] = p.withHeld(Optional.empty());
        boolean returns = d.kitchen.rules().hazards().dirtyPlates();
        if (returns) {
            List<PendingPlate> back = new ArrayList<>(d.plateReturns);
            back.add(new PendingPlate(new Item(dish.id(), ItemKind.PLATE, ItemForm.DIRTY), sub.tick() + PLATE_RETURN_TICKS,
                    station));
            d.plateReturns = back;
        }
        emit(EventKind.SERVED, window.cell().centerX(), window.cell().centerY(), "player_id", p.id(),
                "order_id", (long) o.id(), "item", dish.wireName(), "points", points, "streak", (long) d.board.streak(),
                "consumed", returns ? "" : String.valueOf(dish.id()));
    }

    private void trash(int seat, int station) {
        Player p = players[seat];
        Cell c = d.stations.get(station).cell();
        if (p.held().isEmpty()) {
            emit(EventKind.TRASHED_ALREADY_EMPTY, c.centerX(), c.centerY(), "player_id", p.id());
            return;
        }
        Item item = p.held().get();
        players[seat] = p.withHeld(Optional.empty());
        d.counters = d.counters.plus("wasted", 1);
        d.score = Math.max(0, d.score + TRASH_SCORE_DELTA);
        d.board = d.board.nudged(seat, TRASH_SCORE_DELTA);
        emit(EventKind.TRASHED, c.centerX(), c.centerY(), "player_id", p.id(), "item", item.wireName(),
                "consumed", String.valueOf(item.id()), "score_delta", (long) TRASH_SCORE_DELTA);
    }

    private void deny(Player p, DeniedReason reason) {
        emit(EventKind.DENIED, p.pos().x(), p.pos().y(), "player_id", p.id(), "reason", reason.wireName());
    }

    private void emit(EventKind kind, double x, double y, Object... payload) {
        sub.events.add(Event.of(kind, sub.tick(), x, y, payload));
    }

    private void replaceStation(Station st) {
        d.stations = ChunkedList.copyOf(d.stations).with(st.index(), st);
    }

    private static int indexOf(List<Slot> contents, int itemId) {
        for (int i = 0; i < contents.size(); i++) {
            if (contents.get(i).item().id() == itemId) {
                return i;
            }
        }
        return -1;
    }
}
