package undercooked.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import undercooked.server.EmbeddedServer;
import undercooked.server.ServerConfig;
import undercooked.server.archive.ReplayArchive;
import undercooked.server.rooms.TickStats;

/**
 * The bundled server under load, over real loopback WebSockets: N rooms of 4 bot clients, each
 * sending inputs at 20 Hz and pings at 5 Hz and reading every frame ({@link BotLoad}). By
 * default server and bots share this JVM (and the machine's cores), so the figures are a floor
 * for a dedicated server; {@code --bots process} runs the bots in a JVM of their own
 * ({@link BotProcess}), and {@code --bots-cpus} / {@code --server-cpus} pin either to cores
 * with {@code taskset}, so that the server's cost per core reads on its own.
 *
 * <p>Echo is the seed's definition: from an input's send to the first snapshot that arrives
 * after it. Late ticks are ticks that started a whole period (50 ms) after their due time.
 * The server's CPU is this process's CPU time in the window, less the bot thread's when the
 * bots live here; its heap a room is the live heap after a full collection with every room
 * still playing, less the empty server's and the bots' own buffers, over the rooms.
 *
 * <p>The bots send 25 frames a second, spread over each 50 ms slot; the server's rate limit is
 * 60 by default here (the server's default is 40) for bursts after a stall of the shared
 * machine; {@code --max-inputs-per-s} changes it. {@code --bot-nice K} lowers the bot thread's
 * priority; measured, it did not help, so the default leaves it equal.
 *
 * <p>{@code --spectators N} adds N watcher sockets to the first room ({@code hello} with
 * {@code role: watch}), connected once its players see the round: they read every frame (the
 * spectators' stream, half the players' rate) and ping once a second. The figures that matter
 * then are the players' echo and the late ticks: a thousand watchers must not delay the four.
 *
 * <p>Usage: {@code ./undercooked bench server [--rooms N] [--seconds S] [--max-inputs-per-s R]
 * [--bot-nice K] [--warmup S] [--spectators N] [--bots inline|process] [--bots-cpus LIST]
 * [--server-cpus LIST]} (defaults 50, 20, 60, 0, 2, 0, inline, unpinned). The warm-up runs the
 * full load before the window opens: at 250 rooms the JIT is still compiling 20 s in.
 */
public final class ServerBench {

    /** The server's own bound on {@code max_spectators}. */
    static final int MAX_SPECTATORS = 1_000;
    /** The spectators' stream at the default 20 Hz snapshots: half the players' rate. */
    private static final int WATCHER_FRAMES_PER_S = 10;
    private static final String CPU_LIST = "[0-9]+(-[0-9]+)?(,[0-9]+(-[0-9]+)?)*";

    /** The server's own default overload line ({@code tick_budget_late_pct}): what a node runs with. */
    static final String PRODUCTION_BUDGET = Double.toString(undercooked.server.ServerConfig.defaults().tickBudgetLatePct());
    /**
     * The CPU line the Agones Fleet runs with ({@code cpu_budget_pct} in packaging/k8s/fleet.yaml): a
     * node with a machine to itself, as the bench's server is but for its bots ({@code ServerBenchTest}
     * holds the two equal).
     */
    static final String PRODUCTION_CPU_BUDGET = "85";

    private ServerBench() {
    }

