package undercooked.protocol;

/**
 * How a snap body is written for a client of a given protocol version. Both read back the same
 * ({@link WireCodec#decodeServer} takes either); they differ only in what they leave out.
 */
public enum FrameShape {
    /**
     * Protocol 3: fields at their default, empty sections, an empty {@code e}, {@code full:false}
     * and unchanged delta scalars are left out; delta entries carry the changed fields only; the
     * server leaves the level's stations at rest out of full frames.
     */
    SPARSE,
    /** Protocols 1 and 2: every field written, nulls included, and changed delta entries whole. */
    EXPLICIT;

    public static FrameShape of(int version) {
        return version >= Protocol.SPARSE_FRAMES_SINCE ? SPARSE : EXPLICIT;
    }
}
