package undercooked.server.wire;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import undercooked.protocol.EventWire;
import undercooked.protocol.FrameShape;
import undercooked.protocol.FullFrame;
import undercooked.protocol.Protocol;
import undercooked.protocol.RestStations;
import undercooked.protocol.SnapDelta;
import undercooked.protocol.SnapFrame;
import undercooked.sim.Event;
import undercooked.sim.InputScript;
import undercooked.sim.Kernel;
import undercooked.sim.Kitchen;
import undercooked.sim.KitchenState;
import undercooked.sim.Player;
import undercooked.sim.ReplayCursor;

/**
 * A recorded round as the stream of snap bodies a watcher of it would have got, for the browser's
 * replay page ({@code /replay/{id}}): the kernel runs the script once and every {@code every}-th
 * tick is projected by the same encoder a live room uses, in protocol 4's sparse shape, a full
 * frame first and then every {@link Protocol#FULL_SNAPSHOT_EVERY} frames (so a scrubber seeks to
 * the full frame at or before a tick and merges the deltas after it), deltas between. A frame
 * that spans several ticks carries the events of all of them, at most a frame's share.
 *
 * <p>{@code every} keeps a long round's answer small: one frame a tick up to
 * {@link #FRAMES_WANTED} ticks, then one every second, third... tick.
 */
public final class RoundFrames {
    /** Ticks a replay sends every one of; a longer round sends one frame per {@code every} ticks. */
    public static final int FRAMES_WANTED = 6_000;
    /** Keyframes for the cursor that runs the round once: it is never sought, so few are kept. */
    private static final int CURSOR_INTERVAL = 100_000;

    /** The frames in order, with the ticks they show. */
    public record Stream(int every, long ticks, List<Long> frameTicks, List<SnapFrame> frames) {
        public Stream {
            frameTicks = List.copyOf(frameTicks);
            frames = List.copyOf(frames);
            if (frameTicks.size() != frames.size()) {
                throw new IllegalArgumentException("a tick for every frame");
            }
        }
    }

    private RoundFrames() {
    }

    /**
     * Runs {@code script} on {@code kitchen} and projects it.
     *
     * @throws undercooked.sim.InvalidScriptException when the script does not fit the kitchen
     */
    public static Stream of(Kitchen kitchen, InputScript script) {
        return of(Kernel.STANDARD, kitchen, script, FRAMES_WANTED);
    }

    /**
     * As {@link #of(Kitchen, InputScript)}, the round played by {@code kernel}: the archive draws a
     * round's frames as played with the kernel that played it (a test passes another kernel to
     * stand for an older build's).
     */
    public static Stream of(Kernel kernel, Kitchen kitchen, InputScript script) {
        return of(kernel, kitchen, script, FRAMES_WANTED);
    }

    /** As {@link #of(Kitchen, InputScript)}, one frame a tick up to {@code framesWanted} ticks. */
    static Stream of(Kitchen kitchen, InputScript script, int framesWanted) {
        return of(Kernel.STANDARD, kitchen, script, framesWanted);
    }

    private static Stream of(Kernel kernel, Kitchen kitchen, InputScript script, int framesWanted) {
        Objects.requireNonNull(kernel, "kernel");
        Objects.requireNonNull(kitchen, "kitchen");
        Objects.requireNonNull(script, "script");
        long length = script.length();
        int every = (int) Math.max(1, (length + framesWanted - 1) / framesWanted);
        SnapshotEncoder encoder = new SnapshotEncoder();
        SnapshotEncoder.StationMemo memo = new SnapshotEncoder.StationMemo();
        RestStations rest = encoder.atRest(kitchen);
        List<Long> ticks = new ArrayList<>();
        List<SnapFrame> frames = new ArrayList<>();
        List<Event> pending = new ArrayList<>();
        FullFrame[] previous = {null};
        ReplayCursor.open(kernel, kitchen, script, length, CURSOR_INTERVAL, (state, events) -> {
            pending.addAll(events);
            if (state.tick() % every != 0 && state.tick() < length) {
                return true;
            }
            FullFrame frame = encoder.frame(state, cast(state), wire(encoder, pending), memo);
            pending.clear();
            boolean full = previous[0] == null || frames.size() % Protocol.FULL_SNAPSHOT_EVERY == 0;
            frames.add(full ? rest.strip(frame) : FrameShape.SPARSE.delta(previous[0], frame));
            ticks.add(state.tick());
            previous[0] = frame;
            return true;
        });
        return new Stream(every, previous[0] == null ? 0 : ticks.getLast(), ticks, frames);
    }

    /** Every cook as connected: a replay shows what they did, not how their sockets fared. */
    static List<SnapshotEncoder.Cast> cast(KitchenState state) {
        List<SnapshotEncoder.Cast> cast = new ArrayList<>(state.players().size());
        for (Player p : state.players()) {
            cast.add(new SnapshotEncoder.Cast(p.id(), p.seat(), true));
        }
        return cast;
    }

    private static List<EventWire> wire(SnapshotEncoder encoder, List<Event> events) {
        return encoder.events(events.size() > Protocol.MAX_EVENTS_PER_FRAME
                ? events.subList(0, Protocol.MAX_EVENTS_PER_FRAME) : events);
    }
}
