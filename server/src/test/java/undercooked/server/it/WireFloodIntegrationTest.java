package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;

import undercooked.protocol.HelloMsg;
import undercooked.protocol.PingMsg;
import undercooked.protocol.PongMsg;
import undercooked.protocol.SnapMsg;
import undercooked.protocol.StartMsg;
import undercooked.protocol.WelcomeMsg;
import undercooked.server.ServerConfig;

/**
 * Sockets that send control frames and one-byte continuations as fast as TCP takes them, with no
 * hello, while a player in another room plays: the player's snapshots keep their cadence, because
 * every frame a reader handles is metered and readers give up their carrier thread.
 */
@Tag("alone") // bounds a snapshot gap under a flood it makes: other classes' CPU would be measured too
@Isolated // by itself in the server's quiet test phase, after the phone and prediction pair (decision 0062)
class WireFloodIntegrationTest {

    private static final Duration FLOOD = Duration.ofSeconds(3);

    @Test
    void pingAndFragmentFloodsFromFourSocketsLeaveAnotherRoomsSnapshotsOnTime() throws Exception {
        try (ServerHarness h = new ServerHarness(ServerConfig.ephemeral())) {
            ServerHarness.Created play = h.createRoom("Player");
            WsClient player = h.connect(play.code()).keepAlive();
            player.send(new HelloMsg(1, Optional.of(play.token()), Optional.of("Player")));
            player.expect(WelcomeMsg.class);
            player.send(new StartMsg());
            player.expect(SnapMsg.class, m -> true, Duration.ofSeconds(8));
            String target = h.createRoom("Target").code();

            AtomicBoolean stop = new AtomicBoolean();
            AtomicLong sent = new AtomicLong();
            List<Thread> flooders = new ArrayList<>();
            // The flood comes from another client address than the player's, as an attacker's would.
            InetAddress hostile = InetAddress.getByName("127.0.0.2");
            List<RawWs> sockets = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                RawWs raw = new RawWs(hostile, h.port(), target);
                assertTrue(raw.upgraded(), raw.status);
                sockets.add(raw);
            }
            for (int i = 0; i < 4; i++) {
                RawWs raw = sockets.get(i);
                boolean pings = i % 2 == 0;
                flooders.add(Thread.ofPlatform().name("flood-" + i).start(() -> flood(raw, pings, stop, sent)));
                flooders.add(Thread.ofPlatform().name("sink-" + i).start(() -> sink(raw)));
            }
            long start = System.nanoTime();
            player.received.clear();
            while (System.nanoTime() - start < FLOOD.toNanos()) {
                player.collect(Duration.ofMillis(100));
            }
            long end = System.nanoTime();
            stop.set(true);
            sockets.forEach(RawWs::close);
            for (Thread t : flooders) {
                t.join(5000);
            }
            List<Long> snaps = player.received.stream().filter(r -> r.type().equals("snap"))
                    .map(WsClient.Received::nanos).filter(t -> t <= end).toList();
            long worst = 0;
            long last = start;
            for (long t : snaps) {
                worst = Math.max(worst, t - last);
                last = t;
            }
            worst = Math.max(worst, end - last);
            System.out.printf("wire flood: %d frames sent by 4 sockets in %d ms; the other room got %d snapshots,"
                    + " worst gap %d ms; %d frames paced%n", sent.get(), FLOOD.toMillis(), snaps.size(),
                    TimeUnit.NANOSECONDS.toMillis(worst), h.get("/api/stats").body().path("frames_paced").asLong());
            assertTrue(worst < TimeUnit.MILLISECONDS.toNanos(200), "worst snapshot gap "
                    + TimeUnit.NANOSECONDS.toMillis(worst) + " ms during the flood");
            assertTrue(h.get("/api/stats").body().path("frames_paced").asLong() > 0, "the flood was metered");
            player.send(new PingMsg(7));
            player.expect(PongMsg.class, p -> p.t() == 7);
            assertFalse(player.isClosed(), "the honest player was not closed");
            player.close();
        }
    }

    /** Pings of 125 bytes, or a text message begun and continued one byte at a time, until stopped. */
    private static void flood(RawWs raw, boolean pings, AtomicBoolean stop, AtomicLong sent) {
        byte[] ping = RawWs.masked(0x89, new byte[125]);
        byte[] begin = RawWs.masked(0x01, new byte[] {'{'});
        byte[] more = RawWs.masked(0x00, new byte[] {' '});
        try {
            OutputStream out = raw.socket.getOutputStream();
            if (!pings) {
                out.write(begin);
            }
            byte[] batch = new byte[64 * (pings ? ping.length : more.length)];
            byte[] one = pings ? ping : more;
            for (int i = 0; i < 64; i++) {
                System.arraycopy(one, 0, batch, i * one.length, one.length);
            }
            while (!stop.get()) {
                out.write(batch);
                sent.addAndGet(64);
            }
        } catch (IOException e) {
            // The server ended the connection, or the test closed it.
        }
    }

    private static void sink(RawWs raw) {
        byte[] buf = new byte[16384];
        try {
            InputStream in = raw.socket.getInputStream();
            while (in.read(buf) >= 0) {
                // Pongs are read and thrown away, so the server is never held up writing them.
            }
        } catch (IOException e) {
            // Closed.
        }
    }
}
