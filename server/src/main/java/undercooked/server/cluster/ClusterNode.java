package undercooked.server.cluster;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.IntSupplier;
import java.util.logging.Level;
import java.util.logging.Logger;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import undercooked.protocol.HttpCodec;
import undercooked.protocol.RoomRow;
import undercooked.server.rooms.RoomInfo;
import undercooked.server.rooms.RoomSupervisor;

/**
 * This server as one node among many, or alone. Alone (no directory) it only knows whether it is
 * draining. With a directory it heartbeats every {@link #HEARTBEAT_MS} ms (its load and its room
 * rows), claims each new room code in the directory, forgets codes whose rooms closed, reaps nodes
 * whose heartbeat expired (their rooms become gone within {@link #TTL_MS} ms plus one beat), and
 * picks the node a new room goes to: the least loaded that accepts rooms, this one on a tie.
 */
public final class ClusterNode implements AutoCloseable {

    private static final Logger LOG = Logger.getLogger(ClusterNode.class.getName());
    private static final ObjectMapper JSON = JsonMapper.builder().build();

    public static final long HEARTBEAT_MS = 1000;
    /** A node not heard from for this long is dead: three beats, so one lost beat is no death. */
    public static final long TTL_MS = 3000;
    /** A code claimed this recently is not released even if the room list lacks it yet. */
    private static final long CLAIM_GRACE_MS = 5000;

    private final String id;
    private final Optional<Directory> directory;
    private final Optional<String> publicUrl;
    private final RoomSupervisor supervisor;
    private final IntSupplier sockets;
    private final int maxRooms;
    private final Function<RoomInfo, RoomRow> row;
    private final AtomicBoolean draining = new AtomicBoolean();
    private final Map<String, Long> recentClaims = new ConcurrentHashMap<>();
    /**
     * The codes this node's reaps marked gone, with when their mark ends ({@link System#nanoTime}):
     * a Redis that restarts empty loses its marks, and this node writes them back, so a dead
     * node's room still answers 410 room_gone, not 404.
     */
    private final Map<String, GoneMark> goneMarks = new ConcurrentHashMap<>();
    /** Marks remembered at most: a dead node of 500 rooms each minute for the marks' ten minutes. */
    private static final int MAX_GONE_MARKS = 10_000;

    private record GoneMark(String node, long until) {
    }
    private volatile String url;
    private volatile long lastBeatOk;
    private volatile String directoryProblem = "";
    private final AtomicLong beats = new AtomicLong();
    private final AtomicLong beatFailures = new AtomicLong();
    /** Heartbeats failed in a row; only the heartbeat thread touches it. */
    private int failedBeats;
    private volatile ScheduledExecutorService beat;

    /**
     * @param row how a room shows in the public list ({@code GET /api/rooms}): the same row on every node
     */
    public ClusterNode(Optional<String> nodeId, Optional<Directory> directory, Optional<String> publicUrl,
                       RoomSupervisor supervisor, IntSupplier sockets, int maxRooms,
                       Function<RoomInfo, RoomRow> row) {
        this.id = nodeId.orElseGet(() -> "node-" + UUID.randomUUID().toString().substring(0, 8));
        this.directory = Objects.requireNonNull(directory, "directory");
        this.publicUrl = Objects.requireNonNull(publicUrl, "publicUrl");
        this.supervisor = Objects.requireNonNull(supervisor, "supervisor");
        this.sockets = Objects.requireNonNull(sockets, "sockets");
        this.maxRooms = maxRooms;
        this.row = Objects.requireNonNull(row, "row");
        this.url = publicUrl.orElse("");
        directory.ifPresent(d -> supervisor.claimCodesWith(this::claim));
    }

    /** One node, no directory: what a server without {@code redis} is. */
    public static ClusterNode alone(RoomSupervisor supervisor, IntSupplier sockets, int maxRooms) {
        return new ClusterNode(Optional.of("local"), Optional.empty(), Optional.empty(), supervisor, sockets,
                maxRooms, info -> {
                    throw new IllegalStateException("a node without a directory publishes no room rows");
                });
    }

