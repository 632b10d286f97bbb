package undercooked.server.cluster;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A real redis-server (Debian's, which {@code ./undercooked test} installs) on a free loopback
 * port, without persistence, for one test class; it skips the test, saying why, when the
 * binary is not there.
 */
public final class RedisProcess implements AutoCloseable {

    static final Path BINARY = Path.of("/usr/bin/redis-server");

    private final Process process;
    private final int port;

    private RedisProcess(Process process, int port) {
        this.process = process;
        this.port = port;
    }

    public static RedisProcess start() throws IOException, InterruptedException {
        int port;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = s.getLocalPort();
        }
        return start(port);
    }

    /** On a given port: a Redis that comes back where it was (an outage test). */
    public static RedisProcess start(int port) throws IOException, InterruptedException {
        assumeTrue(Files.isExecutable(BINARY), BINARY + " is missing: install Debian's redis-server"
                + " (./undercooked test does when it runs as root)");
        Process p = new ProcessBuilder(BINARY.toString(), "--port", Integer.toString(port), "--bind", "127.0.0.1",
                "--save", "", "--appendonly", "no", "--protected-mode", "yes", "--loglevel", "warning")
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (true) {
            try (Socket s = new Socket("127.0.0.1", port)) {
                return new RedisProcess(p, port);
            } catch (IOException e) {
                if (System.nanoTime() > deadline || !p.isAlive()) {
                    p.destroyForcibly();
                    throw new IOException("redis-server did not listen on " + port + " within 5 s", e);
                }
                Thread.sleep(50);
            }
        }
    }

    /** Freezes ({@code SIGSTOP}) or thaws ({@code SIGCONT}) the server: there, but not answering. */
    public void freeze(boolean frozen) throws IOException, InterruptedException {
        Process kill = new ProcessBuilder("kill", frozen ? "-STOP" : "-CONT", Long.toString(process.pid()))
                .redirectErrorStream(true).start();
        if (kill.waitFor() != 0) {
            throw new IOException("kill " + (frozen ? "-STOP" : "-CONT") + " " + process.pid() + " failed");
        }
    }

    public int port() {
        return port;
    }

    public String url() {
        return "redis://127.0.0.1:" + port;
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(5, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
        }
    }

    /**
     * One redis-server for a whole test class, started before its first test and stopped after
     * its last: {@code @RegisterExtension static final RedisProcess.PerClass redis = new RedisProcess.PerClass();}
     */
    public static final class PerClass implements BeforeAllCallback, AfterAllCallback {
        private RedisProcess redis;

        @Override
        public void beforeAll(ExtensionContext context) throws Exception {
            redis = start();
        }

        @Override
        public void afterAll(ExtensionContext context) throws Exception {
            if (redis != null) {
                redis.close();
            }
        }

        public String url() {
            return redis.url();
        }
    }
}
