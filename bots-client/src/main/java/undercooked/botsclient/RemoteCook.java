package undercooked.botsclient;

import java.util.Optional;

import okhttp3.Response;
import okhttp3.WebSocket;
import okhttp3.WebSocketListener;

import undercooked.bots.Bot;
import undercooked.bots.BotView;
import undercooked.protocol.ClientMessage;
import undercooked.protocol.CountdownMsg;
import undercooked.protocol.ErrMsg;
import undercooked.protocol.Face;
import undercooked.protocol.FullFrame;
import undercooked.protocol.HelloMsg;
import undercooked.protocol.InputMsg;
import undercooked.protocol.LobbyMsg;
import undercooked.protocol.NextLevelMsg;
import undercooked.protocol.PingMsg;
import undercooked.protocol.PlayerSnap;
import undercooked.protocol.Protocol;
import undercooked.protocol.ReadyMsg;
import undercooked.protocol.RoomState;
import undercooked.protocol.RoundMsg;
import undercooked.protocol.SeatWire;
import undercooked.protocol.ServerMessage;
import undercooked.protocol.SnapMsg;
import undercooked.protocol.SnapshotView;
import undercooked.protocol.StartMsg;
import undercooked.protocol.Vec2Msg;
import undercooked.protocol.WelcomeMsg;
import undercooked.protocol.WireCodec;
import undercooked.sim.Kitchen;
import undercooked.sim.PlayerInput;

/**
 * One bot cook on its own socket, playing as a person's client does: {@code hello}, ready in the
 * lobby (or, as its room's host, start once every cook sits and play on after each verdict), and
 * in a round one {@code input} a snapshot, sent when it changes and at least twice a second, from
 * a {@link BotView} of the merged snapshot stream. Pings keep the heartbeat while nothing else goes.
 */
final class RemoteCook extends WebSocketListener {

    private static final WireCodec CODEC = new WireCodec();
    /** A held intent is sent again after this long, as the browser's keep-alive does. */
    private static final long RESEND_NANOS = 500_000_000L;
    private static final long PING_NANOS = 2_000_000_000L;

    private final RemoteRoom room;
    private final int index;
    private final Optional<String> token;
    private WebSocket socket;
    private int seat = -1;
    private boolean host;
    private Optional<String> levelId = Optional.empty();
    private SnapshotView snaps = new SnapshotView();
    private Kitchen kitchen;
    private Bot bot;
    private long roundKey;
    private long seq;
    private PlayerInput last;
    private long lastSentAt;
    private long lastPingAt;
    private boolean startSent;
    private boolean readySent;
    private boolean leaving;
    private int roundsEnded;

    RemoteCook(RemoteRoom room, int index, Optional<String> token) {
        this.room = room;
        this.index = index;
        this.token = token;
    }

    @Override
    public synchronized void onOpen(WebSocket webSocket, Response response) {
        socket = webSocket;
        send(new HelloMsg(Protocol.PROTOCOL_VERSION, token, Optional.of("Bot " + (index + 1))));
    }

    @Override
    public synchronized void onMessage(WebSocket webSocket, String text) {
        Optional<ServerMessage> decoded = CODEC.decodeServer(text).message();
        if (decoded.isEmpty()) {
            return;
        }
        switch (decoded.get()) {
            case WelcomeMsg w -> {
                seat = w.you().seat();
                host = w.you().host();
                w.level().ifPresent(this::level);
            }
            case LobbyMsg l -> lobby(l);
            case CountdownMsg c -> {
                if (c.n() == 3) {
                    newRound();
                }
            }
            case SnapMsg s -> snap(s);
            case RoundMsg r -> {
                boolean more = room.roundEnded(r, index, ++roundsEnded);
                bot = null;
                if (!more) {
                    leave();
                } else if (host) {
                    send(new NextLevelMsg());
                }
            }
            case ErrMsg e -> room.said("cook " + (index + 1) + " was told " + e.code().wire() + ": " + e.msg());
            default -> {
            }
        }
        ping();
    }

