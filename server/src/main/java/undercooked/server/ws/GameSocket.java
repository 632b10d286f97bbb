package undercooked.server.ws;

import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Consumer;

import io.helidon.common.buffers.BufferData;
import io.helidon.http.Headers;
import io.helidon.websocket.WsCloseException;
import io.helidon.websocket.WsListener;
import io.helidon.websocket.WsSession;
import undercooked.protocol.ClientMessage;
import undercooked.protocol.CloseCode;
import undercooked.protocol.DecodeResult;
import undercooked.protocol.ErrMsg;
import undercooked.protocol.ErrorCode;
import undercooked.protocol.HelloMsg;
import undercooked.protocol.InputMsg;
import undercooked.protocol.PingMsg;
import undercooked.protocol.PongMsg;
import undercooked.protocol.Protocol;
import undercooked.protocol.Rejection;
import undercooked.protocol.ServerMessage;
import undercooked.server.meters.Refusals;
import undercooked.server.rooms.Room;
import undercooked.server.session.Session;

/**
 * The WebSocket endpoint {@code /ws/{code}}, one instance per socket. Deliberately thin: it
 * enforces what is about the connection (frame size, rate, shape, the three-strikes rule,
 * hello first) and hands every well-formed message to the {@link Room}, which owns the rest.
 * It is called one frame at a time: on a socket loop (decision 0063), or on a virtual thread for a
 * frame that {@link #mayWait}, or on the socket's own thread where no loop serves it.
 */
public final class GameSocket implements WsListener, StrictWsConnection.Guarded {

    /** Consecutive violations that end a connection as abusive (close 4404). */
    static final int STRIKES = 3;
    /** A clean close (1000) with this reason is the player's Leave: the room frees the seat at once. */
    static final String LEFT = "left";

    private final SocketServices services;
    private Connection connection;
    private Room room;
    private StringBuilder partial;
    private boolean partialTooBig;
    private TokenBucket bucket;
    private int violations;
    private String address;

    public GameSocket(SocketServices services) {
        this.services = services;
    }

    @Override
    public WireGuard guard() {
        return services.registry().guard();
    }

    @Override
    public String clientAddress(String peer, Headers upgradeHeaders) {
        address = ClientAddress.of(services.config().perAddress().proxies(), peer, upgradeHeaders);
        return address;
    }

    /**
     * Read on a loop, a frame is handled there unless it may wait: a hello (it can load a session
     * from the store) and anything before the socket is greeted. Inputs, pings and the rest take the
     * room's lock only for as long as the room's own work does.
     */
    @Override
    public boolean mayWait(String text) {
        Connection c = connection;
        return c == null || !c.greeted() || text.contains("hello");
    }

    @Override
    public void onOpen(WsSession session) {
        long now = services.clock().nanos();
        String code = codeOf(session);
        if (address == null) {
            address = session.socketContext().remotePeer().host();
        }
        Optional<Room> found = services.supervisor().find(code);
        room = found.orElse(null);
        int fromAddress = services.registry().addressOpened(address);
        connection = new Connection(session, services.registry(), code, services.config().maxSendQueue(),
                services.config().simLatencyMs(), now, gone());
        bucket = new TokenBucket(services.config().maxInputsPerS(), now);
        int cap = services.config().perAddress().maxSocketsPerAddress();
        if (fromAddress > cap) {
            services.registry().addressRefused();
            send(new ErrMsg(ErrorCode.RATE_LIMITED, "this address has " + cap + " game sockets open, the limit"
                    + " (max_sockets_per_address); close one or reconnect later", OptionalLong.empty()),
                    Refusals.Refused.HELLO);
            connection.shut(CloseCode.NORMAL, "too many sockets from this address");
            return;
        }
        if (found.isEmpty()) {
            send(new ErrMsg(ErrorCode.ROOM_GONE, "no room " + code, OptionalLong.empty()), Refusals.Refused.HELLO);
            connection.shut(CloseCode.ROOM_GONE, ErrorCode.ROOM_GONE.wire());
        }
    }

    @Override
    public void onMessage(WsSession session, String text, boolean last) {
        if (connection == null || connection.isClosing()) {
            return;
        }
        if (!last || partial != null) {
            // A fragmented message: gather it, but never hold more than the cap.
            if (partial == null) {
                partial = new StringBuilder();
            }
            if (!partialTooBig && partial.length() + text.length() <= services.config().maxMessageBytes()) {
                partial.append(text);
            } else {
                partialTooBig = true;
            }
            if (!last) {
                return;
            }
            String whole = partialTooBig ? null : partial.toString();
            partial = null;
            partialTooBig = false;
            if (whole == null) {
                frame(null);
                return;
            }
            text = whole;
        }
        frame(text);
    }

    @Override
    public void onMessage(WsSession session, BufferData buffer, boolean last) {
        if (connection == null || connection.isClosing()) {
            return;
        }
        connection.seen(services.clock().nanos());
        if (!last) {
            return;
        }
        boolean tooBig = buffer.available() > services.config().maxMessageBytes();
        violation(new Rejection(tooBig ? ErrorCode.TOO_BIG : ErrorCode.BAD_JSON, Optional.empty(),
                tooBig ? "frame exceeds " + services.config().maxMessageBytes() + " bytes"
                        : "frames are JSON text; binary frames are refused", OptionalLong.empty()));
    }

