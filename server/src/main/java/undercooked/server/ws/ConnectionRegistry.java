package undercooked.server.ws;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.logging.Logger;

import undercooked.protocol.CloseCode;
import undercooked.protocol.Protocol;

/**
 * Every open game socket: the census behind /api/stats, the sweep that enforces the handshake
 * window and the heartbeat, and the lookup for the test-only kill seam.
 */
public final class ConnectionRegistry {

    static final long HANDSHAKE_NANOS = (long) (Protocol.HANDSHAKE_WINDOW_S * 1e9);
    static final long HEARTBEAT_NANOS = (long) (Protocol.HEARTBEAT_DEAD_S * 1e9);

    private final Set<Connection> open = ConcurrentHashMap.newKeySet();
    private final AtomicInteger sendQueueMax = new AtomicInteger();
    private final AtomicLong protocolCloses = new AtomicLong();
    private final AtomicLong drops = new AtomicLong();
    private final EchoStats echoes = new EchoStats();
    private final WireGuard guard = new WireGuard();
    private final ThrottledLog protocolLog = new ThrottledLog(Logger.getLogger(ConnectionRegistry.class.getName()),
            60_000_000_000L, System::nanoTime);

    void add(Connection c) {
        open.add(c);
    }

    void remove(Connection c) {
        open.remove(c);
    }

    void queued(int depth) {
        sendQueueMax.accumulateAndGet(depth, Math::max);
    }

    /**
     * A socket the server closed for breaking RFC 6455 (1002, 1007, 1009): counted, and logged
     * at most once a minute whatever the number.
     */
    void protocolClosed(int status, String reason, String peer) {
        protocolCloses.incrementAndGet();
        protocolLog.event("closed a game socket from " + peer + " with " + status + ": " + reason);
    }

    /** A socket that ended without a close frame (a reset, an end of stream). */
    void dropped() {
        drops.incrementAndGet();
    }

    /** Sockets the server closed for a WebSocket protocol error since start. */
    public long protocolCloses() {
        return protocolCloses.get();
    }

    /** Sockets that ended without a close frame (a reset, an end of stream) since start. */
    public long abruptDrops() {
        return drops.get();
    }

    /** The socket readers' frame budgets and the close wait. */
    public WireGuard guard() {
        return guard;
    }

    /** Input-to-snapshot echo on the server's side, over every socket. */
    public EchoStats echoes() {
        return echoes;
    }

    public int sockets() {
        return open.size();
    }

    /** The deepest any send queue has been since start: what a slow reader costs the server. */
    public int sendQueueHighWater() {
        return sendQueueMax.get();
    }

    /** Closes sockets that never said hello in time (4400) or went silent (1000). */
    public void sweep(long nowNanos) {
        guard.sweep(System.nanoTime());
        for (Connection c : List.copyOf(open)) {
            if (!c.greeted() && nowNanos - c.openedAt() >= HANDSHAKE_NANOS) {
                c.shut(CloseCode.PROTOCOL_MISMATCH, "no hello within the handshake window");
            } else if (nowNanos - c.lastSeen() >= HEARTBEAT_NANOS) {
                c.shut(CloseCode.NORMAL, "no traffic for " + (long) Protocol.HEARTBEAT_DEAD_S + " s");
            }
        }
    }

    /** The live socket of a token in a room. */
    public Optional<Connection> find(String roomCode, String token) {
        for (Connection c : open) {
            if (c.roomCode().equals(roomCode) && c.token().filter(token::equals).isPresent()) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }

    /** The test seam's hard drop of a token's socket; false when it holds none. */
    public boolean kill(String roomCode, String token) {
        Optional<Connection> c = find(roomCode, token);
        c.ifPresent(Connection::kill);
        return c.isPresent();
    }

    /** Server stop: every socket ends. */
    public void closeAll() {
        // Rooms live in this process: once it stops they are gone, so clients are told room_gone
        // (4401, do not retry into it) rather than a normal close they would reconnect after.
        for (Connection c : List.copyOf(open)) {
            c.shut(CloseCode.ROOM_GONE, "the server stopped; its rooms are closed");
        }
    }
}
