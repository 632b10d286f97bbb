package undercooked.bench;

import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.zip.GZIPInputStream;
import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.levels.LevelWriter;
import undercooked.levels.ReplayFiles;
import undercooked.levels.RulesVersion;
import undercooked.levels.corpus.ArchiveBody;
import undercooked.levels.corpus.Filter;
import undercooked.levels.corpus.RoundSource;
import undercooked.levels.survey.Survey;
import undercooked.levels.survey.SurveyReport;
import undercooked.sim.Golden;
import undercooked.sim.InputScript;
import undercooked.sim.Kernel;
import undercooked.sim.Kitchen;
import undercooked.sim.ReplayResult;
import undercooked.sim.ReplayRun;
import undercooked.sim.RoundResult;
import undercooked.sim.SimConstants;

/**
 * The archive survey's throughput: {@code --rounds} archived rounds of campaign level 01 (four
 * cooks, the level's full 3,600 ticks each) surveyed under the current kernel, as {@code
 * ./undercooked replay survey DIR} does, on every core. The rounds are {@code --distinct} bodies
 * as the server's replay folder keeps them ({@code <id>.json.gz}, hashes every 20 ticks), each
 * read from disk again for every round it stands for, so the reading, parsing and re-simulation
 * are all paid per round. The live heap is sampled after a full collection every tenth of the
 * way: flat numbers are what "memory flat in the number of rounds" means.
 *
 * <p>Usage: {@code ./undercooked bench survey [--rounds N] [--distinct D] [--threads T] [--format 1|2|3]}
 * ({@code --format 1} or {@code 2}: the bodies servers wrote before format 3, for the comparison).
 */
public final class SurveyBench {
    static final String LEVEL = "01_first_shift";
    private static final List<String> COOKS = List.of("p0", "p1", "p2", "p3");
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private SurveyBench() {
    }

    public static void main(String[] args) throws IOException {
        BenchArgs a = BenchArgs.parse("bench survey", "./undercooked bench survey [--rounds N] [--distinct D] [--threads T] [--format 1|2|3]",
                List.of("rounds", "distinct", "threads", "format"), args);
        int rounds = a.integer("rounds", 10_000, 1, 10_000_000);
        int distinct = a.integer("distinct", 16, 1, 1000);
        int threads = a.integer("threads", Runtime.getRuntime().availableProcessors(), 1, 256);
        int format = a.integer("format", ArchiveBody.FORMAT, ArchiveBody.FORMAT_STRINGS, ArchiveBody.FORMAT);
        Path dir = Files.createTempDirectory("survey-bench");
        try {
            run(dir, rounds, distinct, threads, format, System.out);
        } finally {
            try (var files = Files.list(dir)) {
                for (Path p : files.toList()) {
                    Files.deleteIfExists(p);
                }
            }
            Files.deleteIfExists(dir);
        }
    }

