package undercooked.server.rooms;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.function.Supplier;

import undercooked.protocol.EventWire;
import undercooked.protocol.FrameShape;
import undercooked.protocol.FullFrame;
import undercooked.protocol.Protocol;
import undercooked.protocol.RestStations;
import undercooked.protocol.SnapMsg;
import undercooked.protocol.WireCodec;

/**
 * Snapshot pacing for one room: two audiences (players at {@code snapshot_hz}, watchers at
 * half; players are offered each frame before any watcher), each a stream of frames where every delta is against the stream's previous frame.
 * A pass encodes at most one full and one delta text per frame shape ({@link FrameShape#of} the
 * viewer's protocol: sparse for 4, sparse with hazards by tile for 3, explicit for 1 and 2), only
 * when a viewer of that shape is due one, and hands the same string to every connection of the
 * audience that speaks it (encode once, fan out); connections that are new or dropped a frame get the
 * full one, and every {@link Protocol#FULL_SNAPSHOT_EVERY}th pass is full for all. A sparse full
 * frame leaves out the level's stations at rest, which the client knows from the level.
 */
final class SnapshotPump {

    private static final FrameShape[] SHAPES = FrameShape.values();

    private final WireCodec codec;
    private final RoomCounters counters;
    private final RestStations rest;
    final Stream players;
    final Stream spectators;

    SnapshotPump(WireCodec codec, RoomCounters counters, int tickHz, int snapshotHz, RestStations rest) {
        this.codec = codec;
        this.counters = counters;
        this.rest = rest;
        int every = Math.max(1, tickHz / snapshotHz);
        this.players = new Stream(every, true);
        this.spectators = new Stream(2 * every, false);
    }

    void reset() {
        players.reset();
        spectators.reset();
    }

    /** Events of this tick, for both audiences; a spectator frame carries its two ticks' worth. */
    void addEvents(List<EventWire> events) {
        players.add(events);
        spectators.add(events);
    }

    /**
     * Runs the passes due at {@code tick}; {@code base} builds the entity frame only when one is
     * due. On the round's {@code last} tick both audiences get a pass whatever the cadence: its
     * events (the final serve, the last missed order) and the final state would otherwise never
     * leave, since no pass runs after the round ends.
     */
    void tick(long tick, boolean last, Supplier<FullFrame> base, Collection<? extends Viewer> seated,
              Collection<? extends Viewer> watching) {
        FullFrame frame = null;
        if (last || players.due(tick)) {
            frame = base.get();
            players.pass(frame, seated);
        }
        if (last || spectators.due(tick)) {
            spectators.pass(frame != null ? frame : base.get(), watching);
        }
    }

    final class Stream {
        private final int every;
        /** Only the players' stream counts its drops: one event lost is one count, not one per audience. */
        private final boolean counts;
        private final List<EventWire> pending = new ArrayList<>();
        /** This pass's texts by shape, encoded when the first viewer of the shape needs one; cleared after the pass. */
        private final String[] fulls = new String[SHAPES.length];
        private final String[] deltas = new String[SHAPES.length];
        private FullFrame previous;
        private long passes;
        private long bytesSent;
        private long framesSent;

        Stream(int every, boolean counts) {
            this.every = every;
            this.counts = counts;
        }

        void reset() {
            pending.clear();
            previous = null;
            passes = 0;
        }

        boolean due(long tick) {
            return tick % every == 0;
        }

        void add(List<EventWire> events) {
            for (EventWire e : events) {
                if (pending.size() < Protocol.MAX_EVENTS_PER_FRAME) {
                    pending.add(e);
                } else if (counts) {
                    counters.eventsDropped.incrementAndGet();
                }
            }
        }

        void pass(FullFrame base, Collection<? extends Viewer> audience) {
            if (audience.isEmpty()) {
                // Nobody to send to: nothing is encoded, and the next audience starts from a full frame.
                pending.clear();
                previous = null;
                return;
            }
            // With no events to add the base is the frame: making it again re-checked its four
            // sections' order for nothing (two checks a pass, the frame's most frequent case).
            FullFrame frame = pending.isEmpty() && base.events().isEmpty() ? base
                    : new FullFrame(base.tick(), base.score(), base.target(), base.timeLeft(),
                            base.players(), base.stations(), base.orders(), base.hazards(), List.copyOf(pending));
            pending.clear();
            boolean cadence = passes % Protocol.FULL_SNAPSHOT_EVERY == 0 || previous == null;
            passes++;
            // A viewer whose queue is full misses this frame alone (offer never blocks, and the
            // text is the audience's, not its own): the next frame to it is full, nobody else's changes.
            for (Viewer b : audience) {
                FrameShape shape = FrameShape.of(b.version);
                int s = shape.ordinal();
                String text;
                if (cadence || b.needsFull) {
                    text = fulls[s] != null ? fulls[s]
                            : (fulls[s] = codec.encode(new SnapMsg(shape.sparse() ? rest.strip(frame) : frame), shape));
                } else {
                    // Each shape diffs with its own hazard identity (protocol 3 by tile, 4 by kind).
                    text = deltas[s] != null ? deltas[s]
                            : (deltas[s] = codec.encode(new SnapMsg(shape.delta(previous, frame)), shape));
                }
                boolean sent = b.member.offer(text, true);
                b.needsFull = !sent;
                if (sent) {
                    bytesSent += text.length();
                    framesSent++;
                }
            }
            Arrays.fill(fulls, null);
            Arrays.fill(deltas, null);
            previous = frame;
        }

        long bytesSent() {
            return bytesSent;
        }

        long framesSent() {
            return framesSent;
        }
    }
}
