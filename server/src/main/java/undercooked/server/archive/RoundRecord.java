package undercooked.server.archive;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import undercooked.levels.Level;
import undercooked.sim.InputScript;
import undercooked.sim.ReplayResult;
import undercooked.sim.ReplayRun;
import undercooked.sim.RoundResult;
import undercooked.sim.TickHash;

/**
 * One played round as the room saw it, handed to the archive when it ends: everything a replay
 * needs (the level as played, the seed, the seats, every frame the kernel consumed with its
 * stamps, the parks) and what the index and the summary show. No token: cooks are named by their
 * seat-derived id ({@code p0..p3}) and display name only.
 *
 * @param level the level as played (a {@code round_seconds} cap included), so its hash is the round's
 * @param hashes the live state hash at tick 0, every {@link #HASH_EVERY} ticks, and the last tick
 * @param result {@code won}, {@code lost} or {@code aborted}
 * @param verdict the kernel's result at the last tick (score, stars, each seat's contribution)
 * @param events how many of each event kind the round raised, by wire name, in name order
 */
public record RoundRecord(String room, int roundNo, Level level, long seed, List<Cook> cast,
                          List<InputScript.Frame> frames, List<InputScript.Park> parks, List<TickHash> hashes,
                          String result, RoundResult verdict, Map<String, Long> events,
                          long startedAtMs, long endedAtMs) {

    /** The live hash cadence, which is also the archived script's {@code record_every}. */
    public static final int HASH_EVERY = 20;

    /**
     * A seated cook: its kernel id, its seat, the name it showed, and the persona when a bot cook
     * the host seated played it (empty for a person).
     */
    public record Cook(String playerId, int seat, String name, Optional<String> bot) {
        public Cook {
            Objects.requireNonNull(playerId, "playerId");
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(bot, "bot");
        }

        /** A person's seat. */
        public Cook(String playerId, int seat, String name) {
            this(playerId, seat, name, Optional.empty());
        }

        /**
         * As the index and the summary show it: {@code {player_id, seat, name}}, and {@code bot}
         * (the persona) for a bot cook.
         */
        public Map<String, Object> shown() {
            Map<String, Object> m = new java.util.LinkedHashMap<>();
            m.put("player_id", playerId);
            m.put("seat", seat);
            m.put("name", name);
            bot.ifPresent(persona -> m.put("bot", persona));
            return m;
        }
    }

    public RoundRecord {
        Objects.requireNonNull(room, "room");
        Objects.requireNonNull(level, "level");
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(verdict, "verdict");
        cast = List.copyOf(cast);
        frames = List.copyOf(frames);
        parks = List.copyOf(parks);
        hashes = List.copyOf(hashes);
        events = Map.copyOf(events);
        if (hashes.isEmpty()) {
            throw new IllegalArgumentException("a round record has at least the tick-0 hash");
        }
        if (!List.of("won", "lost", "aborted").contains(result)) {
            throw new IllegalArgumentException("result is won, lost or aborted, got " + result);
        }
    }

    public long finalTick() {
        return hashes.getLast().tick();
    }

    /**
     * A round recorded from a script rather than a room (a bot round, a round brought in from
     * elsewhere): replayed once for its hashes at the archive's cadence and its verdict.
     *
     * @param cast the seats, in the script's seat order
     */
    public static RoundRecord replayed(String room, Level level, InputScript script, List<Cook> cast,
                                       long startedAtMs, long endedAtMs) {
        ReplayResult run = ReplayRun.run(level.kitchen(), script);
        List<TickHash> hashes = run.hashes().stream()
                .filter(h -> h.tick() % HASH_EVERY == 0 || h.tick() == run.finalTick()).toList();
        RoundResult verdict = RoundResult.of(run.finalState());
        String result = switch (verdict.result()) {
            case WON -> "won";
            case LOST -> "lost";
            case PLAYING -> "aborted";
        };
        return new RoundRecord(room, 1, level, script.seed(), cast, script.frames(), script.parks(), hashes, result,
                verdict, Map.of(), startedAtMs, endedAtMs);
    }
}
