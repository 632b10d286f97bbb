package undercooked.server.archive;

/**
 * Where a room hands a finished round. Called under the room's lock, so an implementation only
 * queues the record and returns; it never throws at the room, whatever happens to the disk.
 */
public interface RoundArchive {

    void archive(RoundRecord record);

    /** Wall-clock milliseconds for the index's started/ended times (rooms run on a monotonic clock). */
    default long wallMillis() {
        return System.currentTimeMillis();
    }

    /** Where a playing round's frame log puts its filled chunks: by default, nowhere (they stay in memory). */
    default FrameSpool spool() {
        return FrameSpool.none();
    }

    /**
     * Rounds handed over and held in memory, not yet written (those an outbox keeps on disk are not
     * counted): the rooms' hand-off waits while it is high, so rounds that end together do not
     * pile their replays up in the heap (decision 0048).
     */
    default long backlog() {
        return 0;
    }

    /** Keeps nothing: unit tests of rooms, and servers embedded without an archive. */
    static RoundArchive none() {
        return record -> {
        };
    }
}
