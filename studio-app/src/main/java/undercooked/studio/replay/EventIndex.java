package undercooked.studio.replay;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import undercooked.sim.Event;
import undercooked.studio.timeline.Marker;

/**
 * Every event of a round by the tick whose state shows it (an event of the substep from tick t is
 * listed at t + 1, where the cursor shows its effect), with navigation by kind. Rows are kept in
 * the kernel's order.
 */
public final class EventIndex {
    /** One event at the tick that shows it. */
    public record Row(long tick, Marker marker, Event event) {
        public Row {
            Objects.requireNonNull(marker, "marker");
            Objects.requireNonNull(event, "event");
        }

        /** Who: the cook the event names, or empty. */
        public String who() {
            return event.get("player_id").map(String::valueOf).orElse("");
        }

        /** The payload as {@code key=value} pairs, without the cook. */
        public String payload() {
            StringBuilder b = new StringBuilder();
            event.payload().forEach((k, v) -> {
                if (!k.equals("player_id")) {
                    b.append(b.isEmpty() ? "" : " ").append(k).append('=').append(v);
                }
            });
            return b.toString();
        }

        public String kind() {
            return event.kind().wireName();
        }
    }

    private final List<Row> rows = new ArrayList<>();

    /** Adds the events that led into {@code tick}, in order (the opener calls this tick by tick). */
    void add(long tick, List<Event> events) {
        for (Event e : events) {
            rows.add(new Row(tick, Marker.of(e), e));
        }
    }

    public List<Row> rows() {
        return java.util.Collections.unmodifiableList(rows);
    }

    /** The events that led into {@code tick}. */
    public List<Row> at(long tick) {
        int i = firstAtOrAfter(tick);
        List<Row> out = new ArrayList<>();
        while (i < rows.size() && rows.get(i).tick() == tick) {
            out.add(rows.get(i++));
        }
        return out;
    }

    /** The events of the ticks after {@code from} up to and including {@code to}. */
    public List<Row> between(long from, long to) {
        List<Row> out = new ArrayList<>();
        for (int i = firstAtOrAfter(from + 1); i < rows.size() && rows.get(i).tick() <= to; i++) {
            out.add(rows.get(i));
        }
        return out;
    }

    /** The first tick after {@code from} with an event of one of {@code kinds}, or -1. */
    public long next(long from, Set<Marker> kinds) {
        for (int i = firstAtOrAfter(from + 1); i < rows.size(); i++) {
            if (kinds.contains(rows.get(i).marker())) {
                return rows.get(i).tick();
            }
        }
        return -1;
    }

    /** The last tick before {@code from} with an event of one of {@code kinds}, or -1. */
    public long previous(long from, Set<Marker> kinds) {
        for (int i = firstAtOrAfter(from) - 1; i >= 0; i--) {
            if (kinds.contains(rows.get(i).marker())) {
                return rows.get(i).tick();
            }
        }
        return -1;
    }

    private int firstAtOrAfter(long tick) {
        int lo = 0;
        int hi = rows.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (rows.get(mid).tick() < tick) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }
}
