package undercooked.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

import undercooked.protocol.HelloMsg;
import undercooked.protocol.InputMsg;
import undercooked.protocol.PingMsg;
import undercooked.protocol.StartMsg;
import undercooked.protocol.Vec2Msg;
import undercooked.protocol.WireCodec;
import undercooked.server.EmbeddedServer;
import undercooked.server.ServerConfig;

/**
 * {@code bench abuse}: the bundled server with a few honest rooms (one 20 Hz player each, over
 * real loopback WebSockets) while 2, 20 and 200 hostile sockets flood it from other loopback
 * addresses, a quarter each with 125-byte pings, endless one-byte continuations, bad frames
 * (broken JSON, which ends in 4404, then a new socket 50 ms later) and half-open HTTP requests
 * (half a request's headers, then held until the server closes it, then another). Per level it reports the honest players' snapshots a second (the worst
 * player's), their worst gap between two snapshots, and the server's log bytes per hostile
 * socket (every log record, formatted as the console would). Targets (issue 26): at least 19.5
 * snapshots a second, worst gap under 250 ms, under 10 log bytes a hostile socket.
 *
 * <p>Usage: {@code ./undercooked bench abuse [--seconds S] [--rooms N] [--levels 2,20,200]}
 * (defaults 10, 4, 2,20,200). Server and attackers share this JVM and the machine's cores, as an
 * attacker on the same host would.
 */
public final class AbuseBench {

    private static final WireCodec CODEC = new WireCodec();
    /** Hostile sockets come from these loopback addresses in turn (a few clients, not one). */
    private static final int HOSTILE_ADDRESSES = 4;

    private AbuseBench() {
    }

    /** One level's figures. */
    record Figures(int hostile, long hostileFrames, double snapsPerS, long worstGapMs, double logBytesPerSocket,
                   long logBytes, long paced, long refused) {
    }

    public static void main(String[] args) throws Exception {
        BenchArgs a = BenchArgs.parse("bench abuse", "./undercooked bench abuse [--seconds S] [--rooms N]"
                + " [--levels 2,20,200]", List.of("seconds", "rooms", "levels"), args);
        int seconds = a.integer("seconds", 10, 2, 600);
        int rooms = a.integer("rooms", 4, 1, 50);
        List<Integer> levels = new ArrayList<>();
        for (String s : a.text("levels", "2,20,200").split(",")) {
            try {
                levels.add(Integer.parseInt(s.strip()));
            } catch (NumberFormatException e) {
                a.fail("--levels must be whole numbers separated by commas, got '" + s + "'");
            }
        }
        run(rooms, seconds, levels, System.out);
    }

    static List<Figures> run(int rooms, int seconds, List<Integer> levels, PrintStream out) throws Exception {
        LogBytes log = new LogBytes();
        Logger.getLogger("").addHandler(log);
        List<Figures> all = new ArrayList<>();
        ServerConfig config = ServerConfig.ephemeral().with("max_creates_per_min", "10000")
                .with("max_rooms_per_address", "1000");
        try (EmbeddedServer server = EmbeddedServer.start(config)) {
            out.printf(Locale.ROOT, "bench abuse: %d honest rooms (one 20 Hz player each), %d s a level; hostile"
                    + " sockets from %d loopback addresses (pings, fragments, bad frames, half-sent HTTP)%n", rooms,
                    seconds, HOSTILE_ADDRESSES);
            out.println("hostile  frames_sent  snaps/s(worst player)  worst_gap_ms  log_bytes  log_bytes/socket"
                    + "  frames_paced  sockets_refused");
            List<Honest> players = new ArrayList<>();
            HttpClient http = HttpClient.newHttpClient();
            for (int i = 0; i < rooms; i++) {
                players.add(Honest.start(http, server.port()));
            }
            for (int level : levels) {
                Figures f = level(server, players, level, seconds, log, http);
                all.add(f);
                out.printf(Locale.ROOT, "%7d  %11d  %21.2f  %12d  %9d  %16.2f  %12d  %15d%n", f.hostile(),
                        f.hostileFrames(), f.snapsPerS(), f.worstGapMs(), f.logBytes(), f.logBytesPerSocket(),
                        f.paced(), f.refused());
            }
            players.forEach(Honest::stop);
        } finally {
            Logger.getLogger("").removeHandler(log);
        }
        out.println("targets: >= 19.5 snapshots a second, worst gap < 250 ms, < 10 log bytes a hostile socket");
        return all;
    }

