package undercooked.studio.replay;

import java.util.Locale;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.sim.FieldPath;
import undercooked.sim.Rng;
import undercooked.studio.Headless;

/**
 * The scrubber's part of {@code ./undercooked bench studio}, on two rounds of four busy cooks: the
 * committed 3,000-tick fixture (made by {@link RoundGenerator} with the seed the fixture test
 * pins) and the longest round a level allows (3,600 s, 72,000 ticks). "open" is the opening pass
 * (keyframes, events, positions, golden check); "seek+draw" is a random seek with the diff, the
 * projection and the kitchen drawn and rasterised, as p99 over 300; "field history" every change
 * of a cook's x; "watch plot" a score series over the round and its plot drawn; "memory" the heap
 * the open round holds after a full collection.
 */
public final class ReplayBench {
    static final long FIXTURE_SEED = 2026_12_01L;
    private static final int SEEKS = 300;

    private ReplayBench() {
    }

    /** Runs both rounds on a started headless toolkit; {@code workspace} is the studio's Replays workspace. */
    public static void run(PrintStream out, ReplayWorkspace workspace) throws Exception {
        Level first = Campaign.builtIn().load("01_first_shift").orElseThrow();
        Level longest = new Level(first.id(), first.name(), first.order(), Level.MAX_TIME_S, first.targetScore(),
                first.recipes(), first.orders(), first.hazards(), first.legend(), first.grid());
        measure(out, workspace, first, RoundGenerator.busy("busy_kitchen", first.id(), FIXTURE_SEED, 3000), true);
        measure(out, workspace, longest, RoundGenerator.busy("longest_round", first.id(), FIXTURE_SEED + 1,
                longest.timeLimitTicks()), false);
    }

    private static void measure(PrintStream out, ReplayWorkspace ws, Level level, undercooked.sim.InputScript script,
                                boolean campaign) throws Exception {
        LoadedReplay loaded = new LoadedReplay(new ReplaySource.FileSource(Path.of(script.name() + ".json")), script,
                Optional.empty(), level, campaign, Optional.empty(), Optional.empty(), List.of());
        ReplayViewModel vm = ws.viewModel();
        Headless.onFx(() -> {
            vm.replayProperty().set(null);
            return true;
        });
        System.gc();
        long before = used();
        long openMs = Long.MAX_VALUE;
        for (int i = 0; i < 3; i++) { // best of three: the first pays for class loading and the JIT
            long t0 = System.nanoTime();
            if (!(ReplayOpener.open(loaded, (t, n) -> true) instanceof ReplayOpener.Opened)) {
                throw new IllegalStateException("the bench round did not open");
            }
            openMs = Math.min(openMs, (System.nanoTime() - t0) / 1_000_000);
        }
        Headless.onFx(() -> {
            vm.loading().run(loaded, OptionalLong.empty());
            return true;
        });
        Headless.await(() -> !vm.loading().busyProperty().get() && vm.replayProperty().get() != null, 30_000);
        System.gc();
        long heldMb = Math.max(0, used() - before) / (1024 * 1024);
        long end = vm.endTick();
        Rng rng = new Rng(end);
        List<Long> ns = new ArrayList<>();
        long[] parts = new long[3];
        @SuppressWarnings("unchecked")
        List<Long>[] split = new List[] {new ArrayList<Long>(), new ArrayList<Long>(), new ArrayList<Long>()};
        javafx.scene.image.WritableImage[] img = new javafx.scene.image.WritableImage[1];
        for (int i = 0; i < SEEKS + 30; i++) {
            long t = Math.floorMod(rng.nextLong(), end + 1);
            long took = Headless.onFx(() -> {
                long t0 = System.nanoTime();
                vm.seek(t);
                long t1 = System.nanoTime();
                ws.replayView().kitchen().redraw();
                long t2 = System.nanoTime();
                img[0] = ws.replayView().kitchen().canvas().snapshot(null, img[0]);
                long t3 = System.nanoTime();
                parts[0] = t1 - t0;
                parts[1] = t2 - t1;
                parts[2] = t3 - t2;
                return t3 - t0;
            });
            if (i >= 30) {
                ns.add(took);
                split[0].add(parts[0]);
                split[1].add(parts[1]);
                split[2].add(parts[2]);
            }
        }
        Collections.sort(ns);
        double p99 = ns.get((int) Math.ceil(ns.size() * 0.99) - 1) / 1e6;
        OpenedReplay r = vm.replayProperty().get();
        long h0 = System.nanoTime();
        int changes = FieldQueries.history(r.cursor(), FieldPath.parse("players[0].pos.x"), () -> false).orElseThrow().size();
        long historyMs = (System.nanoTime() - h0) / 1_000_000;
        long w0 = System.nanoTime();
        double[] series = FieldQueries.series(r.cursor(), FieldPath.parse("score"), () -> false).orElseThrow();
        Headless.onFx(() -> {
            WatchPlot plot = new WatchPlot(FieldViewModel.Watch.of("score", series));
            plot.resize(600, WatchPlot.HEIGHT);
            plot.layout();
            plot.draw();
            return plot.snapshot(null, null);
        });
        long watchMs = (System.nanoTime() - w0) / 1_000_000;
        out.printf(Locale.ROOT, "studio replay: open %d ms (%d ticks), seek+draw p99 %.1f ms, field history %d ms"
                + " (%d changes), watch plot %d ms, memory %d MB%n", openMs, end, p99, historyMs, changes, watchMs, heldMb);
        out.printf(Locale.ROOT, "studio replay: seek+draw split p99: seek and panels %.1f ms, canvas commands %.1f ms,"
                + " render pass %.1f ms%n", p99(split[0]), p99(split[1]), p99(split[2]));
    }

    private static double p99(List<Long> ns) {
        List<Long> s = new ArrayList<>(ns);
        Collections.sort(s);
        return s.get((int) Math.ceil(s.size() * 0.99) - 1) / 1e6;
    }

    private static long used() {
        Runtime rt = Runtime.getRuntime();
        return rt.totalMemory() - rt.freeMemory();
    }
}
