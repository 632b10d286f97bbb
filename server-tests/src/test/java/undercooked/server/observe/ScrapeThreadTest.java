package undercooked.server.observe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;

/**
 * A scrape asked on a virtual thread (the main port's handlers) is written on a platform thread:
 * JDK 25's {@link java.io.BufferedWriter}, which the Prometheus writers wrap the output in, starts
 * at 512 chars on a virtual thread and grows by one write's chars at a time, copying itself once a
 * char (most of a 400-room scrape's CPU); on a platform thread it starts at its full 8,192.
 */
class ScrapeThreadTest {

    @Test
    void askedOnAVirtualThreadTheWorkRunsOnAPlatformThreadAndItsAnswerComesBack() throws Exception {
        AtomicReference<Thread> ranOn = new AtomicReference<>();
        AtomicReference<String> answer = new AtomicReference<>();
        Thread asker = Thread.ofVirtual().start(() -> answer.set(ServerMetrics.onPlatformThread(() -> {
            ranOn.set(Thread.currentThread());
            return "text";
        })));
        asker.join();
        assertEquals("text", answer.get());
        assertFalse(ranOn.get().isVirtual(), "written on " + ranOn.get());
    }

    @Test
    void askedOnAPlatformThreadTheWorkRunsRightThere() {
        AtomicReference<Thread> ranOn = new AtomicReference<>();
        assertEquals(7, ServerMetrics.onPlatformThread(() -> {
            ranOn.set(Thread.currentThread());
            return 7;
        }));
        assertSame(Thread.currentThread(), ranOn.get());
    }

    @Test
    void whatTheWorkThrowsReachesTheAskerAsItself() throws Exception {
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        Thread asker = Thread.ofVirtual().start(() -> thrown.set(assertThrows(IllegalArgumentException.class,
                () -> ServerMetrics.onPlatformThread(() -> {
                    throw new IllegalArgumentException("a meter failed");
                }))));
        asker.join();
        assertEquals("a meter failed", thrown.get().getMessage());
    }
}
