package undercooked.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.RecordComponent;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import undercooked.protocol.AddBotMsg;
import undercooked.protocol.HelloMsg;
import undercooked.protocol.InputMsg;
import undercooked.protocol.NextLevelMsg;
import undercooked.protocol.PingMsg;
import undercooked.protocol.ReadyMsg;
import undercooked.protocol.StartMsg;
import undercooked.protocol.Vec2Msg;
import undercooked.protocol.WireCodec;

/**
 * The bots' half of {@code bench server}: creates the rooms over HTTP, connects 4 bot clients a
 * room ({@link SocketBots}, one selector thread per core it is given, each room's sockets on one of
 * them), starts every round, drives inputs at 20 Hz and pings at
 * 5 Hz, and measures what the clients see during the window. It needs only the server's address,
 * so it runs in the bench's own JVM or in a process of its own ({@link BotProcess}), which
 * {@code taskset} can pin to a core apart from the server's.
 */
final class BotLoad {

    private static final WireCodec CODEC = new WireCodec();
    static final int BOTS = 4;
    /** Groups of bots per 50 ms input slot, one group every 50 / SPREAD ms. */
    private static final int SPREAD = 10;
    /** Beats (of 5 ms) between two pings of one watcher: once a second. */
    private static final int WATCHER_PING_BEATS = 200;
    /** How long the ramp waits for a node over its tick budget to be ready again (its window is 10 s). */
    private static final long RAMP_PATIENCE_S = 30;

    private BotLoad() {
    }

    /**
     * What to run. {@code planner}: each room is one host socket (standing still, so its echo is
     * measured without it getting in the cooks' way) and {@link #BOTS}{@code - 1} planner bots the
     * host seats with {@code add_bot}, which cook inside the server; else {@link #BOTS} sockets
     * that wander and press at random.
     */
    record Plan(int rooms, int seconds, int warmup, int spectators, int nice, boolean planner, int threads) {
        /** {@code threads} 0: one selector thread per core this process is given. */
        Plan {
            if (threads < 0) {
                throw new IllegalArgumentException("threads is 0 (one per core) or positive, was " + threads);
            }
        }

        Plan(int rooms, int seconds, int warmup, int spectators, int nice) {
            this(rooms, seconds, warmup, spectators, nice, false, 0);
        }

        /** The selector threads to run: as many as asked, or the cores this process may use. */
        int selectorThreads() {
            int n = threads > 0 ? threads : Runtime.getRuntime().availableProcessors();
            return Math.max(1, Math.min(n, Math.max(1, rooms + spectators)));
        }

        int socketsPerRoom() {
            return planner ? 1 : BOTS;
        }

        int clients() {
            return rooms * socketsPerRoom();
        }
    }

    /** The server side's hooks at the window's edges; {@code closed} runs while every room still plays. */
    interface Window {
        void opened();

        /** {@code botHeapBytes}: what the bots hold on the heap (their buffers and samples). */
        void closed(long botHeapBytes);
    }

