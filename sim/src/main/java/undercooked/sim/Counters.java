package undercooked.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The round's named tallies ({@code trashed}, later {@code served}, {@code missed}, ...), kept
 * sorted by name so hashing, diffs and snapshots see one order. Immutable; {@link #plus} returns a
 * new value. A record of a list rather than a map so states that do not touch it share it as is.
 */
public record Counters(List<Entry> entries) {
    public static final Counters NONE = new Counters(List.of());

    /** One tally. */
    public record Entry(String name, long value) {
        public Entry {
            Objects.requireNonNull(name, "name");
            if (name.isEmpty()) {
                throw new IllegalArgumentException("a counter needs a name");
            }
        }
    }

    public Counters {
        entries = List.copyOf(entries);
        for (int i = 1; i < entries.size(); i++) {
            if (entries.get(i - 1).name().compareTo(entries.get(i).name()) >= 0) {
                throw new IllegalArgumentException("counters must be sorted and unique by name: " + entries);
            }
        }
    }

    /** The tally, 0 when never written. */
    public long get(String name) {
        for (Entry e : entries) {
            if (e.name().equals(name)) {
                return e.value();
            }
        }
        return 0;
    }

    public Counters plus(String name, long delta) {
        List<Entry> out = new ArrayList<>(entries.size() + 1);
        boolean done = false;
        for (Entry e : entries) {
            int c = e.name().compareTo(name);
            if (c == 0) {
                out.add(new Entry(name, e.value() + delta));
                done = true;
            } else {
                if (c > 0 && !done) {
                    out.add(new Entry(name, delta));
                    done = true;
                }
                out.add(e);
            }
        }
        if (!done) {
            out.add(new Entry(name, delta));
        }
        return new Counters(out);
    }
}
