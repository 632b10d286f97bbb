package undercooked.protocol;

/**
 * How a snap body is written for a client of a given protocol version ({@link #of}). All three
 * read back the same ({@link WireCodec#decodeServer} takes each); they differ in what they leave
 * out and in how they name the moving obstacle.
 */
public enum FrameShape {
    /**
     * Protocol 4: sparse, and the moving obstacle is known by its kind alone, so a delta patches
     * its {@code x}, {@code y}, {@code l} (docs/decisions/0012).
     */
    SPARSE(true, true, true),
    /**
     * Protocol 3 as docs/decisions/0009 wrote it: sparse, but every hazard is known by its kind and
     * tile and travels whole (its {@code l} left out at the default), so a moved obstacle is a
     * tombstone where it was plus its whole entry, and hazards are in reading order.
     */
    SPARSE_HAZARDS_BY_TILE(true, false, false),
    /**
     * Protocols 1 and 2: every field written, nulls included, changed delta entries whole; hazards
     * known by kind and tile, as in protocol 3 (listed the obstacle first, as since 0012).
     */
    EXPLICIT(false, false, true);

    private final boolean sparse;
    private final boolean obstacleByKind;
    private final boolean counts;

    FrameShape(boolean sparse, boolean obstacleByKind, boolean counts) {
        this.sparse = sparse;
        this.obstacleByKind = obstacleByKind;
        this.counts = counts;
    }

    public static FrameShape of(int version) {
        if (version >= Protocol.OBSTACLE_BY_KIND_SINCE) {
            return SPARSE;
        }
        return version >= Protocol.SPARSE_FRAMES_SINCE ? SPARSE_HAZARDS_BY_TILE : EXPLICIT;
    }

    /**
     * Fields at their default, empty sections, an empty {@code e}, {@code full:false} and unchanged
     * delta scalars are left out; delta entries carry the changed fields only (hazards aside, unless
     * {@link #obstacleByKind}); the server leaves the level's stations at rest out of full frames.
     */
    public boolean sparse() {
        return sparse;
    }

    /**
     * The moving obstacle's identity is its kind and a delta patches it; otherwise every hazard is
     * named by kind and tile and sent whole (a moved obstacle: a tombstone and its whole entry).
     */
    public boolean obstacleByKind() {
        return obstacleByKind;
    }

    /**
     * A station's {@code n} (how many items it holds, decision 0024) and a cook's {@code sq} (the
     * input seq applied, decision 0026) are written: optional server fields added within protocol
     * 4, which older readers skip. Protocol 3's shape leaves it out so that its
     * frames stay the bytes docs/decisions/0009 wrote ({@code Protocol3FramesTest}).
     */
    public boolean counts() {
        return counts;
    }

    /** What a reader of this shape can know of {@code state}: all of it, or (protocol 3) all but the counts and input seqs. */
    public FullFrame known(FullFrame state) {
        return counts ? state : SnapDelta.withoutCounts(state);
    }

    /** The delta this shape sends from {@code prev} to {@code next}. */
    public DeltaFrame delta(FullFrame prev, FullFrame next) {
        return switch (this) {
            case SPARSE -> SnapDelta.between(prev, next);
            case SPARSE_HAZARDS_BY_TILE -> SnapDelta.betweenByTile(prev, next);
            case EXPLICIT -> SnapDelta.wholeBetween(prev, next);
        };
    }
}
