package undercooked.bench;

import undercooked.protocol.ClientMessage;
import undercooked.protocol.DecodeResult;
import undercooked.protocol.EventWire;
import undercooked.protocol.Face;
import undercooked.protocol.FullFrame;
import undercooked.protocol.HazardSnap;
import undercooked.protocol.InputMsg;
import undercooked.protocol.OrderSnap;
import undercooked.protocol.PlayerSnap;
import undercooked.protocol.ServerMessage;
import undercooked.protocol.SnapMsg;
import undercooked.protocol.StationSnap;
import undercooked.protocol.Vec2Msg;
import undercooked.protocol.WireCodec;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.ToIntFunction;

/**
 * Wire codec throughput on one thread: encode and decode of a busy 4-player {@code snap} and of
 * an {@code input}. A warmed loop, not JMH: each figure is a few seconds of steady state after a
 * warm-up of the same length, which is plenty to compare runs of the same machine.
 *
 * <p>The last line is the server's two hot paths: decoding inputs (every client, 20+ a second)
 * and encoding snaps (once per pass, fanned out).
 *
 * <p>Usage: {@code ./undercooked bench protocol [--seconds N]} (N per measurement, default 3).
 */
public final class ProtocolBench {

    private ProtocolBench() {
    }

    public static void main(String[] args) {
        BenchArgs a = BenchArgs.parse("bench protocol", "./undercooked bench protocol [--seconds S]",
                java.util.List.of("seconds"), args);
        run(a.decimal("seconds", 3.0, 0.1, 600), System.out);
    }

    /** Prints the figures to {@code out}; the last line is the summary the launcher's users grep for. */
    static void run(double seconds, PrintStream out) {
        WireCodec codec = new WireCodec();
        SnapMsg snap = new SnapMsg(busyFrame());
        InputMsg input = new InputMsg(4711, new Vec2Msg(0.6, -0.8), true, Optional.of(Face.LEFT));
        String snapText = codec.encode(snap);
        String inputText = codec.encode(input);
        check(codec.decodeServer(snapText), snap);
        check(codec.decodeClient(inputText), input);

        out.printf(Locale.ROOT, "snap frame: %d bytes, input: %d bytes; %.1f s warm-up + %.1f s per figure%n",
                WireCodec.utf8Length(snapText), WireCodec.utf8Length(inputText), seconds, seconds);
        double snapEncode = rate(out, "snap   encode", seconds, i -> codec.encode((ServerMessage) snap).length());
        double snapDecode = rate(out, "snap   decode", seconds, i -> codec.decodeServer(snapText).hashCode());
        double inputEncode = rate(out, "input  encode", seconds, i -> codec.encode((ClientMessage) input).length());
        double inputDecode = rate(out, "input  decode", seconds, i -> codec.decodeClient(inputText).hashCode());
        out.printf(Locale.ROOT, "snap:  encode %.0f msgs/s (%.1f MB/s), decode %.0f msgs/s%n",
                snapEncode, snapEncode * snapText.length() / 1e6, snapDecode);
        out.printf(Locale.ROOT, "input: encode %.0f msgs/s, decode %.0f msgs/s%n", inputEncode, inputDecode);
        out.printf(Locale.ROOT, "protocol msgs/s: decode %.0f encode %.0f%n", inputDecode, snapEncode);
    }

    /** Runs {@code op} for a warm-up, then counts how many complete in {@code seconds}. */
    private static double rate(PrintStream out, String label, double seconds, ToIntFunction<Integer> op) {
        long sink = 0;
        long warmEnd = System.nanoTime() + (long) (seconds * 1e9);
        while (System.nanoTime() < warmEnd) {
            for (int i = 0; i < 1000; i++) {
                sink += op.applyAsInt(i);
            }
        }
        long ops = 0;
        long start = System.nanoTime();
        long end = start + (long) (seconds * 1e9);
        long now;
        do {
            for (int i = 0; i < 1000; i++) {
                sink += op.applyAsInt(i);
            }
            ops += 1000;
            now = System.nanoTime();
        } while (now < end);
        double perSecond = ops / ((now - start) / 1e9);
        // Printing the sink keeps the JIT from proving the work unused and dropping it.
        out.printf(Locale.ROOT, "  %s: %,.0f msgs/s (%.2f us/msg) [%d]%n",
                label, perSecond, 1e6 / perSecond, sink & 0xF);
        return perSecond;
    }

    private static void check(DecodeResult<?> decoded, Object expected) {
        if (!decoded.message().equals(Optional.of(expected))) {
            throw new IllegalStateException("codec does not round-trip: " + decoded);
        }
    }

    /** Four cooks carrying things, eight stations, four orders, three hazards, two events. */
    private static FullFrame busyFrame() {
        List<PlayerSnap> players = List.of(
                new PlayerSnap("p0", 2.55, 7.53, Face.DOWN, Optional.of("tomato_chopped"), "moving", 0),
                new PlayerSnap("p1", 9.47, 7.5, Face.LEFT, Optional.of("plate_soup_onion"), "moving", 1),
                new PlayerSnap("p2", 4.12, 2.88, Face.UP, Optional.of("onion_raw"), "working", 2),
                new PlayerSnap("p3", 11.06, 5.21, Face.RIGHT, Optional.of("plate_dirty"), "stunned", 3));
        List<StationSnap> stations = List.of(
                new StationSnap("spawn_shelf", 1.0, 1.0, Optional.of("tomato_raw"), 0, 1.0, 0.0, "idle"),
                new StationSnap("chop_board", 4.0, 1.0, Optional.of("onion_raw"), 1, 1.0, 0.45, "working"),
                new StationSnap("stove", 8.0, 1.0, Optional.of("soup_onion"), 3, 0.87, 0.72, "working"),
                new StationSnap("stove", 10.0, 1.0, Optional.of("soup_tomato"), 3, 0.41, 1.0, "burning"),
                new StationSnap("prep", 2.0, 3.0, Optional.empty(), 0, 1.0, 0.0, "idle"),
                new StationSnap("serve", 9.0, 3.0, Optional.empty(), 0, 1.0, 0.0, "idle"),
                new StationSnap("sink", 3.0, 5.0, Optional.of("plate_dirty"), 2, 1.0, 0.3, "dirty"),
                new StationSnap("spawn_shelf", 8.0, 5.0, Optional.of("onion_raw"), 0, 1.0, 0.0, "idle"));
        List<OrderSnap> orders = List.of(new OrderSnap(14, "soup_onion", 0.8, 40),
                new OrderSnap(15, "soup_tomato", 0.63, 40), new OrderSnap(16, "salad", 0.32, 30),
                new OrderSnap(17, "soup_onion", 0.11, 40));
        List<HazardSnap> hazards = List.of(new HazardSnap("fire", 10.0, 1.0, 0.0),
                new HazardSnap("spill", 6.0, 4.0, 7.25), new HazardSnap("moving_obstacle", 5.5, 6.0, 0.0));
        List<EventWire> events = List.of(
                new EventWire("served", 9.0, 3.0, Map.of("oi", 17L, "pts", 40L)),
                new EventWire("chopped", 4.0, 1.0, Map.of("i", "p2", "it", "onion_chopped")));
        return new FullFrame(121, 260, 400, 143.95, players, stations, orders, hazards, events);
    }
}
