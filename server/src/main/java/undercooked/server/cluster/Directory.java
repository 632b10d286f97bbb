package undercooked.server.cluster;

import java.util.List;
/**
 * The room directory many nodes share: which nodes are alive (they heartbeat), which node holds
 * each room code, and each node's public room list. {@link RedisDirectory} is the real one; the
 * tests run it against a real redis-server.
 *
 * <p>Every call may fail with {@link Unavailable} when the directory cannot be reached; callers
 * degrade (a node keeps its own rooms running, lists only its own) and never let it reach a room.
 */
public interface Directory extends AutoCloseable {

    /** The directory did not answer; the message names it and why. */
    final class Unavailable extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public Unavailable(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /** Where a code lives: on a live node, on one that died or stopped, or nowhere. */
    sealed interface Lookup {
        record Live(NodeInfo node) implements Lookup {
        }

        record Gone(String node) implements Lookup {
        }

        record Unknown() implements Lookup {
        }
    }

    /**
     * Writes this node's heartbeat (its load and its public room rows as JSON), which lives for
     * the directory's time to live. Returns false when the node's previous heartbeat had already
     * expired (the node was taken for dead), so the caller re-asserts its rooms.
     */
    boolean heartbeat(NodeInfo self, String roomsJson);

    /** Claims a code for {@code node}; false when the code is taken anywhere (or gone recently). */
    boolean claim(String code, String node);

    /** Marks the codes (live on this node) as live again: after a heartbeat found the node taken for dead. */
    void reassert(String node, List<String> codes);

    /** The codes the directory holds for {@code node}. */
    List<String> codesOf(String node);

    /** Forgets codes of {@code node} that closed normally. */
    void release(String node, List<String> codes);

    /** The nodes whose heartbeat has not expired, by id. */
    List<NodeInfo> nodes();

    /** Every live node's room rows: node id to the JSON its last heartbeat carried. */
    List<NodeRooms> rooms();

    record NodeRooms(NodeInfo node, String roomsJson) {
    }

    /**
     * A random value every node of this directory shares (made by the first node): a node that
     * forwards a room's creation to another proves with it that the request was placed, not sent
     * by a client.
     */
    String secret();

    Lookup lookup(String code);

    /** A code marked gone by a reap, and the node it was on. */
    record Reaped(String code, String node) {
    }

    /**
     * Marks the rooms of every node whose heartbeat expired as gone and forgets the node. Any
     * node may run it, any number at once: each step is idempotent. Returns the codes marked.
     */
    List<Reaped> reap();

    /**
     * Marks {@code code} gone (it was on {@code node}) for {@code keepSeconds} unless the directory
     * knows the code already: a directory that restarted empty learns again what the reaper knew.
     */
    void markGone(String code, String node, long keepSeconds);

    /** A node that stopped cleanly: its rooms closed, so its codes and entries are removed outright. */
    void deregister(String node);

    @Override
    void close();
}
