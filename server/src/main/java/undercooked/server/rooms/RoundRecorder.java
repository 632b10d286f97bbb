package undercooked.server.rooms;

import static java.util.logging.Level.WARNING;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Executor;
import java.util.logging.Logger;

import undercooked.levels.Level;
import undercooked.protocol.EventWire;
import undercooked.server.archive.RoundArchive;
import undercooked.server.archive.RoundRecord;
import undercooked.server.logs.LogField;
import undercooked.sim.InputScript;
import undercooked.sim.KitchenState;
import undercooked.sim.PlayerInput;
import undercooked.sim.RoundResult;
import undercooked.sim.TickHash;

/**
 * Writes down a round while it is played, for the archive: every frame exactly as the kernel was
 * fed it (the held intent the room repeats for a silent seat included, with the stamps that decide
 * between two frames of one cook), every park at the tick it happened, and the live hash every
 * {@link RoundRecord#HASH_EVERY} ticks. Confined to the room's lock like the round.
 */
final class RoundRecorder {

    private static final Logger LOG = Logger.getLogger(RoundRecorder.class.getName());
    private final String room;
    private final int roundNo;
    private final Level level;
    private final long seed;
    private final List<RoundRecord.Cook> cast;
    private final RoundArchive archive;
    private final Executor handOff;
    private final long startedAtMs;
    private final FrameLog frames;
    private final List<InputScript.Park> parks = new ArrayList<>();
    private final List<TickHash> hashes = new ArrayList<>();
    private final Map<String, Long> events = new TreeMap<>();
    private boolean handedOver;

    RoundRecorder(String room, int roundNo, Level level, long seed, List<RoundRecord.Cook> cast,
                  KitchenState start, RoundArchive archive, Executor handOff) {
        this.room = room;
        this.roundNo = roundNo;
        this.level = level;
        this.seed = seed;
        this.cast = List.copyOf(cast);
        this.archive = archive;
        this.handOff = handOff;
        this.startedAtMs = archive.wallMillis();
        this.frames = new FrameLog(archive.spool().open(room + "-" + roundNo));
        hashes.add(new TickHash(start.tick(), start.stateHash()));
    }

    /**
     * The round resumes a takeover: its prefix is written down first, as if this recorder had
     * seen it played (the tick-0 hash it took is the prefix's own first one).
     */
    void resume(Takeover t) {
        hashes.clear();
        hashes.addAll(t.hashes());
        for (Takeover.Fed f : t.fed()) {
            frames.add(f.tick(), f.input());
        }
        parks.addAll(t.parks());
        t.events().forEach((k, n) -> events.merge(k, n, Long::sum));
    }

    /** The kernel advanced from {@code tick} with {@code inputs} to {@code after}. */
    void stepped(long tick, List<PlayerInput> inputs, KitchenState after) {
        for (PlayerInput in : inputs) {
            frames.add(tick, in);
        }
        if (after.tick() > hashes.getLast().tick() && after.tick() % RoundRecord.HASH_EVERY == 0) {
            hashes.add(new TickHash(after.tick(), after.stateHash()));
        }
    }

    /** The room's code, for the lines its round logs. */
    String room() {
        return room;
    }

    /** A dropped cook's item was released before the substep of {@code tick}. */
    void parked(long tick, String playerId) {
        parks.add(new InputScript.Park(tick, playerId));
    }

    void count(List<EventWire> raised) {
        for (EventWire e : raised) {
            events.merge(e.kind(), 1L, Long::sum);
        }
    }

    /**
     * Hands the round to the archive once: at its verdict, or as aborted when the room ends first.
     * What the round ended as is taken now, under the room's lock; its frames are read back and
     * its record made on the hand-off executor (the log is not written to after this), so rooms
     * whose rounds end together do not pay for that in their ticks.
     */
    void handOver(KitchenState last) {
        if (handedOver) {
            return;
        }
        handedOver = true;
        List<TickHash> all = new ArrayList<>(hashes);
        if (all.getLast().tick() != last.tick()) {
            all.add(new TickHash(last.tick(), last.stateHash()));
        }
        String result = switch (last.verdict()) {
            case WON -> "won";
            case LOST -> "lost";
            default -> "aborted";
        };
        RoundResult verdict = RoundResult.of(last);
        List<InputScript.Park> parked = List.copyOf(parks);
        Map<String, Long> counted = new TreeMap<>(events);
        long endedAtMs = archive.wallMillis();
        handOff.execute(() -> {
            List<InputScript.Frame> fed;
            try (frames) {
                fed = frames.frames();
            } catch (java.io.UncheckedIOException e) {
                LogField.log(LOG, WARNING, "round " + roundNo + " of room " + room + " is not archived: "
                        + e.getMessage(), LogField.room(room));
                return;
            }
            try {
                archive.archive(new RoundRecord(room, roundNo, level, seed, cast, fed, parked, all, result,
                        verdict, counted, startedAtMs, endedAtMs));
            } catch (RuntimeException e) {
                LogField.log(LOG, WARNING, "round " + roundNo + " of room " + room + " is not archived: " + e,
                        LogField.room(room));
            }
        });
    }
}
