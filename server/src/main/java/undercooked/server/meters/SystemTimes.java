package undercooked.server.meters;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;

import undercooked.sim.KitchenState;
import undercooked.sim.Sim;
import undercooked.sim.TickOrder;

/**
 * Time spent in each kernel system over every room, for {@code undercooked_tick_system_seconds_total}
 * (what Space Station 14 shows as update time by entity system). The kernel never reads a clock:
 * {@link #observer()} hands it an observer that does, started when the step starts, and each
 * system is charged the time since the one before it (the first also carries the step's input
 * resolution). One adder a system, so every ticking thread adds without contention; the system
 * names come from {@link TickOrder}, a fixed list, so the label's values are bounded.
 */
public final class SystemTimes {

    private final Map<String, LongAdder> nanos = new LinkedHashMap<>();
    private final LongAdder substeps = new LongAdder();
    private final String last;
    private final ThreadLocal<Watch> watches = ThreadLocal.withInitial(Watch::new);

    public SystemTimes() {
        List<String> names = TickOrder.substepNames();
        for (String name : names) {
            nanos.put(name, new LongAdder());
        }
        last = names.getLast();
    }

    /**
     * An observer for one kernel step, its clock started now. Each ticking thread has one, reused
     * for every step it runs (a thread runs one step at a time), so a room's tick allocates nothing here.
     */
    public Sim.SystemObserver observer() {
        Watch w = watches.get();
        w.since = System.nanoTime();
        return w;
    }

    /** A thread's observer: each system is charged the time since the one before it. */
    private final class Watch implements Sim.SystemObserver {
        private long since;

        @Override
        public void after(String system, KitchenState state, int eventCount) {
            long now = System.nanoTime();
            LongAdder a = nanos.get(system);
            if (a != null) {
                a.add(now - since);
            }
            if (system.equals(last)) {
                substeps.increment();
            }
            since = now;
        }
    }

    /** Seconds spent in each system since start, in the kernel's order. */
    public Map<String, Double> seconds() {
        Map<String, Double> out = new LinkedHashMap<>();
        nanos.forEach((name, a) -> out.put(name, a.sum() / 1e9));
        return out;
    }

    /** Kernel substeps observed since start. */
    public long substeps() {
        return substeps.sum();
    }
}
