package undercooked.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * {@code ./undercooked bench sockets}: what the game's socket load costs a server in each of two
 * socket layers, and nothing else (no WebSocket codec, no JSON, no kernel, no budgets). The
 * server side ({@link SocketLayerServer}) runs in a JVM of its own with the game server's heap
 * options, so its CPU (utime + stime of that process over the window) is the layer's alone; the
 * clients ({@link SocketLayerClients}) are the same code for both layers, in this JVM. The
 * question it answers is in docs/decisions/0058: would a selector-driven layer of the server's
 * own cut the CPU a room-second enough to be worth building?
 */
public final class SocketLayerBench {

    /** The game server's JVM options (the launcher's SERVER_JVM_OPTS, decision 0047). */
    static final List<String> SERVER_JVM = List.of("-XX:+UseSerialGC", "-Xmx512m");

    record Options(int sockets, int seconds, int warmup, String layer) {
        Options {
            if (sockets < 4 || sockets % SocketLayerServer.ROOM_SIZE != 0) {
                throw new IllegalArgumentException("sockets must be a multiple of 4, was " + sockets);
            }
            if (!layer.equals("vthreads") && !layer.equals("selector")) {
                throw new IllegalArgumentException("layer is vthreads or selector, was " + layer);
            }
        }
    }

    /** The server's counts at one edge of the window: frames in and out, ticks, late ticks, dropped snapshots. */
    private record Mark(long in, long out, long ticks, long late, long dropped, long cpuNanos, long[] userSys) {
        static Mark parse(String line, long cpuNanos, long[] userSys) {
            String[] p = line.split(" ");
            return new Mark(Long.parseLong(p[1]), Long.parseLong(p[2]), Long.parseLong(p[3]), Long.parseLong(p[4]),
                    Long.parseLong(p[5]), cpuNanos, userSys);
        }
    }

    private SocketLayerBench() {
    }

    public static void main(String[] args) throws Exception {
        String usage = "./undercooked bench sockets [--sockets N] [--seconds S] [--warmup S] [--layer vthreads|selector]";
        BenchArgs a = BenchArgs.parse("bench sockets", usage, List.of("sockets", "seconds", "warmup", "layer"), args);
        int sockets = a.integer("sockets", 2000, 4, 100_000);
        if (sockets % SocketLayerServer.ROOM_SIZE != 0) {
            a.fail("--sockets must be a multiple of 4 (rooms of four), was " + sockets);
        }
        String layer = a.text("layer", "vthreads");
        if (!layer.equals("vthreads") && !layer.equals("selector")) {
            a.fail("--layer is vthreads or selector, was " + layer);
        }
        run(new Options(sockets, a.integer("seconds", 30, 1, 3600), a.integer("warmup", 10, 0, 3600), layer),
                new PrintStream(System.out, true, StandardCharsets.UTF_8));
        System.exit(0);
    }

