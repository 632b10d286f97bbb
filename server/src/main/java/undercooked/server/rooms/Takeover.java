package undercooked.server.rooms;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

import undercooked.levels.Level;
import undercooked.levels.LevelWriter;
import undercooked.server.archive.RoundRecord;
import undercooked.server.wire.SnapshotEncoder;
import undercooked.sim.Event;
import undercooked.sim.InputScript;
import undercooked.sim.InvalidScriptException;
import undercooked.sim.KitchenState;
import undercooked.sim.PlayerInput;
import undercooked.sim.ReplayRun;
import undercooked.sim.ScriptProblem;
import undercooked.sim.Sim;
import undercooked.sim.SimConstants;
import undercooked.sim.StepResult;
import undercooked.sim.TickHash;
import undercooked.sim.Verdict;

/**
 * A replay takeover: a recorded round's first {@code tick} ticks, fed to the kernel at once when
 * the room is created, so the room's first round starts live from that exact state. The prefix is
 * kept as the recorder will write it (every frame with the stamps the kernel was given, the parks,
 * the hashes at the archive's cadence), so the archived round is one ordinary script: the
 * original's inputs up to {@code tick}, the live players' after it.
 *
 * <p>Cook {@code i} of the original (in its seat order) is played from seat {@code i}; a takeover
 * room has exactly as many seats as the original had cooks.
 *
 * @param cooks the original's cook ids in seat order
 * @param at the kernel state at {@code tick}
 * @param fed every frame fed to the kernel before {@code tick}, in order, with its stamps
 * @param hashes the state hash at tick 0 and every {@link RoundRecord#HASH_EVERY} ticks up to {@code tick}
 * @param nanos how long the prefix took to run (the bench reports it)
 */
