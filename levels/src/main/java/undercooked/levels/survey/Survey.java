package undercooked.levels.survey;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicLong;
import undercooked.levels.RulesVersion;
import undercooked.levels.corpus.ArchivedRound;
import undercooked.levels.corpus.Filter;
import undercooked.levels.corpus.RoundSource;
import undercooked.levels.corpus.Unreadable;
import undercooked.sim.Kernel;

/**
 * Re-simulates every round of an archive under the current kernel, on as many threads as asked
 * (all cores by default), each thread taking the next entry from the source, reading it and
 * checking it: no round is held longer than its check. Reads only: nothing is written to the
 * archive.
 */
public final class Survey {
    /** Told after each entry: how many are done, and how many the source expects when it knows. */
    @FunctionalInterface
    public interface Progress {
        void done(long entries, OptionalLong expected);
    }

    private final RoundCheck check;
    private final String kernel;
    private final int threads;

    /** The survey under this build's kernel, on every core. */
    public Survey() {
        this(Kernel.STANDARD, RulesVersion.current().shown(), Runtime.getRuntime().availableProcessors());
    }

    /**
     * A survey under {@code kernel} (tests pass a variant to stand for a rules change), shown in the
     * report as {@code shown}, on {@code threads} threads.
     */
    public Survey(Kernel kernel, String shown, int threads) {
        this(kernel, shown, threads, FramePin.NONE);
    }

    /** As {@link #Survey(Kernel, String, int)}, pinning rounds whose goldens cannot with {@code frames}. */
    public Survey(Kernel kernel, String shown, int threads, FramePin frames) {
        this.check = new RoundCheck(Objects.requireNonNull(kernel, "kernel"), Objects.requireNonNull(frames, "frames"));
        this.kernel = Objects.requireNonNull(shown, "shown");
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1, got " + threads);
        }
        this.threads = threads;
    }

    /** Walks the source to its end; the filter drops rounds it does not ask for (they are not counted). */
    public SurveyReport run(RoundSource source, Filter filter, Progress progress) {
        long start = System.currentTimeMillis();
        SurveyReport.Tally tally = new SurveyReport.Tally();
        AtomicLong done = new AtomicLong();
        Runnable worker = () -> {
            for (Optional<RoundSource.Pending> p = source.next(); p.isPresent(); p = source.next()) {
                Optional<Outcome> o = outcome(p.get(), filter);
                o.ifPresent(tally::add);
                progress.done(done.incrementAndGet(), source.expected());
            }
        };
        List<Thread> pool = new ArrayList<>();
        for (int i = 0; i < threads; i++) {
            pool.add(Thread.ofPlatform().name("survey-" + i).start(worker));
        }
        for (Thread t : pool) {
            try {
                t.join();
            } catch (InterruptedException e) {
                source.close();
                Thread.currentThread().interrupt();
                break;
            }
        }
        return tally.report(kernel, System.currentTimeMillis() - start);
    }

    private Optional<Outcome> outcome(RoundSource.Pending p, Filter filter) {
        try {
            return switch (p.read()) {
                case Unreadable u -> Optional.of(new Outcome.Problem(u.name(), u.link(), u.reason()));
                case ArchivedRound r -> filter.accepts(r) ? Optional.of(check.check(r)) : Optional.empty();
            };
        } catch (RuntimeException e) {
            // One round's surprise must not end the survey of the others; it is reported as that round's.
            return Optional.of(new Outcome.Problem(p.name(), p.name(), "internal error while surveying it: "
                    + e.getClass().getSimpleName() + ": " + e.getMessage()));
        }
    }
}