    private void lobby(LobbyMsg l) {
        l.level().ifPresent(this::level);
        host = l.hostSeat().isPresent() && l.hostSeat().getAsInt() == seat;
        if (l.state() != RoomState.LOBBY || seat < 0) {
            return;
        }
        Optional<SeatWire> mine = l.seats().stream().filter(s -> s.index() == seat).findFirst();
        // Ready toggles: sent once a lobby visit, or a lobby frame that crossed it would undo it.
        if (!host && mine.isPresent() && !mine.get().ready() && !readySent) {
            readySent = true;
            send(new ReadyMsg());
        }
        long people = l.seats().stream().filter(s -> s.bot().isEmpty()).count();
        if (host && room.expected > 0 && people >= room.expected && l.canStart() && !startSent) {
            startSent = true;
            send(new StartMsg());
        }
    }

    private void level(String id) {
        if (levelId.filter(id::equals).isEmpty()) {
            levelId = Optional.of(id);
            kitchen = room.kitchen(id);
            snaps = new SnapshotView(WireView.atRest(kitchen));
        }
    }

    private void newRound() {
        startSent = false;
        readySent = false;
        bot = null;
        roundKey++;
        if (kitchen != null) {
            snaps = new SnapshotView(WireView.atRest(kitchen));
        }
    }

    /**
     * A frame after which the round takes no input: its clock has run out, or the team reached the
     * target, which ends the round at the next tick (RoundClock). A clean-clone CI saw a cook send
     * one more input after a round won early, refused with wrong_state.
     */
    static boolean roundOver(FullFrame f) {
        return f.timeLeft() <= 0 || (f.target() > 0 && f.score() >= f.target());
    }

    private void snap(SnapMsg s) {
        if (kitchen == null || !snaps.apply(s.raw())) {
            return;
        }
        Optional<FullFrame> frame = snaps.current();
        if (frame.isEmpty()) {
            return;
        }
        Optional<PlayerSnap> me = frame.get().players().stream().filter(p -> p.seat() == seat).findFirst();
        if (me.isEmpty() || roundOver(frame.get())) {
            // the round's last frame: an input now arrives after the round and is refused (wrong_state)
            return;
        }
        BotView view = WireView.of(kitchen, frame.get());
        PlayerInput next;
        synchronized (room) {
            if (bot == null) {
                bot = room.bot(me.get().id(), roundKey, index);
            }
            next = bot.next(view);
        }
        long now = System.nanoTime();
        boolean changed = last == null || !last.move().equals(next.move()) || last.action() != next.action()
                || !last.face().equals(next.face());
        if (changed || now - lastSentAt >= RESEND_NANOS) {
            last = next;
            lastSentAt = now;
            send(new InputMsg(++seq, new Vec2Msg(down3(next.move().x()), down3(next.move().y())), next.action(),
                    next.face().map(f -> Face.fromIndex(f.ordinal()).orElseThrow())));
        }
    }

    /**
     * Three decimals toward zero, as the server keeps a move: a unit diagonal's 0.7071067811865476
     * squared twice is a hair above 1, which the wire refuses; 0.707 is not.
     */
    private static double down3(double v) {
        return (v < 0 ? Math.ceil(v * 1000.0) : Math.floor(v * 1000.0)) / 1000.0 + 0.0;
    }

    /** A ping when none went for a while: the room's heartbeat, in the lobby too (the command's timer calls it). */
    synchronized void ping() {
        long now = System.nanoTime();
        if (now - lastPingAt >= PING_NANOS) {
            lastPingAt = now;
            send(new PingMsg(System.currentTimeMillis()));
        }
    }

    private void send(ClientMessage m) {
        if (socket != null && !leaving) {
            socket.send(CODEC.encode(m));
        }
    }

    synchronized void leave() {
        if (!leaving && socket != null) {
            leaving = true;
            socket.close(1000, "bots done");
        }
    }

    @Override
    public void onClosing(WebSocket webSocket, int code, String reason) {
        webSocket.close(1000, null);
    }

    @Override
    public void onClosed(WebSocket webSocket, int code, String reason) {
        room.cookClosed();
    }

    @Override
    public void onFailure(WebSocket webSocket, Throwable t, Response response) {
        room.said("cook " + (index + 1) + " lost its socket: " + t.getMessage());
        room.cookClosed();
    }
}
