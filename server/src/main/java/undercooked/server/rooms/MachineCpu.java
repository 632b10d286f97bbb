package undercooked.server.rooms;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The machine's CPU times as Linux counts them in {@code /proc/stat} (its first line, every core
 * summed, in clock ticks since boot): what the tick budget's CPU rule reads to see whether the
 * machine has a core left for another room (decision 0056). Busy is user, nice, system, irq,
 * softirq and steal; idle is idle and iowait. Where there is no {@code /proc/stat} (not Linux),
 * the times are {@link Times#NONE} and the rule never goes over.
 */
public final class MachineCpu {

    private static final Path STAT = Path.of("/proc/stat");

    private MachineCpu() {
    }

    /** Cumulative busy and total clock ticks; {@link #NONE} when unknown. */
    public record Times(long busy, long total) {
        public static final Times NONE = new Times(0, 0);

        public Times {
            if (busy < 0 || total < busy) {
                throw new IllegalArgumentException("need 0 <= busy <= total, got " + busy + ", " + total);
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

    /** The machine's times now, or {@link Times#NONE} when {@code /proc/stat} cannot be read. */
    public static Times now() {
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