    private static Figures level(EmbeddedServer server, List<Honest> players, int hostile, int seconds, LogBytes log,
                                 HttpClient http) throws Exception {
        long paced0 = stat(http, server.port(), "frames_paced");
        long refused0 = stat(http, server.port(), "sockets_refused_per_address");
        AtomicBoolean stop = new AtomicBoolean();
        AtomicLong sent = new AtomicLong();
        List<Thread> attackers = new ArrayList<>();
        String target = players.getFirst().code;
        for (int i = 0; i < hostile; i++) {
            InetAddress from = InetAddress.getByName("127.0.0." + (2 + i % HOSTILE_ADDRESSES));
            Kind kind = Kind.values()[i % Kind.values().length];
            attackers.add(Thread.ofPlatform().name("hostile-" + i).daemon().start(
                    () -> attack(kind, from, server.port(), target, stop, sent)));
        }
        long logBefore = log.bytes.get();
        players.forEach(Honest::window);
        long start = System.nanoTime();
        Thread.sleep(Duration.ofSeconds(seconds));
        long end = System.nanoTime();
        stop.set(true);
        for (Thread t : attackers) {
            t.join(5000);
        }
        double worstRate = Double.MAX_VALUE;
        long worstGap = 0;
        for (Honest p : players) {
            List<Long> snaps = p.snaps.stream().filter(t -> t >= start && t <= end).sorted().toList();
            worstRate = Math.min(worstRate, snaps.size() / ((end - start) / 1e9));
            long last = start;
            for (long t : snaps) {
                worstGap = Math.max(worstGap, t - last);
                last = t;
            }
            worstGap = Math.max(worstGap, end - last);
        }
        // Lines written after the flood stopped (a closing flood's summary) count too.
        Thread.sleep(500);
        long logBytes = log.bytes.get() - logBefore;
        return new Figures(hostile, sent.get(), worstRate, TimeUnit.NANOSECONDS.toMillis(worstGap),
                hostile == 0 ? 0 : (double) logBytes / hostile, logBytes,
                stat(http, server.port(), "frames_paced") - paced0,
                stat(http, server.port(), "sockets_refused_per_address") - refused0);
    }

    private enum Kind { PINGS, FRAGMENTS, BAD_FRAMES, HALF_HTTP }

    /** One hostile client: floods until stopped, opening a new connection whenever the server ends one. */
    private static void attack(Kind kind, InetAddress from, int port, String code, AtomicBoolean stop,
                               AtomicLong sent) {
        byte[] ping = frame(0x89, new byte[125]);
        byte[] more = frame(0x00, new byte[] {' '});
        byte[] bad = frame(0x81, "{not json".getBytes(StandardCharsets.US_ASCII));
        while (!stop.get()) {
            try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port, from, 0)) {
                s.setSoTimeout(2000);
                OutputStream out = s.getOutputStream();
                if (kind == Kind.HALF_HTTP) {
                    // Half a request, then nothing: held open until the server gives up on it (its
                    // header timeout), then another.
                    out.write("GET / HTTP/1.1\r\nHost: x\r\n".getBytes(StandardCharsets.US_ASCII));
                    out.flush();
                    sent.incrementAndGet();
                    s.setSoTimeout(200);
                    InputStream in = s.getInputStream();
                    while (!stop.get()) {
                        try {
                            if (in.read() < 0) {
                                break;
                            }
                        } catch (java.net.SocketTimeoutException e) {
                            // Still open: hold on.
                        }
                    }
                    continue;
                }
                out.write(("GET /ws/" + code + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nUpgrade: websocket\r\n"
                        + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                        + "Sec-WebSocket-Version: 13\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
                out.flush();
                Thread.ofVirtual().start(() -> sink(s));
                byte[] one = switch (kind) {
                    case PINGS -> ping;
                    case FRAGMENTS -> more;
                    default -> bad;
                };
                if (kind == Kind.FRAGMENTS) {
                    out.write(frame(0x01, new byte[] {'{'}));
                }
                byte[] batch = new byte[32 * one.length];
                for (int i = 0; i < 32; i++) {
                    System.arraycopy(one, 0, batch, i * one.length, one.length);
                }
                while (!stop.get()) {
                    out.write(batch);
                    sent.addAndGet(32);
                }
            } catch (IOException e) {
                // The server ended the connection (4404, a cap, a timeout): the attacker comes again.
                sleepQuietly(50);
            }
        }
    }

