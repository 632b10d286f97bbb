package undercooked.server.ws;

import java.util.List;
import java.util.Map;
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
    /** How long a stopping server waits for its sockets' last frames (room_gone) to be written. */
    static final long FLUSH_NANOS = 1_000_000_000L;

    private final Set<Connection> open = ConcurrentHashMap.newKeySet();
    /** Open game sockets by client address: {@code max_sockets_per_address} counts here. */
    private final Map<String, Integer> byAddress = new ConcurrentHashMap<>();
    private final AtomicLong addressRefusals = new AtomicLong();
    private final AtomicInteger sendQueueMax = new AtomicInteger();
    private final AtomicLong protocolCloses = new AtomicLong();
    private final AtomicLong drops = new AtomicLong();
    private final java.util.concurrent.atomic.LongAdder snapshotsDropped = new java.util.concurrent.atomic.LongAdder();
    private final EchoStats echoes = new EchoStats();
    private final SendLag sendLag = new SendLag();
    /** The wire bytes of texts many sockets are sent (a room's snapshot), made once for all of them. */
    private final FrameBytes frameBytes = new FrameBytes(4096);
    private final WireGuard guard;
    private final StallWatch stalls = new StallWatch();
    private final ThrottledLog protocolLog = new ThrottledLog(Logger.getLogger(ConnectionRegistry.class.getName()),
            60_000_000_000L, System::nanoTime);

    /** A registry whose readers are metered by the default budgets. */
    public ConnectionRegistry() {
        this(new WireGuard());
    }

    /** A registry whose readers are metered by {@code guard} (the node's {@code max_frames_per_s_per_address}). */
    public ConnectionRegistry(WireGuard guard) {
        this.guard = guard;
    }

    void add(Connection c) {
        open.add(c);
    }

    void remove(Connection c) {
        open.remove(c);
    }

    /** A game socket from {@code address} opened; returns how many that address has open now. */
    int addressOpened(String address) {
        return byAddress.merge(address, 1, Integer::sum);
    }

    /** A game socket from {@code address} ended (once per socket). */
    void addressClosed(String address) {
        byAddress.computeIfPresent(address, (a, n) -> n <= 1 ? null : n - 1);
    }

    /** A socket refused for its address' cap. */
    void addressRefused() {
        addressRefusals.incrementAndGet();
    }

    /** Sockets refused since start because their address had {@code max_sockets_per_address} open. */
    public long addressRefusals() {
        return addressRefusals.get();
    }

    /** Open game sockets from {@code address}. */
    public int socketsFrom(String address) {
        return byAddress.getOrDefault(address, 0);
    }

    void queued(int depth) {
        // Read first: the mark rarely moves, and a write on every offer bounced its cache line between cores.
        if (depth > sendQueueMax.get()) {
            sendQueueMax.accumulateAndGet(depth, Math::max);
        }
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

    /** The server's own stalls, whose backlog the input limit forgives. */
    public StallWatch stalls() {
        return stalls;
    }

    /** How late the sockets' writes leave, over every socket: what the node's budget judges them by. */
    public SendLag sendLag() {
        return sendLag;
    }

    /** Input-to-snapshot echo on the server's side, over every socket. */
    public EchoStats echoes() {
        return echoes;
    }

    public int sockets() {
        return open.size();
    }

    /** A snapshot was not queued: its socket already had {@code max_send_queue} waiting (a slow reader). */
    void snapshotDropped() {
        snapshotsDropped.increment();
    }

    /**
     * The send queues now: frames waiting over every socket, the deepest queue, and the snapshots
     * dropped since start for full queues (the reader gets a full frame next).
     */
    public record SendQueues(long frames, int deepest, long dropped) {
    }

    /** The send queues now (each socket's queue read under its lock: a scrape's work, not a tick's). */
    public SendQueues sendQueues() {
        long frames = 0;
        int deepest = 0;
        for (Connection c : open) {
            int n = c.queuedFrames();
            frames += n;
            deepest = Math.max(deepest, n);
        }
        return new SendQueues(frames, deepest, snapshotsDropped.sum());
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

    /**
     * Server stop: {@code closeRooms} first (each room tells its sockets room_gone, an err and
     * then close 4401, as a drained room must), then every socket left (no hello yet) gets 4401;
     * waits up to {@link #FLUSH_NANOS} for the queued frames to be written, so the web server's
     * stop does not cut them off.
     */
    public void closeAll(Runnable closeRooms) {
        List<Connection> all = List.copyOf(open);
        closeRooms.run();
        // Rooms live in this process: once it stops they are gone, so clients are told room_gone
        // (4401, do not retry into it) rather than a normal close they would reconnect after.
        for (Connection c : List.copyOf(open)) {
            c.shut(CloseCode.ROOM_GONE, "the server stopped; its rooms are closed");
        }
        long deadline = System.nanoTime() + FLUSH_NANOS;
        for (Connection c : all) {
            c.awaitWritten(deadline);
        }
    }

    FrameBytes frameBytes() {
        return frameBytes;
    }
}
