package undercooked.studio.editor;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.logging.Logger;
import javafx.animation.PauseTransition;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.concurrent.Task;
import javafx.util.Duration;
import undercooked.levels.Level;
import undercooked.levels.LevelWriter;
import undercooked.levels.Problem;
import undercooked.levels.ReplayFiles;
import undercooked.playtest.PersonaMix;
import undercooked.playtest.PlayTestEngine;
import undercooked.playtest.PlayTestSettings;
import undercooked.playtest.Report;
import undercooked.playtest.RoundStats;
import undercooked.sim.Cell;
import undercooked.sim.InputScript;
import undercooked.sim.Kitchen;
import undercooked.studio.services.Intent;
import undercooked.studio.services.Navigator;
import undercooked.studio.services.ReplayLink;

/**
 * The editor's Difficulty panel: after each edit (debounced; the run before cancelled at once) a
 * background play-test of the level as it is, its partial report after every round, and what
 * changed since the last save. A level with problems is not played. FX thread only.
 */
public final class DifficultyViewModel implements AutoCloseable {
    /** Rounds a panel run plays: enough for a median and an interval, a few seconds on two cores. */
    public static final int ROUNDS = 40;
    static final Duration DEBOUNCE = Duration.millis(300);
    private static final Logger LOG = Logger.getLogger(DifficultyViewModel.class.getName());

