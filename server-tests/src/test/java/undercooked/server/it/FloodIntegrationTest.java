package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;

import undercooked.protocol.Eventually;
import undercooked.protocol.HelloMsg;
import undercooked.protocol.PingMsg;
import undercooked.protocol.PongMsg;
import undercooked.protocol.ServerMessage;
import undercooked.protocol.SnapMsg;
import undercooked.protocol.StartMsg;
import undercooked.protocol.WelcomeMsg;
import undercooked.server.ServerConfig;

/**
 * A flood of every hostile kind at once against a real server while a player in another room
 * plays a round: each hostile socket ends with its own close code, the sessions table and the
 * log stay as they were, and the player keeps getting snapshots. The figures it prints are the
 * ones docs/ROOMS.md records (Reliability); what it asserts holds on any machine.
 */
@Tag("alone") // reads the whole JVM's log (LogCapture): runs after the concurrent classes, by itself
@Isolated // nothing beside it in this JVM: it runs in the alone execution, one class at a time
class FloodIntegrationTest {

    /** 240 in the suite; the figures in docs/ROOMS.md come from a larger run ({@code -Dflood.sockets=N}). */
    private static final int SOCKETS = Integer.getInteger("flood.sockets", 240);
    /** Waves of SOCKETS go on for this long (0: one wave). */
    private static final int SECONDS = Integer.getInteger("flood.seconds", 0);
    private static final int MALFORMED_PER_SOCKET = 200;

    /** One hostile client: what it sends, and the close code it expects. */
    private record Kind(String name, int expected) {
    }

    private static final List<Kind> KINDS = List.of(new Kind("reserved opcode 0x3", 1002),
            new Kind("200-byte ping", 1002), new Kind("invalid UTF-8", 1007), new Kind("stray continuation", 1002),
            new Kind(MALFORMED_PER_SOCKET + " malformed frames", 4404), new Kind("hello into a full room", 4402));

