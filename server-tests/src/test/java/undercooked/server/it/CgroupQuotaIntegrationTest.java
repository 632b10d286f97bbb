package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import undercooked.protocol.Eventually;

/**
 * The CPU rule in a real container-like cgroup (cgroup v1's cpu and cpuacct hierarchies, as this
 * machine mounts them): a node started in a cgroup with a one-core quota names that quota as the
 * CPU it reads; once the quota is resized to a tenth of a core, it goes over its budget
 * ({@code /readyz} 503, naming the new quota) while another process of its cgroup spends it, and
 * comes back once that process stops, whatever the rest of the machine does.
 * Needs root and writable cgroup v1 hierarchies; elsewhere it is skipped and says why.
 */
class CgroupQuotaIntegrationTest {

    private static final Path CPU = Path.of("/sys/fs/cgroup/cpu");
    private static final Path CPUACCT = Path.of("/sys/fs/cgroup/cpuacct");

    private final String name = "undercooked-test-" + ProcessHandle.current().pid();
    private final List<Process> processes = new ArrayList<>();
    private final OkHttpClient http = new OkHttpClient.Builder().callTimeout(Duration.ofSeconds(10)).build();
    private NodeProcess node;

    private static boolean writableV1() {
        return Files.isWritable(CPU.resolve("cgroup.procs")) && Files.isRegularFile(CPU.resolve("cpu.cfs_quota_us"))
                && Files.isWritable(CPUACCT.resolve("cgroup.procs"));
    }

    /** {@code sh -c} that moves itself into the test's cgroup, then runs {@code then}. */
    private List<String> inCgroup(String then) {
        return List.of("sh", "-c", "echo $$ > " + CPU.resolve(name).resolve("cgroup.procs") + " && echo $$ > "
                + CPUACCT.resolve(name).resolve("cgroup.procs") + " && " + then, "sh");
    }

    @Test
    void aNodeInACgroupWithAQuotaReadsItsQuotaNotTheMachine() throws Exception {
        Assumptions.assumeTrue(writableV1(), "needs root and writable cgroup v1 cpu and cpuacct hierarchies at "
                + CPU + " and " + CPUACCT + " (this machine's layout); none here");
        Files.createDirectories(CPU.resolve(name));
        Files.createDirectories(CPUACCT.resolve(name));
        Files.writeString(CPU.resolve(name).resolve("cpu.cfs_period_us"), "100000");
        Files.writeString(CPU.resolve(name).resolve("cpu.cfs_quota_us"), "100000");

        List<String> prefix = inCgroup("exec \"$@\"");
        node = NodeProcess.startUnder(prefix, Map.of(), "--data", Files.createTempDirectory("undercooked-cg-").toString(),
                "--cpu-budget-pct", "85");
        String quota = "the container's CPU quota (1 core, " + CPU.resolve(name).resolve("cpu.cfs_quota_us") + ")";
        String says = "cpu_budget_pct 85: new rooms are refused while " + quota + " is that busy";
        List<String> printed = Eventually.last(Duration.ofSeconds(10), node::lines, l -> l.contains(says));
        assertTrue(printed.contains(says), "the node names the quota it reads: " + printed);
        String ready = Eventually.last(Duration.ofSeconds(30), this::readyz, r -> r.startsWith("200"));
        assertTrue(ready.startsWith("200"), "ready once its start's CPU is spent: " + ready);

        // The quota is resized in place to a tenth of a core, which another process of the cgroup
        // spends whole: the machine keeps most of a core idle, and a busy machine still gives a
        // spinning process more than a tenth of one.
        Files.writeString(CPU.resolve(name).resolve("cpu.cfs_quota_us"), "10000");
        Process burner = new ProcessBuilder(inCgroup("while :; do :; done")).start();
        processes.add(burner);
        String over = Eventually.last(Duration.ofSeconds(20), this::readyz, r -> r.startsWith("503"));
        String resized = "the container's CPU quota (0.10 cores, " + CPU.resolve(name).resolve("cpu.cfs_quota_us") + ")";
        assertTrue(over.contains("the node is over its tick budget: " + resized + " was"), over);

        burner.destroyForcibly();
        assertTrue(burner.waitFor(10, TimeUnit.SECONDS));
        // Under 75% of the quota again within the 2 s window, busy machine or not.
        Eventually.within(Duration.ofSeconds(20), "ready again once the quota is free", () -> readyz().startsWith("200"));
    }

    /** "STATUS body" of the node's /readyz. */
    private String readyz() {
        try (Response r = http.newCall(new Request.Builder().url(node.url("/readyz")).get().build()).execute()) {
            return r.code() + " " + r.body().string();
        } catch (IOException e) {
            return "unreachable " + e.getMessage();
        }
    }

    @AfterEach
    void removeTheCgroup() throws Exception {
        for (Process p : processes) {
            p.destroyForcibly();
            p.waitFor(10, TimeUnit.SECONDS);
        }
        if (node != null) {
            node.close();
        }
        // A cgroup goes once its processes have left it.
        for (Path dir : List.of(CPU.resolve(name), CPUACCT.resolve(name))) {
            if (Files.isDirectory(dir)) {
                Eventually.within(Duration.ofSeconds(10), "cgroup " + dir + " is empty",
                        () -> read(dir.resolve("cgroup.procs")).isBlank());
                Files.delete(dir);
            }
        }
        assertEquals(false, Files.exists(CPU.resolve(name)));
    }

    private static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            return "";
        }
    }
}
