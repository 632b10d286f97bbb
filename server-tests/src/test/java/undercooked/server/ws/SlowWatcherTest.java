package undercooked.server.ws;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

import io.helidon.common.buffers.BufferData;
import io.helidon.common.socket.SocketContext;
import io.helidon.websocket.WsSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import undercooked.levels.Campaign;
import undercooked.protocol.Eventually;
import undercooked.protocol.FullFrame;
import undercooked.protocol.HelloMsg;
import undercooked.protocol.SnapMsg;
import undercooked.protocol.StartMsg;
import undercooked.protocol.WireCodec;
import undercooked.server.rooms.Room;
import undercooked.server.rooms.RoomParts;
import undercooked.server.rooms.RoomSettings;
import undercooked.server.rooms.Stepper;
import undercooked.server.session.InMemorySessionStore;

/**
 * A watcher whose socket stops taking bytes, through the real {@link Connection} (its bounded
 * queue and its writer thread), with the room ticked by hand: its writer blocks in the send,
 * its queue drops snapshots for it alone, and the room's ticks and the player's and the other
 * watcher's frames go on as if it were not there.
 */
class SlowWatcherTest {

    private static final WireCodec CODEC = new WireCodec();
    private static final int QUEUE = 8;

    /** A session that records what is sent, or blocks every send until released (a peer that stopped reading). */
    private static final class Session implements WsSession {
        final List<String> sent = new CopyOnWriteArrayList<>();
        final CountDownLatch release;
        /** The writer is inside its first send (and, when stalled, stuck there). */
        final CountDownLatch entered = new CountDownLatch(1);

        Session(boolean stalled) {
            release = new CountDownLatch(stalled ? 1 : 0);
        }

        @Override
        public WsSession send(String text, boolean last) {
            entered.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            sent.add(text);
            return this;
        }

        @Override
        public WsSession send(BufferData bufferData, boolean last) {
            return this;
        }

        @Override
        public WsSession ping(BufferData bufferData) {
            return this;
        }

        @Override
        public WsSession pong(BufferData bufferData) {
            return this;
        }

        @Override
        public WsSession close(int code, String reason) {
            return this;
        }

        @Override
        public WsSession terminate() {
            return this;
        }

        @Override
        public SocketContext socketContext() {
            throw new UnsupportedOperationException("not needed here");
        }

        List<Long> snapTicks() {
            List<Long> ticks = new ArrayList<>();
            for (SnapMsg s : snaps()) {
                ticks.add(s.raw().tick());
            }
            return ticks;
        }

        List<SnapMsg> snaps() {
            List<SnapMsg> out = new ArrayList<>();
            for (String t : sent) {
                if (t.startsWith("{\"type\":\"snap\"")) {
                    out.add((SnapMsg) CODEC.decodeServer(t).message().orElseThrow());
                }
            }
            return out;
        }

        void await(Predicate<Session> done, String what) {
            if (!done.test(Eventually.last(Duration.ofSeconds(5), () -> this, done))) {
                throw new AssertionError("timed out waiting until " + what + "; got " + snapTicks());
            }
        }
    }

    private long now = 1_000_000_000L;

    @Test
    @Timeout(20)
    void aWatcherThatStopsReadingDropsItsOwnSnapshotsAndDelaysNobody() throws Exception {
        Room room = new Room("SLOWW", new RoomSettings(4, 4, 20, 20, 45.0, 10), new RoomParts(Campaign.builtIn(),
                new InMemorySessionStore(), () -> now, CODEC, () -> 42L, Stepper.kernel()));
        ConnectionRegistry registry = new ConnectionRegistry();
        Session playerSession = new Session(false);
        Session steadySession = new Session(false);
        Session stalledSession = new Session(true);
        Connection player = connection(playerSession, registry, room);
        Connection steady = connection(steadySession, registry, room);
        Connection stalled = connection(stalledSession, registry, room);
        room.hello(player, new HelloMsg(2, Optional.of("tok-player"), Optional.of("Ana")));
        room.hello(steady, HelloMsg.watcher(Optional.of("tok-steady"), Optional.empty()));
        room.hello(stalled, HelloMsg.watcher(Optional.of("tok-stalled"), Optional.empty()));
        // The stalled writer holds its welcome before any snapshot exists, so what it queues from
        // here on is exactly what its bounded queue keeps.
        assertTrue(stalledSession.entered.await(5, TimeUnit.SECONDS), "the stalled writer began its first send");
        assertEquals(0, registry.sendQueues().dropped(), "nothing dropped before the round");
        room.receive(player, new StartMsg());
        tick(room, 61); // the countdown; the round begins on the last of these ticks

        for (int i = 0; i < 100; i++) {
            // A tick, then its frame at the player (and every other one at the steady watcher), as
            // a writer that keeps up delivers them: all while one watcher's writer has been blocked
            // in its send since its welcome.
            tick(room, 1);
            int frames = i + 1;
            playerSession.await(s -> s.snapTicks().size() == frames, "the player's frame of tick " + frames);
        }
        List<Long> ticks = playerSession.snapTicks();
        for (int i = 1; i < ticks.size(); i++) {
            assertEquals(ticks.get(i - 1) + 1, ticks.get(i), "the player's frames, one a tick: " + ticks);
        }
        steadySession.await(s -> s.snapTicks().size() == 50, "the steady watcher has every frame of its stream");
        List<Long> watched = steadySession.snapTicks();
        for (int i = 1; i < watched.size(); i++) {
            assertEquals(watched.get(i - 1) + 2, watched.get(i), "the steady watcher's frames: " + watched);
        }
        assertTrue(stalledSession.sent.isEmpty());
        // The meters see it: the stalled queue is the deepest, full, and the snapshots past it were dropped.
        ConnectionRegistry.SendQueues q = registry.sendQueues();
        assertTrue(q.deepest() >= QUEUE && q.frames() >= q.deepest(), "the stalled queue is full: " + q);
        assertTrue(q.dropped() > 0, "the snapshots past its bound are counted as dropped: " + q);

        stalledSession.release.countDown(); // the peer reads again
        stalledSession.await(s -> s.snapTicks().size() >= QUEUE, "the queued snapshots arrive");
        assertEquals(QUEUE, stalledSession.snapTicks().size(), "its queue held " + QUEUE + " snapshots and dropped the rest");
        tick(room, 4);
        stalledSession.await(s -> s.snapTicks().size() > QUEUE, "a new frame after the drops");
        assertInstanceOf(FullFrame.class, stalledSession.snaps().get(QUEUE).raw(), "after drops, a full frame");
        assertTrue(stalledSession.snapTicks().get(QUEUE) > stalledSession.snapTicks().get(QUEUE - 1) + 2,
                "frames were missed in between: " + stalledSession.snapTicks());
        player.teardown();
        steady.teardown();
        stalled.teardown();
    }

    private Connection connection(Session session, ConnectionRegistry registry, Room room) {
        Connection[] self = new Connection[1];
        self[0] = new Connection(session, registry, room.code(), QUEUE, 0, now, c -> room.disconnect(c));
        return self[0];
    }

    private void tick(Room room, int n) {
        for (int i = 0; i < n; i++) {
            room.tick();
            now += 50_000_000L;
        }
    }
}
