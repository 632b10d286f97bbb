package undercooked.server.rooms;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.LongSupplier;

/**
 * The CPU quota of the cgroup this process runs in, and that cgroup's use of it: what a container
 * with a CPU limit may spend, where {@code /proc/stat} shows the whole host (decision 0056). Found
 * the way the JDK's container support finds it: the process's cgroup in
 * {@code /proc/self/cgroup}, the hierarchy's mount in {@code /proc/self/mountinfo}; then the
 * tightest quota from that cgroup up to the mount's root ({@code cpu.max} on cgroup v2,
 * {@code cpu.cfs_quota_us} over {@code cpu.cfs_period_us} on v1), and the use of the cgroup that
 * sets it ({@code usage_usec} of {@code cpu.stat} on v2, {@code cpuacct.usage} on v1). Busy is that
 * use; the time there was is the wall clock times the quota's cores, so a container spending its
 * whole quota reads 100% busy though the host has cores idle.
 */
final class CgroupCpu {

    private final Path root;
    private final Quota found;
    private final QuotaReader reader;
    private final Path usageFile;
    private final boolean v2;
    private final LongSupplier nanos;
    private volatile double cores;
    private long lastNanos;
    private double quotaNanos;

    private CgroupCpu(Path root, Quota found, QuotaReader reader, Path usageFile, boolean v2, LongSupplier nanos) {
        this.root = root;
        this.found = found;
        this.reader = reader;
        this.usageFile = usageFile;
        this.v2 = v2;
        this.nanos = nanos;
        this.cores = found.cores();
        this.lastNanos = nanos.getAsLong();
    }

    /** The quota this process runs under, with {@code /proc} and {@code /sys} under {@code root}; empty when none is set or none can be read. */
    static Optional<CgroupCpu> find(Path root, LongSupplier nanos) {
        try {
            List<String> cgroups = Files.readAllLines(root.resolve("proc/self/cgroup"));
            List<Mount> mounts = Files.readAllLines(root.resolve("proc/self/mountinfo")).stream()
                    .map(Mount::parse).flatMap(Optional::stream).toList();
            return v2(root, cgroups, mounts, nanos).or(() -> v1(root, cgroups, mounts, nanos));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** The quota's cores, as last read. */
    double cores() {
        return cores;
    }

    /** "the container's CPU quota (2 cores, /sys/fs/cgroup/.../cpu.max)", with the quota as last read. */
    String describe() {
        return String.format(Locale.ROOT, "the container's CPU quota (%s, %s)", cores(cores),
                "/" + root.relativize(found.file()).toString().replace('\\', '/'));
    }

    /**
     * The cgroup's CPU use and the quota's time since this was found, in nanoseconds. The quota
     * is read again each time (a pod's limit can be resized in place), and the time there was
     * adds up the quota in force between readings. A quota lifted while the node runs reads as
     * unknown: the rule never goes over for it until the node restarts and reads the machine.
     */
    synchronized MachineCpu.Times times() {
        long used = usageNanos();
        Quota now;
        try {
            now = reader.read(found.dir()).filter(q -> q.cores() > 0)
                    .orElseThrow(() -> new IllegalStateException("no quota in " + found.file() + " any more"));
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + found.file(), e);
        }
        long at = nanos.getAsLong();
        quotaNanos += Math.max(0, at - lastNanos) * cores;
        lastNanos = at;
        cores = now.cores();
        return new MachineCpu.Times(used, 1 + (long) quotaNanos);
    }

    private long usageNanos() {
        try {
            if (v2) {
                for (String line : Files.readAllLines(usageFile)) {
                    String[] f = line.trim().split("\\s+");
                    if (f.length == 2 && f[0].equals("usage_usec")) {
                        return Math.multiplyExact(Long.parseLong(f[1]), 1000L);
                    }
                }
                throw new IllegalStateException("no usage_usec in " + usageFile);
            }
            return Long.parseLong(Files.readString(usageFile).trim());
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + usageFile, e);
        }
    }

    private static Optional<CgroupCpu> v2(Path root, List<String> cgroups, List<Mount> mounts, LongSupplier nanos) {
        Optional<String> path = cgroups.stream().filter(l -> l.startsWith("0::")).map(l -> l.substring(3)).findFirst();
        Optional<Mount> mount = mounts.stream().filter(m -> m.fstype().equals("cgroup2")).findFirst();
        if (path.isEmpty() || mount.isEmpty()) {
            return Optional.empty();
        }
        Path top = mount.get().dir(root);
        QuotaReader reader = dir -> {
            String[] f = Files.readString(dir.resolve("cpu.max")).trim().split("\\s+");
            if (f.length != 2 || f[0].equals("max")) {
                return Optional.empty();
            }
            return Optional.of(new Quota(dir.resolve("cpu.max"), dir, Long.parseLong(f[0]) / (double) Long.parseLong(f[1])));
        };
        return tightest(mount.get().dir(root, path.get()), top, reader)
                .map(q -> new CgroupCpu(root, q, reader, q.dir().resolve("cpu.stat"), true, nanos));
    }

