package undercooked.sim;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

/**
 * A recorded round as data: the level, the seed and every cook's frames, tick by tick. With the
 * level's kitchen it is everything a round is a function of, so running it again gives the same
 * round hash for hash. The JSON form ({@code seed, level_id, tick_hz, frames, name?,
 * record_every?, items?}) is read and written by the levels module; this record holds the
 * content and refuses anything the kernel cannot replay, naming every problem at once
 * ({@link InvalidScriptException#problems()}), with the JSON path each one sits at.
 *
 * <p>Seats are not written down: the cooks take seats in the order their ids first appear in
 * {@code frames}, exactly as a room seats them in join order.
 *
 * @param name what the script is called (the file name without {@code .json} when the file has none)
 * @param seed the round's seed; the file writes it as an unsigned 64-bit number
 * @param tickHz must be {@link SimConstants#TICK_HZ}: a script is replayed in whole substeps
 * @param recordEvery the golden's cadence: a hash every this many ticks; 0 records only tick 0
 *     and the final tick (which are recorded whatever the cadence)
 * @param frames in tick order; several frames of one cook in one tick are resolved as a room would
 * @param items placed on fixtures before tick 0, in this order
 * @param declaredSeats the cooks in seat order when the script says so (an archived round does:
 *     a seated cook may never have sent a frame); empty means the order of first appearance
 * @param parks the dropped cooks' items released between two steps ({@link Sim#park}), in tick order
 * @param levelSha256 the SHA-256 of the level file's canonical text the round was played on, when
 *     recorded, so a check can tell an edited level from a rules change
 */