    /**
     * One run. {@code botProcess}: the bots in their own JVM; {@code botCpus} / {@code serverCpus}:
     * {@code taskset} CPU lists (empty: unpinned; pinning the bots implies their own process).
     */
    record Options(int rooms, int seconds, int warmup, int rate, int nice, int spectators, boolean botProcess,
                   String botCpus, String serverCpus, boolean planner, int roundSeconds, boolean metrics,
                   int botThreads, String tickBudgetLatePct, String cpuBudgetPct, String profile) {
        /**
         * {@code botThreads}: the bots' selector threads, 0 for one per core their process is given;
         * {@code profile}: where the window's CPU profile goes ({@link WindowProfile}), empty for none.
         */
        Options {
            if (!botCpus.isEmpty() && !botProcess) {
                throw new IllegalArgumentException("bots pinned to CPUs run in their own process");
            }
            if (planner && botProcess) {
                throw new IllegalArgumentException("planner bots cook inside the server; only their hosts' sockets are the bench's");
            }
        }

        Options(int rooms, int seconds, int warmup, int rate, int nice, int spectators, boolean botProcess,
                String botCpus, String serverCpus) {
            // The CPU rule off: these short runs are the tests', on a machine the whole suite shares.
            this(rooms, seconds, warmup, rate, nice, spectators, botProcess, botCpus, serverCpus, false, 0, true, 0,
                    PRODUCTION_BUDGET, "0", "");
        }

        static Options inline(int rooms, int seconds, int warmup, int rate, int nice, int spectators) {
            return new Options(rooms, seconds, warmup, rate, nice, spectators, false, "", "");
        }
    }

    public static void main(String[] args) throws Exception {
        BenchArgs a = BenchArgs.parse("bench server", "./undercooked bench server [--rooms N] [--seconds S]"
                + " [--max-inputs-per-s R] [--bot-nice K] [--warmup S] [--spectators N] [--bots inline|process|planner]"
                + " [--bots-cpus LIST] [--server-cpus LIST] [--round-seconds S] [--metrics on|off] [--bot-threads N]"
                + " [--tick-budget-late-pct P] [--cpu-budget-pct P] [--profile FILE]",
                List.of("rooms", "seconds", "max-inputs-per-s", "bot-nice", "warmup", "spectators", "bots",
                        "bots-cpus", "server-cpus", "round-seconds", "metrics", "bot-threads", "tick-budget-late-pct",
                        "cpu-budget-pct", "profile"),
                args);
        int rooms = a.integer("rooms", 50, 1, 100_000);
        int seconds = a.integer("seconds", 20, 1, 3600);
        int rate = a.integer("max-inputs-per-s", 60, 1, 10_000);
        int nice = a.integer("bot-nice", 0, 0, 19);
        int warmup = a.integer("warmup", 2, 0, 3600);
        int spectators = a.integer("spectators", 0, 0, MAX_SPECTATORS);
        String botCpus = cpus(a, "bots-cpus");
        String serverCpus = cpus(a, "server-cpus");
        String where = a.text("bots", botCpus.isEmpty() ? "inline" : "process");
        if (!List.of("inline", "process", "planner").contains(where)) {
            a.fail("--bots is inline (random bots in the server's JVM), process (random bots in a JVM of their own)"
                    + " or planner (a host socket a room and three planner bots cooking in the server), was " + where);
        }
        if (!where.equals("process") && !botCpus.isEmpty()) {
            a.fail("--bots-cpus pins the bots' own process; it goes with --bots process only");
        }
        // 0: one selector thread per core the bots' process is given (taskset --bots-cpus narrows it).
        int botThreads = a.integer("bot-threads", 0, 0, 256);
        int roundSeconds = a.integer("round-seconds", 0, 0, 86_400);
        if (roundSeconds > 0 && roundSeconds < 10) {
            a.fail("--round-seconds is 0 (the level's own length) or from 10, the server's lower bound; was " + roundSeconds);
        }
        String metrics = a.text("metrics", "on");
        if (!List.of("on", "off").contains(metrics)) {
            a.fail("--metrics is on (the default: /metrics scraped once a second, systems timed) or off, was " + metrics);
        }
        // Before the server starts, so its threads do not share the core with the measurement.
        System.out.printf(Locale.ROOT, "box speed: %.0f kernel ticks a second on one thread (bench sim's script, the"
                + " better of two runs before the server starts): compare runs taken at like speeds%n", SimBench.boxSpeed());
        try {
            run(new Options(rooms, seconds, warmup, rate, nice, spectators, where.equals("process"), botCpus, serverCpus,
                    where.equals("planner"), roundSeconds, metrics.equals("on"), botThreads,
                    a.text("tick-budget-late-pct", PRODUCTION_BUDGET), a.text("cpu-budget-pct", PRODUCTION_CPU_BUDGET),
                    a.text("profile", "")),
                    System.out);
        } catch (IllegalStateException e) {
            // The load did not run (the bots were never all welcomed, or fell behind): a finding, not a crash.
            System.err.println("bench server: " + rooms + " rooms did not run to the end: " + e.getMessage()
                    + ". The machine is saturated at this load; see docs/ROOMS.md, Capacity.");
            System.exit(1);
        }
    }