    private static Optional<CgroupCpu> v1(Path root, List<String> cgroups, List<Mount> mounts, LongSupplier nanos) {
        Optional<String> cpuPath = v1Path(cgroups, "cpu");
        // The process must be in a cpuacct hierarchy; its use is read at the quota's cgroup there (below),
        // which Docker and Kubernetes keep at the same path as in the cpu hierarchy.
        Optional<String> acctPath = v1Path(cgroups, "cpuacct");
        Optional<Mount> cpu = mounts.stream().filter(m -> m.fstype().equals("cgroup") && m.options().contains("cpu")).findFirst();
        Optional<Mount> acct = mounts.stream().filter(m -> m.fstype().equals("cgroup") && m.options().contains("cpuacct")).findFirst();
        if (cpuPath.isEmpty() || acctPath.isEmpty() || cpu.isEmpty() || acct.isEmpty()) {
            return Optional.empty();
        }
        Path top = cpu.get().dir(root);
        QuotaReader reader = dir -> {
            long quota = Long.parseLong(Files.readString(dir.resolve("cpu.cfs_quota_us")).trim());
            long period = Long.parseLong(Files.readString(dir.resolve("cpu.cfs_period_us")).trim());
            if (quota <= 0 || period <= 0) {
                return Optional.empty();
            }
            return Optional.of(new Quota(dir.resolve("cpu.cfs_quota_us"), dir, quota / (double) period));
        };
        // The use of the cgroup that sets the quota: the same place under the cpuacct hierarchy.
        return tightest(cpu.get().dir(root, cpuPath.get()), top, reader).map(q -> new CgroupCpu(root, q, reader,
                acct.get().dir(root).resolve(top.relativize(q.dir())).resolve("cpuacct.usage"), false, nanos));
    }

    /** The path of the v1 hierarchy that holds {@code controller} ("4:cpu,cpuacct:/path"). */
    private static Optional<String> v1Path(List<String> cgroups, String controller) {
        for (String line : cgroups) {
            String[] f = line.split(":", 3);
            if (f.length == 3 && Set.of(f[1].split(",")).contains(controller)) {
                return Optional.of(f[2]);
            }
        }
        return Optional.empty();
    }

    private record Quota(Path file, Path dir, double cores) {
    }

    private interface QuotaReader {
        Optional<Quota> read(Path dir) throws IOException;
    }

    /** The smallest quota from {@code leaf} up to {@code top}; a level without the file (the root) has none. */
    private static Optional<Quota> tightest(Path leaf, Path top, QuotaReader reader) {
        Optional<Quota> best = Optional.empty();
        for (Path dir = leaf; dir != null && dir.startsWith(top); dir = dir.getParent()) {
            try {
                Optional<Quota> q = reader.read(dir).filter(x -> x.cores() > 0);
                if (q.isPresent() && (best.isEmpty() || q.get().cores() < best.get().cores())) {
                    best = q;
                }
            } catch (IOException | RuntimeException e) {
                // no quota readable here (the hierarchy's root has no quota file)
            }
        }
        return best;
    }

    private static String cores(double cores) {
        if (cores == 1) {
            return "1 core";
        }
        return (cores == Math.rint(cores) ? Long.toString((long) cores) : String.format(Locale.ROOT, "%.2f", cores))
                + " cores";
    }

    /** One line of {@code /proc/self/mountinfo}: the mount's root in its hierarchy, where it is mounted, its type and super options. */
    private record Mount(String root, String point, String fstype, Set<String> options) {

        static Optional<Mount> parse(String line) {
            int dash = line.indexOf(" - ");
            if (dash < 0) {
                return Optional.empty();
            }
            String[] left = line.substring(0, dash).split(" ");
            String[] right = line.substring(dash + 3).split(" ");
            if (left.length < 5 || right.length < 3) {
                return Optional.empty();
            }
            return Optional.of(new Mount(unescape(left[3]), unescape(left[4]), right[0], Set.of(right[2].split(","))));
        }

        /** Where the mount is, under {@code root}. */
        Path dir(Path root) {
            return root.resolve(relative(point));
        }

        /** Where cgroup {@code path} of this hierarchy is, under {@code root}: the mount when it is the cgroup or the cgroup is not under the mount's root (a container that sees only its own). */
        Path dir(Path root, String path) {
            Path here = dir(root);
            String base = this.root.equals("/") ? "" : this.root;
            if (path.equals(base) || !path.startsWith(base + "/")) {
                return here;
            }
            return here.resolve(relative(path.substring(base.length())));
        }

        private static String relative(String p) {
            String r = p;
            while (r.startsWith("/")) {
                r = r.substring(1);
            }
            return r;
        }

        /** mountinfo writes a space, tab, newline and backslash as an octal escape ("\040"). */
        private static String unescape(String s) {
            if (s.indexOf('\\') < 0) {
                return s;
            }
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (c == '\\' && i + 4 <= s.length() && s.substring(i + 1, i + 4).matches("[0-7]{3}")) {
                    b.append((char) Integer.parseInt(s.substring(i + 1, i + 4), 8));
                    i += 3;
                } else {
                    b.append(c);
                }
            }
            return b.toString();
        }
    }

    @Override
    public String toString() {
        return describe();
    }
}
