package undercooked.server.observe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Proxy;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;

import org.junit.jupiter.api.Test;

import io.prometheus.metrics.model.snapshots.DataPointSnapshot;
import io.prometheus.metrics.model.snapshots.GaugeSnapshot;
import io.prometheus.metrics.model.snapshots.MetricSnapshot;
import io.prometheus.metrics.model.snapshots.MetricSnapshots;

/** The thread meters: the client's names, and a deadlock looked for once a minute, not every scrape. */
class JvmThreadMetersTest {

    private final AtomicInteger looks = new AtomicInteger();
    private final AtomicLong now = new AtomicLong();

    /** The JVM's own thread bean, counting the deadlock looks (each a safepoint). */
    private ThreadMXBean counting() {
        ThreadMXBean real = ManagementFactory.getThreadMXBean();
        return (ThreadMXBean) Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {ThreadMXBean.class},
                (proxy, method, args) -> {
                    if (method.getName().startsWith("find")) {
                        looks.incrementAndGet();
                    }
                    return method.invoke(real, args);
                });
    }

    private static double gauge(MetricSnapshots s, String name) {
        for (MetricSnapshot m : s) {
            if (m.getMetadata().getPrometheusName().equals(name)) {
                return ((GaugeSnapshot) m).getDataPoints().get(0).getValue();
            }
        }
        throw new AssertionError("no " + name);
    }

    @Test
    void deadlocksAreLookedForOnceAMinuteNotEveryScrape() {
        JvmThreadMeters meters = new JvmThreadMeters(counting(), now::get);
        for (int scrape = 0; scrape < 5; scrape++) {
            meters.collect();
            now.addAndGet(TimeUnit.SECONDS.toNanos(10));
        }
        assertEquals(2, looks.get(), "one look (both kinds) for five scrapes ten seconds apart");
        now.addAndGet(TimeUnit.SECONDS.toNanos(20)); // a minute after the first look
        meters.collect();
        assertEquals(4, looks.get(), "looked again after a minute");
    }

    @Test
    void theClientsNamesWithTheirValues() {
        MetricSnapshots s = new JvmThreadMeters(counting(), now::get).collect();
        assertTrue(gauge(s, "jvm_threads_current") >= 2, "this test's threads at least");
        assertTrue(gauge(s, "jvm_threads_peak") >= gauge(s, "jvm_threads_current"));
        long states = 0;
        for (MetricSnapshot m : s) {
            if (m.getMetadata().getPrometheusName().equals("jvm_threads_state")) {
                for (DataPointSnapshot p : m.getDataPoints()) {
                    states += (long) ((GaugeSnapshot.GaugeDataPointSnapshot) p).getValue();
                }
            }
        }
        assertTrue(states >= 2 && states <= gauge(s, "jvm_threads_current") + 8, "threads by state: " + states);
    }

    @Test
    void aDeadlockOnLocksIsCounted() throws Exception {
        ReentrantLock a = new ReentrantLock();
        ReentrantLock b = new ReentrantLock();
        CountDownLatch both = new CountDownLatch(2);
        Thread one = Thread.ofPlatform().daemon().start(() -> hold(a, b, both));
        Thread two = Thread.ofPlatform().daemon().start(() -> hold(b, a, both));
        try {
            ThreadMXBean bean = ManagementFactory.getThreadMXBean();
            undercooked.protocol.Eventually.within(java.time.Duration.ofSeconds(10), "the two threads deadlock",
                    () -> bean.findDeadlockedThreads() != null);
            MetricSnapshots s = new JvmThreadMeters(counting(), now::get).collect();
            assertEquals(2.0, gauge(s, "jvm_threads_deadlocked"), "the two threads");
            assertEquals(0.0, gauge(s, "jvm_threads_deadlocked_monitor"), "no monitor among them");
        } finally {
            one.interrupt();
            two.interrupt();
            one.join();
            two.join();
        }
    }

    private static void hold(ReentrantLock first, ReentrantLock second, CountDownLatch both) {
        try {
            first.lockInterruptibly();
            try {
                both.countDown();
                both.await();
                second.lockInterruptibly();
                second.unlock();
            } finally {
                first.unlock();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
