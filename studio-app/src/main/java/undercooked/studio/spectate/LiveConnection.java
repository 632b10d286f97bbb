package undercooked.studio.spectate;

import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import okhttp3.WebSocket;
import okhttp3.WebSocketListener;
import okio.ByteString;
import undercooked.protocol.CloseCode;
import undercooked.protocol.DecodeResult;
import undercooked.protocol.HelloMsg;
import undercooked.protocol.PingMsg;
import undercooked.protocol.Protocol;
import undercooked.protocol.Role;
import undercooked.protocol.ServerMessage;
import undercooked.protocol.WireCodec;

/**
 * One watcher's socket to one room over OkHttp: opens {@code /ws/{code}}, says hello as a
 * spectator, pings once a second (the RTT, and the server closes silent sockets), decodes every
 * frame with the protocol's strict codec and hands it to the listener on the UI executor. On a
 * drop it reconnects with backoff (0.5 s doubling to 8 s), except where the close code says not to
 * (room gone, evicted, abuse, another protocol version): then it stops and says why.
 */
public final class LiveConnection implements AutoCloseable {
    /** What the connection reports, always on the UI executor. */
    public interface Listener {
        void opened();

        void message(ServerMessage m, long receivedNanos);

        /** A frame the codec refused: named, counted, and the socket goes on. */
        void refused(String problem);

        void pong(long rttMillis);

        /** The socket dropped; {@code retryInMillis} empty means it will not come back. */
        void dropped(int code, String reason, Optional<Long> retryInMillis);
    }

    private static final WireCodec CODEC = new WireCodec();
    static final long[] BACKOFF_MS = {500, 1000, 2000, 4000, 8000};

    private final OkHttpClient http;
    private final String wsUrl;
    private final Listener listener;
    private final Executor ui;
    private final ScheduledExecutorService timers;
    private final HelloMsg hello;
    private volatile WebSocket socket;
    private volatile boolean closed;
    private int attempt;
    private ScheduledFuture<?> pinger;

    /**
     * @param baseUrl the server, {@code http://host:port}
     * @param ui where listener calls run (the FX thread in the app)
     * @param timers pings and reconnect delays
     */
    public LiveConnection(OkHttpClient http, String baseUrl, String code, HelloMsg hello, Listener listener, Executor ui,
                          ScheduledExecutorService timers) {
        this.http = Objects.requireNonNull(http, "http");
        this.wsUrl = baseUrl.replaceFirst("^http", "ws") + "/ws/" + Objects.requireNonNull(code, "code");
        this.hello = Objects.requireNonNull(hello, "hello");
        this.listener = Objects.requireNonNull(listener, "listener");
        this.ui = Objects.requireNonNull(ui, "ui");
        this.timers = Objects.requireNonNull(timers, "timers");
    }

    /** A spectator's hello: no token (a watcher has no seat to come back to), the studio's name. */
    public static HelloMsg spectatorHello(String name) {
        return new HelloMsg(Protocol.PROTOCOL_VERSION, Optional.empty(), Optional.of(name), Optional.of(Role.WATCH));
    }

    public void open() {
        if (closed) {
            return;
        }
        Request req;
        try {
            req = new Request.Builder().url(wsUrl).build();
        } catch (IllegalArgumentException e) {
            ui.execute(() -> listener.dropped(-1, "'" + wsUrl + "' is not a server address", Optional.empty()));
            return;
        }
        socket = http.newWebSocket(req, new WebSocketListener() {
            @Override
            public void onOpen(WebSocket ws, Response response) {
                attempt = 0;
                ws.send(CODEC.encode(hello));
                startPings(ws);
                ui.execute(listener::opened);
            }

            @Override
            public void onMessage(WebSocket ws, String text) {
                long at = System.nanoTime();
                DecodeResult<ServerMessage> d = CODEC.decodeServer(text);
                if (d.message().isEmpty()) {
                    String why = d.rejection().map(r -> r.code().wire() + r.field().map(f -> " at " + f).orElse("")
                            + ": " + r.message()).orElse("undecodable");
                    ui.execute(() -> listener.refused(why));
                    return;
                }
                ServerMessage m = d.message().get();
                if (m instanceof undercooked.protocol.PongMsg p) {
                    long rtt = Math.max(0, System.currentTimeMillis() - p.t());
                    ui.execute(() -> listener.pong(rtt));
                    return;
                }
                ui.execute(() -> listener.message(m, at));
            }

            @Override
            public void onMessage(WebSocket ws, ByteString bytes) {
                ui.execute(() -> listener.refused("a binary frame; the protocol is text only"));
            }

            @Override
            public void onClosing(WebSocket ws, int code, String reason) {
                ws.close(1000, null);
                lost(code, reason);
            }

            @Override
            public void onFailure(WebSocket ws, Throwable t, Response response) {
                lost(-1, response != null ? "the server answered " + response.code() + " to the upgrade"
                        : t.getClass().getSimpleName() + (t.getMessage() == null ? "" : ": " + t.getMessage()));
            }
        });
    }

    private void startPings(WebSocket ws) {
        stopPings();
        pinger = timers.scheduleAtFixedRate(() -> ws.send(CODEC.encode(new PingMsg(System.currentTimeMillis()))),
                0, 1, TimeUnit.SECONDS);
    }

    private synchronized void stopPings() {
        if (pinger != null) {
            pinger.cancel(false);
            pinger = null;
        }
    }

    private void lost(int code, String reason) {
        stopPings();
        if (closed) {
            return;
        }
        Optional<CloseCode> cc = CloseCode.fromCode(code);
        boolean finalStop = cc.map(LiveConnection::isFinal).orElse(false);
        if (finalStop) {
            ui.execute(() -> listener.dropped(code, reason, Optional.empty()));
            return;
        }
        long wait = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)];
        attempt++;
        ui.execute(() -> listener.dropped(code, reason, Optional.of(wait)));
        timers.schedule(this::open, wait, TimeUnit.MILLISECONDS);
    }

    /** Close codes after which reconnecting cannot help (docs/PROTOCOL.md, close codes). */
    static boolean isFinal(CloseCode c) {
        return switch (c) {
            case ROOM_GONE, EVICTED, ABUSE, PROTOCOL_MISMATCH, ROOM_FULL -> true;
            default -> false;
        };
    }

    /** Drops the socket hard (tests: a network that fails); the connection reconnects as on any drop. */
    public void dropForTest() {
        WebSocket ws = socket;
        if (ws != null) {
            ws.cancel();
        }
    }

    @Override
    public void close() {
        closed = true;
        stopPings();
        WebSocket ws = socket;
        if (ws != null) {
            ws.close(1000, "the watcher left");
        }
    }
}