    private static String cpus(BenchArgs a, String name) {
        String list = a.text(name, "");
        if (!list.isEmpty() && !list.matches(CPU_LIST)) {
            a.fail("--" + name + " takes a taskset CPU list such as 1 or 0,1 or 0-1, was " + list);
        }
        return list;
    }

    static void run(int rooms, int seconds, int warmup, int rate, int nice, PrintStream out) throws Exception {
        run(Options.inline(rooms, seconds, warmup, rate, nice, 0), out);
    }

    static void run(int rooms, int seconds, int warmup, int rate, int nice, int spectators, PrintStream out)
            throws Exception {
        run(Options.inline(rooms, seconds, warmup, rate, nice, spectators), out);
    }

    static void run(Options o, PrintStream out) throws Exception {
        ServerConfig config = ServerConfig.ephemeral()
                .with("max_rooms", Integer.toString(o.rooms() + 8))
                // Each room is one create, and each guest bot's hello mints a session (the server
                // counts socket-made sessions against the same per-address limit): 1 + 3 a room.
                .with("max_creates_per_min", Integer.toString(Math.max(30, o.rooms() * (BotLoad.BOTS + 1))))
                .with("max_inputs_per_s", Integer.toString(o.rate()))
                .with("round_seconds", Integer.toString(o.roundSeconds()))
                .with("metrics", o.metrics() ? "1" : "0")
                // Scraped where an operator's Prometheus scrapes: the admin listener, not the players' port.
                .with("admin_port", "0")
                // The production overload rule (throwaway servers turn it off): rooms past what the box
                // carries are refused with room_full, and the bench reports how many.
                .with("tick_budget_late_pct", o.tickBudgetLatePct())
                .with("cpu_budget_pct", o.cpuBudgetPct())
                // Every bot comes from this machine's one address: the per-address caps would stop the load.
                .with("max_rooms_per_address", Integer.toString(o.rooms() + 8))
                .with("max_sockets_per_address", Integer.toString(Math.max(64, o.rooms() * (BotLoad.BOTS + 2)
                        + o.spectators() + 8)))
                // And the address's frame budget: each bot its own connection's 100 a second, as if it
                // came from an address of its own (at 1,000 for them all the readers were paced).
                .with("max_frames_per_s_per_address", Integer.toString(Math.max(1000, 100 * (o.rooms()
                        * (BotLoad.BOTS + 2) + o.spectators() + 8))));
        if (o.spectators() > 0) {
            // The room must take them all, and each watcher's hello mints a session under the
            // per-address create limit, which must not be what is measured.
            config = config.with("max_spectators", Integer.toString(Math.max(16, o.spectators())))
                    .with("max_creates_per_min", Integer.toString(Math.max(30, o.rooms() * 8) + 2 * o.spectators()));
        }
        BotLoad.Plan plan = new BotLoad.Plan(o.rooms(), o.seconds(), o.warmup(), o.spectators(), o.nice(), o.planner(),
                o.botThreads());
        try (EmbeddedServer server = EmbeddedServer.start(config)) {
            if (!o.serverCpus().isEmpty()) {
                pin(o.serverCpus());
            }
            ServerSide side = new ServerSide(server, Memory.liveHeapBytes(), o.metrics(), o.seconds() * 1000L,
                    o.profile().isEmpty() ? null : Path.of(o.profile()));
            if (o.metrics()) {
                side.scrapeOnce(); // as Prometheus has since the node started: the window's scrapes find their code loaded
            }
            BotLoad.Figures f = o.botProcess()
                    ? inProcess(server.port(), plan, o.botCpus(), side, out)
                    : BotLoad.run(new InetSocketAddress("127.0.0.1", server.port()), plan, side, false, out);
            report(o, f, side, out);
        }
    }

