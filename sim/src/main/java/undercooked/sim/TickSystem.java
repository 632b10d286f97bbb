package undercooked.sim;

import java.util.Objects;

/** One named entry of the substep order: the name is what the order table, its test and the docs agree on. */
record TickSystem(String name, Body body) {
    /** What the system does to a substep. */
    @FunctionalInterface
    interface Body {
        void run(Substep substep);
    }

    TickSystem {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(body, "body");
    }
}
