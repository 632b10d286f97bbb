package undercooked.server.it;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import okhttp3.WebSocket;
import okhttp3.WebSocketListener;
import okio.ByteString;
import undercooked.levels.Campaign;
import undercooked.protocol.ClientMessage;
import undercooked.protocol.FullFrame;
import undercooked.protocol.LobbyMsg;
import undercooked.protocol.PingMsg;
import undercooked.protocol.PlayerSnap;
import undercooked.protocol.ServerMessage;
import undercooked.protocol.SnapMsg;
import undercooked.protocol.SnapshotView;
import undercooked.protocol.WelcomeMsg;
import undercooked.protocol.WireCodec;
import undercooked.server.wire.SnapshotEncoder;

/**
 * A scripted game client over a real OkHttp WebSocket: frames arrive on OkHttp's reader thread
 * into a queue (and a merged snapshot view), and the test waits on them with bounded timeouts.
 */
final class WsClient implements AutoCloseable {

    static final Duration WAIT = Duration.ofSeconds(5);
    private static final WireCodec CODEC = new WireCodec();

    private final LinkedBlockingQueue<ServerMessage> inbox = new LinkedBlockingQueue<>();
    private final CompletableFuture<Integer> closed = new CompletableFuture<>();
    private final CompletableFuture<Boolean> opened = new CompletableFuture<>();
    private static final Campaign CAMPAIGN = Campaign.builtIn();
    private static final SnapshotEncoder ENCODER = new SnapshotEncoder();
    private final SnapshotView view = new SnapshotView();
    /** Every frame as it came: its type, whether a full snap, its UTF-8 size, when (for the budget tests). */
    final java.util.concurrent.ConcurrentLinkedQueue<Received> received = new java.util.concurrent.ConcurrentLinkedQueue<>();

    record Received(String type, boolean full, int bytes, long nanos) {
    }
    private volatile String levelId = "";
    final WebSocket socket;

    WsClient(OkHttpClient http, int port, String code) {
        this(http, "ws://127.0.0.1:" + port + "/ws/" + code);
    }

    /** A client of the socket at {@code url}: a room's {@code ws_url} as a node answered it. */
    WsClient(OkHttpClient http, String url) {
        Request req = new Request.Builder().url(url).build();
        socket = http.newWebSocket(req, new WebSocketListener() {
            @Override
            public void onOpen(WebSocket ws, Response response) {
                opened.complete(true);
            }

            @Override
            public void onMessage(WebSocket ws, String text) {
                ServerMessage m = CODEC.decodeServer(text).message()
                        .orElseThrow(() -> new AssertionError("undecodable server frame " + text));
                received.add(new Received(m.type().wire(), m instanceof SnapMsg s && s.raw() instanceof FullFrame,
                        WireCodec.utf8Length(text), System.nanoTime()));
                switch (m) {
                    case SnapMsg snap -> {
                        synchronized (view) {
                            view.apply(snap.raw());
                        }
                    }
                    case WelcomeMsg w -> w.level().ifPresent(WsClient.this::levelNamed);
                    case LobbyMsg l -> l.level().ifPresent(WsClient.this::levelNamed);
                    default -> { }
                }
                inbox.add(m);
            }

            @Override
            public void onClosing(WebSocket ws, int code, String reason) {
                closed.complete(code);
                ws.close(1000, null);
            }

            @Override
            public void onFailure(WebSocket ws, Throwable t, Response response) {
                opened.complete(false);
                closed.complete(-1);
            }

            @Override
            public void onMessage(WebSocket ws, ByteString bytes) {
                throw new AssertionError("the server sent a binary frame");
            }
        });
    }

    /**
     * The stations at rest of the level the room names, as the browser learns them from the level
     * file: a campaign level's (a play-test room's scoped level is not in the campaign; its view
     * then has only the stations the frames carry).
     */
    private void levelNamed(String id) {
        if (id.equals(levelId)) {
            return;
        }
        levelId = id;
        CAMPAIGN.load(id).ifPresent(level -> {
            synchronized (view) {
                view.rest(ENCODER.atRest(level.kitchen()));
            }
        });
    }

    /**
     * Pings every second, as a real client does: the server closes a socket that stays silent
     * for 12 s, which a scripted client waiting out a round otherwise would be.
     */
    WsClient keepAlive() {
        Thread.ofVirtual().start(() -> {
            long t = 0;
            while (!closed.isDone()) {
                socket.send(CODEC.encode(new PingMsg(t++)));
                try {
                    Thread.sleep(1000);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        return this;
    }

    void send(ClientMessage m) {
        socket.send(CODEC.encode(m));
    }

    void sendRaw(String text) {
        socket.send(text);
    }

    /** The next message of this type matching {@code test}, skipping others; fails after {@link #WAIT}. */
    <T extends ServerMessage> T expect(Class<T> type, Predicate<T> test) {
        return expect(type, test, WAIT);
    }

    /** As {@link #expect(Class, Predicate)} with an explicit bound, for waits the game itself paces. */
    <T extends ServerMessage> T expect(Class<T> type, Predicate<T> test, Duration bound) {
        long deadline = System.nanoTime() + bound.toNanos();
        java.util.ArrayDeque<String> skipped = new java.util.ArrayDeque<>();
        while (true) {
            long left = deadline - System.nanoTime();
            ServerMessage m;
            try {
                m = left <= 0 ? null : inbox.poll(left, TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
            if (m == null) {
                throw new AssertionError("no " + type.getSimpleName() + " within " + bound + "; skipped " + skipped);
            }
            skipped.add(m instanceof SnapMsg s ? "snap@" + s.raw().tick() + s.raw().events() : m.toString());
            if (skipped.size() > 8) {
                skipped.removeFirst();
            }
            if (type.isInstance(m) && test.test(type.cast(m))) {
                return type.cast(m);
            }
        }
    }

    <T extends ServerMessage> T expect(Class<T> type) {
        return expect(type, m -> true);
    }

    /** Everything that arrives within {@code window}: a bounded drain, never "until quiet". */
    List<ServerMessage> collect(Duration window) {
        List<ServerMessage> out = new ArrayList<>();
        long deadline = System.nanoTime() + window.toNanos();
        try {
            for (long left; (left = deadline - System.nanoTime()) > 0; ) {
                ServerMessage m = inbox.poll(left, TimeUnit.NANOSECONDS);
                if (m != null) {
                    out.add(m);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return out;
    }

    /** The cook with this sim id in the merged view, if the view has one. */
    Optional<PlayerSnap> cook(String id) {
        return view().current().flatMap(f -> f.players().stream().filter(p -> p.id().equals(id)).findFirst());
    }

    /** Polls a condition on the merged view, reading frames meanwhile, up to {@link #WAIT}. */
    void waitFor(java.util.function.BooleanSupplier condition, String what) {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out waiting until " + what);
            }
            collect(Duration.ofMillis(50));
        }
    }

    SnapshotView view() {
        synchronized (view) {
            SnapshotView copy = new SnapshotView();
            view.current().ifPresent(copy::apply);
            return copy;
        }
    }

    /** The close code the server sent (-1 for a broken transport); fails after {@link #WAIT}. */
    int closeCode() {
        return closeCodeWithin(WAIT);
    }

    int closeCodeWithin(Duration bound) {
        try {
            return closed.get(bound.toMillis(), TimeUnit.MILLISECONDS);
        } catch (Exception e) {
            throw new AssertionError("the server did not close within " + WAIT, e);
        }
    }

    boolean isClosed() {
        return closed.isDone();
    }

    @Override
    public void close() {
        closed.complete(-2);
        socket.cancel();
    }
}
