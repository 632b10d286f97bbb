package undercooked.studio.editor;

import java.util.function.Consumer;
import undercooked.levels.Level;

/**
 * Runs {@link Analysis#of} for the editor. The app runs it on a background thread
 * ({@link BackgroundAnalysis}); view-model tests run it inline so they need no toolkit.
 */
@FunctionalInterface
public interface AnalysisRunner {
    /** Analyses a level and hands the result to {@code done} on the UI thread (or inline). */
    void submit(Level level, String file, Consumer<Analysis> done);

    /** Runs inline on the caller's thread. */
    static AnalysisRunner inline(undercooked.levels.LevelValidator validator) {
        return (level, file, done) -> done.accept(Analysis.of(level, file, validator));
    }
}