    @Override
    public void onClose(WsSession session, int status, String reason) {
        if (status == StrictWsConnection.ABNORMAL) {
            services.registry().dropped();
        }
        if (connection != null && room != null && status == CloseCode.NORMAL.code() && LEFT.equals(reason)) {
            // The client's Leave: its seat is freed now, not held for the grace (docs/PROTOCOL.md, "Close codes").
            inRoom(r -> r.leave(connection));
        }
        if (connection != null) {
            connection.teardown();
        }
    }

    @Override
    public void onError(WsSession session, Throwable t) {
        if (t instanceof WsCloseException closed) {
            services.registry().protocolClosed(closed.closeCode(), closed.getMessage(), address);
        }
        if (connection != null) {
            connection.teardown();
        }
    }

    /** One whole text frame, or null for one that was too big to keep. */
    private void frame(String text) {
        long now = services.clock().nanos();
        connection.seen(now);
        if (!bucket.take(now) && !forgiven(now)) {
            violation(new Rejection(ErrorCode.RATE_LIMITED, Optional.empty(),
                    "more than " + services.config().maxInputsPerS() + " frames a second", OptionalLong.empty()));
            return;
        }
        if (text == null) {
            violation(new Rejection(ErrorCode.TOO_BIG, Optional.empty(),
                    "frame exceeds " + services.config().maxMessageBytes() + " bytes", OptionalLong.empty()));
            return;
        }
        DecodeResult<ClientMessage> decoded = services.codec().decodeClient(text);
        if (decoded instanceof DecodeResult.Rejected<ClientMessage> rejected) {
            violation(rejected.reason());
            return;
        }
        ClientMessage message = decoded.message().orElseThrow();
        // Only a frame the connection accepts ends a run of strikes: a non-hello before hello is
        // itself a strike, so resetting first would let such frames go on for ever.
        switch (message) {
            case PingMsg ping -> {
                violations = 0;
                // Written by this reading thread when nothing else is waiting to go (no writer wake-up).
                connection.reply(services.codec().pong(new PongMsg(ping.t(), services.wallSeconds())));
            }
            case HelloMsg hello -> {
                Optional<String> malformed = hello.token().filter(t -> !Session.wellFormed(t)).map(t -> "token")
                        .or(() -> hello.name().filter(n -> !Session.wellFormed(n)).map(n -> "name"));
                if (malformed.isPresent()) {
                    // Stored as UTF-8, a lone surrogate would become '?' and two tokens one session.
                    violation(new Rejection(ErrorCode.BAD_FIELD, malformed, "must be valid text; a lone surrogate"
                            + " such as \\ud800 is not", OptionalLong.empty()));
                    return;
                }
                violations = 0;
                inRoom(r -> {
                    // Load the token's session before taking the room's lock: a stalled database
                    // then holds this socket only, not the room and its ticker thread.
                    hello.token().ifPresent(services.sessions()::find);
                    r.hello(connection, hello, () -> services.creates().take(address)).ifPresent(token -> {
                        connection.greet(token);
                        // From here on the seat's own bucket counts, across its reconnects.
                        bucket = services.buckets().of(connection.roomCode(), token, services.clock().nanos());
                    });
                });
            }
            default -> {
                if (!connection.greeted()) {
                    violation(new Rejection(ErrorCode.WRONG_STATE, Optional.empty(), "send hello first",
                            OptionalLong.empty()));
                } else {
                    violations = 0;
                    if (message instanceof InputMsg) {
                        connection.inputArrived();
                    }
                    inRoom(r -> r.receive(connection, message));
                }
            }
        }
    }

    /**
     * Whether a frame over the rate is the backlog of the server's own stall: the bucket is
     * credited what the client earned during the stall and the frame passes on that credit.
     */
    private boolean forgiven(long now) {
        Optional<StallWatch.Stall> stall = services.registry().stalls().recent(System.nanoTime());
        if (stall.isEmpty()) {
            return false;
        }
        bucket.forgive(stall.get());
        if (!bucket.take(now)) {
            return false;
        }
        services.registry().stalls().forgave();
        return true;
    }

    /** Refuses a frame; three in a row end the connection. */
    private void violation(Rejection rejection) {
        send(rejection.toErr(), Refusals.Refused.FRAME);
        if (++violations >= STRIKES) {
            connection.shut(CloseCode.ABUSE, "repeated violations");
        }
    }

    /** A room call; a room that throws is a server bug, which ends that room and nothing else. */
    private void inRoom(Consumer<Room> call) {
        try {
            call.accept(room);
        } catch (VirtualMachineError e) {
            throw e;
        } catch (Throwable e) {
            services.supervisor().abort(room, e);
        }
    }

    private Consumer<Connection> gone() {
        return c -> {
            services.registry().addressClosed(address);
            if (room != null) {
                inRoom(r -> r.disconnect(c));
            }
        };
    }

    private void send(ServerMessage message, Refusals.Refused what) {
        if (message instanceof ErrMsg e) {
            services.supervisor().refusals().count(what, e.code());
        }
        connection.offer(services.codec().encode(message), false);
    }

    static String codeOf(WsSession session) {
        String path = session.prologue().uriPath().path();
        String last = path.substring(path.lastIndexOf('/') + 1);
        return last.length() > Protocol.ROOM_CODE_MAX_CHARS ? "" : last.toUpperCase(Locale.ROOT);
    }
}