    /** Starts heartbeating once the listener is bound; {@code boundUrl} is used when no public URL is set. */
    public void start(String boundUrl) {
        url = publicUrl.orElse(boundUrl);
        if (directory.isEmpty()) {
            return;
        }
        directory.get().secret();
        beatOnce();
        beat = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "cluster-heartbeat");
            t.setDaemon(true);
            return t;
        });
        beat.scheduleWithFixedDelay(this::beatOnce, HEARTBEAT_MS, HEARTBEAT_MS, TimeUnit.MILLISECONDS);
    }

    /**
     * The URL players reach this node at, learnt after start (from Agones); ignored when
     * {@code public_url} was set, which the operator knows best.
     */
    public void advertise(String reachableUrl) {
        if (publicUrl.isEmpty()) {
            url = Objects.requireNonNull(reachableUrl, "reachableUrl");
            LOG.info("node " + id + " is reached at " + reachableUrl);
        }
    }

    public String id() {
        return id;
    }

    public String url() {
        return url;
    }

    public boolean clustered() {
        return directory.isPresent();
    }

    public Optional<Directory> directory() {
        return directory;
    }

    public boolean draining() {
        return draining.get();
    }

    /** From now on this node takes no new rooms; the directory hears it at once. */
    public void beginDrain() {
        if (draining.compareAndSet(false, true) && beat != null) {
            beat.execute(this::beatOnce);
        }
    }

    /** This node as the directory should see it now. */
    public NodeInfo self() {
        return new NodeInfo(id, url, supervisor.size(), sockets.getAsInt(), maxRooms, draining.get());
    }

    /** Heartbeats the directory took since start (0 without a directory). */
    public long heartbeats() {
        return beats.get();
    }

    /** Heartbeats that failed since start. */
    public long heartbeatFailures() {
        return beatFailures.get();
    }

    /** Empty while the directory answers heartbeats (or there is none); else what went wrong. */
    public Optional<String> directoryProblem() {
        if (directory.isEmpty()) {
            return Optional.empty();
        }
        if (System.nanoTime() - lastBeatOk > TimeUnit.MILLISECONDS.toNanos(TTL_MS)) {
            return Optional.of(directoryProblem.isEmpty() ? "no heartbeat reached the room directory" : directoryProblem);
        }
        return Optional.empty();
    }

    /**
     * Where a new room should go, best first: nodes that accept rooms, least rooms then least
     * sockets, this node first among equals (no hop). Alone: this node, if it accepts.
     */
    public List<NodeInfo> candidates() {
        List<NodeInfo> all = new ArrayList<>();
        if (directory.isPresent()) {
            all.addAll(directory.get().nodes());
        }
        all.removeIf(n -> n.id().equals(id));
        all.add(self());
        all.removeIf(n -> !n.accepting());
        all.sort(Comparator.comparingInt(NodeInfo::rooms).thenComparingInt(NodeInfo::sockets)
                .thenComparing(n -> n.id().equals(id) ? 0 : 1).thenComparing(NodeInfo::id));
        return all;
    }

    private boolean claim(String code) {
        boolean ok = directory.orElseThrow().claim(code, id);
        if (ok) {
            recentClaims.put(code, System.nanoTime());
            ScheduledExecutorService b = beat;
            if (b != null) {
                // Other nodes list a new room after our next beat: send one soon rather than in up to 1 s.
                b.schedule(this::beatOnce, 50, TimeUnit.MILLISECONDS);
            }
        }
        return ok;
    }

    private void beatOnce() {
        Directory d = directory.orElseThrow();
        try {
            List<RoomInfo> rooms = supervisor.list();
            List<ObjectNode> rows = new ArrayList<>();
            for (RoomInfo info : rooms) {
                rows.add(HttpCodec.write(row.apply(info)));
            }
            boolean known = d.heartbeat(self(), json(rows));
            List<String> live = rooms.stream().map(RoomInfo::code).toList();
            if (!known && lastBeatOk != 0 && !live.isEmpty()) {
                LOG.warning("node " + id + " was taken for dead (no heartbeat for " + TTL_MS + " ms); its "
                        + live.size() + " rooms are registered again");
                d.reassert(id, live);
            }
            if (!known && lastBeatOk != 0) {
                remark(d);
            }
            release(d, Set.copyOf(live));
            List<Directory.Reaped> reaped = d.reap();
            if (!reaped.isEmpty()) {
                LOG.info("rooms of dead nodes marked gone: " + reaped.stream().map(Directory.Reaped::code).toList());
                long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(RedisDirectory.GONE_KEEP_S);
                for (Directory.Reaped r : reaped) {
                    if (goneMarks.size() < MAX_GONE_MARKS) {
                        goneMarks.put(r.code(), new GoneMark(r.node(), until));
                    }
                }
            }
            lastBeatOk = System.nanoTime();
            beats.incrementAndGet();
            directoryProblem = "";
            if (failedBeats > 0) {
                LOG.info("heartbeats reach the room directory again after " + failedBeats + " failed");
                failedBeats = 0;
            }
        } catch (Directory.Unavailable | IllegalArgumentException e) {
            beatFailures.incrementAndGet();
            directoryProblem = e.getMessage();
            // The first failure, then one line every 30 beats: an outage must not flood the log.
            if (failedBeats++ % 30 == 0) {
                LOG.warning("heartbeat failed (the rooms here play on; said again every 30 failures): "
                        + e.getMessage());
            }
        } catch (RuntimeException e) {
            beatFailures.incrementAndGet();
            directoryProblem = "heartbeat failed: " + e;
            LOG.log(Level.SEVERE, "heartbeat failed", e);
        }
    }

    /** Writes back the gone marks this node made that have not ended: the directory lost them. */
    private void remark(Directory d) {
        long now = System.nanoTime();
        goneMarks.values().removeIf(m -> m.until() <= now);
        goneMarks.forEach((code, m) -> d.markGone(code, m.node(), TimeUnit.NANOSECONDS.toSeconds(m.until() - now)));
        if (!goneMarks.isEmpty()) {
            LOG.warning("the room directory had forgotten this node; " + goneMarks.size()
                    + " rooms of dead nodes are marked gone again");
        }
    }

    private void release(Directory d, Set<String> live) {
        long now = System.nanoTime();
        recentClaims.values().removeIf(t -> now - t > TimeUnit.MILLISECONDS.toNanos(CLAIM_GRACE_MS));
        List<String> closed = new ArrayList<>();
        for (String code : d.codesOf(id)) {
            if (!live.contains(code) && !recentClaims.containsKey(code)) {
                closed.add(code);
            }
        }
        d.release(id, closed);
    }

    private static String json(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("room rows did not serialise: " + e.getMessage(), e);
        }
    }

    /**
     * Stops heartbeating and removes this node and its codes from the directory: call after the
     * rooms closed, so a drained node leaves nothing behind.
     */
    @Override
    public void close() {
        if (beat != null) {
            beat.shutdownNow();
            try {
                beat.awaitTermination(3, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        directory.ifPresent(d -> {
            try {
                d.deregister(id);
            } catch (Directory.Unavailable e) {
                LOG.warning("could not deregister node " + id + "; it expires from the directory in " + TTL_MS
                        + " ms: " + e.getMessage());
            } finally {
                d.close();
            }
        });
    }
}
