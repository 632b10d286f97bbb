package undercooked.server.rooms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Finding the container's CPU quota and reading its use, on cgroup trees laid out as Linux lays
 * them out ({@code /proc/self/cgroup}, {@code /proc/self/mountinfo} and the cgroup files under a
 * stand-in root); {@code CgroupQuotaIntegrationTest} does it in a real cgroup with a quota.
 */
class CgroupCpuTest {

    @TempDir
    Path root;

    private final AtomicLong nanos = new AtomicLong(1_000_000_000L);

    private void write(String path, String text) throws IOException {
        Path p = root.resolve(path);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
    }

    private static final String V2_MOUNT = "35 24 0:30 / /sys/fs/cgroup rw,nosuid,nodev,noexec,relatime shared:9"
            + " - cgroup2 cgroup2 rw,nsdelegate\n";

    private static final String POD = "sys/fs/cgroup/kubepods.slice/kubepods-pod1.slice";

    /** A Kubernetes container's cgroup v2 tree: the pod's and the container's cpu.max and cpu.stat. */
    /** A cgroup v1 CFS quota in {@code dir}: {@code quotaUs} (-1: none) of every 100 ms period. */
    private void cfs(String dir, long quotaUs) throws IOException {
        write(dir + "/cpu.cfs_quota_us", quotaUs + "\n");
        write(dir + "/cpu.cfs_period_us", "100000\n");
    }

    /** Reads {@code cpu}, lets {@code advanceNanos} pass, writes {@code usage} into {@code file}: the share busy since is {@code share}. */
    private void assertBusyAfter(MachineCpu cpu, long advanceNanos, String file, String usage, double share)
            throws IOException {
        MachineCpu.Times before = cpu.now();
        nanos.addAndGet(advanceNanos);
        write(file, usage);
        assertEquals(share, cpu.now().busySince(before), 1e-6);
    }

    private void pod(String podMax, String podStat, String containerMax, String containerStat) throws IOException {
        write("proc/self/cgroup", "0::/kubepods.slice/kubepods-pod1.slice/cri-abc.scope\n");
        write("proc/self/mountinfo", "22 1 8:1 / / rw - ext4 /dev/sda1 rw\n" + V2_MOUNT);
        write(POD + "/cpu.max", podMax);
        write(POD + "/cpu.stat", podStat);
        write(POD + "/cri-abc.scope/cpu.max", containerMax);
        write(POD + "/cri-abc.scope/cpu.stat", containerStat);
    }

    @Test
    void aKubernetesLimitOnCgroupV2IsTheTightestQuotaUpTheTreeAndItsUseIsUsageUsec() throws IOException {
        String pod = POD;
        pod("400000 100000\n", "usage_usec 5000000\nuser_usec 4000000\nsystem_usec 1000000\n",
                "150000 100000\n", "usage_usec 2000000\nuser_usec 1500000\n");
        write("sys/fs/cgroup/cpu.stat", "usage_usec 999999999\n"); // the root: no cpu.max
        write("sys/fs/cgroup/kubepods.slice/cpu.max", "max 100000\n");

        MachineCpu cpu = MachineCpu.detect(root, nanos::get);
        assertEquals("the container's CPU quota (1.50 cores, /" + pod + "/cri-abc.scope/cpu.max)", cpu.name());

        // One second: the container used 1.2 s of CPU of its 1.5 cores' 1.5 s.
        assertBusyAfter(cpu, 1_000_000_000L, pod + "/cri-abc.scope/cpu.stat", "usage_usec 3200000\nuser_usec 2500000\n",
                0.8);
        // Throttled (its whole quota used, and then some in the accounting): 100% busy.
        assertBusyAfter(cpu, 1_000_000_000L, pod + "/cri-abc.scope/cpu.stat", "usage_usec 4800000\n", 1.0);
    }

