package undercooked.protocol;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * Builds the delta a stream sends instead of a full frame. Both arguments are full states:
 * the server keeps the last state it encoded per audience (whether it went out as a full or a
 * delta) and diffs the next one against it.
 */
public final class SnapDelta {

    private SnapDelta() {
    }

    /**
     * The delta of protocol 4: changed fields only, the moving obstacle patched, and the score and
     * target only when they moved.
     */
    public static DeltaFrame between(FullFrame prev, FullFrame next) {
        return sparse(prev, next, Section.HAZARDS);
    }

    /**
     * The delta of protocol 3 (docs/decisions/0009): as {@link #between}, but hazards known by
     * kind and tile and sent whole, so a moved obstacle is a tombstone where it was and its whole
     * entry where it is. Encode it in {@link FrameShape#SPARSE_HAZARDS_BY_TILE}. Protocol 3 does
     * not know a station's count ({@link FrameShape#counts}), so a change of the count alone is no
     * change here: the delta is the one protocol 3's writer sent.
     */
    public static DeltaFrame betweenByTile(FullFrame prev, FullFrame next) {
        return sparse(withoutCounts(prev), withoutCounts(next), Section.HAZARDS_BY_TILE);
    }

    /**
     * The state with every station's count and every cook's input seq at their defaults: what a
     * reader of protocol 3 can know of it (both are optional fields added within protocol 4).
     */
    static FullFrame withoutCounts(FullFrame f) {
        return uncounted(f);
    }

    private static FullFrame uncounted(FullFrame f) {
        Objects.requireNonNull(f);
        boolean counted = false;
        for (StationSnap s : f.stations()) {
            counted |= s.count() != StationSnap.DEFAULT_COUNT;
        }
        for (PlayerSnap p : f.players()) {
            counted |= p.inputSeq() != PlayerSnap.DEFAULT_INPUT_SEQ;
        }
        if (!counted) {
            return f;
        }
        List<StationSnap> stations = new ArrayList<>(f.stations().size());
        for (StationSnap s : f.stations()) {
            stations.add(new StationSnap(s.kind(), s.x(), s.y(), s.content(), StationSnap.DEFAULT_COUNT, s.quality(),
                    s.progress(), s.state()));
        }
        List<PlayerSnap> players = new ArrayList<>(f.players().size());
        for (PlayerSnap p : f.players()) {
            players.add(p.withoutInputSeq());
        }
        return new FullFrame(f.tick(), f.score(), f.target(), f.timeLeft(), players, stations, f.orders(),
                f.hazards(), f.events());
    }

    private static DeltaFrame sparse(FullFrame prev, FullFrame next, Section<HazardSnap, ?, HazardPatch, PlaceKey> hazards) {
        Objects.requireNonNull(prev, "prev");
        Objects.requireNonNull(next, "next");
        return new DeltaFrame(next.tick(),
                prev.score() == next.score() ? OptionalInt.empty() : OptionalInt.of(next.score()),
                prev.target() == next.target() ? OptionalInt.empty() : OptionalInt.of(next.target()),
                next.timeLeft(),
                Section.PLAYERS.diff(prev, next, false),
                Section.STATIONS.diff(prev, next, false),
                Section.ORDERS.diff(prev, next, false),
                hazards.diff(prev, next, false),
                next.events());
    }

    /**
     * The delta of protocols 1 and 2, which replace a changed entry whole: every changed entry with
     * all its fields, the scalars always, and hazards known by kind and tile (a moved obstacle is
     * a tombstone where it was and its whole entry where it is).
     */
    public static DeltaFrame wholeBetween(FullFrame prev, FullFrame next) {
        Objects.requireNonNull(prev, "prev");
        Objects.requireNonNull(next, "next");
        return new DeltaFrame(next.tick(), OptionalInt.of(next.score()), OptionalInt.of(next.target()),
                next.timeLeft(),
                Section.PLAYERS.diff(prev, next, true),
                Section.STATIONS.diff(prev, next, true),
                Section.ORDERS.diff(prev, next, true),
                Section.HAZARDS.diff(prev, next, true),
                next.events());
    }

    /** The state a delta leads to from its base: what a client holds after applying it. */
    public static FullFrame apply(FullFrame base, DeltaFrame delta) {
        Objects.requireNonNull(base, "base");
        Objects.requireNonNull(delta, "delta");
        return new FullFrame(delta.tick(), delta.score().orElse(base.score()), delta.target().orElse(base.target()),
                delta.timeLeft(),
                Section.PLAYERS.merge(base, delta),
                Section.STATIONS.merge(base, delta),
                Section.ORDERS.merge(base, delta),
                Section.HAZARDS.merge(base, delta),
                delta.events());
    }
}