    /** What the server side reads at the window's edges, while the rooms play. */
    private static final class ServerSide implements BotLoad.Window {
        private final EmbeddedServer server;
        private final TickStats ticks;
        final long heapEmpty;
        long ticks0;
        long late0;
        long cpu0;
        long t0;
        long tickCount;
        long lateCount;
        long cpuNanos;
        /** This process's utime and stime at the window's opening, and the kernel's share over it. */
        long[] cpuTicks0 = {0, 0};
        double kernelPct = -1;
        double elapsedS;
        long heapPlaying;
        ReplayArchive.Latency archive0 = ReplayArchive.Latency.NONE;
        ReplayArchive.Latency archive1 = archive0;
        long botHeap;
        double rssMb;
        int sockets;
        /** The sockets' writes and the late ones (100 ms or more behind their queue) at the window's edges. */
        undercooked.server.rooms.TickBudget.Writes writes0 = undercooked.server.rooms.TickBudget.Writes.none();
        undercooked.server.rooms.TickBudget.Writes writes1 = writes0;
        double serverEchoP99Ms;
        /** Prometheus' part: /metrics scraped once a second through the window, each scrape's time. */
        private final boolean scraping;
        final List<Double> scrapeMs = java.util.Collections.synchronizedList(new ArrayList<>());
        /**
         * The main port's /readyz asked right after each scrape: trivial work, so its time is the
         * wait a request on Helidon's virtual threads has on this load, beside the admin listener's.
         */
        final List<Double> mainProbeMs = java.util.Collections.synchronizedList(new ArrayList<>());
        private volatile boolean windowOpen;
        private Thread scraper;
        /** Heap after the last collection, RSS and rounds archived, read every tenth of the window (at least 10 s apart). */
        final List<String> memorySamples = java.util.Collections.synchronizedList(new ArrayList<>());
        private Thread memoryWatch;

        private final long windowMillis;
        /** Where the window's profile goes (null: none), the profile while the window is open, its lines after. */
        private final Path profileFile;
        private WindowProfile profile;
        final List<String> profileLines = new ArrayList<>();

        ServerSide(EmbeddedServer server, long heapEmpty, boolean scraping, long windowMillis, Path profileFile) {
            this.windowMillis = windowMillis;
            this.profileFile = profileFile;
            this.server = server;
            this.ticks = server.services().supervisor().tickStats();
            this.heapEmpty = heapEmpty;
            this.scraping = scraping;
        }

        private void scrapeEverySecond() {
            java.net.URI uri = metricsUri();
            java.net.URI probe = java.net.URI.create("http://127.0.0.1:" + server.port() + "/readyz");
            while (windowOpen) {
                long start = System.nanoTime();
                scrapeMs.add(timedGet(uri));
                mainProbeMs.add(timedGet(probe));
                try {
                    Thread.sleep(Math.max(0, 1000 - (System.nanoTime() - start) / 1_000_000));
                } catch (InterruptedException e) {
                    return;
                }
            }
        }

        /** One scrape before the ramp, not counted: the classes a first scrape loads are loaded. */
        void scrapeOnce() {
            timedGet(metricsUri());
        }

        /** Where Prometheus scrapes this node: the admin listener's /metrics. */
        private java.net.URI metricsUri() {
            return java.net.URI.create("http://127.0.0.1:" + server.adminPort().orElseThrow() + "/metrics");
        }

        /** One GET read to its end: its time in ms, or NaN when it failed (counted as failed). */
        private static double timedGet(java.net.URI uri) {
            long start = System.nanoTime();
            try {
                java.net.HttpURLConnection c = (java.net.HttpURLConnection) uri.toURL().openConnection();
                try (java.io.InputStream in = c.getResponseCode() >= 400 ? c.getErrorStream() : c.getInputStream()) {
                    if (in != null) {
                        in.readAllBytes();
                    }
                }
                return (System.nanoTime() - start) / 1e6;
            } catch (IOException e) {
                return Double.NaN;
            }
        }