    @Test
    void aQuotaOnThePodAboveTheContainerIsTheOneReadAndItsOwnUseCounts() throws IOException {
        String pod = POD;
        pod("50000 100000\n", "usage_usec 0\n", "max 100000\n", "usage_usec 0\n");

        MachineCpu cpu = MachineCpu.detect(root, nanos::get);
        assertEquals("the container's CPU quota (0.50 cores, /" + pod + "/cpu.max)", cpu.name());
        write(pod + "/cri-abc.scope/cpu.stat", "usage_usec 999000000\n"); // not the one read
        // A quarter second of its one second.
        assertBusyAfter(cpu, 2_000_000_000L, pod + "/cpu.stat", "usage_usec 250000\n", 0.25);
    }

    @Test
    void aContainerWithItsOwnCgroupNamespaceSeesItsQuotaAtTheMount() throws IOException {
        write("proc/self/cgroup", "0::/\n");
        write("proc/self/mountinfo", "35 24 0:30 / /sys/fs/cgroup ro,nosuid - cgroup2 cgroup2 rw\n");
        write("sys/fs/cgroup/cpu.max", "200000 100000\n");
        write("sys/fs/cgroup/cpu.stat", "usage_usec 10\n");
        assertEquals("the container's CPU quota (2 cores, /sys/fs/cgroup/cpu.max)", MachineCpu.detect(root, nanos::get).name());
    }

    @Test
    void cgroupV1ReadsTheCfsQuotaAndTheCpuacctUsageOfTheSameCgroup() throws IOException {
        // Docker on cgroup v1 without a cgroup namespace: the hierarchy's mount root is the container's cgroup.
        write("proc/self/cgroup", "12:pids:/docker/abc\n4:cpu,cpuacct:/docker/abc\n3:cpuset:/docker/abc\n0::/system.slice\n");
        write("proc/self/mountinfo", "40 30 0:35 /docker/abc /sys/fs/cgroup/cpu,cpuacct ro,nosuid - cgroup cgroup"
                + " rw,cpu,cpuacct\n41 30 0:36 /docker/abc /sys/fs/cgroup/cpuset ro - cgroup cgroup rw,cpuset\n");
        cfs("sys/fs/cgroup/cpu,cpuacct", 25000);
        write("sys/fs/cgroup/cpu,cpuacct/cpuacct.usage", "7000000000\n");

        MachineCpu cpu = MachineCpu.detect(root, nanos::get);
        assertEquals("the container's CPU quota (0.25 cores, /sys/fs/cgroup/cpu,cpuacct/cpu.cfs_quota_us)", cpu.name());
        // Half a second of its one.
        assertBusyAfter(cpu, 4_000_000_000L, "sys/fs/cgroup/cpu,cpuacct/cpuacct.usage", "7500000000\n", 0.5);
    }

    @Test
    void cgroupV1WithSeparateHierarchiesAndTheHostsViewFindsTheCgroupUnderTheMount() throws IOException {
        write("proc/self/cgroup", "5:cpuacct:/game/node\n4:cpu:/game/node\n");
        write("proc/self/mountinfo", "40 30 0:35 / /sys/fs/cgroup/cpu rw - cgroup cgroup rw,cpu\n"
                + "41 30 0:36 / /sys/fs/cgroup/cpuacct rw - cgroup cgroup rw,cpuacct\n");
        cfs("sys/fs/cgroup/cpu", -1);
        cfs("sys/fs/cgroup/cpu/game", 300000);
        cfs("sys/fs/cgroup/cpu/game/node", -1);
        write("sys/fs/cgroup/cpuacct/game/cpuacct.usage", "0\n");

        MachineCpu cpu = MachineCpu.detect(root, nanos::get);
        assertEquals("the container's CPU quota (3 cores, /sys/fs/cgroup/cpu/game/cpu.cfs_quota_us)", cpu.name());
        assertBusyAfter(cpu, 1_000_000_000L, "sys/fs/cgroup/cpuacct/game/cpuacct.usage", "1500000000\n", 0.5);
    }

