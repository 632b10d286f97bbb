package undercooked.server.archive;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Assumptions;

/**
 * A PostgreSQL cluster of the test's own, in a temporary folder on a free loopback port, so a test
 * may stop, restart and freeze it without touching the machine's shared cluster (other tests use
 * that one). initdb refuses root, so the binaries run as the {@code postgres} user when the test
 * runs as root. Skipped (an assumption) where PostgreSQL 15's binaries are not installed.
 */
public final class PgCluster implements AutoCloseable {

    private static final Path BIN = Path.of("/usr/lib/postgresql/15/bin");

    private final Path dir;
    private final int port;
    private boolean frozen;

    private PgCluster(Path dir, int port) {
        this.dir = dir;
        this.port = port;
    }

    /** A new cluster, initialised and started. */
    public static PgCluster start() throws IOException, InterruptedException {
        Assumptions.assumeTrue(Files.isExecutable(BIN.resolve("initdb")), "PostgreSQL 15 binaries are not installed");
        Path dir = Files.createTempDirectory("undercooked-pg-");
        chownToPostgres(dir);
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        PgCluster pg = new PgCluster(dir, port);
        pg.run(List.of(BIN.resolve("initdb").toString(), "-D", dir.resolve("data").toString(), "-A", "trust",
                "-U", "undercooked", "--no-sync", "-E", "UTF8"));
        pg.startServer();
        return pg;
    }

    private static void chownToPostgres(Path dir) throws IOException, InterruptedException {
        if (isRoot()) {
            exec(List.of("chown", "postgres:postgres", dir.toString()));
        }
    }

    private static boolean isRoot() {
        return "root".equals(System.getProperty("user.name"));
    }

    /** A JDBC URL for the cluster's {@code postgres} database; {@code extra} is appended ({@code &k=v}). */
    public String url(String extra) {
        return "jdbc:postgresql://127.0.0.1:" + port + "/postgres?user=undercooked" + extra;
    }

    /** Starts (again) and waits until it accepts connections. */
    public void startServer() throws IOException, InterruptedException {
        run(List.of(BIN.resolve("pg_ctl").toString(), "-D", dir.resolve("data").toString(), "-w", "-t", "30",
                "-l", dir.resolve("log").toString(), "-o",
                "-p " + port + " -k " + dir + " -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off",
                "start"));
    }

    /** {@code pg_ctl stop -m fast}: every connection is cut, as in a restart. */
    public void stopFast() throws IOException, InterruptedException {
        run(List.of(BIN.resolve("pg_ctl").toString(), "-D", dir.resolve("data").toString(), "-w", "-m", "fast",
                "stop"));
    }

    /** SIGSTOP to the postmaster and every backend: the database stops answering, connections stay. */
    public void freeze() throws IOException, InterruptedException {
        frozen = true; // first: if the signal fails half-way, close() still thaws what it stopped
        signal("-STOP");
    }

    public void thaw() throws IOException, InterruptedException {
        signal("-CONT");
        frozen = false;
    }

    /**
     * The postmaster must take the signal; a backend may end between being listed and signalled
     * (the test's own connection just closed), and kill's "No such process" for it is no failure.
     * One kill for all had failed then, after stopping the rest: a freeze that threw left the
     * database frozen, and the next test waited on it for ever.
     */
    private void signal(String sig) throws IOException, InterruptedException {
        long pid = Long.parseLong(Files.readAllLines(dir.resolve("data").resolve("postmaster.pid")).getFirst().trim());
        List<String> backends = new ArrayList<>(List.of("kill", sig));
        ProcessHandle.of(pid).ifPresent(p -> p.descendants().forEach(d -> backends.add(Long.toString(d.pid()))));
        exec(List.of("kill", sig, Long.toString(pid)));
        if (backends.size() > 2) {
            new ProcessBuilder(backends).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start().waitFor(60, TimeUnit.SECONDS);
        }
    }

    private void run(List<String> cmd) throws IOException, InterruptedException {
        List<String> full = new ArrayList<>();
        if (isRoot()) {
            full.addAll(List.of("runuser", "-u", "postgres", "--"));
        }
        full.addAll(cmd);
        exec(full);
    }

    private static void exec(List<String> cmd) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new IOException(String.join(" ", cmd) + " failed: " + out);
        }
    }

    @Override
    public void close() throws IOException, InterruptedException {
        try {
            if (frozen) {
                thaw();
            }
            if (Files.exists(dir.resolve("data").resolve("postmaster.pid"))) {
                run(List.of(BIN.resolve("pg_ctl").toString(), "-D", dir.resolve("data").toString(), "-w", "-m",
                        "immediate", "stop"));
            }
        } finally {
            exec(List.of("rm", "-rf", dir.toString()));
        }
    }
}
