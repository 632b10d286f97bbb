package undercooked.server.cluster;

import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import io.lettuce.core.ClientOptions;
import io.lettuce.core.KeyValue;
import io.lettuce.core.RedisClient;
import io.lettuce.core.RedisException;
import io.lettuce.core.RedisURI;
import io.lettuce.core.SocketOptions;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.api.sync.RedisCommands;

import undercooked.server.start.StartPatience;

/**
 * The room directory on Redis, through Lettuce's synchronous API on one shared connection (Lettuce
 * connections are thread safe; a command waits at most {@link #TIMEOUT}). The keys, all under
 * {@code uc:}:
 * <ul>
 * <li>{@code uc:node:ID}: a hash (url, rooms, sockets, max_rooms, draining, rooms_json) that each
 * heartbeat rewrites and gives a time to live of {@link #ttlMs}; when it expires the node is dead.
 * <li>{@code uc:nodes}: the set of node ids ever registered and not yet reaped.
 * <li>{@code uc:node:ID:rooms}: the set of codes the node holds.
 * <li>{@code uc:room:CODE}: a hash {node, state} with state {@code live} (no expiry) or
 * {@code gone} (kept {@link #GONE_KEEP_S} s, so a reconnecting player hears {@code room_gone}
 * and the code is not handed out again meanwhile).
 * <li>{@code uc:secret}: the shared forwarding secret, made once.
 * </ul>
 */
public final class RedisDirectory implements Directory {

    static final Duration TIMEOUT = Duration.ofSeconds(2);
    /** How long a dead node's codes answer {@code room_gone} before they are forgotten. */
    static final long GONE_KEEP_S = 600;
    private static final String P = "uc:";

    private final RedisClient client;
    private final StatefulRedisConnection<String, String> connection;
    private final RedisCommands<String, String> redis;
    private final long ttlMs;
    private final String shown;
    private volatile String secret;

    private RedisDirectory(RedisClient client, StatefulRedisConnection<String, String> connection, long ttlMs,
                           String shown) {
        this.client = client;
        this.connection = connection;
        this.redis = connection.sync();
        this.ttlMs = ttlMs;
        this.shown = shown;
    }

    /**
     * Connects to {@code url} ({@code redis://HOST:PORT}).
     *
     * @throws Unavailable when Redis does not answer: a node configured for many must not start alone
     */
    public static RedisDirectory connect(String url, long ttlMs) {
        Objects.requireNonNull(url, "url");
        String shown = url.replaceAll("//[^@/]*@", "//***@");
        // A Redis that is there but slow to answer (a loaded box, the client's first connection
        // loading its classes: a handshake past the timeout, a connection dropped in it) is tried
        // again for the start's patience; one that refuses the connection, or a bad address, is not.
        return StartPatience.keepTrying("the room directory at " + shown, () -> attempt(url, shown, ttlMs),
                e -> !hopeless(e));
    }

    /** Whether trying again cannot help: nothing listens there, no such host, or a bad address. */
    private static boolean hopeless(Throwable e) {
        return StartPatience.anyCause(e, t -> t instanceof java.net.ConnectException
                || t instanceof java.net.UnknownHostException || t instanceof IllegalArgumentException);
    }

    private static RedisDirectory attempt(String url, String shown, long ttlMs) {
        RedisClient client = null;
        try {
            RedisURI uri = RedisURI.create(url);
            uri.setTimeout(TIMEOUT);
            client = RedisClient.create(uri);
            client.setOptions(ClientOptions.builder()
                    .socketOptions(SocketOptions.builder().connectTimeout(TIMEOUT).build())
                    // A command issued while Redis is away fails at once instead of queueing
                    // for the reconnect: a heartbeat is sent again a second later anyway.
                    .disconnectedBehavior(ClientOptions.DisconnectedBehavior.REJECT_COMMANDS)
                    .build());
            StatefulRedisConnection<String, String> c = client.connect();
            c.sync().ping();
            return new RedisDirectory(client, c, ttlMs, shown);
        } catch (RedisException | IllegalArgumentException e) {
            if (client != null) {
                client.shutdown(Duration.ZERO, Duration.ofSeconds(1));
            }
            throw new Unavailable("cannot reach the room directory at " + shown + ": " + e.getMessage(), e);
        }
    }

    public String shown() {
        return shown;
    }

    private static String nodeKey(String id) {
        return P + "node:" + id;
    }

    private static String codesKey(String id) {
        return P + "node:" + id + ":rooms";
    }

    private static String roomKey(String code) {
        return P + "room:" + code;
    }

    @Override
    public boolean heartbeat(NodeInfo self, String roomsJson) {
        return call(() -> {
            boolean known = redis.exists(nodeKey(self.id())) > 0;
            redis.hset(nodeKey(self.id()), Map.of("url", self.url(), "rooms", Integer.toString(self.rooms()),
                    "sockets", Integer.toString(self.sockets()), "max_rooms", Integer.toString(self.maxRooms()),
                    "draining", self.draining() ? "1" : "0", "rooms_json", roomsJson));
            redis.pexpire(nodeKey(self.id()), ttlMs);
            redis.sadd(P + "nodes", self.id());
            String shared = secret;
            if (shared != null) {
                // A Redis that restarted empty gets the secret back from the first node to beat.
                redis.setnx(P + "secret", shared);
            }
            return known;
        });
    }

    @Override
    public boolean claim(String code, String node) {
        return call(() -> {
            if (!redis.hsetnx(roomKey(code), "node", node)) {
                return false;
            }
            redis.hset(roomKey(code), "state", "live");
            redis.sadd(codesKey(node), code);
            return true;
        });
    }