    static SurveyReport run(Path dir, int rounds, int distinct, int threads, int format, PrintStream out) throws IOException {
        Level level = Campaign.builtIn().load(LEVEL).orElseThrow(() -> new IllegalStateException("no " + LEVEL));
        Kitchen kitchen = level.kitchen();
        long bytes = 0;
        long ticks = 0;
        List<Path> bodies = new ArrayList<>();
        String sizes = "";
        for (int i = 0; i < distinct; i++) {
            InputScript script = script(level, i + 1);
            ReplayResult played = ReplayRun.run(kitchen, script);
            byte[] body = body(format, script, Golden.of(script, kitchen, played), level, RoundResult.of(played.finalState()));
            Path p = dir.resolve((i + 1) + ".json.gz");
            Files.write(p, body);
            bodies.add(p);
            bytes += body.length;
            ticks = played.finalTick();
            if (i == 0) {
                sizes = sizes(script, Golden.of(script, kitchen, played), level, RoundResult.of(played.finalState()));
            }
        }
        out.printf(Locale.ROOT, "kernel %s; %d distinct bodies (format %d) of %d ticks, 4 cooks, mean %.1f KB on disk each%n",
                RulesVersion.current().shown(), distinct, format, ticks, bytes / 1024.0 / distinct);
        out.println(sizes);
        List<Path> entries = new ArrayList<>(rounds);
        for (int i = 0; i < rounds; i++) {
            entries.add(bodies.get(i % distinct));
        }
        List<String> heap = new ArrayList<>();
        AtomicLong nextSample = new AtomicLong(Math.max(1, rounds / 10));
        long before = Memory.liveHeapBytes();
        long cpu0 = Memory.processCpuNanos();
        SurveyReport report;
        try (RoundSource source = RoundSource.folders(entries, Filter.ALL)) {
            report = new Survey(Kernel.STANDARD, RulesVersion.current().shown(), threads).run(source, Filter.ALL,
                    (n, of) -> {
                        long at = nextSample.get();
                        if (n >= at && nextSample.compareAndSet(at, at + Math.max(1, rounds / 10))) {
                            synchronized (heap) {
                                heap.add(String.format(Locale.ROOT, "%.0f", Memory.liveHeapBytes() / 1048576.0));
                            }
                        }
                    });
        }
        double cpuS = (Memory.processCpuNanos() - cpu0) / 1e9;
        double s = report.millis() / 1000.0;
        out.printf(Locale.ROOT, "%d rounds: %d unchanged, %d changed, %d not surveyed%n", report.rounds(),
                report.unchanged(), report.changed(), report.problemCount());
        out.printf(Locale.ROOT, "live heap MB before %.0f, then every tenth of the way (each sample a full GC,"
                + " inside the timing): %s%n", before / 1048576.0, String.join(" ", heap));
        out.printf(Locale.ROOT, "survey: %d rounds x %d ticks in %.1f s on %d threads (%.0f rounds/s, %.2f M ticks/s,"
                + " CPU %.1f s)%n", rounds, ticks, s, threads, rounds / s, rounds * (double) ticks / s / 1e6, cpuS);
        if (report.unchanged() != rounds) {
            throw new IllegalStateException("every round should play as recorded under its own kernel: "
                    + report.unchanged() + " of " + rounds);
        }
        return report;
    }

    /** One round's body in each format: its bytes gzipped and unzipped. */
    private static String sizes(InputScript script, Golden golden, Level level, RoundResult result) throws IOException {
        List<String> shown = new ArrayList<>();
        for (int f = ArchiveBody.FORMAT_STRINGS; f <= ArchiveBody.FORMAT; f++) {
            byte[] gz = body(f, script, golden, level, result);
            long raw;
            try (var in = new GZIPInputStream(new ByteArrayInputStream(gz))) {
                raw = in.readAllBytes().length;
            }
            shown.add(String.format(Locale.ROOT, "format %d %.1f KB (%.0f KB unzipped)", f, gz.length / 1024.0, raw / 1024.0));
        }
        return "one body of " + script.frames().size() + " frames: " + String.join(", ", shown);
    }

    /** Four cooks wandering and pressing for the level's whole clock ({@link ReplayBench#wander}): the same each run. */
    static InputScript script(Level level, long seed) {
        return new InputScript("round_" + seed, seed, level.id(), SimConstants.TICK_HZ, 20,
                ReplayBench.wander(COOKS, level.timeLimitTicks(), 0xB0D1E5L * seed), List.of(), COOKS, List.of(),
                Optional.of(LevelWriter.sha256(level)));
    }

    /** The body as the server's replay folder keeps it ({@link ArchiveBody}, of the format asked). */
    static byte[] body(int format, InputScript script, Golden golden, Level level, RoundResult result) {
        ObjectNode summary = JSON.createObjectNode().put("result", result.result().wireName())
                .put("score", result.score()).put("stars", result.stars()).put("ended_at", 0L);
        summary.putObject("kernel").put("id", RulesVersion.current().id()).put("name", RulesVersion.current().name());
        String scriptText = ReplayFiles.writeScript(script, Optional.empty(), Optional.of(level));
        String goldenText = ReplayFiles.writeGolden(golden);
        String levelText = LevelWriter.write(level);
        byte[] body = switch (format) {
            case ArchiveBody.FORMAT_STRINGS -> ArchiveBody.gzipFormat1(scriptText, goldenText, levelText, summary);
            case ArchiveBody.FORMAT_EMBEDDED -> ArchiveBody.gzipFormat2(scriptText, goldenText, levelText, summary);
            default -> ArchiveBody.gzip(scriptText, goldenText, levelText, summary);
        };
        try {
            if (ArchiveBody.texts(body).format() != format) {
                throw new IllegalStateException("asked for format " + format + ", the body is format "
                        + ArchiveBody.texts(body).format());
            }
        } catch (ArchiveBody.Corrupt e) {
            throw new IllegalStateException("a body the bench wrote does not read: " + e.getMessage(), e);
        }
        return body;
    }
}
