package undercooked.bench;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CountDownLatch;

/**
 * One bench bot's game state and what it measures. Its socket is a {@link SocketBots.Bot}; its
 * frames arrive on the selector thread, which is the only thread that touches the fields below
 * after the hand-over (the latches and volatiles are what the main thread reads).
 *
 * <p>Every frame is read in full and its bytes counted, but only its type prefix is looked at:
 * that is all the echo, snap and lobby figures need. Parsing each frame as JSON would measure
 * the bench's parser rather than the server.
 */
final class BenchBot {

    private static final byte[] SNAP = "{\"type\":\"snap\"".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] WELCOME = "{\"type\":\"welcome\"".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] LOBBY = "{\"type\":\"lobby\"".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] ERR = "{\"type\":\"err\"".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] ROUND = "{\"type\":\"round\"".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] PONG = "{\"type\":\"pong\"".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] T = ",\"t\":".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] COUNTDOWN = "{\"type\":\"countdown\"".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] TIME_LIMIT = "\"time_limit_s\":".getBytes(StandardCharsets.US_ASCII);
    /**
     * A round's clock runs on the server from its first tick and reaches the bot with the first
     * snapshot, a tick or more later: the bot stops this much before its own reading of the end.
     */
    private static final long ROUND_END_MARGIN_NANOS = 100_000_000L;
    /** Pings in flight a bot remembers (one every 200 ms: four are 800 ms of round trip). */
    private static final int PINGS_KEPT = 4;

    final int index;
    final String token;
    /** A spectator socket: it reads and counts frames, sends only pings, and has no echo. */
    final boolean watcher;
    SocketBots.Bot socket;
    /** The selector thread this bot's socket belongs to; its frames and sends run there only. */
    SocketBots shard;
    /** Its selector thread's list of bots the thread's beat drives; it joins when welcomed. */
    List<BenchBot> beat;
    final long startedAt = System.nanoTime();
    volatile long welcomeNanos;
    volatile boolean canStart;
    /** A verdict came (a host answers it with next_level on the selector thread): rounds back to back. */
    boolean roundOver;
    /** Its round has started (a snapshot came): the beat sends it inputs, not only pings. */
    boolean sawSnap;
    /**
     * Between a verdict and the next round's first snapshot: a player's client sends no inputs
     * then, and the server would answer each with a wrong_state err (240,000 of them in a minute
     * at 300 rooms with 30 s rounds: load no real room makes).
     */
    boolean betweenRounds;
    /** The coming round's length (its countdown's {@code time_limit_s}); its first snapshot starts the clock. */
    int comingRoundS;
    /**
     * When the round being played ends by its clock ({@link System#nanoTime}), 0 when not known:
     * a player's client sends no inputs once its round's time is up, and the server would answer
     * each one through the verdict's 1 s settle with a wrong_state err (21 a round).
     */
    long roundEndsAt;

    /** The round's time is up by its clock: pings only until the next round. */
    boolean clockRanOut(long now) {
        return roundEndsAt != 0 && now >= roundEndsAt;
    }

    /** When the oldest input not yet followed by a snapshot was sent; 0 when none is pending. */
    long pendingInputAt;
    long seq;
    /** The last pings sent, their {@code t} and when, to time each pong against its own ping. */
    private final long[] pingT = new long[PINGS_KEPT];
    private final long[] pingAt = new long[PINGS_KEPT];
    private int pingsSent;

    /** A ping with {@code t} is going out now (the selector thread's). */
    void pinged(long t, long now) {
        int i = pingsSent++ % PINGS_KEPT;
        pingT[i] = t;
        pingAt[i] = now;
    }

    /** When the ping with {@code t} went out, or 0 when it is not one of the last few. */
    private long pingSentAt(long t) {
        for (int i = 0; i < PINGS_KEPT; i++) {
            if (pingAt[i] != 0 && pingT[i] == t) {
                long at = pingAt[i];
                pingAt[i] = 0;
                return at;
            }
        }
        return 0;
    }

    BenchBot(int index, String token) {
        this(index, token, false);
    }

    BenchBot(int index, String token, boolean watcher) {
        this.index = index;
        this.token = token;
        this.watcher = watcher;
    }

    /** The frames of every bot, one handler for the selector thread. */
    static SocketBots.Handler handler(BenchStats stats, CountDownLatch welcomed, CountDownLatch playing,
                                      CountDownLatch watching) {
        return new SocketBots.Handler() {
            @Override
            public void onText(SocketBots.Bot socket, ByteBuffer frame, int from, int length, long now) {
                BenchBot bot = (BenchBot) socket.owner;
                if (bot.watcher) {
                    if (startsWith(frame, from, length, SNAP)) {
                        stats.watched(length);
                    } else if (startsWith(frame, from, length, WELCOME)) {
                        bot.welcomeNanos = now - bot.startedAt;
                        watching.countDown();
                    }
                    return;
                }
                stats.bytes(length);
                if (startsWith(frame, from, length, SNAP)) {
                    long sentAt = bot.pendingInputAt;
                    if (sentAt != 0) {
                        bot.pendingInputAt = 0;
                        stats.echo(now - sentAt);
                    }
                    stats.snap(length);
                    bot.betweenRounds = false;
                    if (bot.comingRoundS > 0) {
                        bot.roundEndsAt = now + bot.comingRoundS * 1_000_000_000L - ROUND_END_MARGIN_NANOS;
                        bot.comingRoundS = 0;
                    }
                    if (!bot.sawSnap) {
                        // Inputs from here on: its round has started (the ramp starts rooms step by step).
                        bot.sawSnap = true;
                        playing.countDown();
                    }
                } else if (startsWith(frame, from, length, WELCOME)) {
                    bot.welcomeNanos = now - bot.startedAt;
                    // The welcome can come before connect() has returned the socket to the ramp's
                    // thread: the beat must not see a bot without it (a null here stopped this thread).
                    bot.socket = socket;
                    // Beaten from now on: pings only until its round starts, so a bot whose room
                    // waits (the ramp waiting for /readyz) is not closed by the heartbeat.
                    if (bot.beat != null && bot.welcomeNanos != 0 && !bot.beat.contains(bot)) {
                        bot.beat.add(bot);
                    }
                    welcomed.countDown();
                } else if (startsWith(frame, from, length, COUNTDOWN)) {
                    bot.comingRoundS = (int) Math.max(0, numberAfter(frame, from, length, TIME_LIMIT));
                    bot.roundEndsAt = 0;
                } else if (startsWith(frame, from, length, PONG)) {
                    long sentAt = bot.pingSentAt(numberAfter(frame, from, length, T));
                    if (sentAt != 0) {
                        stats.pingTrip(now - sentAt);
                    }
                } else if (startsWith(frame, from, length, ERR)) {
                    byte[] text = new byte[length];
                    frame.get(from, text);
                    stats.refusedWith(new String(text, StandardCharsets.UTF_8));
                } else if (startsWith(frame, from, length, ROUND)) {
                    bot.roundOver = true;
                    bot.betweenRounds = true;
                } else if (startsWith(frame, from, length, LOBBY)) {
                    byte[] text = new byte[length];
                    frame.get(from, text);
                    // The latest lobby decides: a start is refused while any seated guest is not ready.
                    bot.canStart = new String(text, StandardCharsets.UTF_8).contains("\"can_start\":true");
                }
            }

            @Override
            public void onClose(SocketBots.Bot socket, int code, String reason) {
                (((BenchBot) socket.owner).watcher ? stats.watcherCloses : stats.closes).increment();
                stats.closedWith(code, reason);
            }
        };
    }

    /** The {@code t} of a pong ({@code {"type":"pong","p":4,"t":123,...}}), or -1 when it is not there. */
    static long pongT(ByteBuffer frame, int from, int length) {
        return numberAfter(frame, from, length, T);
    }

    /**
     * The whole number right after the first {@code key} in the frame (a pong's {@code ,"t":}, a
     * countdown's {@code "time_limit_s":}), or -1 when the key or its digits are not there. Only
     * for the short frames these are: the search is a plain scan.
     */
    static long numberAfter(ByteBuffer frame, int from, int length, byte[] key) {
        int end = from + length;
        int at = -1;
        search:
        for (int i = from; i + key.length <= end; i++) {
            for (int k = 0; k < key.length; k++) {
                if (frame.get(i + k) != key[k]) {
                    continue search;
                }
            }
            at = i + key.length;
            break;
        }
        if (at < 0) {
            return -1;
        }
        long t = 0;
        int digits = 0;
        for (; at < end && digits < 18; at++, digits++) {
            byte c = frame.get(at);
            if (c < '0' || c > '9') {
                break;
            }
            t = t * 10 + (c - '0');
        }
        return digits == 0 ? -1 : t;
    }

    private static boolean startsWith(ByteBuffer frame, int from, int length, byte[] prefix) {
        if (length < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if (frame.get(from + i) != prefix[i]) {
                return false;
            }
        }
        return true;
    }
}
