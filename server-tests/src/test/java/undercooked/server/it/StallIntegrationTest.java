package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;

import undercooked.protocol.HelloMsg;
import undercooked.protocol.InputMsg;
import undercooked.protocol.PingMsg;
import undercooked.protocol.PongMsg;
import undercooked.protocol.SnapMsg;
import undercooked.protocol.StartMsg;
import undercooked.protocol.Vec2Msg;
import undercooked.protocol.WelcomeMsg;
import undercooked.server.ServerConfig;
import undercooked.server.ws.SocketLoops;

/**
 * The server stalls for six seconds (its virtual-thread carriers held by CPU-bound work, as 30
 * takeovers once held them, and its socket loops held too, as a long pause of the whole process
 * holds them) while a player keeps sending its 20 inputs a second: the socket reads them in one
 * burst afterwards, 120 frames where the limit allows 40, and the player must not be closed 4404
 * for a backlog the server itself caused.
 */
@Tag("alone") // holds every virtual-thread carrier of the JVM for 6 s: the concurrent classes would stall with it
@Isolated // nothing beside it in this JVM: it runs in the alone execution, one class at a time
class StallIntegrationTest {

    private static final Duration STALL = Duration.ofSeconds(6);

    @Test
    void anHonestTwentyHertzPlayerIsNotClosedAfterTheServerStalledSixSeconds() throws Exception {
        try (ServerHarness h = new ServerHarness(ServerConfig.ephemeral())) {
            ServerHarness.Created play = h.createRoom("Player");
            WsClient player = h.connect(play.code());
            player.send(new HelloMsg(1, Optional.of(play.token()), Optional.of("Player")));
            player.expect(WelcomeMsg.class);
            player.send(new StartMsg());
            player.expect(SnapMsg.class, m -> true, Duration.ofSeconds(8));

            // The client's own sender is a platform thread: it goes on at 20 Hz whatever the server does.
            AtomicLong seq = new AtomicLong(1);
            ScheduledExecutorService inputs = Executors.newSingleThreadScheduledExecutor();
            inputs.scheduleAtFixedRate(() -> player.send(new InputMsg(seq.getAndIncrement(),
                    new Vec2Msg(seq.get() % 2 == 0 ? 1 : -1, 0), false, Optional.empty())), 0, 50, TimeUnit.MILLISECONDS);
            try {
                player.collect(Duration.ofMillis(500));
                SocketLoops.holdAll(STALL);
                stallVirtualThreads(STALL);
                player.collect(Duration.ofSeconds(3));
            } finally {
                inputs.shutdownNow();
            }
            assertFalse(player.isClosed(), "the player was closed " + (player.isClosed() ? player.closeCode() : 0)
                    + " after the stall");
            player.send(new PingMsg(9));
            player.expect(PongMsg.class, p -> p.t() == 9);
            player.expect(SnapMsg.class, m -> true);
            var stats = h.get("/api/stats").body();
            System.out.printf("stall: %d inputs sent, server_stalls %d, stall_frames_forgiven %d%n", seq.get() - 1,
                    stats.path("server_stalls").asLong(), stats.path("stall_frames_forgiven").asLong());
            assertTrue(stats.path("server_stalls").asLong() >= 1, "the server saw its stall: " + stats);
            assertTrue(stats.path("stall_frames_forgiven").asLong() > 0, "the backlog went over the limit and was"
                    + " forgiven: " + stats);
            player.close();
        }
    }

    /**
     * Holds every carrier of the virtual-thread scheduler with a busy loop for {@code length}: no
     * socket reader of the server in this JVM runs meanwhile (virtual threads are not preempted).
     */
    private static void stallVirtualThreads(Duration length) throws InterruptedException {
        long until = System.nanoTime() + length.toNanos();
        List<Thread> spinners = new ArrayList<>();
        for (int i = 0; i < Runtime.getRuntime().availableProcessors() + 2; i++) {
            spinners.add(Thread.ofVirtual().start(() -> {
                long x = 0;
                while (System.nanoTime() < until) {
                    x += x * 31 + 7;
                }
                if (x == 42) {
                    System.out.print("");
                }
            }));
        }
        for (Thread t : spinners) {
            t.join();
        }
    }
}