    /**
     * The figures the bots measured in the window; one line of {@code name=value} pairs on the
     * wire between the bot process and the bench ({@link #line}, {@link #parse}).
     */
    record Figures(double elapsedS, double inputsPerClient, double pingsPerClient, long snaps, long snapBytes,
                   long snapMax, long downBytes, double echoP50Ms, double echoP99Ms, long echoSamples,
                   double pingP50Ms, double pingP99Ms, long pingSamples,
                   double handshakeP50Ms, double handshakeP95Ms, long handshakes, long failures, long closes,
                   String firstRoom, double watchJoinS, double watchWelcomeP95Ms, long watcherSnaps,
                   long watcherBytes, long watcherCloses, int nice, double cpuMs, double kernelPct, double rssMb,
                   int botThreads, long roomsRefused, String closeReasons, String errCodes) {

        String line() {
            StringBuilder sb = new StringBuilder("figures");
            for (RecordComponent c : Figures.class.getRecordComponents()) {
                try {
                    sb.append(' ').append(c.getName()).append('=').append(c.getAccessor().invoke(this));
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException(e);
                }
            }
            return sb.toString();
        }

        static Figures parse(String line) {
            Map<String, String> v = new LinkedHashMap<>();
            for (String pair : line.substring("figures ".length()).split(" ")) {
                int eq = pair.indexOf('=');
                v.put(pair.substring(0, eq), pair.substring(eq + 1));
            }
            RecordComponent[] cs = Figures.class.getRecordComponents();
            Object[] args = new Object[cs.length];
            Class<?>[] types = new Class<?>[cs.length];
            for (int i = 0; i < cs.length; i++) {
                String s = v.get(cs[i].getName());
                if (s == null) {
                    throw new IllegalStateException("the bot process left out " + cs[i].getName() + ": " + line);
                }
                types[i] = cs[i].getType();
                args[i] = types[i] == double.class ? (Object) Double.parseDouble(s)
                        : types[i] == long.class ? (Object) Long.parseLong(s)
                        : types[i] == int.class ? (Object) Integer.parseInt(s) : s;
            }
            try {
                return Figures.class.getDeclaredConstructor(types).newInstance(args);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /**
     * Runs the plan against the server at {@code server}; warnings (an overloaded server) go to
     * {@code out}. {@code ownProcess}: the bots' CPU is this process's, else its selector threads'.
     */
    static Figures run(InetSocketAddress server, Plan plan, Window window, boolean ownProcess, PrintStream out)
            throws Exception {
        int clients = plan.clients();
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(30)).build();
        BenchStats stats = new BenchStats(clients * 25 * (plan.seconds() + 1));
        CountDownLatch welcomed = new CountDownLatch(clients);
        CountDownLatch playing = new CountDownLatch(clients);
        CountDownLatch watching = new CountDownLatch(plan.spectators());
        SocketBots.Handler handler = BenchBot.handler(stats, welcomed, playing, watching);
        SocketBots[] shards = new SocketBots[plan.selectorThreads()];
        Thread[] selectors = new Thread[shards.length];
        for (int s = 0; s < shards.length; s++) {
            shards[s] = new SocketBots(handler, plan.nice());
            selectors[s] = Thread.ofPlatform().name("bench-bots-" + s).daemon().start(shards[s]);
        }
        // Per selector thread, the bots its beat drives (each added by its thread when welcomed).
        @SuppressWarnings("unchecked")
        List<BenchBot>[] beating = new List[shards.length];
        for (int s = 0; s < shards.length; s++) {
            beating[s] = new ArrayList<>();
        }
        BenchBot[][] watcherRefs = new BenchBot[shards.length][0];
        try {
            String base = server.getHostString() + ":" + server.getPort();
            RoomRamp ramp = new RoomRamp(httpNode(http, base), TimeUnit.SECONDS.toNanos(RAMP_PATIENCE_S), 250);
            List<BenchBot> bots = new ArrayList<>();
            List<String> codes = new ArrayList<>();
            int refused = 0;
            // Each selector thread beats for its own bots, each bot with inputs from its first snapshot on:
            // the rooms join the load as the ramp starts them, so the node's tick budget judges
            // the load it really carries while it is still being asked for rooms.
            for (int s = 0; s < shards.length; s++) {
                startBeat(shards[s], beating[s], watcherRefs, s, plan, stats);
            }
            int step = rampStep(plan.rooms());
            for (int r = 0; r < plan.rooms() && refused == 0; ) {
                int end = Math.min(plan.rooms(), r + step);
                List<BenchBot> batch = new ArrayList<>();
                List<BenchBot> hosts = new ArrayList<>();
                for (; r < end; r++) {
                    Optional<RoomRamp.Answer> answer = ramp.next(() -> {
                        startRounds(batch, hosts, plan);
                        batch.clear();
                        hosts.clear();
                    });
                    if (answer.isEmpty()) {
                        // The node stayed over its budget: the rooms it took are measured, the rest counted.
                        refused = plan.rooms() - r;
                        break;
                    }
                    codes.add(answer.get().code());
                    // A room's sockets share one selector thread; the rooms go round the threads.
                    int shard = r % shards.length;
                    SocketBots sockets = shards[shard];
                    for (int b = 0; b < plan.socketsPerRoom(); b++) {
                        BenchBot bot = new BenchBot(b, b == 0 ? answer.get().token() : "bench-" + r + "-" + b);
                        bot.shard = sockets;
                        bot.beat = beating[shard];
                        bot.socket = sockets.connect(server, "/ws/" + answer.get().code(), bots.size(), bot, CODEC.encode(
                                new HelloMsg(undercooked.protocol.Protocol.PROTOCOL_VERSION, Optional.of(bot.token), Optional.of("bot" + b))));
                        bots.add(bot);
                        batch.add(bot);
                        if (b == 0) {
                            hosts.add(bot);
                        }
                    }
                }
                startRounds(batch, hosts, plan);
            }
            ramp.summary().ifPresent(out::println);
            if (codes.isEmpty()) {
                throw new IllegalStateException("the server refused every room with room_full");
            }
            for (int i = refused * plan.socketsPerRoom(); i > 0; i--) {
                welcomed.countDown();
                playing.countDown();
            }
            clients -= refused * plan.socketsPerRoom();
            if (!welcomed.await(60, TimeUnit.SECONDS)) {
                throw new IllegalStateException("only " + (clients - welcomed.getCount()) + " bots were welcomed");
            }
            long[] handshakes = bots.stream().mapToLong(b -> b.welcomeNanos).sorted().toArray();
            List<BenchBot> watchers = new ArrayList<>();
            if (!playing.await(60, TimeUnit.SECONDS)) {
                // Measured anyway: an overloaded server is exactly what the figures should show.
                out.printf(Locale.ROOT, "warning: only %d of %d bots saw a snapshot within 60 s%n",
                        clients - playing.getCount(), clients);
            }
            long watchStart = System.nanoTime();
            for (int w = 0; w < plan.spectators(); w++) {
                BenchBot bot = new BenchBot(w, "bench-watch-" + w, true);
                SocketBots sockets = shards[w % shards.length];
                bot.shard = sockets;
                bot.socket = sockets.connect(server, "/ws/" + codes.getFirst(), bots.size() + w, bot, CODEC.encode(
                        HelloMsg.watcher(Optional.of(bot.token), Optional.of("w" + w))));
                watchers.add(bot);
            }
            if (!watching.await(60, TimeUnit.SECONDS)) {
                out.printf(Locale.ROOT, "warning: only %d of %d spectators were welcomed within 60 s%n",
                        plan.spectators() - watching.getCount(), plan.spectators());
            }
            double watchJoinS = (System.nanoTime() - watchStart) / 1e9;
            for (int s = 0; s < shards.length; s++) {
                SocketBots sockets = shards[s];
                BenchBot[] mine = watchers.stream().filter(b -> b.shard == sockets).toArray(BenchBot[]::new);
                int shard = s;
                sockets.later(() -> watcherRefs[shard] = mine);
            }
            Thread.sleep(plan.warmup() * 1000L);
            window.opened();
            long cpu0 = cpuNanos(ownProcess, selectors);
            long self = ProcessHandle.current().pid();
            long[] ticks0 = Memory.userSysTicks(self);
            stats.measuring = true;
            long t0 = System.nanoTime();
            Thread.sleep(plan.seconds() * 1000L);
            stats.measuring = false;
            double elapsed = (System.nanoTime() - t0) / 1e9;
            double cpuMs = (cpuNanos(ownProcess, selectors) - cpu0) / 1e6;
            // The process's kernel share means the bots' only when the process is theirs alone.
            double kernelPct = ownProcess ? Memory.kernelPct(ticks0, Memory.userSysTicks(self)) : -1;
            long bufferBytes = 0;
            for (SocketBots sockets : shards) {
                CompletableFuture<Long> buffers = new CompletableFuture<>();
                sockets.later(() -> buffers.complete(sockets.bufferBytes()));
                try {
                    bufferBytes += buffers.get(10, TimeUnit.SECONDS);
                } catch (java.util.concurrent.TimeoutException e) {
                    throw new IllegalStateException("a bots' selector thread did not answer within 10 s: "
                            + shards.length + " threads cannot keep up with " + clients + " sockets on this machine");
                }
            }
            window.closed(stats.heapBytes() + bufferBytes);
            long[] echoes = stats.sortedEchoes();
            long[] trips = stats.sortedPingTrips();
            long[] joins = watchers.stream().mapToLong(b -> b.welcomeNanos).sorted().toArray();
            return new Figures(elapsed, stats.inputs.sum() / elapsed / clients, stats.pings.sum() / elapsed / clients,
                    stats.snaps.sum(), stats.snapBytes.sum(), stats.snapMax.get(), stats.downBytes.sum(),
                    pct(echoes, 50) / 1e6, pct(echoes, 99) / 1e6, echoes.length,
                    pct(trips, 50) / 1e6, pct(trips, 99) / 1e6, trips.length,
                    pct(handshakes, 50) / 1e6, pct(handshakes, 95) / 1e6, handshakes.length, stats.failures.sum(),
                    stats.closes.sum(), codes.getFirst(), watchJoinS, pct(joins, 95) / 1e6, stats.watcherSnaps.sum(),
                    stats.watcherBytes.sum(), stats.watcherCloses.sum(), shards[0].nice, cpuMs, kernelPct, Memory.rssMb(),
                    shards.length, refused, stats.closeReasons(), stats.errCodes());
        } finally {
            for (SocketBots sockets : shards) {
                sockets.stop();
            }
            for (Thread t : selectors) {
                t.join(5000);
            }
            http.shutdownNow();
        }
    }

    /** The bots' CPU so far: this whole process when it is theirs alone, else their selector threads'. */
    private static long cpuNanos(boolean ownProcess, Thread[] selectors) {
        if (ownProcess) {
            return Memory.processCpuNanos();
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long sum = 0;
        for (Thread t : selectors) {
            sum += Math.max(0, threads.getThreadCpuTime(t.threadId()));
        }
        return sum;
    }

    /**
     * Rooms asked for in one step of the ramp: each step's rounds start before the next step's rooms
     * are asked for, so the node carries the load of the rooms it has taken when it answers.
     */
    static int rampStep(int rooms) {
        return Math.max(10, Math.min(50, rooms / 10));
    }

    /**
     * Starts the rounds of one step's rooms: waits until its bots are welcomed, readies the
     * guests, and has each host start once its lobby says it can.
     */
    private static void startRounds(List<BenchBot> batch, List<BenchBot> hosts, Plan plan) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        for (BenchBot b : batch) {
            while (b.welcomeNanos == 0 && System.nanoTime() < deadline) {
                Thread.sleep(2);
            }
        }
        String ready = CODEC.encode(new ReadyMsg());
        // The host-alone lobby said can_start; forget it, so the start waits for a lobby after the readies.
        for (BenchBot h : hosts) {
            h.shard.later(() -> h.canStart = false);
        }
        batch.stream().filter(b -> b.index != 0).forEach(b -> b.shard.later(() -> b.shard.send(b.socket, ready)));
        if (plan.planner()) {
            String addBot = CODEC.encode(new AddBotMsg("expert"));
            hosts.forEach(h -> h.shard.later(() -> {
                for (int b = 1; b < BOTS; b++) {
                    h.shard.send(h.socket, addBot);
                }
            }));
        }
        String start = CODEC.encode(new StartMsg());
        long startBy = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        for (BenchBot host : hosts) {
            while (!host.canStart && System.nanoTime() < startBy) {
                Thread.sleep(2);
            }
            host.shard.later(() -> host.shard.send(host.socket, start));
        }
    }

    /**
     * The selector thread's beat: it walks its playing bots in SPREAD groups per 50 ms slot (one
     * group every 5 ms), so each bot still sends at exactly 20 Hz (and pings at 5 Hz) but the
     * sends do not land in one burst; watchers ping once a second.
     */
    private static void startBeat(SocketBots sockets, List<BenchBot> all, BenchBot[][] watcherRefs, int shard,
                                  Plan plan, BenchStats stats) {
        SplittableRandom random = new SplittableRandom(7 + shard);
        String next = CODEC.encode(new NextLevelMsg());
        sockets.every(TimeUnit.MILLISECONDS.toNanos(50) / SPREAD, k -> {
            // Each watcher pings once a second (200 beats), so the server's heartbeat keeps it.
            BenchBot[] ws = watcherRefs[shard];
            for (int i = (int) (k % WATCHER_PING_BEATS); i < ws.length; i += WATCHER_PING_BEATS) {
                sockets.send(ws[i].socket, CODEC.encode(new PingMsg(k)));
            }
            long n = k / SPREAD;
            long now = System.nanoTime();
            for (int i = (int) (k % SPREAD); i < all.size(); i += SPREAD) {
                BenchBot b = all.get(i);
                if (!b.sawSnap) {
                    // Welcomed, its round not started yet: a ping now and then keeps the socket alive.
                    if ((n + i) % 4 == 0) {
                        queuePing(sockets, b, n);
                        sockets.flush(b.socket);
                    }
                    continue;
                }
                if (b.roundOver) {
                    // Rounds back to back: the host plays on as soon as the verdict is in.
                    b.roundOver = false;
                    if (b.index == 0) {
                        sockets.queue(b.socket, next);
                    }
                }
                if (b.betweenRounds || b.clockRanOut(now)) {
                    // No inputs once the round's time is up (its verdict follows a 1 s settle) and until
                    // the next round's first snapshot; pings keep the socket alive.
                    if ((n + i) % 4 == 0) {
                        queuePing(sockets, b, n);
                        stats.sent(false);
                    }
                    sockets.flush(b.socket);
                    continue;
                }
                double angle = random.nextDouble(2 * Math.PI);
                Vec2Msg move = plan.planner() ? Vec2Msg.ZERO
                        : n % 10 < 7 ? new Vec2Msg(Math.cos(angle) * 0.999, Math.sin(angle) * 0.999) : Vec2Msg.ZERO;
                String input = CODEC.encode(new InputMsg(++b.seq, move, !plan.planner() && n % 17 == 0, Optional.empty()));
                if (b.pendingInputAt == 0) {
                    b.pendingInputAt = System.nanoTime();
                }
                sockets.queue(b.socket, input);
                stats.sent(true);
                if ((n + i) % 4 == 0) {
                    queuePing(sockets, b, n);
                    stats.sent(false);
                }
                sockets.flush(b.socket);
            }
            return null;
        });
    }

    /** Queues a ping from {@code b} and notes when it goes, to time its pong against it. */
    private static void queuePing(SocketBots sockets, BenchBot b, long n) {
        b.pinged(n, System.nanoTime());
        sockets.queue(b.socket, CODEC.encode(new PingMsg(n)));
    }

    /** The server's room API and readiness probe over HTTP. */
    private static RoomRamp.Node httpNode(HttpClient http, String base) {
        return new RoomRamp.Node() {
            @Override
            public RoomRamp.Answer create() throws IOException, InterruptedException {
                HttpRequest req = HttpRequest.newBuilder(URI.create("http://" + base + "/api/rooms"))
                        .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString("{}")).build();
                HttpResponse<String> res = http.send(req, HttpResponse.BodyHandlers.ofString());
                if (res.statusCode() == 503 && res.body().contains("\"room_full\"")) {
                    return RoomRamp.Answer.refused(field(res.body(), "message"));
                }
                if (res.statusCode() != 201) {
                    throw new IllegalStateException("room creation answered " + res.statusCode() + ": " + res.body());
                }
                return RoomRamp.Answer.created(field(res.body(), "room_code"), field(res.body(), "token"));
            }

            @Override
            public boolean ready() throws IOException, InterruptedException {
                HttpRequest req = HttpRequest.newBuilder(URI.create("http://" + base + "/readyz")).GET().build();
                return http.send(req, HttpResponse.BodyHandlers.discarding()).statusCode() == 200;
            }
        };
    }

    /** A string field of a small known JSON answer; the bench avoids a JSON dependency of its own. */
    private static String field(String json, String name) {
        int at = json.indexOf("\"" + name + "\":\"") + name.length() + 4;
        return json.substring(at, json.indexOf('"', at));
    }

    static double pct(long[] sorted, double p) {
        if (sorted.length == 0) {
            return 0;
        }
        int at = (int) Math.min(sorted.length - 1, Math.max(0, Math.ceil(p / 100.0 * sorted.length) - 1));
        return sorted[at];
    }
}