        /** Samples the heap after the last GC and the RSS through the window: what a long run must keep flat. */
        private void watchMemory(long everyMillis) {
            long start = System.nanoTime();
            while (windowOpen) {
                try {
                    Thread.sleep(everyMillis);
                } catch (InterruptedException e) {
                    return;
                }
                memorySamples.add(String.format(Locale.ROOT, "%.0f s %.0f/%.0f MB %d tick p99 %.2f ms",
                        (System.nanoTime() - start) / 1e9, Memory.heapAfterLastGcBytes() / 1048576.0, Memory.rssMb(),
                        archiveLatency().written() - archive0.written(), ticks.percentileMs(99)));
            }
        }

        @Override
        public void opened() {
            ticks0 = ticks.ticks();
            late0 = ticks.lateTicks();
            cpu0 = Memory.processCpuNanos();
            cpuTicks0 = Memory.userSysTicks(ProcessHandle.current().pid());
            archive0 = archiveLatency();
            writes0 = server.services().registry().sendLag().counts();
            if (profileFile != null) {
                try {
                    profile = WindowProfile.start(profileFile);
                } catch (IllegalStateException e) {
                    profileLines.add("profile: none, " + e.getMessage());
                }
            }
            t0 = System.nanoTime();
            windowOpen = true;
            if (scraping) {
                // A platform thread, as Prometheus is a process of its own: a virtual thread here would queue
                // for the same two carriers as the server's sockets and time this JVM's scheduler, not the node.
                scraper = Thread.ofPlatform().daemon().name("bench-scraper").start(this::scrapeEverySecond);
            }
            long every = Math.max(10_000, windowMillis / 10);
            memoryWatch = Thread.ofVirtual().name("bench-memory").start(() -> watchMemory(every));
        }

        @Override
        public void closed(long botHeapBytes) {
            elapsedS = (System.nanoTime() - t0) / 1e9;
            cpuNanos = Memory.processCpuNanos() - cpu0;
            if (profile != null) {
                try {
                    profileLines.addAll(profile.stop().lines(profile.event(), profileFile));
                } catch (IOException | RuntimeException e) {
                    profileLines.add("profile: not written to " + profileFile + " (" + e.getMessage() + ")");
                }
            }
            kernelPct = Memory.kernelPct(cpuTicks0, Memory.userSysTicks(ProcessHandle.current().pid()));
            windowOpen = false;
            if (scraper != null) {
                scraper.interrupt();
            }
            memoryWatch.interrupt();
            archive1 = archiveLatency();
            writes1 = server.services().registry().sendLag().counts();
            serverEchoP99Ms = server.services().registry().echoes().percentileMs(99);
            tickCount = ticks.ticks() - ticks0;
            lateCount = ticks.lateTicks() - late0;
            sockets = server.services().registry().sockets();
            rssMb = Memory.rssMb();
            botHeap = botHeapBytes;
            heapPlaying = Memory.liveHeapBytes();
        }

        private ReplayArchive.Latency archiveLatency() {
            return server.services().archive().map(ReplayArchive::latency).orElse(ReplayArchive.Latency.NONE);
        }
    }

    /** Pins every thread of this JVM (and those it starts later) to {@code cpus}. */
    private static void pin(String cpus) throws IOException, InterruptedException {
        taskset(List.of("taskset", "-a", "-p", "-c", cpus, Long.toString(ProcessHandle.current().pid())));
    }

