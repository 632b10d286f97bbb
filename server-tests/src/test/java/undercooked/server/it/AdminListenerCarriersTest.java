package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;

import okhttp3.Request;
import okhttp3.Response;
import undercooked.server.ServerConfig;

/**
 * The admin listener answers while every virtual-thread carrier is held: the case it exists for
 * (a node whose game sockets keep the carriers busy must still be scraped and probed). Virtual
 * threads that spin without blocking never give their carrier back, so a request served on a
 * virtual thread (Helidon's listeners) is not answered until they stop; the admin listener's
 * platform thread answers while they still spin. {@code alone}: holding every carrier would stall
 * the module's other test servers running beside it.
 */
@Tag("alone")
@Isolated // nothing beside it in this JVM: it runs in the alone execution, one class at a time
class AdminListenerCarriersTest {

    /** Virtual threads that spin until closed (a minute at most): every carrier held, and a few queued. */
    private static final class CarrierHold implements AutoCloseable {
        final AtomicBoolean stop = new AtomicBoolean();
        final List<Thread> spinners = new ArrayList<>();

        CarrierHold() throws InterruptedException {
            int carriers = Integer.getInteger("jdk.virtualThreadScheduler.parallelism",
                    Runtime.getRuntime().availableProcessors());
            CountDownLatch holding = new CountDownLatch(carriers);
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            // More spinners than carriers: a carrier the scheduler adds for a moment takes a queued
            // spinner before any request that arrives later.
            for (int i = 0; i < carriers + 4; i++) {
                spinners.add(Thread.ofVirtual().start(() -> {
                    holding.countDown();
                    while (!stop.get() && System.nanoTime() < deadline) {
                        Thread.onSpinWait();
                    }
                }));
            }
            assertTrue(holding.await(30, TimeUnit.SECONDS), "every carrier taken by a spinner");
        }

        boolean holding() {
            return !stop.get() && spinners.stream().allMatch(Thread::isAlive);
        }

        @Override
        public void close() throws InterruptedException {
            stop.set(true);
            for (Thread t : spinners) {
                t.join();
            }
        }
    }

    private static Request get(int port, String path) {
        return new Request.Builder().url("http://127.0.0.1:" + port + path).get().build();
    }

    @Test
    void theScrapeAndTheProbesAnswerWhileEveryCarrierIsHeld() throws Exception {
        try (ServerHarness h = new ServerHarness(ServerConfig.ephemeral().with("admin_port", "0"))) {
            int admin = h.server.adminPort().orElseThrow();
            try (CarrierHold hold = new CarrierHold()) {
                for (String path : new String[] {"/metrics", "/readyz", "/livez"}) {
                    try (Response r = h.http.newCall(get(admin, path)).execute()) {
                        assertEquals(200, r.code(), path);
                        assertTrue(r.body().string().length() > 0, path + " has a body");
                    }
                }
                assertTrue(hold.holding(), "answered while the carriers were still held");
            }
        }
    }

    @Test
    void theSameProbeOnTheMainPortWaitsForACarrier() throws Exception {
        // The contrast, so the test above proves what it claims: with the carriers held, the main
        // port (Helidon, virtual threads) has not answered by the time the spinners are released.
        try (ServerHarness h = new ServerHarness(ServerConfig.ephemeral().with("admin_port", "0"))) {
            AtomicBoolean answered = new AtomicBoolean();
            Thread asker;
            try (CarrierHold hold = new CarrierHold()) {
                asker = Thread.ofPlatform().start(() -> {
                    try (Response r = h.http.newCall(get(h.port(), "/livez")).execute()) {
                        answered.set(r.code() == 200);
                    } catch (IOException e) {
                        answered.set(false);
                    }
                });
                asker.join(TimeUnit.SECONDS.toMillis(2));
                assertTrue(!answered.get() && hold.holding(), "the main port's probe waited for a carrier");
            }
            asker.join();
            assertTrue(answered.get(), "and answered once the carriers were free");
        }
    }
}
