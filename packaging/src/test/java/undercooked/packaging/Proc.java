package undercooked.packaging;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A packaged program started the way a user starts it: its own launcher, a clean environment,
 * output into a file (never a pipe that could fill and stall it), every wait bounded.
 */
final class Proc implements AutoCloseable {
    final Process process;
    private final Path log;

    /** A finished run: its exit code and everything it printed. */
    record Result(int exit, String output) {
    }

    private Proc(Process process, Path log) {
        this.process = process;
        this.log = log;
    }

    /**
     * Starts {@code command} with only PATH, HOME and {@code env}: no JAVA_HOME or DISPLAY leaks in
     * from the build, so the program has to find its own Java and render without a display.
     */
    static Proc start(List<String> command, Map<String, String> env, Path dir) throws IOException {
        Path log = Files.createTempFile(dir, "out-", ".log");
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile());
        Map<String, String> e = pb.environment();
        e.clear();
        e.put("PATH", "/usr/local/bin:/usr/bin:/bin");
        e.put("HOME", dir.toString());
        e.putAll(env);
        return new Proc(pb.start(), log);
    }

    static Result run(List<String> command, Map<String, String> env, Path dir, Duration bound) throws Exception {
        try (Proc p = start(command, env, dir)) {
            return new Result(p.waitFor(bound), p.output());
        }
    }

    /** Waits for the exit; kills it and fails after {@code bound}. */
    int waitFor(Duration bound) throws InterruptedException, IOException {
        if (!process.waitFor(bound.toMillis(), TimeUnit.MILLISECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("still running after " + bound + "; it printed:\n" + output());
        }
        return process.exitValue();
    }

    String output() throws IOException {
        return Files.readString(log, StandardCharsets.UTF_8);
    }

    /** Polls the output until it has a line containing {@code text}; fails when the process exits or time is up. */
    String awaitLine(String text, Duration bound) throws Exception {
        long deadline = System.nanoTime() + bound.toNanos();
        while (System.nanoTime() < deadline) {
            for (String line : output().lines().toList()) {
                if (line.contains(text)) {
                    return line;
                }
            }
            if (!process.isAlive()) {
                throw new AssertionError("exited with " + process.exitValue() + " before printing '" + text + "':\n"
                        + output());
            }
            Thread.sleep(50);
        }
        throw new AssertionError("no '" + text + "' within " + bound + ":\n" + output());
    }

    @Override
    public void close() {
        if (process.isAlive()) {
            process.destroyForcibly();
        }
    }
}