    private static void taskset(List<String> cmd) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        if (p.waitFor() != 0) {
            throw new IllegalStateException(String.join(" ", cmd) + " failed: " + said);
        }
    }

    /** Runs the bots in a JVM of their own (under {@code taskset -c botCpus} when given). */
    private static BotLoad.Figures inProcess(int port, BotLoad.Plan plan, String botCpus, ServerSide side,
                                             PrintStream out) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>();
        if (!botCpus.isEmpty()) {
            cmd.addAll(List.of("taskset", "-c", botCpus));
        }
        cmd.addAll(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), BotProcess.class.getName(),
                "--port", Integer.toString(port), "--rooms", Integer.toString(plan.rooms()),
                "--seconds", Integer.toString(plan.seconds()), "--warmup", Integer.toString(plan.warmup()),
                "--spectators", Integer.toString(plan.spectators()), "--bot-nice", Integer.toString(plan.nice()),
                "--bot-threads", Integer.toString(plan.threads())));
        Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        Optional<BotLoad.Figures> figures = Optional.empty();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
             Writer go = new OutputStreamWriter(p.getOutputStream(), StandardCharsets.UTF_8)) {
            for (String line; (line = in.readLine()) != null; ) {
                if (line.equals("window opened")) {
                    side.opened();
                } else if (line.equals("window closed")) {
                    side.closed(0);
                    go.write("go on\n");
                    go.flush();
                } else if (line.startsWith("figures ")) {
                    figures = Optional.of(BotLoad.Figures.parse(line));
                } else {
                    out.println(line);
                }
            }
        } finally {
            if (!p.waitFor(30, TimeUnit.SECONDS)) {
                p.destroyForcibly();
            }
        }
        return figures.orElseThrow(() -> new IllegalStateException(
                "the bots' process ended without its figures (exit " + p.exitValue() + ")"));
    }

    private static String timings(List<Double> all, String what) {
        List<Double> ms;
        synchronized (all) {
            ms = new ArrayList<>(all);
        }
        long failed = ms.stream().filter(d -> d.isNaN()).count();
        double[] ok = ms.stream().filter(d -> !d.isNaN()).mapToDouble(Double::doubleValue).sorted().toArray();
        if (ok.length == 0) {
            return "none finished (" + failed + " failed)";
        }
        // The first is apart: a new connection to a listener the window has not used yet.
        Double first = ms.getFirst();
        return String.format(Locale.ROOT, "p50 %.1f ms, p90 %.1f ms, max %.1f ms (%d %s, %d failed; the first %s)",
                ok[ok.length / 2], ok[(int) Math.ceil(ok.length * 0.9) - 1], ok[ok.length - 1], ok.length, what, failed,
                first.isNaN() ? "failed" : String.format(Locale.ROOT, "%.1f ms", first));
    }

    /** The scrape figure (its CPU is inside the server's, which the A/B with --metrics off isolates). */
    static String scrapeLine(Options o, ServerSide side) {
        if (!o.metrics()) {
            return "metrics: off (no /metrics, no per-system timing): the B side of the metrics A/B";
        }
        return "metrics: on; /metrics scraped once a second on the admin port: " + timings(side.scrapeMs, "scrapes")
                + "; the main port's /readyz right after: " + timings(side.mainProbeMs, "probes");
    }

    private static void report(Options o, BotLoad.Figures f, ServerSide side, PrintStream out) {
        // The figures are the accepted rooms'; the rest the server refused (room_full).
        int rooms = o.rooms() - (int) f.roomsRefused();
        int clients = rooms * (o.planner() ? 1 : BotLoad.BOTS);
        double elapsed = f.elapsedS();
        TickStats ticks = side.ticks;
        double tickP50 = ticks.percentileMs(50);
        double tickP99 = ticks.percentileMs(99);
        double latePct = side.tickCount == 0 ? 0 : 100.0 * side.lateCount / side.tickCount;
        // Inline, the process's CPU includes the bot thread's; its GC and JIT share stays in.
        double serverCpuMs = side.cpuNanos / 1e6 - (o.botProcess() ? 0 : f.cpuMs());
        String where = o.botProcess()
                ? "in their own JVM" + (o.botCpus().isEmpty() ? "" : " on CPUs " + o.botCpus())
                : "in the server's JVM";
        if (o.planner()) {
            out.printf(Locale.ROOT, "cooks: 1 host socket a room (standing still) and %d expert planner bots cooking"
                    + " inside the server's rooms%n", BotLoad.BOTS - 1);
        }
        if (f.roomsRefused() > 0) {
            out.printf(Locale.ROOT, "refused: %d of %d rooms answered room_full (the node over its tick budget, %s%%"
                    + " late or %s%% CPU, or room limit); the figures below are the %d rooms it took%n", f.roomsRefused(),
                    o.rooms(), o.tickBudgetLatePct(), o.cpuBudgetPct(), rooms);
        }
        out.printf(Locale.ROOT, "rooms %d, clients %d, measured %.1f s (after a %d s warm-up under the full load)%n",
                rooms, clients, elapsed, o.warmup());
        out.printf(Locale.ROOT, "bots: NIO WebSocket clients on %d selector thread%s %s (nice %s), inputs 20/s and"
                        + " pings 5/s each; server rate limit %d frames/s%s%n", f.botThreads(), f.botThreads() == 1 ? "" : "s",
                where,
                f.nice() < 0 ? "unchanged" : Integer.toString(f.nice()), o.rate(),
                o.serverCpus().isEmpty() ? "" : "; server on CPUs " + o.serverCpus());
        out.printf(Locale.ROOT, "bots sent: %.1f inputs/s and %.1f pings/s per client (the plan: 20 and 5)%n",
                f.inputsPerClient(), f.pingsPerClient());
        out.printf(Locale.ROOT, "tick cost: p50 %.3f ms, p99 %.3f ms over the last %d ticks; %d ticks, %d late (%.2f%%)%n",
                tickP50, tickP99, Math.min(side.tickCount, 16384), side.tickCount, side.lateCount, latePct);
        out.printf(Locale.ROOT, "snap: %d frames, mean %.0f B, max %d B%n", f.snaps(),
                f.snaps() == 0 ? 0.0 : (double) f.snapBytes() / f.snaps(), f.snapMax());
        out.printf(Locale.ROOT, "downlink per client: %.1f KB/s%n", f.downBytes() / 1024.0 / elapsed / clients);
        out.printf(Locale.ROOT, "input->snapshot echo: p50 %.1f ms, p99 %.1f ms (%d samples)%n",
                f.echoP50Ms(), f.echoP99Ms(), f.echoSamples());
        out.printf(Locale.ROOT, "ping round trip: p50 %.1f ms, p99 %.1f ms (%d samples; a ping to its pong, the echo"
                + " `bench peer colyseus` reports)%n", f.pingP50Ms(), f.pingP99Ms(), f.pingSamples());
        long writes = side.writes1.writes() - side.writes0.writes();
        out.printf(Locale.ROOT, "server side: echo p99 %.1f ms (an input's arrival to the next snapshot written, the"
                        + " last 16,384); socket writes %d, %.2f%% of them 100 ms or more behind their queue%n",
                side.serverEchoP99Ms, writes,
                writes == 0 ? 0.0 : 100.0 * (side.writes1.late() - side.writes0.late()) / writes);
        long written = side.archive1.written() - side.archive0.written();
        double meanMs = written == 0 ? 0 : (side.archive1.totalNanos() - side.archive0.totalNanos()) / 1e6 / written;
        out.printf(Locale.ROOT, "archive: %d rounds written in the window, %.2f a second, latency mean %.1f ms, p99 %.1f ms"
                        + " (the last %d written), max %.1f ms (hand-over to row; round_seconds %s)%n", written,
                written / side.elapsedS, meanMs, side.archive1.recentP99Ms(),
                Math.min(side.archive1.written(), ReplayArchive.RECENT_LATENCIES), side.archive1.maxNanos() / 1e6,
                o.roundSeconds() == 0 ? "off: the level's own length" : o.roundSeconds());
        out.println(scrapeLine(o, side));
        out.printf(Locale.ROOT, "handshake: p50 %.1f ms, p95 %.1f ms (%d sockets, %d failures)%n",
                f.handshakeP50Ms(), f.handshakeP95Ms(), f.handshakes(), f.failures());
        out.printf(Locale.ROOT, "sockets: %d open at the server, %d closed by it, %d failed%s%n",
                side.sockets, f.closes(), f.failures(),
                "none".equals(f.closeReasons()) ? "" : "; closes by code/reason: " + f.closeReasons().replace(",", ", "));
        if (!"none".equals(f.errCodes())) {
            out.println("errors the server sent the bots, by code: " + f.errCodes().replace(",", ", "));
        }
        if (o.spectators() > 0) {
            out.printf(Locale.ROOT, "spectators: %d sockets on room %s, all connected in %.1f s (welcome p95 %.1f ms);"
                            + " %.1f frames/s and %.2f KB/s each (the plan: %d frames/s); %d closed by the server%n",
                    o.spectators(), f.firstRoom(), f.watchJoinS(), f.watchWelcomeP95Ms(),
                    f.watcherSnaps() / elapsed / o.spectators(), f.watcherBytes() / 1024.0 / elapsed / o.spectators(),
                    WATCHER_FRAMES_PER_S, f.watcherCloses());
        }
        out.printf(Locale.ROOT, "server CPU: %.2f ms per room-second (%.2f cores for %d rooms); bots %.2f cores%s%n",
                serverCpuMs / side.elapsedS / rooms, serverCpuMs / 1000 / side.elapsedS, rooms,
                f.cpuMs() / 1000 / elapsed, o.botProcess() ? " (their JVM)" : " (their selector threads)");
        if (o.botProcess() && side.kernelPct >= 0 && f.kernelPct() >= 0) {
            // On loopback each side's writes also run the other side's TCP receive in the kernel.
            out.printf(Locale.ROOT, "in the kernel: %.0f%% of the server's CPU (%.2f ms a room-second), %.0f%% of the"
                            + " bots' (system calls, loopback TCP both ways, wake-ups; utime and stime)%n",
                    side.kernelPct, serverCpuMs / side.elapsedS / rooms * side.kernelPct / 100, f.kernelPct());
        }
        long roomsHeap = side.heapPlaying - side.heapEmpty - side.botHeap;
        out.printf(Locale.ROOT, "server heap: %.0f KB a room, every room playing (live heap after a full GC %.0f MB,"
                        + " the empty server's %.0f MB%s)%n",
                roomsHeap / 1024.0 / rooms, side.heapPlaying / 1048576.0, side.heapEmpty / 1048576.0,
                o.botProcess() ? "" : String.format(Locale.ROOT, ", the bots' own %.0f MB", side.botHeap / 1048576.0));
        synchronized (side.memorySamples) {
            if (!side.memorySamples.isEmpty()) {
                out.println("server memory over the window (time: heap after the last GC / RSS, rounds archived, recent tick"
                        + " cost p99): "
                        + String.join("; ", side.memorySamples));
            }
        }
        if (o.botProcess()) {
            out.printf(Locale.ROOT, "RSS: server %.0f MB, bots %.0f MB (their own JVM)%n", side.rssMb, f.rssMb());
        } else {
            out.printf(Locale.ROOT, "RSS (server and bots in one JVM): %.0f MB%n", side.rssMb);
        }
        side.profileLines.forEach(out::println);
        if (o.spectators() > 0) {
            out.printf(Locale.ROOT, "server: %d rooms x 4 players + %d spectators, tick p99 %.2f ms, echo p99 %.1f ms,"
                    + " late ticks %.2f%%%n", rooms, o.spectators(), tickP99, f.echoP99Ms(), latePct);
        } else {
            out.printf(Locale.ROOT, "server: %d rooms x 4 %s, tick p99 %.2f ms, echo p99 %.1f ms, late ticks %.2f%%%n",
                    rooms, o.planner() ? "cooks (3 planner bots)" : "players", tickP99, f.echoP99Ms(), latePct);
        }
    }
}
