package undercooked.studio;

import undercooked.studio.host.HostBench;
import undercooked.studio.replay.ReplayBench;
import undercooked.studio.replay.ReplayWorkspace;
import undercooked.studio.spectate.SpectateBench;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import javafx.application.Platform;
import javafx.stage.Stage;
import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.levels.LevelWriter;
import undercooked.sim.Cell;
import undercooked.studio.editor.EditorWorkspace;
import undercooked.studio.editor.GridCanvas;
import undercooked.studio.editor.GridEdits;
import undercooked.studio.editor.Tool;

/**
 * {@code ./undercooked bench studio}: the editor on the 64x64 campaign level in the headless
 * software renderer. "open" is file to a drawn, validated level; "fill" a flood fill of all 4096
 * cells and its redraw; "redraw" one frame of the canvas at fit and zoomed-in views, drawn and
 * rasterised (a snapshot forces the software renderer to paint it), as p99 over 300 frames.
 */
public final class StudioBench {
    private static final int FRAMES = 300;

    private StudioBench() {
    }

    public static void main(String[] args) throws Exception {
        boolean difficultyOnly = args.length == 1 && args[0].equals("difficulty");
        if (args.length > 0 && !difficultyOnly) {
            System.err.println("bench studio: unknown arguments " + String.join(" ", args));
            System.err.println("usage: ./undercooked bench studio [difficulty]   (difficulty: the Difficulty panel's measures alone)");
            System.exit(2);
        }
        int code = 1;
        try {
            code = run(System.out, difficultyOnly);
        } catch (Exception | AssertionError e) {
            // The FX thread is not a daemon: without an exit here a failed measure would hang the command.
            System.err.println("bench studio: " + e.getClass().getSimpleName() + ": " + e.getMessage());
        } finally {
            Platform.exit();
            System.exit(code);
        }
    }

    /**
     * Frame {@code n} of the redraw measure on the FX thread: a fit, zoom or pan step and a hover,
     * then the redraw and its rasterising; returns the nanoseconds of those two.
     */
    static long frame(EditorWorkspace ed, GridCanvas canvas, int n, javafx.scene.image.WritableImage[] target) {
        if (n % 60 == 0) {
            canvas.fit();
        } else if (n % 60 < 30) {
            canvas.zoomAt(1.02, canvas.getWidth() / 3, canvas.getHeight() / 3);
        } else {
            canvas.panBy(-3, -2);
        }
        ed.viewModel().hoverProperty().set(Optional.of(new Cell(n % 64, (n / 3) % 64)));
        long t = System.nanoTime();
        canvas.redraw();
        target[0] = canvas.snapshot(null, target[0]);
        return System.nanoTime() - t;
    }

    static int run(PrintStream out, boolean difficultyOnly) throws Exception {
        Headless.configure(Screenshot.WIDTH, Screenshot.HEIGHT);
        Headless.start();
        Level banquet = Campaign.builtIn().load("07_banquet_hall").orElseThrow();
        Path file = Files.createTempFile("studio-bench-", ".json");
        try {
            LevelWriter.write(banquet, file);
            Studio studio = Headless.onFx(() -> {
                Studio s = new Studio(new Stage(), Settings.inMemory(), Optional.of(new Headless.Dialogs()), false);
                s.stage().setWidth(Screenshot.WIDTH);
                s.stage().setHeight(Screenshot.HEIGHT);
                s.stage().show();
                return s;
            });
            EditorWorkspace ed = (EditorWorkspace) studio.view().find("editor").orElseThrow();
            GridCanvas canvas = ed.editorView().canvas();
            Headless.settle();
            if (difficultyOnly) {
                DifficultyBench.run(out, studio);
                return 0;
            }

            long openMs = 0;
            for (int round = 0; round < 3; round++) { // the last of three: class loading is not the editor's cost
                Headless.onFx(() -> {
                    ed.viewModel().newLevel("99_empty", "Empty", 5, 5);
                    return true;
                });
                long t0 = System.nanoTime();
                Headless.onFx(() -> {
                    studio.open(file);
                    canvas.fit();
                    canvas.redraw();
                    return true;
                });
                Headless.await(() -> !ed.busy().get(), 20_000);
                openMs = (System.nanoTime() - t0) / 1_000_000;
            }

            List<Long> fills = new ArrayList<>();
            String row = ".".repeat(64);
            Headless.onFx(() -> {
                ed.viewModel().apply("Clear", l -> GridEdits.withGrid(l, Collections.nCopies(64, row)));
                ed.viewModel().toolProperty().set(Tool.FILL);
                return true;
            });
            for (int i = 0; i < 9; i++) {
                char brush = i % 2 == 0 ? '=' : '.';
                fills.add(Headless.onFx(() -> {
                    long t = System.nanoTime();
                    ed.viewModel().brushProperty().set(brush);
                    ed.viewModel().press(new Cell(10, 10));
                    ed.viewModel().release(new Cell(10, 10));
                    canvas.redraw();
                    canvas.snapshot(null, null);
                    return System.nanoTime() - t;
                }));
            }
            Headless.onFx(() -> {
                ed.viewModel().undo();
                return true;
            });
            Collections.sort(fills);
            long fillMs = fills.get(fills.size() / 2) / 1_000_000;

            Headless.onFx(() -> {
                studio.open(file);
                ed.viewModel().showReachProperty().set(true);
                return true;
            });
            Headless.await(() -> !ed.busy().get(), 20_000);
            List<Long> frames = new ArrayList<>();
            javafx.scene.image.WritableImage[] target = new javafx.scene.image.WritableImage[1];
            for (int i = 0; i < FRAMES + 30; i++) {
                final int n = i;
                long ns = Headless.onFx(() -> frame(ed, canvas, n, target));
                if (i >= 30) {
                    frames.add(ns); // the first frames warm the JIT up
                }
            }
            Collections.sort(frames);
            double p99 = frames.get((int) Math.ceil(frames.size() * 0.99) - 1) / 1e6;
            double median = frames.get(frames.size() / 2) / 1e6;
            out.printf("studio editor: redraw median %.1f ms over %d frames at %.0fx%.0f px%n", median, frames.size(),
                    canvas.getWidth(), canvas.getHeight());
            out.printf("studio editor: open %d ms, fill %d ms, redraw p99 %.1f ms (64x64)%n", openMs, fillMs, p99);
            DifficultyBench.run(out, studio);
            Headless.onFx(() -> {
                studio.shell().workspaceProperty().set("replays");
                return true;
            });
            Headless.settle();
            ReplayBench.run(out, (ReplayWorkspace) studio.view().find("replays").orElseThrow());
            SpectateBench.run(out);
            HostBench.run(out);
            return 0;
        } finally {
            Files.deleteIfExists(file);
        }
    }
}
