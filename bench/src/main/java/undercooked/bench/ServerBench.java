package undercooked.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;

import okhttp3.Dispatcher;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import okhttp3.WebSocket;
import okhttp3.WebSocketListener;
import undercooked.protocol.HelloMsg;
import undercooked.protocol.InputMsg;
import undercooked.protocol.PingMsg;
import undercooked.protocol.ReadyMsg;
import undercooked.protocol.StartMsg;
import undercooked.protocol.Vec2Msg;
import undercooked.protocol.WireCodec;
import undercooked.server.EmbeddedServer;
import undercooked.server.ServerConfig;
import undercooked.server.rooms.TickStats;

/**
 * The bundled server under load, over real loopback WebSockets: N rooms of 4 bot clients, each
 * sending inputs at 20 Hz and pings at 5 Hz and reading every frame. Server and bots share
 * this JVM (and the machine's cores), so the figures are a floor for a dedicated server.
 *
 * <p>Echo is the seed's definition: from an input's send to the first snapshot that arrives
 * after it. Late ticks are ticks that started a whole period (50 ms) after their due time.
 *
 * <p>The bots send 25 frames a second; the server's rate limit is raised to 60 (from 40) because
 * a CPU-starved client JVM flushes its backlog in bursts, which the limit would rightly call
 * abuse. {@code --max-inputs-per-s} changes it.
 *
 * <p>Usage: {@code ./undercooked bench server [--rooms N] [--seconds S] [--max-inputs-per-s R]}
 * (defaults 50, 20 and 60).
 */
public final class ServerBench {

    private static final WireCodec CODEC = new WireCodec();
    private static final int BOTS = 4;

    private ServerBench() {
    }

