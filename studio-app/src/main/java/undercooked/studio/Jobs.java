package undercooked.studio;

import java.util.Objects;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import javafx.concurrent.Task;

/**
 * Long work for view models: the app runs it on a background thread as a
 * {@link javafx.concurrent.Task} (results and progress come back on the FX thread); view-model
 * tests run it inline, so they need no toolkit. A view model never starts a thread itself.
 */
public interface Jobs {
    /** What running work sees: where to report progress, and whether it was cancelled. */
    interface Job {
        void progress(double share);

        boolean cancelled();
    }

    /** The work itself, off the FX thread. */
    @FunctionalInterface
    interface Work<T> {
        T run(Job job) throws Exception;
    }

    /** A submitted job: cancel asks the work to stop (it checks {@link Job#cancelled()}). */
    interface Handle {
        void cancel();
    }

    /**
     * Runs {@code work}; {@code done} or {@code failed} is called on the FX thread (or inline),
     * {@code progress} with shares 0..1 as the work reports them. A cancelled job calls neither.
     */
    <T> Handle submit(String name, Work<T> work, Consumer<T> done, Consumer<Exception> failed, DoubleConsumer progress);

    /** Runs every job at once on the caller's thread (view-model tests, the bench). */
    static Jobs inline() {
        return new Jobs() {
            @Override
            public <T> Handle submit(String name, Work<T> work, Consumer<T> done, Consumer<Exception> failed,
                                     DoubleConsumer progress) {
                boolean[] cancel = {false};
                try {
                    T v = work.run(new Job() {
                        @Override
                        public void progress(double share) {
                            progress.accept(share);
                        }

                        @Override
                        public boolean cancelled() {
                            return cancel[0];
                        }
                    });
                    done.accept(v);
                } catch (Exception e) {
                    failed.accept(e);
                }
                return () -> cancel[0] = true;
            }
        };
    }

    /** Background tasks on daemon threads, {@code threads} at a time. */
    static Jobs background(int threads) {
        ExecutorService executor = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "studio-jobs");
            t.setDaemon(true);
            return t;
        });
        return new Jobs() {
            @Override
            public <T> Handle submit(String name, Work<T> work, Consumer<T> done, Consumer<Exception> failed,
                                     DoubleConsumer progress) {
                Objects.requireNonNull(work, "work");
                Task<T> task = new Task<>() {
                    @Override
                    protected T call() throws Exception {
                        updateTitle(name);
                        return work.run(new Job() {
                            @Override
                            public void progress(double share) {
                                updateProgress(share, 1.0);
                            }

                            @Override
                            public boolean cancelled() {
                                return isCancelled();
                            }
                        });
                    }
                };
                task.progressProperty().addListener((o, a, b) -> progress.accept(Math.max(0, b.doubleValue())));
                task.setOnSucceeded(e -> done.accept(task.getValue()));
                task.setOnFailed(e -> failed.accept(task.getException() instanceof Exception x ? x
                        : new RuntimeException(task.getException())));
                executor.execute(task);
                return () -> task.cancel(false);
            }
        };
    }
}
