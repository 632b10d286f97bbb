package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import undercooked.protocol.CountdownMsg;
import undercooked.protocol.HelloMsg;
import undercooked.protocol.InputMsg;
import undercooked.protocol.LobbyMsg;
import undercooked.protocol.Protocol;
import undercooked.protocol.ReadyMsg;
import undercooked.protocol.RoundMsg;
import undercooked.protocol.SetLevelMsg;
import undercooked.protocol.StartMsg;
import undercooked.protocol.Vec2Msg;
import undercooked.protocol.WelcomeMsg;
import undercooked.server.ServerConfig;
import undercooked.server.rooms.FrameFigures;

/**
 * The frame budgets over a live round: a real server, four OkHttp bot clients speaking protocol 4
 * that walk all the time (a new direction every second or so, taps of the button) for a whole
 * 12-second round. Per client it measures what arrived: the largest full frame, the average delta,
 * and the downlink in bytes a second from the first snapshot to the verdict, against the
 * contract's budgets (docs/PROTOCOL.md, Budgets). On the 64x64 banquet hall, the largest frames:
 * the socket path is what this adds; {@code rooms.FrameBudgetTest} checks the same budgets on every
 * campaign level tick by tick on a fake clock, in a fraction of the time (a live round is 15 s of
 * the suite per level).
 */
class FrameBudgetIntegrationTest {

    private static final int DELTA_BUDGET_BYTES = 200;

    private final ServerHarness h = new ServerHarness(ServerConfig.ephemeral().with("round_seconds", "12"));
    private final List<WsClient> clients = new ArrayList<>();

    @AfterEach
    void stop() {
        clients.forEach(WsClient::close);
        h.close();
    }

    static Stream<String> levels() {
        return Stream.of("07_banquet_hall");
    }

    @ParameterizedTest
    @MethodSource("levels")
    void aLiveFourCookRoundStaysWithinTheFrameBudgets(String level) throws Exception {
        ServerHarness.Created room = h.createRoom("Ana");
        h.server.services().sessions().unlock(room.token(), 7);
        WsClient host = join(room.code(), room.token(), "Ana");
        for (int i = 1; i < 4; i++) {
            WsClient guest = join(room.code(), "tok-bot-" + i, "Bot" + i);
            guest.send(new ReadyMsg());
        }
        host.send(new SetLevelMsg(level));
        host.expect(LobbyMsg.class, l -> l.canStart() && l.seats().size() == 4 && l.level().equals(Optional.of(level)));
        host.send(new StartMsg());
        clients.forEach(c -> c.expect(CountdownMsg.class, m -> m.n() == 1));

        List<Thread> walkers = new ArrayList<>();
        for (int i = 0; i < clients.size(); i++) {
            WsClient c = clients.get(i);
            Random random = new Random(i);
            walkers.add(Thread.ofVirtual().start(() -> walk(c, random)));
        }
        for (WsClient c : clients) {
            c.expect(RoundMsg.class, r -> true, Duration.ofSeconds(25));
        }
        walkers.forEach(Thread::interrupt);
        for (Thread t : walkers) {
            t.join(2000);
        }

        for (int i = 0; i < clients.size(); i++) {
            FrameFigures f = figures(clients.get(i));
            System.out.printf(Locale.ROOT, "live frames %s seat %d: %d fulls, largest %d bytes; %d deltas, average %.1f bytes;"
                    + " downlink %.0f bytes/s%n", level, i, f.fulls(), f.largestFull(), f.deltas(), f.deltaAverage(), f.bytesPerSecond());
            assertTrue(f.fulls() >= 10 && f.deltas() >= 150, level + " seat " + i + " got a round's frames: " + f);
            assertTrue(f.largestFull() <= Protocol.SNAP_FRAME_BUDGET_BYTES, level + " seat " + i + ": " + f);
            assertTrue(f.deltaAverage() <= DELTA_BUDGET_BYTES, level + " seat " + i + ": " + f);
            assertTrue(f.bytesPerSecond() <= Protocol.DOWNLINK_BUDGET_BYTES_PER_S, level + " seat " + i + ": " + f);
        }
    }

    private WsClient join(String code, String token, String name) {
        WsClient c = h.connect(code).keepAlive();
        clients.add(c);
        c.send(new HelloMsg(Protocol.PROTOCOL_VERSION, Optional.of(token), Optional.of(name)));
        assertEquals(clients.size() - 1, c.expect(WelcomeMsg.class).you().seat());
        return c;
    }

    /** Twenty inputs a second: always moving, a new heading every ~1.2 s, a tap of the button now and then. */
    private static void walk(WsClient c, Random random) {
        long seq = 1;
        double angle = random.nextDouble() * 2 * Math.PI;
        try {
            while (!Thread.currentThread().isInterrupted() && !c.isClosed()) {
                if (random.nextInt(24) == 0) {
                    angle = random.nextDouble() * 2 * Math.PI;
                }
                double x = Math.round(Math.cos(angle) * 100) / 100.0;
                double y = Math.round(Math.sin(angle) * 100) / 100.0;
                double len = Math.hypot(x, y);
                if (len > 1) {
                    x /= len;
                    y /= len;
                }
                c.send(new InputMsg(seq++, new Vec2Msg(x, y), random.nextInt(8) == 0, Optional.empty()));
                Thread.sleep(50);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** From the first snapshot to the verdict: what one client received. */
    private static FrameFigures figures(WsClient c) {
        return FrameFigures.of(List.copyOf(c.received).stream().map(r -> new FrameFigures.Frame(switch (r.type()) {
            case "snap" -> r.full() ? FrameFigures.Kind.FULL : FrameFigures.Kind.DELTA;
            case "round" -> FrameFigures.Kind.VERDICT;
            default -> FrameFigures.Kind.OTHER;
        }, r.bytes(), r.nanos())).toList());
    }
}
