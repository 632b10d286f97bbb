package undercooked.server.ws;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import undercooked.server.rooms.TickBudget;

/** The sockets' write counters the node's budget reads: every write counted, the late ones at the line. */
class SendLagTest {

    @Test
    void aWriteIsLateFromTheLineOnAndEveryWriteIsCounted() {
        SendLag lag = new SendLag();
        assertEquals(TickBudget.Writes.none(), lag.counts());
        lag.record(TimeUnit.MILLISECONDS.toNanos(3));
        lag.record(TimeUnit.MILLISECONDS.toNanos(TickBudget.Writes.LATE_MS) - 1);
        lag.record(TimeUnit.MILLISECONDS.toNanos(TickBudget.Writes.LATE_MS));
        lag.record(TimeUnit.SECONDS.toNanos(2));
        lag.record(-5); // a simulated latency taken off a write that beat it
        assertEquals(new TickBudget.Writes(5, 2), lag.counts());
    }
}
