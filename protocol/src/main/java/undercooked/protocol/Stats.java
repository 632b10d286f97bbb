package undercooked.protocol;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * {@code GET /api/stats}: a server's census (docs/ROOMS.md, "/api/stats"). On the wire it is one
 * flat object; here its figures are grouped by what counts them. {@code archive} is empty for a
 * server without a round archive (its keys are then absent).
 *
 * @param rooms live rooms
 * @param admission whether the node takes new rooms now, and the rooms about to start
 * @param memoryMb resident set from {@code /proc}, else the heap in use
 * @param roomsAborted rooms ended by a failed tick
 * @param sessionWriteFailures session changes the database refused or timed out on
 * @param slowTicks the slowest room ticks of the last five minutes, slowest first
 */
public record Stats(long rooms, Admission admission, Sockets sockets, Guards guards, double memoryMb, Ticks ticks,
                    long roomsAborted, long sessionWriteFailures, InputCensus inputs, Optional<ArchiveCensus> archive,
                    List<SlowTick> slowTicks) {
    public Stats {
        slowTicks = List.copyOf(slowTicks);
        Objects.requireNonNull(admission, "admission");
        Objects.requireNonNull(sockets, "sockets");
        Objects.requireNonNull(guards, "guards");
        Objects.requireNonNull(ticks, "ticks");
        Objects.requireNonNull(inputs, "inputs");
        Objects.requireNonNull(archive, "archive");
    }

    /**
     * One slow room tick: where it was (room code, round number, kernel tick) and what it cost.
     * {@code replay} is the archived round's id once the round is archived by this node: the
     * studio opens the very tick with {@code studio --replay <server>/api/replays/<id> --tick <tick>}.
     */
    public record SlowTick(String room, int round, long tick, double costMs, long atMs, OptionalLong replay) {
        public SlowTick {
            Objects.requireNonNull(room, "room");
            Objects.requireNonNull(replay, "replay");
        }
    }

    /**
     * Whether the node takes new rooms (docs/ROOMS.md, "Graceful overload"): {@code overBudget} is
     * the reason it refuses them ({@code room_full}, {@code /readyz} 503 {@code tick_budget}) while
     * it is over its tick budget; {@code roomsStarting} the rooms whose load is still to come as
     * its CPU rule counts them (made and not yet played, counting down, or playing for under 2 s).
     */
    public record Admission(Optional<String> overBudget, long roomsStarting) {
        /** Taking rooms, none about to start: what a server from before these keys reads as. */
        public static final Admission TAKING = new Admission(Optional.empty(), 0);

        public Admission {
            Objects.requireNonNull(overBudget, "overBudget");
        }
    }

    /**
     * The game sockets: open now (and of those, served by a socket loop rather than a thread each),
     * the deepest send queue, and how sockets have ended.
     */
    public record Sockets(long open, long onLoops, long sendQueueMax, long protocolCloses, long abruptDrops, long framesPaced,
                          long closing, long closeTimeouts) {
    }

    /**
     * What the per-address and stall guards did (docs/DEPLOY.md, When something dies).
     *
     * @param serverStalls stalls of the server's own (tick or reader threads held up)
     * @param socketsRefusedPerAddress sockets refused for max_sockets_per_address
     * @param roomsClosedIdle lobbies closed after lobby_idle_s without a player acting
     * @param takeoversRefused replay takeovers refused for the per-address tick budget
     * @param stallFramesForgiven frames that found their bucket empty after a stall and passed on its credit
     */
    public record Guards(long serverStalls, long socketsRefusedPerAddress, long roomsClosedIdle,
                         long takeoversRefused, long stallFramesForgiven) {
        public static final Guards ZERO = new Guards(0, 0, 0, 0, 0);
    }

    /** Tick cost and the server's share of the echo, in ms; the echo is empty before the first input. */
    public record Ticks(double tickMsP50, double tickMsP99, OptionalDouble echoMsP50, OptionalDouble echoMsP99,
                        long ticks, long lateTicks) {
        public Ticks {
            Objects.requireNonNull(echoMsP50, "echoMsP50");
            Objects.requireNonNull(echoMsP99, "echoMsP99");
        }
    }

    /** What the input discipline did with the frames, summed over live and closed rooms, and dropped events. */
    public record InputCensus(long inputsReceived, long inputsDropped, long staleSeqs, long clampedMoves,
                              long inputGaps, long eventsDropped) {
        public static final InputCensus ZERO = new InputCensus(0, 0, 0, 0, 0, 0);

        public InputCensus plus(InputCensus o) {
            return new InputCensus(inputsReceived + o.inputsReceived, inputsDropped + o.inputsDropped,
                    staleSeqs + o.staleSeqs, clampedMoves + o.clampedMoves, inputGaps + o.inputGaps,
                    eventsDropped + o.eventsDropped);
        }
    }

    /**
     * The round archive's writer.
     *
     * @param archiveFailures rounds whose first write failed (kept and retried) or that were dropped
     * @param archiveQueue rounds waiting for the writer
     */
    public record ArchiveCensus(long replaysArchived, long archiveFailures, long replaysDeleted, long archiveQueue,
                                long archiveSpooled, long archiveDropped, long archiveWriteErrors) {
    }
}