public record Takeover(Level level, long seed, List<String> cooks, long tick, KitchenState at, List<Fed> fed,
                       List<InputScript.Park> parks, List<TickHash> hashes, Map<String, Long> events, long nanos) {

    /** One frame as the kernel took it in the substep from {@code tick}. */
    public record Fed(long tick, PlayerInput input) {
        public Fed {
            Objects.requireNonNull(input, "input");
        }
    }

    /** Why a takeover cannot be made: a stable code and a sentence naming the field. */
    public record Refusal(String code, String message) {
        public Refusal {
            Objects.requireNonNull(code, "code");
            Objects.requireNonNull(message, "message");
        }
    }

    public Takeover {
        Objects.requireNonNull(level, "level");
        Objects.requireNonNull(at, "at");
        cooks = List.copyOf(cooks);
        fed = List.copyOf(fed);
        parks = List.copyOf(parks);
        hashes = List.copyOf(hashes);
        events = Map.copyOf(events);
    }

    /**
     * Runs {@code script}'s first {@code tick} ticks on {@code level}: the takeover, or why not (the
     * level is not the one the round was played on, the script does not fit it, the round ended
     * before that tick, more cooks than seats).
     */
    public static Result of(InputScript script, Level level, long tick, int maxSeats) {
        Objects.requireNonNull(script, "script");
        Objects.requireNonNull(level, "level");
        if (!script.levelId().equals(level.id())) {
            return refuse("level_changed", "takeover.script.level_id: the round was played on " + script.levelId()
                    + ", the level sent is " + level.id() + "; send the level the round was played on");
        }
        String sha = LevelWriter.sha256(level);
        if (script.levelSha256().isPresent() && !script.levelSha256().get().equals(sha)) {
            return refuse("level_changed", "level: its sha256 is " + sha + " but the round was played on "
                    + script.levelSha256().get() + "; the level changed since, so the round cannot be resumed on it");
        }
        if (tick < 0) {
            return refuse("bad_field", "takeover.tick: a tick from 0, got " + tick);
        }
        if (!script.items().isEmpty()) {
            return refuse("invalid_takeover", "takeover.script.items: a round with pre-placed items cannot be"
                    + " played on live (a room starts with empty fixtures)");
        }
        List<String> cooks = script.seats();
        if (cooks.isEmpty() || cooks.size() > maxSeats) {
            return refuse("invalid_takeover", "takeover.script.seats: " + cooks.size() + " cooks; a room seats 1 to "
                    + maxSeats);
        }
        long t0 = System.nanoTime();
        KitchenState s;
        try {
            s = ReplayRun.initialState(level.kitchen(), script);
        } catch (InvalidScriptException e) {
            ScriptProblem p = e.problems().getFirst();
            return refuse("invalid_takeover", "takeover.script: " + p.render());
        }
        List<Fed> fed = new ArrayList<>();
        List<InputScript.Park> parks = new ArrayList<>();
        List<TickHash> hashes = new ArrayList<>();
        Map<String, Long> events = new TreeMap<>();
        hashes.add(new TickHash(0, s.stateHash()));
        // Stamps as a replay gives them (ReplayRun's): a frame's own when recorded live, else its
        // tick and its place among its cook's frames. Counting per id only: never iterated.
        Map<String, Long> seqs = new HashMap<>();
        SnapshotEncoder encoder = new SnapshotEncoder();
        int f = 0;
        int p = 0;
        List<InputScript.Frame> frames = script.frames();
        while (s.tick() < tick) {
            if (s.verdict() != Verdict.PLAYING) {
                return refuse("invalid_takeover", "takeover.tick: the round ended at tick " + s.tick()
                        + "; take over at a tick before it");
            }
            long now = s.tick();
            while (p < script.parks().size() && script.parks().get(p).tick() <= now) {
                InputScript.Park park = script.parks().get(p++);
                if (park.tick() == now) {
                    StepResult r = Sim.park(s, park.playerId());
                    s = r.state();
                    parks.add(park);
                    count(events, encoder, r.events());
                }
            }
            List<PlayerInput> inputs = new ArrayList<>();
            while (f < frames.size() && frames.get(f).tick() <= now) {
                InputScript.Frame fr = frames.get(f++);
                long n = seqs.merge(fr.playerId(), 1L, Long::sum) - 1;
                if (fr.tick() == now) {
                    PlayerInput in = new PlayerInput(fr.playerId(), fr.move(), fr.action(), fr.face(),
                            fr.receivedAtTick().orElse(fr.tick()), fr.seq().orElse(n));
                    inputs.add(in);
                    fed.add(new Fed(now, in));
                }
            }
            StepResult r = Sim.step(s, SimConstants.STEP_DT, inputs);
            s = r.state();
            count(events, encoder, r.events());
            if (s.tick() % RoundRecord.HASH_EVERY == 0) {
                hashes.add(new TickHash(s.tick(), s.stateHash()));
            }
        }
        if (s.verdict() != Verdict.PLAYING) {
            return refuse("invalid_takeover", "takeover.tick: the round is over at tick " + s.tick()
                    + "; take over at a tick before its end");
        }
        return new Result(Optional.of(new Takeover(level, script.seed(), cooks, tick, s, fed, parks, hashes, events,
                System.nanoTime() - t0)), Optional.empty());
    }

    /** A takeover or its refusal, exactly one of them. */
    public record Result(Optional<Takeover> takeover, Optional<Refusal> refusal) {
        public Result {
            if (takeover.isPresent() == refusal.isPresent()) {
                throw new IllegalArgumentException("a result is a takeover or a refusal");
            }
        }
    }

    private static Result refuse(String code, String message) {
        return new Result(Optional.empty(), Optional.of(new Refusal(code, message)));
    }

    private static void count(Map<String, Long> events, SnapshotEncoder encoder, List<Event> raised) {
        if (raised.isEmpty()) {
            return;
        }
        encoder.events(raised).forEach(e -> events.merge(e.kind(), 1L, Long::sum));
    }
}
