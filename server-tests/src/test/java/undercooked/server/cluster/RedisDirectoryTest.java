package undercooked.server.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.lettuce.core.RedisClient;
import io.lettuce.core.api.StatefulRedisConnection;

import undercooked.server.start.StartPatience;

/** The directory against a real redis-server on loopback, with a short time to live. */
class RedisDirectoryTest {

    /**
     * A node's key lives this long after its heartbeat. 400 ms was too short for a loaded CI box:
     * the three Redis calls between a node's heartbeat and the listing that expects it took longer
     * once (the node had expired before it was listed).
     */
    static final long TTL_MS = 1500;
    @RegisterExtension
    static final RedisProcess.PerClass redis = new RedisProcess.PerClass();

    private static NodeInfo node(String id, int rooms) {
        return new NodeInfo(id, "http://127.0.0.1:" + (9000 + id.length()), rooms, 0, 10, false);
    }

    private static Set<String> keys() {
        RedisClient c = RedisClient.create(redis.url());
        try (StatefulRedisConnection<String, String> conn = c.connect()) {
            return Set.copyOf(conn.sync().keys("uc:*"));
        } finally {
            c.shutdown();
        }
    }

    @Test
    void aCodeIsClaimedOnceAcrossNodesAndLooksUpToItsLiveNode() {
        try (RedisDirectory a = RedisDirectory.connect(redis.url(), TTL_MS);
             RedisDirectory b = RedisDirectory.connect(redis.url(), TTL_MS)) {
            a.heartbeat(node("claim-a", 1), "[]");
            assertTrue(a.claim("KXTRM", "claim-a"));
            assertFalse(b.claim("KXTRM", "claim-b"), "a code held by one node is refused to another");
            Directory.Lookup found = b.lookup("KXTRM");
            assertEquals("claim-a", assertInstanceOf(Directory.Lookup.Live.class, found).node().id());
            assertEquals("ws://127.0.0.1:9007/ws/KXTRM", ((Directory.Lookup.Live) found).node().wsUrl("KXTRM"));
            assertInstanceOf(Directory.Lookup.Unknown.class, b.lookup("AAAAA"));
            assertEquals(a.secret(), b.secret(), "every node shares one forwarding secret");
            a.release("claim-a", List.of("KXTRM"));
            assertInstanceOf(Directory.Lookup.Unknown.class, b.lookup("KXTRM"), "a closed room is forgotten");
            a.deregister("claim-a");
        }
    }

    @Test
    void aNodeThatStopsHeartbeatingHasItsRoomsMarkedGoneByAnyOtherNode() throws Exception {
        try (RedisDirectory a = RedisDirectory.connect(redis.url(), TTL_MS);
             RedisDirectory b = RedisDirectory.connect(redis.url(), TTL_MS)) {
            a.heartbeat(node("dead-a", 1), "[{\"code\":\"HAPPY\"}]");
            b.heartbeat(node("live-b", 0), "[]");
            assertTrue(a.claim("HAPPY", "dead-a"));
            assertEquals(List.of("dead-a", "live-b"), b.nodes().stream().map(NodeInfo::id)
                    .filter(id -> id.equals("dead-a") || id.equals("live-b")).toList());
            Thread.sleep(TTL_MS + 200);
            b.heartbeat(node("live-b", 0), "[]");
            // Expired but not yet reaped: the lookup already answers gone.
            assertInstanceOf(Directory.Lookup.Gone.class, b.lookup("HAPPY"));
            assertEquals(List.of(new Directory.Reaped("HAPPY", "dead-a")), b.reap());
            assertEquals(List.of(), b.reap(), "reaping twice marks nothing twice");
            assertEquals("dead-a", assertInstanceOf(Directory.Lookup.Gone.class, b.lookup("HAPPY")).node());
            assertFalse(b.claim("HAPPY", "live-b"), "a gone code is not handed out again while it answers room_gone");
            assertFalse(a.heartbeat(node("dead-a", 1), "[]"), "a node back from the dead hears it was reaped");
            a.deregister("dead-a");
            b.deregister("live-b");
        }
    }

    @Test
    void aDeregisteredNodeLeavesNoKeyBehind() {
        try (RedisDirectory a = RedisDirectory.connect(redis.url(), TTL_MS)) {
            a.heartbeat(node("clean-a", 2), "[]");
            assertTrue(a.claim("CACHE", "clean-a"));
            assertTrue(a.claim("DEMON", "clean-a"));
            a.deregister("clean-a");
            for (String key : keys()) {
                assertFalse(key.contains("clean-a") || key.endsWith("CACHE") || key.endsWith("DEMON"), key);
            }
        }
    }

    @Test
    void aStartingNodeWaitsForARedisThatIsThereButSlowToAnswer() throws Exception {
        RedisProcess slow = RedisProcess.start();
        try {
            slow.freeze(true);
            // Thawed after the first try's 2 s have run out: the second try gets the answer.
            Thread thaw = Thread.ofVirtual().start(() -> {
                try {
                    Thread.sleep(3000);
                    slow.freeze(false);
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            long start = System.nanoTime();
            try (RedisDirectory d = RedisDirectory.connect(slow.url(), TTL_MS)) {
                long waited = (System.nanoTime() - start) / 1_000_000;
                assertTrue(waited >= 2500, "it waited for the thaw, " + waited + " ms");
                d.heartbeat(node("slow-a", 0), "[]");
                assertTrue(d.claim("SLOWA", "slow-a"), "and then works");
                d.deregister("slow-a");
            }
            thaw.join();
        } finally {
            slow.freeze(false);
            slow.close();
        }
    }

    @Test
    void anUnreachableRedisIsANamedErrorNotAHang() {
        long start = System.nanoTime();
        Directory.Unavailable e = assertThrows(Directory.Unavailable.class,
                () -> RedisDirectory.connect("redis://127.0.0.1:1", TTL_MS));
        assertTrue(e.getMessage().contains("redis://127.0.0.1:1"), e.getMessage());
        // Refused is not slow: no second try.
        assertTrue(System.nanoTime() - start < StartPatience.PATIENCE.toNanos(), "failed without the start's patience");
        long unknown = System.nanoTime();
        assertThrows(Directory.Unavailable.class, () -> RedisDirectory.connect("redis://no-such-host.invalid:6379", TTL_MS));
        assertTrue(System.nanoTime() - unknown < StartPatience.PATIENCE.toNanos(), "no such host: no patience either");
    }
}
