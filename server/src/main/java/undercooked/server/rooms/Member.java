package undercooked.server.rooms;

import undercooked.protocol.CloseCode;

/**
 * One connection as a room sees it: somewhere to put encoded frames, and a way to end it. The
 * WebSocket layer implements it with a bounded send queue; unit tests implement it with a list.
 * Both calls are made with the room's lock held, so they must only enqueue, never block.
 */
public interface Member {

    /**
     * Queues one encoded server frame.
     *
     * @param droppable true for a snapshot, which may be dropped when the queue is full
     *     (the room then sends this member a full frame next); state frames are never dropped
     * @return false when the frame was dropped
     */
    boolean offer(String text, boolean droppable);

    /** Ends the connection with this close code after the frames already queued. */
    void close(CloseCode code, String reason);
}
