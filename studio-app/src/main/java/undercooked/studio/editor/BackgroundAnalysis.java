package undercooked.studio.editor;

import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import java.util.logging.Logger;
import javafx.concurrent.Task;
import undercooked.levels.Level;
import undercooked.levels.LevelValidator;

/**
 * Validation off the FX thread. Edits arrive faster than a 64x64 level validates while a stroke
 * is dragged, so at most one task runs and only the newest waiting request runs after it: the
 * intermediate states nobody will see are skipped. Call from the FX thread only.
 */
public final class BackgroundAnalysis implements AnalysisRunner, AutoCloseable {
    private record Request(Level level, String file, Consumer<Analysis> done) {
    }

    private static final Logger LOG = Logger.getLogger(BackgroundAnalysis.class.getName());

    private final LevelValidator validator;
    private final ExecutorService executor = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "studio-analysis");
        t.setDaemon(true);
        return t;
    });
    private boolean running;
    private Optional<Request> waiting = Optional.empty();

    public BackgroundAnalysis(LevelValidator validator) {
        this.validator = Objects.requireNonNull(validator, "validator");
    }

    @Override
    public void submit(Level level, String file, Consumer<Analysis> done) {
        waiting = Optional.of(new Request(level, file, done));
        if (!running) {
            startNext();
        }
    }

    private void startNext() {
        if (waiting.isEmpty()) {
            running = false;
            return;
        }
        Request r = waiting.get();
        waiting = Optional.empty();
        running = true;
        Task<Analysis> task = new Task<>() {
            @Override
            protected Analysis call() {
                return Analysis.of(r.level(), r.file(), validator);
            }
        };
        task.setOnSucceeded(e -> {
            r.done().accept(task.getValue());
            startNext();
        });
        task.setOnFailed(e -> {
            // A validator bug, not the designer's: say so in the log and on screen ("check failed",
            // never "valid"), and clear "validating..." (left set, the status bar said it forever).
            LOG.log(java.util.logging.Level.WARNING, "level check failed for " + r.file(), task.getException());
            r.done().accept(Analysis.FAILED);
            startNext();
        });
        executor.execute(task);
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }
}