    static void run(Options o, PrintStream out) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(SERVER_JVM);
        cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), SocketLayerServer.class.getName(),
                "--layer", o.layer()));
        Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        try (BufferedReader from = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
             Writer to = new OutputStreamWriter(p.getOutputStream(), StandardCharsets.UTF_8)) {
            String hello = from.readLine();
            if (hello == null || !hello.startsWith("listening ")) {
                throw new IllegalStateException("the server process did not start: " + hello);
            }
            int port = Integer.parseInt(hello.substring("listening ".length()));
            int threads = Runtime.getRuntime().availableProcessors();
            int echoCapacity = (int) Math.min(Integer.MAX_VALUE - 16, (long) o.sockets() * 5 * (o.seconds() + 5));
            SocketLayerClients clients = SocketLayerClients.start(port, o.sockets(), threads, echoCapacity);
            try {
                Thread.sleep(o.warmup() * 1000L);
                long[] box0 = boxTimes();
                Mark m0 = mark(p, from, to);
                long client0 = clients.cpuNanos();
                clients.measuring = true;
                long t0 = System.nanoTime();
                Thread.sleep(o.seconds() * 1000L);
                clients.measuring = false;
                double elapsed = (System.nanoTime() - t0) / 1e9;
                Mark m1 = mark(p, from, to);
                long[] box1 = boxTimes();
                long clientCpu = clients.cpuNanos() - client0;
                clients.stop();
                report(o, m0, m1, elapsed, clients, clientCpu, out);
                long total = box1[0] - box0[0];
                out.printf(Locale.ROOT, "box: %.0f%% idle, %.0f%% steal over the window (steal: the hypervisor's; it makes"
                        + " a run noisy)%n", total == 0 ? 0.0 : 100.0 * (box1[1] - box0[1]) / total,
                        total == 0 ? 0.0 : 100.0 * (box1[2] - box0[2]) / total);
            } finally {
                // again on a failure; a second stop finds the threads ended and the sockets closed
                clients.stop();
                to.write("stop\n");
                to.flush();
            }
        } finally {
            if (!p.waitFor(10, TimeUnit.SECONDS)) {
                p.destroyForcibly();
            }
        }
    }

    /** The server's counts, with its CPU read from outside (ProcessHandle: utime + stime on Linux). */
    private static Mark mark(Process p, BufferedReader from, Writer to) throws IOException {
        long cpu = p.toHandle().info().totalCpuDuration().orElseThrow(
                () -> new IllegalStateException("this system does not report a process's CPU time")).toNanos();
        to.write("mark\n");
        to.flush();
        String line = from.readLine();
        if (line == null || !line.startsWith("mark ")) {
            throw new IllegalStateException("the server process did not answer: " + line);
        }
        return Mark.parse(line, cpu, Memory.userSysTicks(p.pid()));
    }

    /** The machine's CPU time so far from {@code /proc/stat}: {all, idle, steal} in clock ticks; zeros off Linux. */
    private static long[] boxTimes() {
        try {
            String[] f = java.nio.file.Files.readAllLines(Path.of("/proc/stat")).getFirst().trim().split("\\s+");
            long all = 0;
            for (int i = 1; i <= 8 && i < f.length; i++) {
                all += Long.parseLong(f[i]);
            }
            return new long[] {all, Long.parseLong(f[4]), f.length > 8 ? Long.parseLong(f[8]) : 0};
        } catch (IOException | RuntimeException e) {
            return new long[] {0, 0, 0};
        }
    }

    private static void report(Options o, Mark m0, Mark m1, double s, SocketLayerClients c, long clientCpu,
                               PrintStream out) {
        int rooms = o.sockets() / SocketLayerServer.ROOM_SIZE;
        double cpuMs = (m1.cpuNanos() - m0.cpuNanos()) / 1e6;
        long[] echoes = c.sortedEchoes();
        long ticks = m1.ticks() - m0.ticks();
        long late = m1.late() - m0.late();
        out.printf(Locale.ROOT, "layer %s: sockets %d, rooms %d, measured %.1f s (after a %d s warm-up)%n",
                o.layer(), o.sockets(), rooms, s, o.warmup());
        double kernel = Memory.kernelPct(m0.userSys(), m1.userSys());
        out.printf(Locale.ROOT, "server CPU: %.3f ms a room-second (%.2f cores; its own JVM, utime+stime, %.0f%% of it"
                + " stime)%n", cpuMs / rooms / s, cpuMs / 1000 / s, Math.max(0, kernel));
        out.printf(Locale.ROOT, "clients: %d selector threads, %.2f cores%n", c.threads(), clientCpu / 1e9 / s);
        out.printf(Locale.ROOT, "server frames: in %.0f/s, out %.0f/s (%d snapshots dropped)%n",
                (m1.in() - m0.in()) / s, (m1.out() - m0.out()) / s, m1.dropped() - m0.dropped());
        out.printf(Locale.ROOT, "clients sent %.1f inputs/s and %.1f pings/s a socket, read %.1f snapshots/s a socket%n",
                c.inputs() / s / o.sockets(), c.pings() / s / o.sockets(), c.snapshots() / s / o.sockets());
        out.printf(Locale.ROOT, "echo (ping to pong): p50 %.2f ms, p99 %.2f ms (%d samples)%n",
                pct(echoes, 50) / 1e6, pct(echoes, 99) / 1e6, echoes.length);
        out.printf(Locale.ROOT, "ticks: %d, %d late (%.2f%%, a whole period behind)%n", ticks, late,
                ticks == 0 ? 0.0 : 100.0 * late / ticks);
    }

    private static long pct(long[] sorted, int p) {
        return sorted.length == 0 ? 0 : sorted[Math.min(sorted.length - 1, (int) ((long) sorted.length * p / 100))];
    }
}
