package undercooked.server.rooms;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * The CPU the tick budget's CPU rule reads to see whether the node has a core left for another
 * room (decision 0056): the container's CPU quota when the node runs under one (a cgroup's
 * {@code cpu.max}, or {@code cpu.cfs_quota_us} on cgroup v1: what a Kubernetes CPU limit sets),
 * else the machine's CPU as Linux counts it in {@code /proc/stat} (its first line, every core
 * summed). Where neither can be read (not Linux) the times are {@link Times#NONE} and the rule
 * never goes over.
 */
public final class MachineCpu {

    private static final Path STAT = Path.of("/proc/stat");

    private final Supplier<String> name;
    private final Supplier<Times> times;

    private MachineCpu(Supplier<String> name, Supplier<Times> times) {
        this.name = Objects.requireNonNull(name, "name");
        this.times = Objects.requireNonNull(times, "times");
    }

    /** A CPU named {@code name} (how a refusal's reason names it) whose times {@code times} reads. */
    public static MachineCpu of(String name, Supplier<Times> times) {
        Objects.requireNonNull(name, "name");
        return new MachineCpu(() -> name, times);
    }

    /** This process's: its container's quota when a cgroup sets one, else the machine's. */
    public static MachineCpu detect() {
        return detect(Path.of("/"), System::nanoTime);
    }

    /** As {@link #detect()}, with {@code /proc} and {@code /sys} under {@code root}. */
    static MachineCpu detect(Path root, LongSupplier nanos) {
        return CgroupCpu.find(root, nanos)
                .map(c -> new MachineCpu(c::describe, c::times))
                .orElseGet(MachineCpu::machine);
    }

    /** The machine's CPU, every core, from {@code /proc/stat}. */
    public static MachineCpu machine() {
        return of("the machine's CPU", MachineCpu::machineTimes);
    }

    /** How a reason names it: "the machine's CPU", or the container's quota (as last read) and where it is set. */
    public String name() {
        return name.get();
    }

    /** Cumulative times now; {@link Times#NONE} when they cannot be read. */
    public Times now() {
        try {
            return times.get();
        } catch (RuntimeException e) {
            return Times.NONE;
        }
    }

    @Override
    public String toString() {
        return name();
    }

    /**
     * Cumulative busy time and the time there was to be busy in, in one unit (clock ticks of every
     * core for the machine; nanoseconds of CPU and of the quota for a container); {@link #NONE}
     * when unknown.
     */
    public record Times(long busy, long total) {
        public static final Times NONE = new Times(0, 0);

        public Times {
            if (busy < 0 || total < 0) {
                throw new IllegalArgumentException("need busy >= 0 and total >= 0, got " + busy + ", " + total);
            }
        }

        /** The share of the time between {@code earlier} and these that was busy; NaN when none passed or unknown. */
        public double busySince(Times earlier) {
            long dt = total - earlier.total;
            if (total == 0 || earlier.total == 0 || dt <= 0) {
                return Double.NaN;
            }
            return Math.min(1.0, Math.max(0.0, (double) (busy - earlier.busy) / dt));
        }
    }

    private static Times machineTimes() {
        try {
            String first = Files.readAllLines(STAT).stream().findFirst().orElse("");
            return parse(first).orElse(Times.NONE);
        } catch (IOException | RuntimeException e) {
            return Times.NONE;
        }
    }

    /** The {@code cpu} line of {@code /proc/stat}, or empty when it is not one. */
    static Optional<Times> parse(String line) {
        String[] f = line.trim().split("\\s+");
        if (f.length < 5 || !f[0].equals("cpu")) {
            return Optional.empty();
        }
        try {
            long[] v = new long[9];
            for (int i = 0; i < v.length && i + 1 < f.length; i++) {
                v[i] = Long.parseLong(f[i + 1]);
            }
            // user nice system idle iowait irq softirq steal (guest is inside user already)
            long busy = v[0] + v[1] + v[2] + v[5] + v[6] + v[7];
            long idle = v[3] + v[4];
            return Optional.of(new Times(busy, busy + idle));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
