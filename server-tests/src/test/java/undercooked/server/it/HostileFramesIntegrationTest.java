package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Consumer;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;

import undercooked.protocol.HelloMsg;
import undercooked.protocol.LobbyMsg;
import undercooked.protocol.SeatWire;
import undercooked.protocol.WelcomeMsg;
import undercooked.server.ServerConfig;

/**
 * Frames no real client sends and ends of the TCP connection without a close frame, by hand over
 * a plain socket: each closes with its RFC 6455 code at once, frees the socket at once, and costs
 * the log at most one line however many sockets do it.
 */
@Tag("alone") // reads the whole JVM's log (LogCapture): runs after the concurrent classes, by itself
@Isolated // nothing beside it in this JVM: it runs in the alone execution, one class at a time
class HostileFramesIntegrationTest {

    private static final ServerHarness H = new ServerHarness(ServerConfig.ephemeral()
            .with("max_creates_per_min", "10000"));

    @AfterAll
    static void stop() {
        H.close();
    }

    private static int sockets() {
        return H.get("/api/stats").body().get("sockets").asInt();
    }

    /** Polls /api/stats until the census is {@code expected}; the milliseconds it took. */
    private static long socketsReach(int expected, Duration bound) {
        long start = System.nanoTime();
        long deadline = start + bound.toNanos();
        while (sockets() != expected) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("sockets stayed at " + sockets() + ", not " + expected + ", for " + bound);
            }
            sleep(10);
        }
        return (System.nanoTime() - start) / 1_000_000;
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** A raw socket that said hello and was welcomed. */
    private static RawWs greeted(String code, String token) {
        RawWs raw = new RawWs(H.port(), code);
        assertTrue(raw.upgraded(), raw.status);
        raw.text("{\"type\":\"hello\",\"p\":1,\"token\":\"" + token + "\",\"name\":\"Raw\"}");
        String first = raw.nextText().orElseThrow(() -> new AssertionError("no welcome"));
        assertTrue(first.startsWith("{\"type\":\"welcome\""), first);
        return raw;
    }

    /** Opens a socket, lets {@code hostile} do its worst, and returns the close code it got. */
    private static int closeCodeAfter(Consumer<RawWs> hostile) {
        String code = H.createRoom("Host").code();
        try (RawWs raw = new RawWs(H.port(), code)) {
            assertTrue(raw.upgraded(), raw.status);
            hostile.accept(raw);
            int close = raw.closeCode();
            assertTrue(raw.endedByServer(), "the server ends the TCP connection after a protocol error");
            return close;
        }
    }

    @Test
    void aReservedOpcodeClosesWith1002AtOnceAndFreesTheSocketWithAtMostOneLogLine() {
        String code = H.createRoom("Host").code();
        int before = sockets();
        long closedBefore = H.get("/api/stats").body().get("protocol_closes").asLong();
        int hostile = 50;
        try (LogCapture log = new LogCapture()) {
            for (int i = 0; i < hostile; i++) {
                try (RawWs raw = new RawWs(H.port(), code)) {
                    assertTrue(raw.upgraded(), raw.status);
                    raw.frame(0x83, new byte[] {1, 2, 3});
                    RawWs.Frame answer = raw.read().orElseThrow(() -> new AssertionError("no answer to opcode 0x3"));
                    assertEquals(0x8, answer.opcode(), "a close frame, not HTTP: " + answer.text());
                    assertEquals(1002, answer.closeCode());
                    assertTrue(raw.endedByServer());
                }
            }
            socketsReach(before, Duration.ofSeconds(1));
            assertEquals(closedBefore + hostile, H.get("/api/stats").body().get("protocol_closes").asLong());
            assertFalse(log.text().contains("Requested code"), log.text());
            assertTrue(log.bytes() < 200 * hostile / 10, "log bytes for " + hostile + " sockets: " + log.bytes()
                    + "\n" + log.text());
        }
    }

    @Test
    void controlFramesOverTheRfcCapStrayContinuationsAndBadUtf8CloseWithTheirCodes() {
        assertEquals(1002, closeCodeAfter(raw -> raw.frame(0x89, new byte[200])), "a 200-byte ping");
        assertEquals(1002, closeCodeAfter(raw -> raw.frame(0x09, new byte[4])), "a fragmented ping");
        assertEquals(1002, closeCodeAfter(raw -> raw.frame(0x80, "{}".getBytes(StandardCharsets.UTF_8))),
                "a continuation with no message to continue");
        assertEquals(1002, closeCodeAfter(raw -> {
            raw.frame(0x81, "{\"type\":\"ping\",\"t\":1}".getBytes(StandardCharsets.UTF_8));
            raw.frame(0x80, "{}".getBytes(StandardCharsets.UTF_8));
        }), "a continuation after a finished message");
        assertEquals(1002, closeCodeAfter(raw -> raw.frame(0xC1, "{}".getBytes(StandardCharsets.UTF_8))),
                "a reserved bit");
        assertEquals(1007, closeCodeAfter(raw -> raw.frame(0x81,
                new byte[] {'{', '"', 't', 'y', 'p', 'e', '"', ':', '"', (byte) 0xC3, (byte) 0x28, '"', '}'})),
                "invalid UTF-8");
        assertEquals(1009, closeCodeAfter(raw -> raw.header(0x81, 300 * 1024)), "beyond the transport cap");
    }

    @Test
    void aCodePointSplitAcrossTwoFragmentsIsOneValidMessage() {
        String code = H.createRoom("Host").code();
        try (RawWs raw = new RawWs(H.port(), code)) {
            byte[] head = "{\"type\":\"ping\",\"t\":5,\"x\":\"\u00e9".getBytes(StandardCharsets.UTF_8);
            byte[] first = java.util.Arrays.copyOf(head, head.length - 1);
            byte[] rest = new byte[] {head[head.length - 1], '"', '}'};
            raw.frame(0x01, first);
            raw.frame(0x80, rest);
            // The message is whole and valid UTF-8: the codec sees it and refuses the unknown field.
            String answer = raw.nextText().orElseThrow(() -> new AssertionError("no answer"));
            assertTrue(answer.contains("\"bad_field\""), answer);
            raw.text("{\"type\":\"ping\",\"t\":6}");
            assertTrue(raw.nextText().orElseThrow().startsWith("{\"type\":\"pong\""));
        }
    }

    @Test
    void aResetAndAnEndWithoutACloseFrameFreeTheSeatAndTheSocketWithinASecond() {
        for (boolean reset : new boolean[] {true, false}) {
            ServerHarness.Created room = H.createRoom("Host");
            RawWs host = greeted(room.code(), room.token());
            try (WsClient guest = H.connect(room.code())) {
                guest.send(new HelloMsg(1, Optional.of("tok-guest-" + reset), Optional.of("Guest")));
                guest.expect(WelcomeMsg.class);
                guest.expect(LobbyMsg.class, l -> l.seats().size() == 2 && l.seats().get(0).connected());
                int before = sockets();
                long start = System.nanoTime();
                if (reset) {
                    host.reset();
                } else {
                    host.endWithoutCloseFrame();
                }
                LobbyMsg after = guest.expect(LobbyMsg.class, l -> l.seats().stream()
                        .filter(s -> s.index() == 0).noneMatch(SeatWire::connected), Duration.ofSeconds(1));
                long seatMs = (System.nanoTime() - start) / 1_000_000;
                long socketMs = socketsReach(before - 1, Duration.ofSeconds(1));
                assertTrue(seatMs < 1000, "seat seen gone after " + seatMs + " ms");
                assertEquals(1, after.hostSeat().orElse(-1), "the crown moves to the cook still here");
                System.out.printf("drop detection (%s): seat %d ms, socket census %d ms%n",
                        reset ? "reset" : "end of stream", seatMs, socketMs);
            }
        }
    }

    @Test
    void theServersOwn1009CloseFreesTheSocketAtOnce() {
        String code = H.createRoom("Host").code();
        int before = sockets();
        try (RawWs raw = new RawWs(H.port(), code)) {
            raw.header(0x81, 300 * 1024);
            assertEquals(1009, raw.closeCode());
            socketsReach(before, Duration.ofSeconds(1));
        }
    }

    @Test
    void aFrameNestedTooDeepIsRefusedInOurWordsNotTheParsers() {
        String code = H.createRoom("Host").code();
        try (RawWs raw = new RawWs(H.port(), code)) {
            raw.text("{\"type\":\"ping\",\"t\":" + "[".repeat(40) + "]".repeat(40) + "}");
            String err = raw.nextText().orElseThrow(() -> new AssertionError("no err"));
            assertTrue(err.contains("\"bad_json\"") && err.contains("nests deeper than 16 levels"), err);
            assertFalse(err.contains("maximum allowed") || err.contains("StreamReadConstraints"), err);
            raw.text("{\"type\":\"ping\",\"t\":1,\"t\":2}");
            assertTrue(raw.nextText().orElseThrow().contains("a key is given twice"));
        }
    }

    @Test
    void withAnAllowlistTwoOriginHeadersAreRefusedEvenWhenTheFirstIsAllowed() {
        try (ServerHarness strict = new ServerHarness(ServerConfig.ephemeral()
                .with("allowed_origins", "http://good.example"))) {
            String code = strict.createRoom("Host").code();
            try (RawWs one = new RawWs(strict.port(), code, "Origin: http://good.example")) {
                assertTrue(one.upgraded(), one.status);
            }
            try (RawWs two = new RawWs(strict.port(), code, "Origin: http://good.example",
                    "Origin: http://evil.example")) {
                assertTrue(two.status.startsWith("HTTP/1.1 403"), two.status);
            }
        }
    }
}
