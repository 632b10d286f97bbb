package undercooked.server.it;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import undercooked.server.ServerMain;

/**
 * A game server in a JVM of its own, as {@code ./undercooked serve} runs it, on port 0: the port
 * is read from the line it prints when it serves. {@link #kill()} is SIGKILL (a node that dies),
 * {@link #terminate()} SIGTERM (a node an orchestrator drains).
 */
final class NodeProcess implements AutoCloseable {

    /** The start line, alone or (with --log-format json) as a record's message. */
    private static final Pattern STARTED = Pattern.compile("undercooked server on http://127\\.0\\.0\\.1:(\\d+)/");

    private final Process process;
    /** Everything the process printed, both streams, as its reader adds it. */
    private final List<String> lines;
    private final int port;

    private NodeProcess(Process process, int port, List<String> lines) {
        this.process = process;
        this.port = port;
        this.lines = lines;
    }

    /**
     * The node's JVM options: the serial collector, as {@code ./undercooked serve} runs it (decision
     * 0047), in a smaller heap, and C1 only, as the test JVMs (decision 0055): a node runs for seconds,
     * and the C2 compiler spent about half of a start's CPU on code that runs a few times (start to
     * serving on a quiet box: 7-8 s and 10 s of CPU with the default JIT and G1, 3.4-3.8 s and 4.7 s
     * with these; session 15, docs/ARCHITECTURE.md, Test tiers).
     */
    private static final List<String> JVM = List.of("--enable-native-access=ALL-UNNAMED", "-XX:+UseSerialGC",
            "-XX:TieredStopAtLevel=1", "-Xmx256m");

    /** What a process that ran to its end printed, and its exit code. */
    record Ended(int code, List<String> lines) {
    }

    /** Runs {@code serve} with {@code args} (no port of its own) until it exits by itself. */
    static Ended runToEnd(long timeoutSeconds, String... args) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java));
        command.addAll(JVM);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), ServerMain.class.getName()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        List<String> out;
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            out = r.lines().toList();
        }
        if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("serve did not exit within " + timeoutSeconds + " s: " + out);
        }
        return new Ended(p.exitValue(), out);
    }

    /** What the process has printed so far. */
    List<String> lines() {
        synchronized (lines) {
            return List.copyOf(lines);
        }
    }

    /**
     * How long a node may take to print its port. Alone a node starts in a few seconds; the cluster
     * test starts first while the other server classes start theirs, and a clean-clone CI run on two
     * cores saw a JVM take 15 s from its first log line to Flyway and miss a 30 s bound. This is a
     * hang guard, not a start-time budget (that is measured in the benchmarks).
     */
    private static final int START_SECONDS = 90;

    static NodeProcess start(Map<String, String> env, String... args) throws Exception {
        return startUnder(List.of(), env, args);
    }

    /** As {@link #start}, the JVM run under {@code prefix} (e.g. {@code prlimit --nofile=N:N --}). */
    static NodeProcess startUnder(List<String> prefix, Map<String, String> env, String... args) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(prefix);
        command.add(java);
        command.addAll(JVM);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), ServerMain.class.getName(), "--port", "0"));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        pb.environment().putAll(env);
        Process p = pb.start();
        List<String> lines = new ArrayList<>();
        CompletableFuture<Integer> started = new CompletableFuture<>();
        Thread.ofVirtual().start(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line; (line = r.readLine()) != null; ) {
                    synchronized (lines) {
                        lines.add(line);
                    }
                    Matcher m = STARTED.matcher(line);
                    if (m.find()) {
                        started.complete(Integer.parseInt(m.group(1)));
                    }
                }
            } catch (IOException e) {
                // The process went away; the start wait below reports it.
            }
            started.complete(-1);
        });
        int port;
        try {
            port = started.get(START_SECONDS, TimeUnit.SECONDS);
        } catch (Exception e) {
            p.destroyForcibly();
            throw new AssertionError("the node did not start within " + START_SECONDS + " s: " + lines, e);
        }
        if (port < 0) {
            throw new AssertionError("the node stopped before serving: " + lines);
        }
        return new NodeProcess(p, port, lines);
    }

    int port() {
        return port;
    }

    String url(String path) {
        return "http://127.0.0.1:" + port + path;
    }

    /** SIGKILL: no shutdown hook runs, nothing is deregistered. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(10, TimeUnit.SECONDS);
    }

    /** SIGTERM, then waits for the process to exit; its exit code. */
    int terminate(long waitSeconds) throws InterruptedException {
        process.destroy();
        if (!process.waitFor(waitSeconds, TimeUnit.SECONDS)) {
            throw new AssertionError("the node did not exit within " + waitSeconds + " s of SIGTERM");
        }
        return process.exitValue();
    }

    boolean alive() {
        return process.isAlive();
    }

    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            kill();
        }
    }
}