    private static void sink(Socket s) {
        byte[] buf = new byte[16384];
        try {
            InputStream in = s.getInputStream();
            while (in.read(buf) >= 0) {
                // Read and dropped, so the server is never held up writing to this socket.
            }
        } catch (IOException e) {
            // Closed.
        }
    }

    private static byte[] frame(int first, byte[] payload) {
        byte[] f = new byte[2 + 4 + payload.length];
        f[0] = (byte) first;
        f[1] = (byte) (0x80 | payload.length);
        byte[] mask = {1, 2, 3, 4};
        System.arraycopy(mask, 0, f, 2, 4);
        for (int i = 0; i < payload.length; i++) {
            f[6 + i] = (byte) (payload[i] ^ mask[i % 4]);
        }
        return f;
    }

    private static void sleepQuietly(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static long stat(HttpClient http, int port, String name) throws IOException, InterruptedException {
        String body = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/stats")).build(),
                HttpResponse.BodyHandlers.ofString()).body();
        int at = body.indexOf("\"" + name + "\":");
        if (at < 0) {
            return 0;
        }
        int from = at + name.length() + 3;
        int to = from;
        while (to < body.length() && (Character.isDigit(body.charAt(to)) || body.charAt(to) == '-')) {
            to++;
        }
        return to == from ? 0 : Long.parseLong(body.substring(from, to));
    }

    /** One honest player in a room of its own: a solo round, inputs at 20 Hz, a ping a second. */
    private static final class Honest implements WebSocket.Listener {
        final String code;
        final ConcurrentLinkedQueue<Long> snaps = new ConcurrentLinkedQueue<>();
        private final StringBuilder partial = new StringBuilder();
        private final CompletableFuture<Void> playing = new CompletableFuture<>();
        private WebSocket socket;
        private Thread driver;

        private Honest(String code) {
            this.code = code;
        }

        static Honest start(HttpClient http, int port) throws Exception {
            String body = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/rooms"))
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(
                            "{\"name\":\"Honest\"}")).build(), HttpResponse.BodyHandlers.ofString()).body();
            Honest h = new Honest(field(body, "room_code"));
            String token = field(body, "token");
            h.socket = http.newWebSocketBuilder().buildAsync(URI.create("ws://127.0.0.1:" + port + "/ws/" + h.code), h)
                    .get(5, TimeUnit.SECONDS);
            h.socket.sendText(CODEC.encode(new HelloMsg(1, Optional.of(token), Optional.of("Honest"))), true).join();
            h.socket.sendText(CODEC.encode(new StartMsg()), true).join();
            h.playing.get(10, TimeUnit.SECONDS);
            h.driver = Thread.ofPlatform().name("honest-" + h.code).daemon().start(h::drive);
            return h;
        }

        /** Inputs at 20 Hz and a ping a second, as the browser client sends them. */
        private void drive() {
            long seq = 1;
            long next = System.nanoTime();
            try {
                while (!Thread.currentThread().isInterrupted()) {
                    next += 50_000_000L;
                    socket.sendText(CODEC.encode(new InputMsg(seq, new Vec2Msg(seq % 40 < 20 ? 1 : -1, 0), false,
                            Optional.empty())), true).join();
                    if (seq % 20 == 0) {
                        socket.sendText(CODEC.encode(new PingMsg(seq)), true).join();
                    }
                    seq++;
                    long wait = next - System.nanoTime();
                    if (wait > 0) {
                        Thread.sleep(Duration.ofNanos(wait));
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (RuntimeException e) {
                // The socket ended: the figures show it.
            }
        }

        void window() {
            snaps.clear();
        }

        void stop() {
            driver.interrupt();
            socket.abort();
        }

        @Override
        public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                String text = partial.toString();
                partial.setLength(0);
                if (text.startsWith("{\"type\":\"snap\"") || text.contains("\"type\":\"snap\"")) {
                    snaps.add(System.nanoTime());
                    playing.complete(null);
                }
            }
            ws.request(1);
            return null;
        }

        private static String field(String json, String name) {
            int at = json.indexOf("\"" + name + "\"");
            int from = json.indexOf('"', json.indexOf(':', at) + 1) + 1;
            return json.substring(from, json.indexOf('"', from));
        }
    }

    /** Counts the bytes every log record would take on the console. */
    private static final class LogBytes extends Handler {
        final AtomicLong bytes = new AtomicLong();
        private final SimpleFormatter format = new SimpleFormatter();

        @Override
        public void publish(LogRecord record) {
            bytes.addAndGet(format.format(record).getBytes(StandardCharsets.UTF_8).length);
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }
}
