package undercooked.studio;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Node;
import javafx.scene.image.WritableImage;
import javax.imageio.ImageIO;

/**
 * Headless JavaFX for the screenshot command and the benchmark: Monocle's headless screen and
 * the software renderer, configured before the toolkit starts (it reads these once).
 */
public final class Headless {
    private Headless() {
    }

    /** Must run before anything starts the JavaFX toolkit. */
    public static void configure(int width, int height) {
        System.setProperty("glass.platform", "Monocle");
        System.setProperty("monocle.platform", "Headless");
        System.setProperty("prism.order", "sw");
        System.setProperty("prism.verbose", "false");
        System.setProperty("testfx.robot", "glass");
        System.setProperty("testfx.headless", "true");
        System.setProperty("headless.geometry", width + "x" + height + "-32");
        System.setProperty("java.awt.headless", "true");
    }

    /** Starts the toolkit (once per JVM) and waits for it. */
    public static void start() throws InterruptedException {
        CountDownLatch up = new CountDownLatch(1);
        Platform.startup(up::countDown);
        if (!up.await(20, TimeUnit.SECONDS)) {
            throw new IllegalStateException("the headless JavaFX toolkit did not start within 20 s");
        }
        Platform.setImplicitExit(false);
    }

    /** Runs on the FX thread and waits for the result (bounded, so a hang becomes an error). */
    public static <T> T onFx(Supplier<T> work) throws Exception {
        CompletableFuture<T> f = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                f.complete(work.get());
            } catch (RuntimeException | Error e) {
                f.completeExceptionally(e);
            }
        });
        return f.get(30, TimeUnit.SECONDS);
    }

    /** Lets the FX thread run a few pulses (layout, CSS, queued redraws) before a snapshot. */
    public static void settle() throws Exception {
        for (int i = 0; i < 3; i++) {
            onFx(() -> true);
            Thread.sleep(30);
        }
    }

    /** Renders a node into a PNG file. */
    public static void writePng(Node node, Path out) throws Exception {
        WritableImage img = onFx(() -> node.snapshot(null, null));
        Path parent = out.toAbsolutePath().getParent();
        if (parent != null) {
            java.nio.file.Files.createDirectories(parent);
        }
        if (!ImageIO.write(SwingFXUtils.fromFXImage(img, null), "png", out.toFile())) {
            throw new IOException("no PNG writer available");
        }
    }

    /** Waits until a condition read on the FX thread holds, at most {@code timeoutMs}. */
    public static boolean await(Supplier<Boolean> condition, long timeoutMs) throws Exception {
        long end = System.currentTimeMillis() + timeoutMs;
        while (System.currentTimeMillis() < end) {
            if (onFx(condition)) {
                return true;
            }
            Thread.sleep(20);
        }
        return false;
    }

    /** Dialogs that never open a window: errors are collected for the command to print. */
    static final class Dialogs implements undercooked.studio.Dialogs {
        private Optional<ErrorReport> error = Optional.empty();

        Optional<ErrorReport> error() {
            return error;
        }

        @Override
        public void showError(ErrorReport report) {
            error = Optional.of(report);
        }

        @Override
        public SaveChoice askSave(String document) {
            return SaveChoice.DISCARD;
        }

        @Override
        public IdChoice askIdMismatch(String id, String fileName, Optional<String> idFromName) {
            return IdChoice.CANCEL; // headless renders never write levels
        }

        @Override
        public void showShortcuts(java.util.List<Shortcuts.Group> groups) {
        }

        @Override
        public Optional<Path> chooseFolder(Optional<Path> start) {
            return Optional.empty();
        }

        @Override
        public Optional<Path> chooseOpen(Optional<Path> folder) {
            return Optional.empty();
        }

        @Override
        public Optional<Path> chooseSave(Optional<Path> folder, String suggestedName) {
            return Optional.empty();
        }

        @Override
        public Optional<NewLevel> askNewLevel(String suggestedId) {
            return Optional.empty();
        }

        @Override
        public void showInfo(String title, String text) {
        }

        /** Headless, nobody answers: the safe answer is no. */
        @Override
        public boolean confirm(String title, String header, String text, String yes) {
            return false;
        }
    }
}
