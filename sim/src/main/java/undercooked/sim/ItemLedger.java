package undercooked.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

/**
 * The conservation law: between two states, the items in the world (in hands and on fixtures)
 * change only by the named events that create and destroy them. Tests run it after every tick of
 * a fuzz; the server can run it in debug rooms. Returns the violations, empty when the law holds.
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
            Optional<Object> id = e.get("item_id");
            if (id.isEmpty()) {
                continue;
            }
            int itemId = ((Long) id.get()).intValue();
            if (e.kind() == EventKind.PICKED && Boolean.TRUE.equals(e.payload().get("created"))) {
                if (!expected.add(itemId)) {
                    out.add("item " + itemId + " was minted but already existed");
                }
            } else if (e.kind() == EventKind.TRASHED) {
                if (!expected.remove(itemId)) {
                    out.add("item " + itemId + " was trashed but did not exist");
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
}