    @Test
    void aFloodOfEveryHostileKindClosesEachWithItsCodeAndLeavesTheLogTheTableAndAnotherRoomAsTheyWere()
            throws Exception {
        // Every hostile kind's sockets come from this one address at once: above the per-address
        // socket cap, which has its own test (AddressLimitsIntegrationTest).
        try (CountedServer s = new CountedServer(ServerConfig.ephemeral().with("max_creates_per_min", "10000")
                .with("max_sockets_per_address", "10000"))) {
            ServerHarness h = s.h;
            // The bystander: alone in its room, playing a round.
            ServerHarness.Created play = h.createRoom("Player");
            WsClient player = h.connect(play.code()).keepAlive();
            player.send(new HelloMsg(1, Optional.of(play.token()), Optional.of("Player")));
            player.expect(WelcomeMsg.class);
            player.send(new StartMsg());
            player.expect(SnapMsg.class, m -> true, Duration.ofSeconds(8));
            double before = snapsPerSecond(player, Duration.ofSeconds(2));

            String target = h.createRoom("Target").code();
            ServerHarness.Created full = h.createRoom("Full");
            List<WsClient> seated = new ArrayList<>();
            for (int i = 1; i <= 3; i++) {
                WsClient g = h.connect(full.code());
                g.send(new HelloMsg(1, Optional.of("tok-full-" + i), Optional.of("G")));
                g.expect(WelcomeMsg.class);
                seated.add(g);
            }
            int rowsBefore = s.rows("marker-before");
            int socketsBefore = h.get("/api/stats").body().get("sockets").asInt();

            AtomicLong malformed = new AtomicLong();
            Map<String, int[]> closes = new TreeMap<>();
            KINDS.forEach(k -> closes.put(k.name(), new int[2]));
            long snaps;
            long floodNanos;
            try (LogCapture log = new LogCapture();
                 ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor()) {
                long start = System.nanoTime();
                snaps = 0;
                int waves = 0;
                do {
                    List<Future<Integer>> results = new ArrayList<>();
                    for (int i = 0; i < SOCKETS; i++) {
                        Kind kind = KINDS.get(i % KINDS.size());
                        int n = waves * SOCKETS + i;
                        results.add(pool.submit(() -> hostile(h.port(), kind,
                                kind.expected() == 4402 ? full.code() : target, n, malformed)));
                    }
                    while (!results.stream().allMatch(Future::isDone)) {
                        snaps += player.collect(Duration.ofMillis(50)).stream().filter(SnapMsg.class::isInstance).count();
                        assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(120), "the flood did not end");
                    }
                    for (int i = 0; i < SOCKETS; i++) {
                        Kind kind = KINDS.get(i % KINDS.size());
                        int got = results.get(i).get();
                        closes.get(kind.name())[got == kind.expected() ? 0 : 1]++;
                    }
                    waves++;
                } while (System.nanoTime() - start < TimeUnit.SECONDS.toNanos(SECONDS));
                floodNanos = System.nanoTime() - start;
                Eventually.within(Duration.ofSeconds(2), "every hostile socket freed",
                        () -> h.get("/api/stats").body().get("sockets").asInt() == socketsBefore);
                int rowsAfter = s.rows("marker-after");
                double during = snaps / (floodNanos / 1e9);
                System.out.printf("flood: %d hostile sockets, %d malformed frames, %.2f s; closes %s%n",
                        closes.values().stream().mapToInt(v -> v[0] + v[1]).sum(), malformed.get(), floodNanos / 1e9,
                        describe(closes));
                System.out.printf("flood: other room's snapshots %.1f/s before, %.1f/s during; session rows added %d;"
                        + " log %d bytes (%.1f per hostile socket)%n", before, during, rowsAfter - rowsBefore,
                        log.bytes(), log.bytes() / (double) closes.values().stream().mapToInt(v -> v[0] + v[1]).sum());
                closes.forEach((k, v) -> assertEquals(0, v[1], k + ": " + v[1] + " sockets did not get their close"));
                assertEquals(rowsBefore, rowsAfter, "no hostile socket left a session");
                assertEquals(socketsBefore, h.get("/api/stats").body().get("sockets").asInt(), "every socket freed");
                assertTrue(log.bytes() < 200 * SOCKETS, "log bytes " + log.bytes() + ":\n" + log.text());
                assertFalse(log.text().contains("Exception"), log.text());
            }
            assertTrue(snaps > 0, "the other room's player kept getting snapshots");
            player.send(new PingMsg(99));
            player.expect(PongMsg.class, p -> p.t() == 99);
            assertFalse(player.isClosed());
            seated.forEach(WsClient::close);
            player.close();
        }
    }

    /** Runs one hostile client; the close code the server sent it (-1: none). */
    private static int hostile(int port, Kind kind, String code, int n, AtomicLong malformed) {
        try (RawWs raw = new RawWs(port, code)) {
            if (!raw.upgraded()) {
                return -2;
            }
            switch (KINDS.indexOf(kind)) {
                case 0 -> raw.frame(0x83, new byte[] {1, 2, 3});
                case 1 -> raw.frame(0x89, new byte[200]);
                case 2 -> raw.frame(0x81, new byte[] {'{', (byte) 0xC3, (byte) 0x28, '}'});
                case 3 -> raw.frame(0x80, "{}".getBytes(StandardCharsets.UTF_8));
                case 4 -> {
                    for (int i = 0; i < MALFORMED_PER_SOCKET; i++) {
                        raw.text(i % 2 == 0 ? "{not json" : "{\"type\":\"input\",\"seq\":\"x\"}");
                    }
                }
                default -> raw.text("{\"type\":\"hello\",\"p\":1,\"token\":"
                        + (n % 2 == 0 ? "null" : "\"made-up-" + n + "\"") + "}");
            }
            malformed.addAndGet(KINDS.indexOf(kind) == 4 ? MALFORMED_PER_SOCKET : 1);
            return raw.closeCode();
        }
    }

    private static double snapsPerSecond(WsClient c, Duration window) {
        List<ServerMessage> got = c.collect(window);
        return got.stream().filter(SnapMsg.class::isInstance).count() / (window.toMillis() / 1000.0);
    }

    private static String describe(Map<String, int[]> closes) {
        StringBuilder sb = new StringBuilder();
        closes.forEach((k, v) -> sb.append(k).append(": ").append(v[0]).append(" as expected")
                .append(v[1] > 0 ? ", " + v[1] + " not" : "").append("; "));
        return sb.toString();
    }
}