    @Test
    void aQuotaResizedInPlaceCountsFromItsChangeAndALiftedOneReadsAsUnknown() throws IOException {
        write("proc/self/cgroup", "0::/\n");
        write("proc/self/mountinfo", V2_MOUNT);
        write("sys/fs/cgroup/cpu.max", "200000 100000\n");
        write("sys/fs/cgroup/cpu.stat", "usage_usec 0\n");
        MachineCpu cpu = MachineCpu.detect(root, nanos::get);
        MachineCpu.Times start = cpu.now();
        // One second at 2 cores, then the pod is resized to half a core for one second.
        nanos.addAndGet(1_000_000_000L);
        write("sys/fs/cgroup/cpu.max", "50000 100000\n");
        MachineCpu.Times resized = cpu.now();
        assertEquals("the container's CPU quota (0.50 cores, /sys/fs/cgroup/cpu.max)", cpu.name());
        nanos.addAndGet(1_000_000_000L);
        write("sys/fs/cgroup/cpu.stat", "usage_usec 500000\n");
        MachineCpu.Times end = cpu.now();
        assertEquals(1.0, end.busySince(resized), 1e-6, "half a second of CPU in the half-core second");
        assertEquals(0.2, end.busySince(start), 1e-6, "of 2 + 0.5 core-seconds");
        write("sys/fs/cgroup/cpu.max", "max 100000\n");
        assertEquals(MachineCpu.Times.NONE, cpu.now());
    }

    @Test
    void noQuotaAnywhereIsTheMachinesCpu() throws IOException {
        // This machine's layout: cgroup v1 with no quota, and a cgroup2 mount holding no cpu controller.
        write("proc/self/cgroup", "2:cpuacct:/\n1:cpu:/\n0::/\n");
        write("proc/self/mountinfo", "40 30 0:35 / /sys/fs/cgroup/cpu rw - cgroup cgroup rw,cpu\n"
                + "41 30 0:36 / /sys/fs/cgroup/cpuacct rw - cgroup cgroup rw,cpuacct\n"
                + "42 30 0:37 / /sys/fs/cgroup/unified rw - cgroup2 cgroup2 rw\n");
        cfs("sys/fs/cgroup/cpu", -1);
        write("sys/fs/cgroup/unified/cpu.stat", "usage_usec 5\n");
        assertEquals("the machine's CPU", MachineCpu.detect(root, nanos::get).name());
    }

    @Test
    void noCgroupFilesAtAllIsTheMachinesCpu() {
        assertEquals("the machine's CPU", MachineCpu.detect(root, nanos::get).name());
    }

    @Test
    void aUsageFileThatGoesAwayReadsAsUnknownSoTheRuleNeverGoesOver() throws IOException {
        write("proc/self/cgroup", "0::/\n");
        write("proc/self/mountinfo", V2_MOUNT);
        write("sys/fs/cgroup/cpu.max", "100000 100000\n");
        write("sys/fs/cgroup/cpu.stat", "usage_usec 10\n");
        MachineCpu cpu = MachineCpu.detect(root, nanos::get);
        assertTrue(cpu.name().startsWith("the container's CPU quota (1 core, "), cpu.name());
        Files.delete(root.resolve("sys/fs/cgroup/cpu.stat"));
        assertEquals(MachineCpu.Times.NONE, cpu.now());
        write("sys/fs/cgroup/cpu.stat", "nr_periods 3\n");
        assertEquals(MachineCpu.Times.NONE, cpu.now(), "a cpu.stat without usage_usec");
    }

    @Test
    void aMountPointWithASpaceIsUnescaped() throws IOException {
        write("proc/self/cgroup", "0::/\n");
        write("proc/self/mountinfo", "35 24 0:30 / /sys/fs/cgroup\\040x rw - cgroup2 cgroup2 rw\n");
        write("sys/fs/cgroup x/cpu.max", "100000 100000\n");
        write("sys/fs/cgroup x/cpu.stat", "usage_usec 10\n");
        assertEquals(Optional.of(1.0), CgroupCpu.find(root, nanos::get).map(CgroupCpu::cores));
    }
}
