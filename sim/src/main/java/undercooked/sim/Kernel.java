package undercooked.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The substep systems a step runs, in tick order, as a value. {@link #STANDARD} is the kernel; the
 * only other kernels are variants a test makes (through the sim's test jar) to stand for a rules
 * change, so that what finds rules changes (the archive survey) can be tested against a kernel
 * that really plays differently. A variant changes the state right after one system, as part of
 * that system: a trace blames it on that system, as it would a changed constant there.
 */
public final class Kernel {
    /** The kernel of this build: {@link TickOrder}'s systems. */
    public static final Kernel STANDARD = new Kernel("standard", TickOrder.PER_SUBSTEP);

    private final String name;
    private final List<TickSystem> systems;

    private Kernel(String name, List<TickSystem> systems) {
        this.name = Objects.requireNonNull(name, "name");
        this.systems = List.copyOf(systems);
    }

    public String name() {
        return name;
    }

    List<TickSystem> systems() {
        return systems;
    }

    /**
     * A variant named {@code variantName} in which {@code change} runs right after {@code system}'s
     * own body, inside that system.
     *
     * @throws IllegalArgumentException for a system the tick order does not have
     */
    Kernel after(String system, String variantName, TickSystem.Body change) {
        Objects.requireNonNull(change, "change");
        List<TickSystem> out = new ArrayList<>();
        boolean found = false;
        for (TickSystem s : systems) {
            if (s.name().equals(system)) {
                found = true;
                TickSystem.Body own = s.body();
                out.add(new TickSystem(s.name(), sub -> {
                    own.run(sub);
                    change.run(sub);
                }));
            } else {
                out.add(s);
            }
        }
        if (!found) {
            throw new IllegalArgumentException("no system " + system + " in the tick order " + TickOrder.substepNames());
        }
        return new Kernel(variantName, out);
    }
}
