package undercooked.studio;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import javafx.scene.image.WritableImage;
import undercooked.levels.Campaign;
import undercooked.levels.LevelWriter;
import undercooked.studio.editor.DifficultyViewModel;
import undercooked.studio.editor.EditorWorkspace;
import undercooked.studio.editor.GridCanvas;
import undercooked.studio.editor.GridEdits;

/**
 * The editor's Difficulty panel under {@code bench studio}: how long after an edit the first
 * partial histogram shows (the 300 ms debounce included, which is the panel's design), and the
 * grid's redraw p99 on the 64x64 level while its play-test runs on the other core(s), with the
 * play-test's overlay drawn.
 */
final class DifficultyBench {
    private static final int EDITS = 7;
    private static final int FRAMES = 300;

    private DifficultyBench() {
    }

    static void run(PrintStream out, Studio studio) throws Exception {
        EditorWorkspace ed = (EditorWorkspace) studio.view().find("editor").orElseThrow();
        DifficultyViewModel panel = ed.difficulty();
        GridCanvas canvas = ed.editorView().canvas();
        // Each file named as its level's id: another name is an id_mismatch problem, and the panel plays no level with problems.
        Path dir = Files.createTempDirectory("studio-bench-playtest-");
        Path file = dir.resolve("01_first_shift.json");
        Path banquet = dir.resolve("07_banquet_hall.json");
        try {
            LevelWriter.write(Campaign.builtIn().load("01_first_shift").orElseThrow(), file);
            Headless.onFx(() -> {
                studio.open(file);
                return true;
            });
            awaitRun(ed, panel);
            AtomicLong shown = new AtomicLong();
            Headless.onFx(() -> {
                panel.reportProperty().addListener((o, a, b) -> shown.compareAndSet(0, System.nanoTime()));
                return true;
            });
            List<Double> firsts = new ArrayList<>();
            for (int i = 0; i < EDITS; i++) {
                char c = i % 2 == 0 ? '=' : '.';
                long t0 = Headless.onFx(() -> {
                    // A counter alone in the open floor (x 4, y 3) and back: it blocks no path and no station.
                    List<String> grid = new ArrayList<>(ed.viewModel().level().grid());
                    String row = grid.get(3);
                    grid.set(3, row.substring(0, 4) + c + row.substring(5));
                    shown.set(0);
                    long t = System.nanoTime();
                    ed.viewModel().apply("Paint", l -> GridEdits.withGrid(l, grid));
                    return t;
                });
                awaitRun(ed, panel);
                firsts.add((shown.get() - t0) / 1e6);
            }
            Collections.sort(firsts);
            out.printf(Locale.ROOT, "studio difficulty: first partial histogram %.0f ms after an edit (median of %d; %.0f ms of it"
                    + " the debounce), worst %.0f ms%n", firsts.get(firsts.size() / 2), EDITS,
                    DifficultyViewModel.DEBOUNCE_MS, firsts.getLast());

            LevelWriter.write(Campaign.builtIn().load("07_banquet_hall").orElseThrow(), banquet);
            Headless.onFx(() -> {
                studio.open(banquet);
                panel.showOnGridProperty().set(true);
                return true;
            });
            Headless.await(() -> !ed.busy().get() && panel.runningProperty().get()
                    && panel.reportProperty().get().isPresent(), 60_000);
            redraws(out, ed, canvas, panel, "while its play-test runs");
            Headless.onFx(() -> {
                panel.stop();
                return true;
            });
            redraws(out, ed, canvas, panel, "with the play-test stopped");
            Headless.onFx(() -> {
                panel.showOnGridProperty().set(false);
                panel.stop();
                return true;
            });
        } finally {
            Files.deleteIfExists(file);
            Files.deleteIfExists(banquet);
            Files.deleteIfExists(dir);
        }
    }

    /**
     * The redraw measure of {@code bench studio}'s editor, with the play-test's overlay shown. The
     * slowest frames are named with what came just before them (a partial report shown, a garbage
     * collection during the frame), which is how a tail is traced to its cause.
     */
    private static void redraws(PrintStream out, EditorWorkspace ed, GridCanvas canvas, DifficultyViewModel panel,
                                String when) throws Exception {
        List<long[]> frames = new ArrayList<>();
        int whileRunning = 0;
        WritableImage[] target = new WritableImage[1];
        AtomicLong updates = new AtomicLong();
        javafx.beans.InvalidationListener counted = o -> updates.incrementAndGet();
        Headless.onFx(() -> {
            panel.reportProperty().addListener(counted);
            return true;
        });
        long seen = 0;
        for (int i = 0; i < FRAMES + 30; i++) {
            final int n = i;
            long gc = collections();
            long[] ns = Headless.onFx(() -> new long[] {StudioBench.frame(ed, canvas, n, target),
                panel.runningProperty().get() ? 1 : 0, updates.get()});
            if (i >= 30) {
                frames.add(new long[] {ns[0], ns[2] - seen, collections() - gc});
                whileRunning += (int) ns[1];
            }
            seen = ns[2];
        }
        Headless.onFx(() -> {
            panel.reportProperty().removeListener(counted);
            return true;
        });
        frames.sort((a, b) -> Long.compare(a[0], b[0]));
        double p99 = frames.get((int) Math.ceil(frames.size() * 0.99) - 1)[0] / 1e6;
        out.printf(Locale.ROOT, "studio difficulty: redraw p99 %.1f ms, median %.1f ms over %d frames (64x64, overlay shown) %s;"
                + " %d of them while it ran%n", p99, frames.get(frames.size() / 2)[0] / 1e6, frames.size(), when, whileRunning);
        StringBuilder slow = new StringBuilder();
        for (long[] f : frames.subList(frames.size() - 5, frames.size()).reversed()) {
            slow.append(String.format(Locale.ROOT, " %.1f ms (%d reports before, %d GCs during);", f[0] / 1e6, f[1], f[2]));
        }
        out.printf(Locale.ROOT, "studio difficulty: slowest frames %s:%s %d reports shown in all%n", when, slow, seen);
    }

    /** Garbage collections so far, every collector. */
    private static long collections() {
        long n = 0;
        for (java.lang.management.GarbageCollectorMXBean b : java.lang.management.ManagementFactory.getGarbageCollectorMXBeans()) {
            n += Math.max(0, b.getCollectionCount());
        }
        return n;
    }

    /** Waits for the validation and the whole play-test after an edit or an open. */
    private static void awaitRun(EditorWorkspace ed, DifficultyViewModel panel) throws Exception {
        if (!Headless.await(() -> !ed.busy().get() && panel.busy(), 10_000)
                || !Headless.await(() -> !ed.busy().get() && !panel.busy() && panel.reportProperty().get()
                .map(r -> r.rounds() == DifficultyViewModel.ROUNDS).orElse(false), 120_000)) {
            throw new IllegalStateException("the Difficulty panel did not play the level: "
                    + Headless.onFx(() -> panel.messageProperty().get()));
        }
    }
}
