package undercooked.server.rooms;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import undercooked.levels.Level;
import undercooked.protocol.CloseCode;
import undercooked.protocol.FullFrame;
import undercooked.protocol.InputMsg;
import undercooked.protocol.Protocol;
import undercooked.protocol.ReadyMsg;
import undercooked.protocol.RoundMsg;
import undercooked.protocol.ServerMessage;
import undercooked.protocol.SetLevelMsg;
import undercooked.protocol.SnapMsg;
import undercooked.protocol.StartMsg;
import undercooked.protocol.Vec2Msg;
import undercooked.protocol.WireCodec;
import undercooked.server.ServerConfig;

/**
 * The frame budgets over a whole four-cook round on every campaign level, driven tick by tick: the
 * room on a fake clock, four members that walk all the time (a new heading every ~1.2 s, taps of
 * the button, twenty inputs a second) for a 12-second round. Per member it measures what the room
 * sent from the first snapshot to the verdict (the largest full frame, the average delta, the
 * bytes a second of round time) against the contract's budgets (docs/PROTOCOL.md, Budgets). The
 * frames are the ones a socket would carry; FrameBudgetIntegrationTest plays the banquet hall over
 * real sockets to show the socket adds nothing.
 */
class FrameBudgetTest {

    private static final int DELTA_BUDGET_BYTES = 200;
    private static final WireCodec CODEC = new WireCodec();

    /** A member that keeps each frame's size, kind and the fake clock's time when it was sent. */
    private static final class Recorder implements Member {
        record Sent(ServerMessage message, int bytes, long nanos) {
        }

        private final FakeClock clock;
        final List<Sent> sent = new ArrayList<>();

        Recorder(FakeClock clock) {
            this.clock = clock;
        }

        @Override
        public boolean offer(String text, boolean droppable) {
            sent.add(new Sent(CODEC.decodeServer(text).message().orElseThrow(
                    () -> new AssertionError("undecodable frame " + text)), WireCodec.utf8Length(text), clock.nanos()));
            return true;
        }

        @Override
        public void close(CloseCode code, String reason) {
        }

        boolean hasVerdict() {
            return sent.stream().anyMatch(s -> s.message() instanceof RoundMsg);
        }
    }

    static Stream<String> levels() {
        return RoomFixture.CAMPAIGN.levels().stream().map(Level::id);
    }

    @ParameterizedTest
    @MethodSource("levels")
    void aFourCookRoundStaysWithinTheFrameBudgets(String level) {
        RoomFixture f = new RoomFixture(RoomSettings.of(ServerConfig.ephemeral().with("round_seconds", "12")),
                RoomFixture.CAMPAIGN, Stepper.kernel());
        f.sessions.unlock("tok-host", 7);
        List<Recorder> members = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            Recorder m = new Recorder(f.clock);
            f.room.hello(m, RoomFixture.hello(i == 0 ? "tok-host" : "tok-bot-" + i));
            members.add(m);
            if (i > 0) {
                f.room.receive(m, new ReadyMsg());
            }
        }
        f.room.receive(members.getFirst(), new SetLevelMsg(level));
        f.room.receive(members.getFirst(), new StartMsg());

        List<Random> randoms = List.of(new Random(0), new Random(1), new Random(2), new Random(3));
        double[] angle = new double[4];
        for (int i = 0; i < 4; i++) {
            angle[i] = randoms.get(i).nextDouble() * 2 * Math.PI;
        }
        long seq = 1;
        // A 3 s countdown and a 12 s round at 20 ticks a second; a margin of 5 s for the verdict.
        for (int t = 0; t < 20 * 20 && !members.stream().allMatch(Recorder::hasVerdict); t++, seq++) {
            for (int i = 0; i < 4; i++) {
                Random random = randoms.get(i);
                if (random.nextInt(24) == 0) {
                    angle[i] = random.nextDouble() * 2 * Math.PI;
                }
                double x = Math.round(Math.cos(angle[i]) * 100) / 100.0;
                double y = Math.round(Math.sin(angle[i]) * 100) / 100.0;
                double len = Math.hypot(x, y);
                f.room.receive(members.get(i), new InputMsg(seq, new Vec2Msg(len > 1 ? x / len : x, len > 1 ? y / len : y),
                        random.nextInt(8) == 0, Optional.empty()));
            }
            f.tick(1);
        }

        for (int i = 0; i < members.size(); i++) {
            FrameFigures fig = figures(members.get(i));
            System.out.printf(Locale.ROOT, "stepped frames %s seat %d: %d fulls, largest %d bytes; %d deltas, average %.1f"
                    + " bytes; downlink %.0f bytes/s%n", level, i, fig.fulls(), fig.largestFull(), fig.deltas(), fig.deltaAverage(),
                    fig.bytesPerSecond());
            assertTrue(fig.fulls() >= 10 && fig.deltas() >= 150, level + " seat " + i + " got a round's frames: " + fig);
            assertTrue(fig.largestFull() <= Protocol.SNAP_FRAME_BUDGET_BYTES, level + " seat " + i + ": " + fig);
            assertTrue(fig.deltaAverage() <= DELTA_BUDGET_BYTES, level + " seat " + i + ": " + fig);
            assertTrue(fig.bytesPerSecond() <= Protocol.DOWNLINK_BUDGET_BYTES_PER_S, level + " seat " + i + ": " + fig);
        }
    }

    /** From the first snapshot to the verdict: what one member was sent. */
    private static FrameFigures figures(Recorder r) {
        return FrameFigures.of(r.sent.stream().map(s -> new FrameFigures.Frame(switch (s.message()) {
            case SnapMsg snap when snap.raw() instanceof FullFrame -> FrameFigures.Kind.FULL;
            case SnapMsg snap -> FrameFigures.Kind.DELTA;
            case RoundMsg round -> FrameFigures.Kind.VERDICT;
            default -> FrameFigures.Kind.OTHER;
        }, s.bytes(), s.nanos())).toList());
    }
}
