package undercooked.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * The conservation law: between two states, the items in the world (in hands, on fixtures, and
 * served plates on their way back) change only by the named events that create and destroy them:
 * an event's {@code created} and {@code consumed} payloads list item ids. Shelves mint, pots turn
 * ingredients into soup, prep counters turn a plate and its ingredients into a dish, serving may
 * take the dish away, the trash destroys. Plates are never lost silently. Tests run it after every
 * tick; the server can run it in debug rooms. Returns the violations, empty when the law holds.
 */
public final class ItemLedger {
    private ItemLedger() {
    }

    /** Every item id in the world, sorted; a duplicate id is itself a violation. */
    public static List<Integer> itemIds(KitchenState s) {
        List<Integer> ids = new ArrayList<>();
        for (Player p : s.players()) {
            p.held().ifPresent(i -> ids.add(i.id()));
        }
        for (Station st : s.stations()) {
            for (Slot slot : st.contents()) {
                ids.add(slot.item().id());
            }
        }
        for (PendingPlate pp : s.plateReturns()) {
            ids.add(pp.plate().id());
        }
        ids.sort(null);
        return ids;
    }

    public static List<String> violations(KitchenState before, KitchenState after, List<Event> events) {
        List<String> out = new ArrayList<>();
        List<Integer> was = itemIds(before);
        List<Integer> now = itemIds(after);
        TreeSet<Integer> expected = new TreeSet<>(was);
        if (expected.size() != was.size()) {
            out.add("an item is in two places before the step: " + was);
        }
        TreeSet<Integer> actual = new TreeSet<>(now);
        if (actual.size() != now.size()) {
            out.add("an item is in two places after the step: " + now);
        }
        for (Event e : events) {
            for (int id : idList(e, "created")) {
                if (!expected.add(id)) {
                    out.add("item " + id + " was created by " + e.kind() + " but already existed");
                }
            }
            for (int id : idList(e, "consumed")) {
                if (!expected.remove(id)) {
                    out.add("item " + id + " was consumed by " + e.kind() + " but did not exist");
                }
            }
        }
        if (!expected.equals(actual)) {
            TreeSet<Integer> missing = new TreeSet<>(expected);
            missing.removeAll(actual);
            TreeSet<Integer> extra = new TreeSet<>(actual);
            extra.removeAll(expected);
            out.add("items vanished without an event: " + missing + "; items appeared without an event: " + extra);
        }
        return out;
    }

    private static List<Integer> idList(Event e, String key) {
        Object v = e.payload().get(key);
        List<Integer> ids = new ArrayList<>();
        if (v instanceof String text && !text.isEmpty()) {
            for (String part : text.split(",")) {
                ids.add(Integer.parseInt(part));
            }
        }
        return ids;
    }
}
