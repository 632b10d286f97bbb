package undercooked.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;

import undercooked.protocol.Eventually;

import undercooked.server.rooms.Takeover;

/** Takeover prefixes run on the runner's own platform thread, bounded in number and per address. */
class TakeoverRunnerTest {

    private static final Takeover.Result REFUSED = new Takeover.Result(java.util.Optional.empty(),
            java.util.Optional.of(new Takeover.Refusal("x", "y")));

    @Test
    void aPrefixRunsOnThePlatformTakeoverThreadNotTheCallersVirtualOne() throws Exception {
        TakeoverRunner runner = new TakeoverRunner(1000);
        AtomicReference<Thread> ran = new AtomicReference<>();
        Thread caller = Thread.ofVirtual().start(() -> runner.run("a", 10, () -> {
            ran.set(Thread.currentThread());
            return REFUSED;
        }));
        caller.join(5000);
        assertFalse(ran.get().isVirtual(), ran.get().toString());
        assertTrue(ran.get().getName().startsWith("takeover-"), ran.get().getName());
        runner.close();
    }

    @Test
    void beyondTheWaitingPrefixesTheRunnerAnswersBusy() throws Exception {
        TakeoverRunner runner = new TakeoverRunner(1_000_000);
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch started = new CountDownLatch(1);
        List<Thread> waiting = new ArrayList<>();
        for (int i = 0; i <= TakeoverRunner.WAITING; i++) {
            waiting.add(Thread.ofVirtual().start(() -> runner.run("a" + Thread.currentThread().threadId(), 1, () -> {
                started.countDown();
                try {
                    release.await(10, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return REFUSED;
            })));
        }
        assertTrue(started.await(5, TimeUnit.SECONDS));
        Eventually.within(Duration.ofSeconds(5), "one prefix runs and four wait", () -> runner.waiting() == TakeoverRunner.WAITING);
        Json.Refusal busy = assertThrows(Json.Refusal.class, () -> runner.run("late", 1, () -> REFUSED));
        release.countDown();
        for (Thread t : waiting) {
            t.join(5000);
        }
        assertEquals(503, busy.status);
        assertEquals("busy", busy.code);
        runner.close();
    }

    @Test
    void anAddressPastItsTickBudgetIsRefusedByNameAndAnotherIsNot() {
        TakeoverRunner runner = new TakeoverRunner(100);
        runner.run("a", 80, () -> REFUSED);
        Json.Refusal over = assertThrows(Json.Refusal.class, () -> runner.run("a", 80, () -> REFUSED));
        assertEquals(429, over.status);
        assertTrue(over.getMessage().contains("max_takeover_ticks_per_min"), over.getMessage());
        runner.run("b", 80, () -> REFUSED);
        Json.Refusal whole = assertThrows(Json.Refusal.class, () -> runner.run("c", 101, () -> REFUSED));
        assertEquals(429, whole.status);
        assertEquals(2, runner.refused());
        runner.close();
    }
}