    @Override
    public void reassert(String node, List<String> codes) {
        call(() -> {
            for (String code : codes) {
                redis.hset(roomKey(code), Map.of("node", node, "state", "live"));
                redis.persist(roomKey(code));
                redis.sadd(codesKey(node), code);
            }
            return null;
        });
    }

    @Override
    public List<String> codesOf(String node) {
        return call(() -> redis.smembers(codesKey(node)).stream().sorted().toList());
    }

    @Override
    public void release(String node, List<String> codes) {
        if (codes.isEmpty()) {
            return;
        }
        call(() -> {
            for (String code : codes) {
                // Only a code this node still owns: never one that a reap handed back as gone.
                if (node.equals(redis.hget(roomKey(code), "node"))
                        && "live".equals(redis.hget(roomKey(code), "state"))) {
                    redis.del(roomKey(code));
                }
                redis.srem(codesKey(node), code);
            }
            return null;
        });
    }

    @Override
    public List<NodeInfo> nodes() {
        // The load fields only: placing a room must not pull every node's room rows.
        return call(() -> {
            List<NodeInfo> out = new ArrayList<>();
            for (String id : redis.smembers(P + "nodes")) {
                List<KeyValue<String, String>> f = redis.hmget(nodeKey(id), "url", "rooms", "sockets", "max_rooms",
                        "draining");
                if (!f.getFirst().hasValue()) {
                    continue;
                }
                out.add(new NodeInfo(id, f.get(0).getValue(), number(f.get(1).getValueOrElse(null)),
                        number(f.get(2).getValueOrElse(null)), number(f.get(3).getValueOrElse(null)),
                        "1".equals(f.get(4).getValueOrElse(null))));
            }
            out.sort(Comparator.comparing(NodeInfo::id));
            return out;
        });
    }

    @Override
    public List<NodeRooms> rooms() {
        return call(() -> {
            List<NodeRooms> out = new ArrayList<>();
            for (String id : redis.smembers(P + "nodes")) {
                Map<String, String> h = redis.hgetall(nodeKey(id));
                if (h.isEmpty() || !h.containsKey("url")) {
                    continue;
                }
                out.add(new NodeRooms(new NodeInfo(id, h.get("url"), number(h.get("rooms")), number(h.get("sockets")),
                        number(h.get("max_rooms")), "1".equals(h.get("draining"))),
                        h.getOrDefault("rooms_json", "[]")));
            }
            out.sort(Comparator.comparing(n -> n.node().id()));
            return out;
        });
    }

    @Override
    public String secret() {
        String s = secret;
        if (s != null) {
            return s;
        }
        byte[] bytes = new byte[24];
        new SecureRandom().nextBytes(bytes);
        String mine = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        s = call(() -> {
            redis.setnx(P + "secret", mine);
            return redis.get(P + "secret");
        });
        secret = s;
        return s;
    }

    @Override
    public Lookup lookup(String code) {
        return call(() -> {
            Map<String, String> h = redis.hgetall(roomKey(code));
            String node = h.get("node");
            if (node == null) {
                return new Lookup.Unknown();
            }
            if ("gone".equals(h.get("state"))) {
                return new Lookup.Gone(node);
            }
            Map<String, String> n = redis.hgetall(nodeKey(node));
            if (n.isEmpty() || !n.containsKey("url")) {
                // Its node stopped heartbeating and nobody has reaped it yet: gone all the same.
                return new Lookup.Gone(node);
            }
            return new Lookup.Live(new NodeInfo(node, n.get("url"), number(n.get("rooms")), number(n.get("sockets")),
                    number(n.get("max_rooms")), "1".equals(n.get("draining"))));
        });
    }

    @Override
    public List<Reaped> reap() {
        return call(() -> {
            List<Reaped> marked = new ArrayList<>();
            for (String id : redis.smembers(P + "nodes")) {
                if (redis.exists(nodeKey(id)) > 0) {
                    continue;
                }
                for (String code : redis.smembers(codesKey(id))) {
                    if (id.equals(redis.hget(roomKey(code), "node"))) {
                        redis.hset(roomKey(code), "state", "gone");
                        redis.expire(roomKey(code), GONE_KEEP_S);
                        marked.add(new Reaped(code, id));
                    }
                }
                redis.del(codesKey(id));
                redis.srem(P + "nodes", id);
            }
            return marked;
        });
    }

    @Override
    public void markGone(String code, String node, long keepSeconds) {
        call(() -> {
            if (redis.hsetnx(roomKey(code), "node", node)) {
                redis.hset(roomKey(code), "state", "gone");
                redis.expire(roomKey(code), Math.max(1, keepSeconds));
            }
            return null;
        });
    }

    @Override
    public void deregister(String node) {
        call(() -> {
            for (String code : redis.smembers(codesKey(node))) {
                if (node.equals(redis.hget(roomKey(code), "node"))) {
                    redis.del(roomKey(code));
                }
            }
            redis.del(codesKey(node), nodeKey(node));
            redis.srem(P + "nodes", node);
            return null;
        });
    }

    private static int number(String s) {
        try {
            return s == null ? 0 : Integer.parseInt(s);
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private interface Call<T> {
        T run();
    }

    private <T> T call(Call<T> call) {
        try {
            return call.run();
        } catch (RedisException e) {
            throw new Unavailable("the room directory at " + shown + " did not answer: " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        try {
            connection.close();
        } finally {
            client.shutdown(Duration.ZERO, Duration.ofSeconds(2));
        }
    }
}