    public static void main(String[] args) throws Exception {
        int rooms = 50;
        int seconds = 20;
        int rate = 60;
        for (int i = 0; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--rooms" -> rooms = Integer.parseInt(args[i + 1]);
                case "--seconds" -> seconds = Integer.parseInt(args[i + 1]);
                case "--max-inputs-per-s" -> rate = Integer.parseInt(args[i + 1]);
                default -> usage("unknown option " + args[i]);
            }
        }
        if (args.length % 2 != 0 || rooms < 1 || seconds < 1) {
            usage("--rooms and --seconds take positive numbers");
        }
        run(rooms, seconds, rate, System.out);
    }

    private static void usage(String why) {
        System.err.println("bench server: " + why);
        System.err.println("usage: ./undercooked bench server [--rooms N] [--seconds S] [--max-inputs-per-s R]");
        System.exit(2);
    }

    /** One bot: a socket, its counters, and what it last sent. */
    private static final class Bot extends WebSocketListener {
        final int index;
        final String token;
        final CountDownLatch welcomed;
        final CountDownLatch playing;
        final long startedAt = System.nanoTime();
        volatile long welcomeNanos;
        volatile boolean canStart;
        volatile boolean sawSnap;
        volatile long pendingInputAt;
        WebSocket socket;
        long seq;
        final Stats stats;

        Bot(int index, String token, CountDownLatch welcomed, CountDownLatch playing, Stats stats) {
            this.index = index;
            this.token = token;
            this.welcomed = welcomed;
            this.playing = playing;
            this.stats = stats;
        }

        @Override
        public void onOpen(WebSocket ws, Response response) {
            ws.send(CODEC.encode(new HelloMsg(1, java.util.Optional.of(token), java.util.Optional.of("bot" + index))));
        }

        @Override
        public void onMessage(WebSocket ws, String text) {
            long now = System.nanoTime();
            if (text.startsWith("{\"type\":\"snap\"")) {
                if (!sawSnap) {
                    sawSnap = true;
                    playing.countDown();
                }
                long sentAt = pendingInputAt;
                if (sentAt != 0) {
                    pendingInputAt = 0;
                    stats.echo(now - sentAt);
                }
                stats.snap(text.length());
            } else if (text.startsWith("{\"type\":\"welcome\"")) {
                welcomeNanos = now - startedAt;
                welcomed.countDown();
            } else if (text.startsWith("{\"type\":\"lobby\"") && text.contains("\"can_start\":true")) {
                canStart = true;
            }
            stats.bytes(text.length());
        }

        @Override
        public void onClosing(WebSocket ws, int code, String reason) {
            stats.closes.increment();
        }

        @Override
        public void onFailure(WebSocket ws, Throwable t, Response response) {
            stats.failures.increment();
        }
    }

    /** What the bots measure; reset at the start of the measured window. */
    private static final class Stats {
        volatile boolean measuring;
        final LongAdder downBytes = new LongAdder();
        final LongAdder snaps = new LongAdder();
        final LongAdder snapBytes = new LongAdder();
        final AtomicLong snapMax = new AtomicLong();
        final LongAdder failures = new LongAdder();
        final LongAdder closes = new LongAdder();
        final List<Long> echoes = new ArrayList<>();

        void bytes(int n) {
            if (measuring) {
                downBytes.add(n);
            }
        }

        void snap(int n) {
            if (measuring) {
                snaps.increment();
                snapBytes.add(n);
                snapMax.accumulateAndGet(n, Math::max);
            }
        }

        void echo(long nanos) {
            if (measuring) {
                synchronized (echoes) {
                    echoes.add(nanos);
                }
            }
        }
    }

    static void run(int rooms, int seconds, int rate, PrintStream out) throws Exception {
        ServerConfig config = ServerConfig.ephemeral()
                .with("max_rooms", Integer.toString(rooms + 8))
                .with("max_inputs_per_s", Integer.toString(rate));
        Dispatcher dispatcher = new Dispatcher();
        dispatcher.setMaxRequests(rooms * BOTS + 16);
        dispatcher.setMaxRequestsPerHost(rooms * BOTS + 16);
        OkHttpClient http = new OkHttpClient.Builder().dispatcher(dispatcher)
                .connectTimeout(Duration.ofSeconds(30)).readTimeout(Duration.ZERO).build();
        ScheduledExecutorService driver = Executors.newScheduledThreadPool(1);
        try (EmbeddedServer server = EmbeddedServer.start(config)) {
            String base = "127.0.0.1:" + server.port();
            Stats stats = new Stats();
            CountDownLatch welcomed = new CountDownLatch(rooms * BOTS);
            CountDownLatch playing = new CountDownLatch(rooms * BOTS);
            List<Bot> bots = new ArrayList<>();
            List<Bot> hosts = new ArrayList<>();
            for (int r = 0; r < rooms; r++) {
                String[] created = createRoom(http, base);
                for (int b = 0; b < BOTS; b++) {
                    Bot bot = new Bot(b, b == 0 ? created[1] : "bench-" + r + "-" + b, welcomed, playing, stats);
                    bot.socket = http.newWebSocket(new Request.Builder().url("ws://" + base + "/ws/" + created[0]).build(), bot);
                    bots.add(bot);
                    if (b == 0) {
                        hosts.add(bot);
                    }
                }
            }
            if (!welcomed.await(60, TimeUnit.SECONDS)) {
                throw new IllegalStateException("only " + (rooms * BOTS - welcomed.getCount()) + " bots were welcomed");
            }
            long[] handshakes = bots.stream().mapToLong(b -> b.welcomeNanos).sorted().toArray();
            for (Bot b : bots) {
                if (b.index != 0) {
                    b.socket.send(CODEC.encode(new ReadyMsg()));
                }
            }
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            for (Bot host : hosts) {
                while (!host.canStart && System.nanoTime() < deadline) {
                    Thread.sleep(5);
                }
                host.socket.send(CODEC.encode(new StartMsg()));
            }
            SplittableRandom random = new SplittableRandom(7);
            AtomicLong beat = new AtomicLong();
            driver.scheduleAtFixedRate(() -> {
                long n = beat.getAndIncrement();
                for (Bot b : bots) {
                    double angle = random.nextDouble(2 * Math.PI);
                    Vec2Msg move = n % 10 < 7 ? new Vec2Msg(Math.cos(angle) * 0.999, Math.sin(angle) * 0.999) : Vec2Msg.ZERO;
                    b.socket.send(CODEC.encode(new InputMsg(++b.seq, move, n % 17 == 0, java.util.Optional.empty())));
                    if (b.pendingInputAt == 0) {
                        b.pendingInputAt = System.nanoTime();
                    }
                    if (n % 4 == 0) {
                        b.socket.send(CODEC.encode(new PingMsg(n)));
                    }
                }
            }, 0, 50, TimeUnit.MILLISECONDS);
            if (!playing.await(60, TimeUnit.SECONDS)) {
                // Measured anyway: an overloaded server is exactly what the figures should show.
                out.printf(Locale.ROOT, "warning: only %d of %d bots saw a snapshot within 60 s%n",
                        rooms * BOTS - playing.getCount(), rooms * BOTS);
            }
            Thread.sleep(2000);
            TickStats ticks = server.services().supervisor().tickStats();
            long ticks0 = ticks.ticks();
            long late0 = ticks.lateTicks();
            stats.measuring = true;
            long t0 = System.nanoTime();
            Thread.sleep(seconds * 1000L);
            stats.measuring = false;
            double elapsed = (System.nanoTime() - t0) / 1e9;
            long tickCount = ticks.ticks() - ticks0;
            long lateCount = ticks.lateTicks() - late0;
            long[] echoes;
            synchronized (stats.echoes) {
                echoes = stats.echoes.stream().mapToLong(Long::longValue).sorted().toArray();
            }
            double tickP50 = ticks.percentileMs(50);
            double tickP99 = ticks.percentileMs(99);
            double echoP50 = pct(echoes, 50) / 1e6;
            double echoP99 = pct(echoes, 99) / 1e6;
            double latePct = tickCount == 0 ? 0 : 100.0 * lateCount / tickCount;
            long snapCount = stats.snaps.sum();
            out.printf(Locale.ROOT, "rooms %d, clients %d, measured %.1f s (after a 2 s settle)%n", rooms, rooms * BOTS, elapsed);
            out.printf(Locale.ROOT, "tick cost: p50 %.3f ms, p99 %.3f ms over the last %d ticks; %d ticks, %d late (%.2f%%)%n",
                    tickP50, tickP99, Math.min(tickCount, 16384), tickCount, lateCount, latePct);
            out.printf(Locale.ROOT, "snap: %d frames, mean %.0f B, max %d B%n", snapCount,
                    snapCount == 0 ? 0.0 : (double) stats.snapBytes.sum() / snapCount, stats.snapMax.get());
            out.printf(Locale.ROOT, "downlink per client: %.1f KB/s%n",
                    stats.downBytes.sum() / 1024.0 / elapsed / (rooms * BOTS));
            out.printf(Locale.ROOT, "input->snapshot echo: p50 %.1f ms, p99 %.1f ms (%d samples)%n",
                    echoP50, echoP99, echoes.length);
            out.printf(Locale.ROOT, "handshake: p50 %.1f ms, p95 %.1f ms (%d sockets, %d failures)%n",
                    pct(handshakes, 50) / 1e6, pct(handshakes, 95) / 1e6, handshakes.length, stats.failures.sum());
            out.printf(Locale.ROOT, "sockets: %d open at the server, %d closed by it, %d failed%n",
                    server.services().registry().sockets(), stats.closes.sum(), stats.failures.sum());
            out.printf(Locale.ROOT, "RSS (server and bots in one JVM): %.0f MB%n", rssMb());
            out.printf(Locale.ROOT, "server: %d rooms x 4 players, tick p99 %.2f ms, echo p99 %.1f ms, late ticks %.2f%%%n",
                    rooms, tickP99, echoP99, latePct);
            driver.shutdownNow();
            for (Bot b : bots) {
                b.socket.cancel();
            }
        } finally {
            driver.shutdownNow();
            http.dispatcher().executorService().shutdownNow();
            http.connectionPool().evictAll();
        }
    }

    private static String[] createRoom(OkHttpClient http, String base) throws IOException {
        Request req = new Request.Builder().url("http://" + base + "/api/rooms")
                .post(RequestBody.create("{}", MediaType.get("application/json"))).build();
        try (Response res = http.newCall(req).execute()) {
            String body = res.body().string();
            if (res.code() != 201) {
                throw new IllegalStateException("room creation answered " + res.code() + ": " + body);
            }
            return new String[] {field(body, "room_code"), field(body, "token")};
        }
    }

    /** A string field of a small known JSON answer; the bench avoids a JSON dependency of its own. */
    private static String field(String json, String name) {
        int at = json.indexOf("\"" + name + "\":\"") + name.length() + 4;
        return json.substring(at, json.indexOf('"', at));
    }

    private static double pct(long[] sorted, double p) {
        if (sorted.length == 0) {
            return 0;
        }
        int at = (int) Math.min(sorted.length - 1, Math.max(0, Math.ceil(p / 100.0 * sorted.length) - 1));
        return sorted[at];
    }

    private static double rssMb() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmRSS:")) {
                    return Long.parseLong(line.substring(6).strip().split("\\s+")[0]) / 1024.0;
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux: fall through
        }
        Runtime rt = Runtime.getRuntime();
        return (rt.totalMemory() - rt.freeMemory()) / (1024.0 * 1024.0);
    }
}
