package undercooked.levels.corpus;

import java.util.Objects;
import java.util.function.Supplier;

/** A {@link RoundSource.Pending}: a name and how to read it. */
record Entry(String name, Supplier<RoundSource.Read> how) implements RoundSource.Pending {
    Entry {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(how, "how");
    }

    /** An entry whose read is already known (a bad one found while listing). */
    static Entry of(Unreadable u) {
        return new Entry(u.name(), () -> u);
    }

    @Override
    public RoundSource.Read read() {
        return how.get();
    }
}
