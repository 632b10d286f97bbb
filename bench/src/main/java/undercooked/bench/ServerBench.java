package undercooked.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

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
 * <p>The bots are {@link SocketBots}: one thread, one selector, a minimal WebSocket client, so
 * the load generator costs about a quarter of the CPU instead of most of it (1,000 OkHttp reader
 * threads did). {@code --bot-nice K} lowers that thread's priority; measured, it did not help
 * (nice 10 starved the bots at 250 rooms: echo p99 1 s), so the default leaves it equal.
 *
 * <p>The bots send 25 frames a second, spread over each 50 ms slot; the server's rate limit is
 * 60 by default here (the server's default is 40) for bursts after a stall of the shared
 * machine; {@code --max-inputs-per-s} changes it.
 *
 * <p>{@code --spectators N} adds N watcher sockets to the first room ({@code hello} with
 * {@code role: watch}), connected once its players see the round: they read every frame (the
 * spectators' stream, half the players' rate) and ping once a second. The figures that matter
 * then are the players' echo and the late ticks: a thousand watchers must not delay the four.
 *
 * <p>Usage: {@code ./undercooked bench server [--rooms N] [--seconds S] [--max-inputs-per-s R]
 * [--bot-nice K] [--warmup S] [--spectators N]} (defaults 50, 20, 60, 0, 2 and 0). The warm-up
 * runs the full load before the window opens: at 250 rooms the JIT is still compiling 20 s in.
 */
public final class ServerBench {

    private static final WireCodec CODEC = new WireCodec();
    private static final int BOTS = 4;
    /** Groups of bots per 50 ms input slot, one group every 50 / SPREAD ms. */
    private static final int SPREAD = 10;
    /** Beats (of 5 ms) between two pings of one watcher: once a second. */
    private static final int WATCHER_PING_BEATS = 200;
    /** The spectators' stream at the default 20 Hz snapshots: half the players' rate. */
    private static final int WATCHER_FRAMES_PER_S = 10;

    private ServerBench() {
    }

    public static void main(String[] args) throws Exception {
        BenchArgs a = BenchArgs.parse("bench server", "./undercooked bench server [--rooms N] [--seconds S]"
                + " [--max-inputs-per-s R] [--bot-nice K] [--warmup S] [--spectators N]",
                List.of("rooms", "seconds", "max-inputs-per-s", "bot-nice", "warmup", "spectators"), args);
        int rooms = a.integer("rooms", 50, 1, 100_000);
        int seconds = a.integer("seconds", 20, 1, 3600);
        int rate = a.integer("max-inputs-per-s", 60, 1, 10_000);
        int nice = a.integer("bot-nice", 0, 0, 19);
        int warmup = a.integer("warmup", 2, 0, 3600);
        int spectators = a.integer("spectators", 0, 0, MAX_SPECTATORS);
        run(rooms, seconds, warmup, rate, nice, spectators, System.out);
    }

    /** The server's own bound on {@code max_spectators}. */
    static final int MAX_SPECTATORS = 1_000;

    static void run(int rooms, int seconds, int warmup, int rate, int nice, PrintStream out) throws Exception {
        run(rooms, seconds, warmup, rate, nice, 0, out);
    }

    static void run(int rooms, int seconds, int warmup, int rate, int nice, int spectators, PrintStream out)
            throws Exception {
        ServerConfig config = ServerConfig.ephemeral()
                .with("max_rooms", Integer.toString(rooms + 8))
                // Each room is one create, and each guest bot's hello mints a session (the server
                // counts socket-made sessions against the same per-address limit): 1 + 3 a room.
                .with("max_creates_per_min", Integer.toString(Math.max(30, rooms * (BOTS + 1))))
                .with("max_inputs_per_s", Integer.toString(rate));
        if (spectators > 0) {
            // The room must take them all, and each watcher's hello mints a session under the
            // per-address create limit, which must not be what is measured.
            config = config.with("max_spectators", Integer.toString(Math.max(16, spectators)))
                    .with("max_creates_per_min", Integer.toString(Math.max(30, rooms * 8) + 2 * spectators));
        }
        int clients = rooms * BOTS;
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(30)).build();
        BenchStats stats = new BenchStats(clients * 25 * (seconds + 1));
        CountDownLatch welcomed = new CountDownLatch(clients);
        CountDownLatch playing = new CountDownLatch(clients);
        CountDownLatch watching = new CountDownLatch(spectators);
        SocketBots sockets = new SocketBots(BenchBot.handler(stats, welcomed, playing, watching), nice);
        Thread selector = Thread.ofPlatform().name("bench-bots").daemon().start(sockets);
        try (EmbeddedServer server = EmbeddedServer.start(config)) {
            String base = "127.0.0.1:" + server.port();
            InetSocketAddress address = new InetSocketAddress("127.0.0.1", server.port());
            List<BenchBot> bots = new ArrayList<>();
            List<BenchBot> hosts = new ArrayList<>();
            List<String> codes = new ArrayList<>();
            for (int r = 0; r < rooms; r++) {
                String[] created = createRoom(http, base);
                codes.add(created[0]);
                for (int b = 0; b < BOTS; b++) {
                    BenchBot bot = new BenchBot(b, b == 0 ? created[1] : "bench-" + r + "-" + b);
                    bot.socket = sockets.connect(address, "/ws/" + created[0], bots.size(), bot, CODEC.encode(
                            new HelloMsg(undercooked.protocol.Protocol.PROTOCOL_VERSION, java.util.Optional.of(bot.token), java.util.Optional.of("bot" + b))));
                    bots.add(bot);
                    if (b == 0) {
                        hosts.add(bot);
                    }
                }
            }
            if (!welcomed.await(60, TimeUnit.SECONDS)) {
                throw new IllegalStateException("only " + (clients - welcomed.getCount()) + " bots were welcomed");
            }
            long[] handshakes = bots.stream().mapToLong(b -> b.welcomeNanos).sorted().toArray();
            String ready = CODEC.encode(new ReadyMsg());
            sockets.later(() -> bots.stream().filter(b -> b.index != 0).forEach(b -> sockets.send(b.socket, ready)));
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            String start = CODEC.encode(new StartMsg());
            for (BenchBot host : hosts) {
                while (!host.canStart && System.nanoTime() < deadline) {
                    Thread.sleep(5);
                }
                sockets.later(() -> sockets.send(host.socket, start));
            }
            // The selector thread walks the bots in SPREAD groups per 50 ms slot (one group every
            // 5 ms), so each bot still sends at exactly 20 Hz (and pings at 5 Hz) but the 1,000
            // sends do not land in one burst.
            SplittableRandom random = new SplittableRandom(7);
            BenchBot[] all = bots.toArray(BenchBot[]::new);
            List<BenchBot> watchers = new ArrayList<>();
            BenchBot[][] watcherRef = {new BenchBot[0]};
            sockets.every(TimeUnit.MILLISECONDS.toNanos(50) / SPREAD, k -> {
                // Each watcher pings once a second (200 beats), so the server's heartbeat keeps it.
                BenchBot[] ws = watcherRef[0];
                for (int i = (int) (k % WATCHER_PING_BEATS); i < ws.length; i += WATCHER_PING_BEATS) {
                    sockets.send(ws[i].socket, CODEC.encode(new PingMsg(k)));
                }
                long n = k / SPREAD;
                for (int i = (int) (k % SPREAD); i < all.length; i += SPREAD) {
                    BenchBot b = all[i];
                    double angle = random.nextDouble(2 * Math.PI);
                    Vec2Msg move = n % 10 < 7 ? new Vec2Msg(Math.cos(angle) * 0.999, Math.sin(angle) * 0.999) : Vec2Msg.ZERO;
                    String input = CODEC.encode(new InputMsg(++b.seq, move, n % 17 == 0, java.util.Optional.empty()));
                    if (b.pendingInputAt == 0) {
                        b.pendingInputAt = System.nanoTime();
                    }
                    sockets.queue(b.socket, input);
                    stats.sent(true);
                    if ((n + i) % 4 == 0) {
                        sockets.queue(b.socket, CODEC.encode(new PingMsg(n)));
                        stats.sent(false);
                    }
                    sockets.flush(b.socket);
                }
                return null;
            });
            if (!playing.await(60, TimeUnit.SECONDS)) {
                // Measured anyway: an overloaded server is exactly what the figures should show.
                out.printf(Locale.ROOT, "warning: only %d of %d bots saw a snapshot within 60 s%n",
                        clients - playing.getCount(), clients);
            }
            long watchStart = System.nanoTime();
            for (int w = 0; w < spectators; w++) {
                BenchBot bot = new BenchBot(w, "bench-watch-" + w, true);
                bot.socket = sockets.connect(address, "/ws/" + codes.getFirst(), bots.size() + w, bot, CODEC.encode(
                        HelloMsg.watcher(java.util.Optional.of(bot.token), java.util.Optional.of("w" + w))));
                watchers.add(bot);
            }
            if (!watching.await(60, TimeUnit.SECONDS)) {
                out.printf(Locale.ROOT, "warning: only %d of %d spectators were welcomed within 60 s%n",
                        spectators - watching.getCount(), spectators);
            }
            double watchJoinS = (System.nanoTime() - watchStart) / 1e9;
            BenchBot[] watcherArray = watchers.toArray(BenchBot[]::new);
            sockets.later(() -> watcherRef[0] = watcherArray);
            Thread.sleep(warmup * 1000L);
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
            long[] echoes = stats.sortedEchoes();
            double tickP50 = ticks.percentileMs(50);
            double tickP99 = ticks.percentileMs(99);
            double echoP50 = pct(echoes, 50) / 1e6;
            double echoP99 = pct(echoes, 99) / 1e6;
            double latePct = tickCount == 0 ? 0 : 100.0 * lateCount / tickCount;
            long snapCount = stats.snaps.sum();
            out.printf(Locale.ROOT, "rooms %d, clients %d, measured %.1f s (after a %d s warm-up under the full load)%n",
                    rooms, clients, elapsed, warmup);
            out.printf(Locale.ROOT, "bots: one-thread NIO WebSocket clients (nice %s), inputs 20/s and pings 5/s each; server rate limit %d frames/s%n",
                    sockets.nice < 0 ? "unchanged" : Integer.toString(sockets.nice), rate);
            out.printf(Locale.ROOT, "bots sent: %.1f inputs/s and %.1f pings/s per client (the plan: 20 and 5)%n",
                    stats.inputs.sum() / elapsed / clients, stats.pings.sum() / elapsed / clients);
            out.printf(Locale.ROOT, "tick cost: p50 %.3f ms, p99 %.3f ms over the last %d ticks; %d ticks, %d late (%.2f%%)%n",
                    tickP50, tickP99, Math.min(tickCount, 16384), tickCount, lateCount, latePct);
            out.printf(Locale.ROOT, "snap: %d frames, mean %.0f B, max %d B%n", snapCount,
                    snapCount == 0 ? 0.0 : (double) stats.snapBytes.sum() / snapCount, stats.snapMax.get());
            out.printf(Locale.ROOT, "downlink per client: %.1f KB/s%n",
                    stats.downBytes.sum() / 1024.0 / elapsed / clients);
            out.printf(Locale.ROOT, "input->snapshot echo: p50 %.1f ms, p99 %.1f ms (%d samples)%n",
                    echoP50, echoP99, echoes.length);
            out.printf(Locale.ROOT, "handshake: p50 %.1f ms, p95 %.1f ms (%d sockets, %d failures)%n",
                    pct(handshakes, 50) / 1e6, pct(handshakes, 95) / 1e6, handshakes.length, stats.failures.sum());
            out.printf(Locale.ROOT, "sockets: %d open at the server, %d closed by it, %d failed%n",
                    server.services().registry().sockets(), stats.closes.sum(), stats.failures.sum());
            if (spectators > 0) {
                long[] joins = watchers.stream().mapToLong(b -> b.welcomeNanos).sorted().toArray();
                out.printf(Locale.ROOT, "spectators: %d sockets on room %s, all connected in %.1f s (welcome p95 %.1f ms);"
                                + " %.1f frames/s and %.2f KB/s each (the plan: %d frames/s); %d closed by the server%n",
                        spectators, codes.getFirst(), watchJoinS, pct(joins, 95) / 1e6,
                        stats.watcherSnaps.sum() / elapsed / spectators,
                        stats.watcherBytes.sum() / 1024.0 / elapsed / spectators, WATCHER_FRAMES_PER_S,
                        stats.watcherCloses.sum());
            }
            out.printf(Locale.ROOT, "RSS (server and bots in one JVM): %.0f MB%n", rssMb());
            if (spectators > 0) {
                out.printf(Locale.ROOT, "server: %d rooms x 4 players + %d spectators, tick p99 %.2f ms, echo p99 %.1f ms,"
                        + " late ticks %.2f%%%n", rooms, spectators, tickP99, echoP99, latePct);
            } else {
                out.printf(Locale.ROOT, "server: %d rooms x 4 players, tick p99 %.2f ms, echo p99 %.1f ms, late ticks %.2f%%%n",
                        rooms, tickP99, echoP99, latePct);
            }
        } finally {
            sockets.stop();
            selector.join(5000);
            http.shutdownNow();
        }
    }

    private static String[] createRoom(HttpClient http, String base) throws IOException, InterruptedException {
        HttpRequest req = HttpRequest.newBuilder(URI.create("http://" + base + "/api/rooms"))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString("{}")).build();
        HttpResponse<String> res = http.send(req, HttpResponse.BodyHandlers.ofString());
        if (res.statusCode() != 201) {
            throw new IllegalStateException("room creation answered " + res.statusCode() + ": " + res.body());
        }
        return new String[] {field(res.body(), "room_code"), field(res.body(), "token")};
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
