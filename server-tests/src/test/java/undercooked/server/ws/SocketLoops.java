package undercooked.server.ws;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;

/** For tests outside this package: stalls the reading of every game socket, as a long pause of the process does. */
public final class SocketLoops {

    private SocketLoops() {
    }

    /**
     * Holds the thread of every socket loop started so far for {@code length}; returns once each
     * is held. Frames sent meanwhile wait in the kernel and are read in one burst afterwards.
     */
    public static void holdAll(Duration length) throws InterruptedException {
        var loops = SocketLoop.started();
        CountDownLatch held = new CountDownLatch(loops.size());
        for (SocketLoop loop : loops) {
            loop.execute(() -> {
                held.countDown();
                try {
                    Thread.sleep(length);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
        }
        held.await();
    }
}
