package undercooked.server.meters;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import undercooked.sim.Sim;
import undercooked.sim.TickOrder;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

/** Per-system tick time: every system charged, substeps counted, and no observer made a step. */
class SystemTimesTest {

    @Test
    void aSubstepChargesEverySystemAndCountsOnce() {
        SystemTimes times = new SystemTimes();
        List<String> names = TickOrder.substepNames();
        for (int step = 0; step < 3; step++) {
            Sim.SystemObserver o = times.observer();
            for (String name : names) {
                o.after(name, null, 0);
            }
        }
        assertEquals(3, times.substeps());
        assertEquals(names, List.copyOf(times.seconds().keySet()));
    }

    @Test
    void aThreadReusesItsOneObserverAndAnotherThreadHasItsOwn() throws Exception {
        SystemTimes times = new SystemTimes();
        Sim.SystemObserver mine = times.observer();
        assertSame(mine, times.observer());
        AtomicReference<Sim.SystemObserver> theirs = new AtomicReference<>();
        Thread t = Thread.ofPlatform().start(() -> theirs.set(times.observer()));
        t.join();
        assertNotSame(mine, theirs.get());
    }
}
