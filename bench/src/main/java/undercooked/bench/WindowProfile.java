package undercooked.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import one.profiler.AsyncProfiler;
import one.profiler.Counter;

import undercooked.levels.AtomicFile;

/**
 * A CPU profile of the bench's window ({@code bench server --profile FILE}), taken in this JVM by
 * async-profiler: the kernel's frames and the JVM's own beside the Java ones, and Java frames
 * placed where they ran (with {@code -XX:+DebugNonSafepoints}, which the launcher adds). JFR's
 * samples and perf's map of compiled code both put the loops' time in the wrong inlined method in
 * session 27 (a lobby broadcast that ran 300 times "took" 15% of a loop), so the figures of record
 * come from this one.
 *
 * <p>The profile is written as collapsed stacks (one line a stack, its frames split by
 * {@code ;}, its samples last), which speedscope.app and flamegraph.pl read, with each thread's
 * name as the root frame; the report prints the shares by thread, the kernel's and the locks',
 * and the project's methods by the samples where each is the innermost project frame.
 */
final class WindowProfile {

    /** A sample a millisecond of CPU time: about 1,000 a second a busy core. */
    static final String INTERVAL = "1ms";
    /** The thread groups the report names, by the start of the thread's name. */
    private static final Map<String, String> GROUPS = groups();

    private final AsyncProfiler profiler;
    private final Path file;
    private final String event;

    private WindowProfile(AsyncProfiler profiler, Path file, String event) {
        this.profiler = profiler;
        this.file = file;
        this.event = event;
    }

    /**
     * Starts sampling this JVM's CPU: perf events where the kernel allows them (the kernel's
     * frames too), else the interval timer (Java and native frames only).
     *
     * @throws IllegalStateException when neither can start (the reason named)
     */
    static WindowProfile start(Path file) {
        AsyncProfiler profiler;
        try {
            profiler = AsyncProfiler.getInstance();
        } catch (RuntimeException | UnsatisfiedLinkError e) {
            throw new IllegalStateException("the profiler's native library did not load (" + e.getMessage()
                    + "); it is built for Linux on x86-64 and arm64");
        }
        String failed = "";
        for (String event : List.of("cpu", "itimer")) {
            try {
                profiler.execute("start,event=" + event + ",interval=" + INTERVAL + ",threads");
                return new WindowProfile(profiler, file, event);
            } catch (IOException | RuntimeException e) {
                failed += (failed.isEmpty() ? "" : "; ") + event + ": " + e.getMessage();
            }
        }
        throw new IllegalStateException("the profiler could not start (" + failed + ")");
    }

    /** Which clock sampled: {@code cpu} (perf events, the kernel seen) or {@code itimer}. */
    String event() {
        return event;
    }

    /** Stops sampling, writes the file whole ({@link AtomicFile}) and sums it up. */
    Summary stop() throws IOException {
        profiler.execute("stop");
        String collapsed = profiler.dumpCollapsed(Counter.SAMPLES);
        Files.createDirectories(file.toAbsolutePath().getParent());
        AtomicFile.write(file, collapsed);
        return summarize(collapsed.lines().toList());
    }

    /**
     * The profile in figures: samples by thread group, in the kernel (a {@code _[k]} leaf), in a
     * lock's acquisition ({@code ReentrantLock.lock} or a contended monitor's slow path), and the
     * server's own methods by the samples where each is the innermost of the project's frames:
     * its own time with the library, JVM and kernel calls it makes (a write's system call counts
     * for the method that wrote).
     */
    record Summary(long samples, Map<String, Double> byThread, double kernel, double locks,
                   List<Map.Entry<String, Double>> hottest) {

        List<String> lines(String event, Path file) {
            List<String> out = new ArrayList<>();
            out.add(String.format(Locale.ROOT, "profile: %,d samples (%s, one a %s of CPU) in %s (collapsed stacks:"
                    + " speedscope.app or flamegraph.pl read them)", samples, event, INTERVAL, file));
            if (samples == 0) {
                return out;
            }
            StringBuilder threads = new StringBuilder("  by thread:");
            byThread.forEach((k, v) -> threads.append(String.format(Locale.ROOT, " %s %.1f%%,", k, v)));
            out.add(threads.substring(0, threads.length() - 1));
            out.add(String.format(Locale.ROOT, "  in the kernel %.1f%% of the samples%s; taking a lock %.1f%%", kernel,
                    event.equals("cpu") ? "" : " (not seen: itimer)", locks));
            out.add("  the project's methods, each with the library, JVM and kernel time of its own calls:");
            for (Map.Entry<String, Double> e : hottest) {
                out.add(String.format(Locale.ROOT, "    %5.1f%% %s", e.getValue(), e.getKey()));
            }
            return out;
        }
    }

    /** Sums up collapsed stacks whose root frame is the thread ({@code [name tid=N]}). */
    static Summary summarize(List<String> collapsed) {
        long total = 0;
        long kernel = 0;
        long locks = 0;
        Map<String, Long> byThread = new LinkedHashMap<>();
        Map<String, Long> byMethod = new HashMap<>();
        for (String line : collapsed) {
            int space = line.lastIndexOf(' ');
            if (space <= 0) {
                continue;
            }
            long n;
            try {
                n = Long.parseLong(line.substring(space + 1).strip());
            } catch (NumberFormatException e) {
                continue;
            }
            String[] frames = line.substring(0, space).split(";");
            total += n;
            byThread.merge(group(frames[0]), n, Long::sum);
            if (frames[frames.length - 1].endsWith("_[k]")) {
                kernel += n;
            }
            boolean locking = false;
            String innermost = null;
            for (String f : frames) {
                if (f.endsWith("ReentrantLock.lock") || f.contains("complete_monitor_locking")) {
                    locking = true;
                }
                if (f.startsWith("undercooked/")) {
                    innermost = f;
                }
            }
            if (innermost != null) {
                byMethod.merge(innermost, n, Long::sum);
            }
            if (locking) {
                locks += n;
            }
        }
        double all = Math.max(1, total);
        Map<String, Double> threads = new LinkedHashMap<>();
        byThread.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed())
                .forEach(e -> threads.put(e.getKey(), 100.0 * e.getValue() / all));
        List<Map.Entry<String, Double>> hottest = byMethod.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(15)
                .map(e -> Map.entry(e.getKey(), 100.0 * e.getValue() / all))
                .toList();
        return new Summary(total, threads, 100.0 * kernel / all, 100.0 * locks / all, hottest);
    }

    /** The report's name for a thread: its group's, or "other". */
    static String group(String root) {
        String name = root.startsWith("[") ? root.substring(1) : root;
        return GROUPS.entrySet().stream().filter(e -> name.startsWith(e.getKey())).map(Map.Entry::getValue)
                .findFirst().orElse("other");
    }

    private static Map<String, String> groups() {
        Map<String, String> g = new LinkedHashMap<>();
        g.put("room-ticker", "room tickers");
        g.put("ws-loop", "socket loops");
        g.put("C1 Compiler", "JIT compilers");
        g.put("C2 Compiler", "JIT compilers");
        g.put("VM Thread", "the VM (collections)");
        g.put("ForkJoinPool", "virtual threads' carriers");
        g.put("bench-", "the bench's own");
        return g;
    }
}
