package undercooked.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static undercooked.sim.SimConstants.HANDOFF_WINDOW_TICKS;
import static undercooked.sim.SimConstants.TRASH_SCORE_DELTA;

/**
 * What the hand does once the button has decided: pick, set down, hand off, trash. One item per
 * hand; items live in hands and on fixtures, and leave the world only through the trash. Every
 * outcome is an event, including each refusal.
 */
final class Hands {
    private final KitchenState pre;
    private final Player[] players;
    private final Substep sub;
    private List<Station> stations;
    private Counters counters;
    private int nextItemId;

    Hands(KitchenState pre, Player[] players, Substep sub) {
        this.pre = pre;
        this.players = players;
        this.sub = sub;
        this.stations = pre.stations();
        this.counters = pre.counters();
        this.nextItemId = pre.nextItemId();
    }

    KitchenState result() {
        return pre.withItems(List.of(players), stations, nextItemId, counters);
    }

    void carryOut(int seat, ActionGate.Plan plan) {
        Player p = players[seat];
        Decision d = plan.decision();
        if (d.denied()) {
            deny(p, d.denial().orElseThrow());
            return;
        }
        switch (plan.type()) {
            case TRASH_DUE -> trash(seat, plan.station());
            case HOLD_LOST -> deny(p, d.denial().orElseThrow());
            case PRESS -> press(seat, plan);
        }
    }

    private void press(int seat, ActionGate.Plan plan) {
        Target t = plan.target().orElseThrow();
        switch (plan.decision().verb()) {
            case PICK_ITEM, PICK_FROM_STATION -> pick(seat, t);
            case RELEASE, PLACE_ON_STATION, PLATE_DISH -> setDown(seat, t.station());
            // START_WORK, HOLD_WORK, SERVE, WASH are the kitchen rules' to spend; a TRASH press
            // starts the hold the gate counts. None of them is a refusal, so none is an event here.
            default -> { }
        }
    }

    private void pick(int seat, Target t) {
        Player p = players[seat];
        Station st = stations.get(t.station());
        double x = st.cell().centerX();
        double y = st.cell().centerY();
        if (t.slot() == Target.STOCK) {
            ItemKind kind = st.stock().orElseThrow();
            Item item = new Item(nextItemId++, kind, kind.stockForm());
            players[seat] = p.withHeld(Optional.of(item));
            emit(EventKind.PICKED, x, y, "player_id", p.id(), "item", item.wireName(), "item_id", (long) item.id(),
                    "created", true);
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
            emit(EventKind.HANDED_OFF, x, y, "player_id", slot.placedBy(), "to", p.id(),
                    "item", slot.item().wireName(), "item_id", (long) slot.item().id());
        } else {
            emit(EventKind.PICKED, x, y, "player_id", p.id(), "item", slot.item().wireName(),
                    "item_id", (long) slot.item().id(), "created", false);
        }
    }

    private void setDown(int seat, int station) {
        Player p = players[seat];
        Station st = stations.get(station);
        if (p.held().isEmpty() || st.contents().size() >= st.kind().capacity()) {
            deny(p, p.held().isEmpty() ? DeniedReason.HANDS_EMPTY : DeniedReason.HANDS_FULL);
            return;
        }
        Item item = p.held().get();
        List<Slot> more = new ArrayList<>(st.contents());
        more.add(new Slot(item, p.id(), sub.tick()));
        replaceStation(st.withContents(more));
        players[seat] = p.withHeld(Optional.empty());
        emit(EventKind.DROPPED, st.cell().centerX(), st.cell().centerY(), "player_id", p.id(),
                "item", item.wireName(), "item_id", (long) item.id());
    }

    private void trash(int seat, int station) {
        Player p = players[seat];
        Cell c = stations.get(station).cell();
        if (p.held().isEmpty()) {
            emit(EventKind.TRASHED_ALREADY_EMPTY, c.centerX(), c.centerY(), "player_id", p.id());
            return;
        }
        Item item = p.held().get();
        players[seat] = p.withHeld(Optional.empty());
        counters = counters.plus("trashed", 1);
        emit(EventKind.TRASHED, c.centerX(), c.centerY(), "player_id", p.id(), "item", item.wireName(),
                "item_id", (long) item.id(), "score_delta", (long) TRASH_SCORE_DELTA);
    }

    private void deny(Player p, DeniedReason reason) {
        emit(EventKind.DENIED, p.pos().x(), p.pos().y(), "player_id", p.id(), "reason", reason.wireName());
    }

    private void emit(EventKind kind, double x, double y, Object... payload) {
        sub.events.add(Event.of(kind, sub.tick(), x, y, payload));
    }

    private void replaceStation(Station st) {
        if (stations == pre.stations()) {
            stations = new ArrayList<>(stations);
        }
        stations.set(st.index(), st);
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