    private final Navigator navigator;
    private final PlayTestSettings settings;
    private final ExecutorService runner = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "studio-playtest");
        t.setDaemon(true);
        return t;
    });
    private final PauseTransition debounce = new PauseTransition(DEBOUNCE);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper();
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper();
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper comparison = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<Optional<Report>> report = new ReadOnlyObjectWrapper<>(Optional.empty());
    private final ObjectProperty<Optional<Cell>> highlight = new SimpleObjectProperty<>(Optional.empty());
    private Optional<Report> baseline = Optional.empty();
    private boolean baselineWanted = true;
    private Optional<Level> pending = Optional.empty();
    private Optional<Level> played = Optional.empty();
    private List<RoundStats> rounds = List.of();
    private Optional<Task<Report>> task = Optional.empty();

    public DifficultyViewModel(Navigator navigator) {
        this(navigator, new PlayTestSettings(ROUNDS, PlayTestSettings.DEFAULT_COOKS, PersonaMix.EXPERT, 1));
    }

    DifficultyViewModel(Navigator navigator, PlayTestSettings settings) {
        this.navigator = Objects.requireNonNull(navigator, "navigator");
        this.settings = Objects.requireNonNull(settings, "settings");
        debounce.setOnFinished(e -> pending.ifPresent(this::start));
    }

    /**
     * The level changed and its check finished: play it after the debounce, or, with problems,
     * say so and play nothing. A run of an older level stops at once either way.
     */
    public void levelChecked(Level level, List<Problem> problems) {
        stop();
        if (!problems.isEmpty()) {
            report.set(Optional.empty());
            comparison.set("");
            List<String> codes = problems.stream().map(p -> p.code().code()).distinct().toList();
            message.set("Fix the problems first: " + String.join(", ", codes.subList(0, Math.min(3, codes.size())))
                    + (codes.size() > 3 ? " and " + (codes.size() - 3) + " more" : ""));
            return;
        }
        pending = Optional.of(level);
        message.set("Play-testing after the edit...");
        debounce.playFromStart();
    }

    /** The level was saved (or opened): its report, now or when its run ends, is what later edits compare with. */
    public void saved() {
        if (report.get().isPresent() && !running.get() && pending.isEmpty()) {
            baseline = report.get();
            comparison.set("");
        } else {
            baselineWanted = true;
        }
    }

    private void start(Level level) {
        pending = Optional.empty();
        Kitchen kitchen = level.kitchen();
        List<RoundStats> seen = new ArrayList<>();
        Task<Report> t = new Task<>() {
            @Override
            protected Report call() throws InterruptedException {
                PlayTestEngine p = PlayTestEngine.start(kitchen, settings, r -> {
                    Report partial;
                    synchronized (seen) {
                        seen.add(r);
                        partial = Report.of(kitchen, settings, seen);
                    }
                    updateProgress(partial.rounds(), settings.rounds());
                    updateValue(partial);
                });
                try {
                    return p.report().get();
                } catch (InterruptedException e) {
                    p.cancel(2_000);
                    throw e;
                } catch (ExecutionException e) {
                    throw new IllegalStateException(e.getCause());
                } finally {
                    if (isCancelled()) {
                        p.cancel(2_000);
                    }
                }
            }
        };
        t.valueProperty().addListener((o, a, b) -> {
            if (b != null && task.equals(Optional.of(t))) {
                report.set(Optional.of(b));
            }
        });
        t.progressProperty().addListener((o, a, b) -> {
            if (task.equals(Optional.of(t))) {
                progress.set(Math.max(0, b.doubleValue()));
                message.set("Play-testing: " + Math.round(Math.max(0, b.doubleValue()) * settings.rounds()) + " of "
                        + settings.rounds() + " rounds");
            }
        });
        t.setOnSucceeded(e -> {
            if (!task.equals(Optional.of(t))) {
                return;
            }
            Report r = t.getValue();
            report.set(Optional.of(r));
            synchronized (seen) {
                rounds = List.copyOf(seen);
            }
            played = Optional.of(level);
            running.set(false);
            progress.set(1);
            message.set(settings.rounds() + " rounds of " + settings.cooks() + " " + settings.mix().wireName() + " bots");
            if (baselineWanted) {
                baseline = Optional.of(r);
                baselineWanted = false;
            }
            comparison.set(compare(baseline, r));
            task = Optional.empty();
        });
        t.setOnFailed(e -> {
            if (task.equals(Optional.of(t))) {
                LOG.log(java.util.logging.Level.WARNING, "play-test failed for " + level.id(), t.getException());
                message.set("The play-test failed (see the log)");
                running.set(false);
                task = Optional.empty();
            }
        });
        task = Optional.of(t);
        running.set(true);
        progress.set(0);
        runner.execute(t);
    }

    /** "compared with the last save: median stars 2 -> 1, stove x 9, y 2 now the bottleneck"; empty when nothing changed. */
    static String compare(Optional<Report> saved, Report now) {
        if (saved.isEmpty()) {
            return "";
        }
        Report s = saved.get();
        List<String> parts = new ArrayList<>();
        if (s.medianStars() != now.medianStars()) {
            parts.add("median stars " + s.medianStars() + " -> " + now.medianStars());
        }
        if (Math.round(s.winRate() * 100) != Math.round(now.winRate() * 100)) {
            parts.add("win rate " + Math.round(s.winRate() * 100) + "% -> " + Math.round(now.winRate() * 100) + "%");
        }
        if (Math.abs(s.scoreMean() - now.scoreMean()) >= 0.5) {
            parts.add(String.format(java.util.Locale.ROOT, "score %.0f -> %.0f", s.scoreMean(), now.scoreMean()));
        }
        Optional<String> was = s.bottleneck().map(Report.Bottleneck::name);
        Optional<String> is = now.bottleneck().map(Report.Bottleneck::name);
        if (!was.equals(is)) {
            parts.add(is.map(n -> n + " now the bottleneck").orElse("no bottleneck now"));
        }
        return parts.isEmpty() ? "Same as at the last save" : "Compared with the last save: " + String.join(", ", parts);
    }

    /** Stops the running play-test now; its threads end within a tick of each round. */
    public void stop() {
        debounce.stop();
        pending = Optional.empty();
        task.ifPresent(t -> t.cancel(true));
        task = Optional.empty();
        running.set(false);
    }

    /** The worst round in Replays, at the tick its first order was missed (or its start). */
    public boolean openWorstInReplays() {
        Optional<RoundStats> w = worst();
        if (w.isEmpty() || played.isEmpty()) {
            return false;
        }
        try {
            Path file = writeScript(w.get(), played.get());
            long tick = w.get().firstMissTick().orElse(0);
            return navigator.go(new Intent.OpenReplayLink(new ReplayLink(file.toString(), OptionalLong.of(tick), Optional.empty())));
        } catch (IOException e) {
            message.set("Cannot write the worst round for Replays: " + e.getMessage());
            return false;
        }
    }

    /** The worst round live in Host, resumed at the tick its first order was missed (or its start). */
    public boolean playWorstFromHere() {
        Optional<RoundStats> w = worst();
        return w.isPresent() && played.isPresent()
                && navigator.go(new Intent.PlayFromHere(stamped(w.get().script(), played.get()), played.get(),
                w.get().firstMissTick().orElse(0)));
    }

    private Optional<RoundStats> worst() {
        return report.get().flatMap(r -> rounds.stream().filter(s -> s.seed() == r.worst().seed()).findFirst());
    }

    private static InputScript stamped(InputScript s, Level level) {
        return new InputScript(s.name(), s.seed(), s.levelId(), s.tickHz(), s.recordEvery(), s.frames(), s.items(),
                s.declaredSeats(), s.parks(), Optional.of(LevelWriter.sha256(level)));
    }

    /** A script file with the level inline, so Replays opens it without the level's file. */
    private static Path writeScript(RoundStats round, Level level) throws IOException {
        Path f = Files.createTempFile("playtest-worst-" + level.id() + "-seed" + round.seed() + "-", ".json");
        f.toFile().deleteOnExit();
        Files.writeString(f, ReplayFiles.writeScript(stamped(round.script(), level), Optional.empty(), Optional.of(level)));
        return f;
    }

    /** The bottleneck's cell shown on the grid (the editor's highlight). */
    public void showBottleneck() {
        highlight.set(report.get().flatMap(Report::bottleneck).map(Report.Bottleneck::cell));
    }

    /** A run is waiting for its debounce or playing: a screenshot waits for it. */
    public boolean busy() {
        return running.get() || pending.isPresent();
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty comparisonProperty() {
        return comparison.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Optional<Report>> reportProperty() {
        return report.getReadOnlyProperty();
    }

    /** Where the panel asks the grid to point (bound to the editor's highlight by the workspace). */
    public ObjectProperty<Optional<Cell>> highlightProperty() {
        return highlight;
    }

    @Override
    public void close() {
        stop();
        debounce.stop();
        runner.shutdownNow();
    }
}