public record InputScript(String name, long seed, String levelId, int tickHz, int recordEvery,
                          List<Frame> frames, List<PlacedItem> items, List<String> declaredSeats, List<Park> parks,
                          Optional<String> levelSha256) {
    /** The cadence a script records at when it does not say. */
    public static final int DEFAULT_RECORD_EVERY = 1;

    /**
     * One frame of one cook's intent, fed to the substep that advances the round from {@code tick}.
     *
     * @param face empty when the frame leaves the facing to the stick
     * @param receivedAtTick the stamp the room gave the frame, when recorded live; empty stamps {@code tick}
     * @param seq the client's seq, when recorded live; empty stamps the frame's place among its cook's frames.
     *     Both decide which of one cook's frames in a tick the kernel takes, so a live round's
     *     frames keep theirs to replay exactly.
     */
    public record Frame(long tick, String playerId, Vec2 move, boolean action, Optional<Facing> face,
                        OptionalLong receivedAtTick, OptionalLong seq) {
        public Frame {
            Objects.requireNonNull(playerId, "playerId");
            Objects.requireNonNull(move, "move");
            Objects.requireNonNull(face, "face");
            Objects.requireNonNull(receivedAtTick, "receivedAtTick");
            Objects.requireNonNull(seq, "seq");
        }

        /** A typed frame, stamped the way the script format always has. */
        public Frame(long tick, String playerId, Vec2 move, boolean action, Optional<Facing> face) {
            this(tick, playerId, move, action, face, OptionalLong.empty(), OptionalLong.empty());
        }
    }

    /** A dropped cook's carried item released before the substep that advances the round from {@code tick}. */
    public record Park(long tick, String playerId) {
        public Park {
            Objects.requireNonNull(playerId, "playerId");
        }
    }

    /** An item put on the fixture at cell ({@code x}, {@code y}) before the round starts. */
    public record PlacedItem(int x, int y, ItemKind kind, ItemForm form) {
        public PlacedItem {
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(form, "form");
        }

        /** The wire short form the file uses, e.g. {@code tomato_raw}. */
        public String wireName() {
            return Item.wireName(kind, form);
        }
    }

    public InputScript {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(levelId, "levelId");
        Objects.requireNonNull(levelSha256, "levelSha256");
        frames = List.copyOf(frames);
        items = List.copyOf(items);
        declaredSeats = List.copyOf(declaredSeats);
        parks = List.copyOf(parks);
        List<ScriptProblem> problems = new ArrayList<>(problems(name, levelId, tickHz, recordEvery, frames));
        problems.addAll(archiveProblems(declaredSeats, parks, frames, levelSha256));
        if (!problems.isEmpty()) {
            throw new InvalidScriptException(problems);
        }
    }

    /** A typed script: seats by first appearance, no parks, no level hash. */
    public InputScript(String name, long seed, String levelId, int tickHz, int recordEvery,
                       List<Frame> frames, List<PlacedItem> items) {
        this(name, seed, levelId, tickHz, recordEvery, frames, items, List.of(), List.of(), Optional.empty());
    }

    /**
     * What is wrong with the keys an archived round adds ({@code seats}, {@code parks},
     * {@code level_sha256}): a repeated seat, a frame or park of a cook not seated, parks out of
     * tick order, a hash that is not 64 lower-case hex digits.
     */
    public static List<ScriptProblem> archiveProblems(List<String> declaredSeats, List<Park> parks,
                                                      List<Frame> frames, Optional<String> levelSha256) {
        List<ScriptProblem> out = new ArrayList<>();
        for (int i = 0; i < declaredSeats.size(); i++) {
            String id = declaredSeats.get(i);
            if (id.isEmpty() || declaredSeats.subList(0, i).contains(id)) {
                out.add(new ScriptProblem("$.seats[" + i + "]", "seat ids are non-empty and distinct, got '" + id + "'"));
            }
        }
        if (!declaredSeats.isEmpty()) {
            // Membership only (never iterated, so its order cannot leak): a hash look-up per frame
            // instead of a walk of the seats, on the 14,400 frames of a four-cook round.
            Set<String> seated = new HashSet<>(declaredSeats);
            for (int i = 0; i < frames.size(); i++) {
                if (!seated.contains(frames.get(i).playerId())) {
                    out.add(new ScriptProblem("$.frames[" + i + "].player_id", "'" + frames.get(i).playerId()
                            + "' is not in seats " + declaredSeats));
                }
            }
        }
        long previous = 0;
        for (int i = 0; i < parks.size(); i++) {
            Park p = parks.get(i);
            String at = "$.parks[" + i + "]";
            if (p.tick() < previous) {
                out.add(new ScriptProblem(at + ".tick", "tick " + p.tick() + " comes after a park of tick " + previous
                        + "; parks are listed in tick order (ticks count up from 0)"));
            }
            previous = Math.max(previous, p.tick());
            if (!declaredSeats.isEmpty() && !declaredSeats.contains(p.playerId())) {
                out.add(new ScriptProblem(at + ".player_id", "'" + p.playerId() + "' is not in seats " + declaredSeats));
            }
        }
        if (levelSha256.isPresent() && !levelSha256.get().matches("[0-9a-f]{64}")) {
            out.add(new ScriptProblem("$.level_sha256", "a SHA-256 is 64 lower-case hex digits, got '"
                    + levelSha256.get() + "'"));
        }
        return out;
    }

    /**
     * Everything that would stop a script with these values from being replayed, in the order of
     * the file. The file reader calls this too, so a file's shape problems and its content problems
     * are reported together.
     */
    public static List<ScriptProblem> problems(String name, String levelId, int tickHz, int recordEvery,
                                               List<Frame> frames) {
        List<ScriptProblem> out = new ArrayList<>();
        if (name.isEmpty()) {
            out.add(new ScriptProblem("$.name", "the name is empty; leave the key out to use the file name"));
        }
        if (levelId.isEmpty()) {
            out.add(new ScriptProblem("$.level_id", "the level id is empty; name a level such as 01_first_shift"));
        }
        if (tickHz != SimConstants.TICK_HZ) {
            out.add(new ScriptProblem("$.tick_hz", "tick_hz is " + tickHz + "; the kernel runs at "
                    + SimConstants.TICK_HZ + " substeps per second and replays nothing else"));
        }
        if (recordEvery < 0) {
            out.add(new ScriptProblem("$.record_every", "record_every is " + recordEvery
                    + "; use 1 for every tick, n for every n-th, 0 for only the first and last"));
        }
        long previous = 0;
        for (int i = 0; i < frames.size(); i++) {
            Frame f = frames.get(i);
            if (f.tick() < 0) {
                out.add(new ScriptProblem(frameAt(i) + ".tick", "tick is " + f.tick() + "; ticks count up from 0"));
            } else if (f.tick() < previous) {
                out.add(new ScriptProblem(frameAt(i) + ".tick", "tick " + f.tick() + " comes after a frame of tick "
                        + previous + "; frames are listed in tick order"));
            }
            previous = Math.max(previous, f.tick());
            if (f.playerId().isEmpty()) {
                out.add(new ScriptProblem(frameAt(i) + ".player_id", "the player id is empty"));
            }
            if (!f.move().isFinite()) {
                out.add(new ScriptProblem(frameAt(i) + ".move", "move is (" + f.move().x() + ", " + f.move().y()
                        + "); both parts must be finite numbers"));
            }
        }
        return out;
    }

    /** A frame's JSON path, made only for a problem: a long script's sound frames cost no strings. */
    private static String frameAt(int i) {
        return "$.frames[" + i + "]";
    }

    /**
     * What stops this script from running on a kitchen: more cooks than the spawns seat, items on a
     * cell without a fixture that holds things, or more items than a fixture holds.
     */
    public List<ScriptProblem> problemsOn(Kitchen kitchen) {
        List<ScriptProblem> out = new ArrayList<>();
        int seats = seats().size();
        if (seats > 0 && seats > 4 * kitchen.spawns().size()) {
            out.add(new ScriptProblem("$.frames", seats + " cooks, but kitchen " + kitchen.id() + " seats at most "
                    + 4 * kitchen.spawns().size() + " (four per spawn)"));
        }
        int[] placed = new int[kitchen.stations().size()];
        for (int i = 0; i < items.size(); i++) {
            PlacedItem item = items.get(i);
            String at = "$.items[" + i + "]";
            Optional<Integer> station = kitchen.stationIndexAt(item.x(), item.y());
            if (station.isEmpty()) {
                out.add(new ScriptProblem(at, "no fixture at (" + item.x() + "," + item.y() + ") in kitchen "
                        + kitchen.id()));
                continue;
            }
            StationKind kind = kitchen.stations().get(station.get()).kind();
            if (++placed[station.get()] > kind.capacity()) {
                out.add(new ScriptProblem(at, "the " + kind.wireName() + " at (" + item.x() + "," + item.y()
                        + ") holds " + kind.capacity() + " item" + (kind.capacity() == 1 ? "" : "s")
                        + "; this is one more"));
            }
        }
        return out;
    }

    /** Player ids in seat order: {@code declaredSeats} when given, else the order they first appear in {@code frames}. */
    public List<String> seats() {
        if (!declaredSeats.isEmpty()) {
            return declaredSeats;
        }
        LinkedHashSet<String> ids = new LinkedHashSet<>();
        for (Frame f : frames) {
            ids.add(f.playerId());
        }
        return List.copyOf(ids);
    }

    /**
     * Ticks the script runs when nobody pins the length: the last frame's or park's tick + 1 (0
     * without either).
     */
    public long length() {
        long frameEnd = frames.isEmpty() ? 0 : frames.getLast().tick() + 1;
        return parks.isEmpty() ? frameEnd : Math.max(frameEnd, parks.getLast().tick() + 1);
    }

    /**
     * A 64-bit fingerprint of everything that decides the round (not the name or the cadence). A
     * golden keeps it so a check can say "the script changed since this golden was recorded".
     */
    public long fingerprint() {
        Hasher h = new Hasher();
        h.putLong(seed).putString(levelId).putInt(tickHz).putInt(frames.size());
        for (Frame f : frames) {
            h.putLong(f.tick()).putString(f.playerId()).putDouble(f.move().x()).putDouble(f.move().y())
                    .putBoolean(f.action()).putInt(f.face().map(Facing::ordinal).orElse(-1));
        }
        h.putInt(items.size());
        for (PlacedItem i : items) {
            h.putInt(i.x()).putInt(i.y()).putInt(i.kind().ordinal()).putInt(i.form().ordinal());
        }
        // The archive's keys join the fingerprint only when present, so a typed script keeps the
        // fingerprint its committed golden was recorded with.
        boolean stamped = frames.stream().anyMatch(f -> f.receivedAtTick().isPresent() || f.seq().isPresent());
        if (stamped) {
            for (Frame f : frames) {
                h.putLong(f.receivedAtTick().orElse(-1)).putLong(f.seq().orElse(-1));
            }
        }
        if (!declaredSeats.isEmpty()) {
            h.putInt(declaredSeats.size());
            declaredSeats.forEach(h::putString);
        }
        if (!parks.isEmpty()) {
            h.putInt(parks.size());
            parks.forEach(p -> h.putLong(p.tick()).putString(p.playerId()));
        }
        return h.value();
    }

    /** The same script with other frames (the mutation tests and editors use this). */
    public InputScript withFrames(List<Frame> newFrames) {
        return new InputScript(name, seed, levelId, tickHz, recordEvery, newFrames, items, declaredSeats, parks,
                levelSha256);
    }

    /** The same script recording at another cadence. */
    public InputScript withRecordEvery(int cadence) {
        return new InputScript(name, seed, levelId, tickHz, cadence, frames, items, declaredSeats, parks, levelSha256);
    }
}
