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
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import java.util.logging.Logger;
import javafx.animation.PauseTransition;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.concurrent.Task;
import javafx.util.Duration;
import undercooked.levels.Level;
import undercooked.levels.LevelWriter;
import undercooked.levels.Problem;
import undercooked.levels.ReplayFiles;
import undercooked.playtest.Calibration;
import undercooked.playtest.PersonaMix;
import undercooked.playtest.PlayTestEngine;
import undercooked.playtest.PlayTestSettings;
import undercooked.playtest.Report;
import undercooked.playtest.RoundStats;
import undercooked.sim.InputScript;
import undercooked.sim.Kitchen;
import undercooked.studio.services.ArchiveClient;
import undercooked.studio.services.Intent;
import undercooked.studio.services.Navigator;
import undercooked.studio.services.ReplayLink;

/**
 * The editor's Difficulty panel: after each edit (debounced; the run before cancelled at once) a
 * background play-test of the level as it is, its partial report after every round, and what
 * changed since the last save. A level with problems is not played. FX thread only.
 */
public final class DifficultyViewModel implements AutoCloseable {
    /**
     * Rounds a panel run plays: enough for a median and an interval, a few seconds on two cores.
     * The studio's UI tests play fewer ({@value #ROUNDS_PROPERTY} in studio-tests' surefire argLine,
     * decision 0050): the rounds are seeded, so a test's report is the same on every run, and the
     * suite's two cores are its limit.
     */
    public static final String ROUNDS_PROPERTY = "undercooked.studio.difficulty.rounds";
    public static final int ROUNDS = Integer.getInteger(ROUNDS_PROPERTY, 40);
    /** How long the panel waits after an edit before it plays: typing a name is one run, not ten. */
    public static final double DEBOUNCE_MS = 300;
    static final Duration DEBOUNCE = Duration.millis(DEBOUNCE_MS);
    /** The name of the panel's own thread; the rounds run on the engine's {@code playtest-} threads. */
    public static final String THREAD = "studio-playtest";
    /**
     * The rounds' threads: one core fewer than the machine has (at least one), so the editor keeps a
     * core to draw on while the bots play. With both cores of a 2-core box playing, the grid's redraw
     * p99 was 39 ms (bench studio, 2026-12-02); the command line and CI use every core. They also
     * run niced ({@link LowPriority}): when the editor draws, the bots wait.
     */
    static final int THREADS = Math.max(1, Runtime.getRuntime().availableProcessors() - 1);
    private static final Logger LOG = Logger.getLogger(DifficultyViewModel.class.getName());

    private final Navigator navigator;
    private final PlayTestSettings settings;
    /** One thread that ends a second after its last run, so a closed panel leaves no thread behind. */
    private final ThreadPoolExecutor runner = new ThreadPoolExecutor(1, 1, 1, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), r -> {
        Thread t = new Thread(r, THREAD);
        t.setDaemon(true);
        return t;
    });
    private final PauseTransition debounce = new PauseTransition(DEBOUNCE);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper();
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper();
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper comparison = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<Optional<Report>> report = new ReadOnlyObjectWrapper<>(Optional.empty());
    private final BooleanProperty showOnGrid = new SimpleBooleanProperty();
    private final ReadOnlyObjectWrapper<Optional<PlayTestOverlay>> overlay = new ReadOnlyObjectWrapper<>(Optional.empty());
    private Optional<Report> baseline = Optional.empty();
    private boolean baselineWanted = true;
    private Optional<Level> pending = Optional.empty();
    private Optional<Level> played = Optional.empty();
    private List<RoundStats> rounds = List.of();
    private Optional<Task<Report>> task = Optional.empty();
    private Optional<Task<String>> calibrating = Optional.empty();
    private final Supplier<Optional<String>> localArchive;
    private final StringProperty archiveUrl = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper people = new ReadOnlyStringWrapper("");
    /** The people's rounds last read (written on the runner thread, read on the FX thread after it). */
    private volatile Optional<PeopleRounds.Found> peopleFound = Optional.empty();
    private String peopleLevel = "";
    private String startedId = "";

    /** @param localArchive the studio's own server's address while it runs (compared with people by default) */
    public DifficultyViewModel(Navigator navigator, Supplier<Optional<String>> localArchive) {
        this(navigator, localArchive, new PlayTestSettings(ROUNDS, PlayTestSettings.DEFAULT_COOKS, PersonaMix.EXPERT, 1));
    }

    DifficultyViewModel(Navigator navigator, Supplier<Optional<String>> localArchive, PlayTestSettings settings) {
        this.navigator = Objects.requireNonNull(navigator, "navigator");
        this.localArchive = Objects.requireNonNull(localArchive, "localArchive");
        this.settings = Objects.requireNonNull(settings, "settings");
        debounce.setOnFinished(e -> pending.ifPresent(this::start));
        runner.allowCoreThreadTimeOut(true);
        Runnable drawn = () -> overlay.set(showOnGrid.get() ? report.get().map(PlayTestOverlay::of) : Optional.empty());
        report.addListener(o -> drawn.run());
        showOnGrid.addListener(o -> drawn.run());
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

    /**
     * The level was saved (or opened): its report, now or when its run ends, is what later edits
     * compare with. A report of another level, or of this one before an edit, never is.
     */
    public void saved(Level level) {
        if (report.get().isPresent() && !running.get() && pending.isEmpty() && played.equals(Optional.of(level))) {
            baseline = report.get();
            comparison.set("");
        } else {
            baselineWanted = true;
        }
    }

    private void start(Level level) {
        pending = Optional.empty();
        if (!level.id().equals(startedId)) {
            // Another level: its first round, not the last level's histogram, is what shows next.
            report.set(Optional.empty());
            comparison.set("");
            people.set("");
            startedId = level.id();
        }
        Kitchen kitchen = level.kitchen();
        List<RoundStats> seen = new ArrayList<>();
        Task<Report> t = new Task<>() {
            @Override
            protected Report call() throws InterruptedException {
                return play(kitchen, settings, r -> {
                    Report partial;
                    synchronized (seen) {
                        seen.add(r);
                        partial = Report.of(kitchen, settings, seen);
                    }
                    updateProgress(partial.rounds(), settings.rounds());
                    updateValue(partial);
                }, this::isCancelled);
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
            if (baselineWanted) {
                baseline = Optional.of(r);
                baselineWanted = false;
            }
            comparison.set(compare(baseline, r));
            // The people's stars stay those of the level's id; the closest mix waits for a new comparison.
            peopleFound.filter(f -> level.id().equals(peopleLevel)).ifPresent(f -> people.set(Calibration.line(r, f.stars())
                    + "; Compare again for the closest mix"));
            task = Optional.empty();
            // Last, so whoever watches these sees the comparison above already made.
            progress.set(1);
            message.set(settings.rounds() + " rounds of " + settings.cooks() + " " + settings.mix().wireName() + " bots");
            running.set(false);
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

    /**
     * Plays a play-test on this thread's behalf and waits for it; an interrupt or {@code cancelled}
     * stops its rounds and waits for its threads to end before returning.
     */
    private static Report play(Kitchen kitchen, PlayTestSettings s, java.util.function.Consumer<RoundStats> onRound,
                               BooleanSupplier cancelled) throws InterruptedException {
        // The rounds' threads at a lower priority: they take what the editor's threads leave
        PlayTestEngine p = PlayTestEngine.start(kitchen, s, THREADS, onRound, LowPriority::lowerThisThread);
        try {
            return p.report().get();
        } catch (InterruptedException e) {
            p.cancel(2_000);
            throw e;
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        } finally {
            if (cancelled.getAsBoolean()) {
                p.cancel(2_000);
            }
        }
    }

    /**
     * People beside the bots: the archive's rounds of this level by people (the URL typed, else the
     * studio's own server), and the casual and mixed bots played too, to say which mix is closest.
     */
    public void compareWithPeople() {
        Optional<Report> now = report.get();
        if (now.isEmpty() || running.get() || played.isEmpty()) {
            people.set("Wait for the play-test to finish, then compare.");
            return;
        }
        String url = archiveUrl.get().isBlank() ? localArchive.get().orElse("") : archiveUrl.get().strip();
        if (url.isEmpty()) {
            people.set("Start the studio's server in Host, or type a server's address, to compare with people.");
            return;
        }
        Level level = played.get();
        Report bots = now.get();
        people.set("Reading the rounds of " + level.id() + " at " + url + "...");
        Task<String> t = new Task<>() {
            @Override
            protected String call() throws InterruptedException {
                PeopleRounds.Found f = PeopleRounds.fetch(new ArchiveClient(url), level.id(), this::isCancelled);
                if (f.error().isPresent()) {
                    return f.error().get().what() + " " + f.error().get().todo();
                }
                String left = f.botRounds() == 0 ? ""
                        : " (" + f.botRounds() + (f.botRounds() == 1 ? " round" : " rounds") + " of bots alone left out)";
                if (f.rounds() == 0) {
                    return Calibration.line(bots, f.stars()) + left;
                }
                List<Report> all = new ArrayList<>(List.of(bots));
                for (PersonaMix m : PersonaMix.values()) {
                    if (m != settings.mix()) {
                        all.add(play(level.kitchen(), new PlayTestSettings(settings.rounds(), settings.cooks(), m,
                                settings.firstSeed()), r -> { }, this::isCancelled));
                    }
                }
                peopleFound = Optional.of(f);
                return Calibration.line(bots, f.stars()) + left + "; " + Calibration.of(f.stars(), all).closestLine();
            }
        };
        t.setOnSucceeded(e -> {
            if (calibrating.equals(Optional.of(t))) {
                people.set(t.getValue());
                peopleLevel = level.id();
                calibrating = Optional.empty();
            }
        });
        t.setOnFailed(e -> {
            if (calibrating.equals(Optional.of(t))) {
                LOG.log(java.util.logging.Level.WARNING, "comparing with people failed for " + level.id(), t.getException());
                people.set("Comparing with people failed (see the log)");
                calibrating = Optional.empty();
            }
        });
        calibrating.ifPresent(c -> c.cancel(true));
        calibrating = Optional.of(t);
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
        calibrating.ifPresent(t -> {
            t.cancel(true);
            people.set(""); // not "Reading the rounds..." for a comparison that will not come
        });
        calibrating = Optional.empty();
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

    /** The bottleneck, the stations' busy shares and the cooks' traffic drawn on the grid, or not. */
    public BooleanProperty showOnGridProperty() {
        return showOnGrid;
    }

    /** What the grid draws of the play-test (empty while not shown or before the first round). */
    public ReadOnlyObjectProperty<Optional<PlayTestOverlay>> overlayProperty() {
        return overlay.getReadOnlyProperty();
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

    /** The archive to compare with: a server's address; empty for the studio's own server. */
    public StringProperty archiveUrlProperty() {
        return archiveUrl;
    }

    /** "bots 2.1 stars, people 1.4 over 37 rounds; closest to people: casual bots (...)". */
    public ReadOnlyStringProperty peopleProperty() {
        return people.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty comparisonProperty() {
        return comparison.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Optional<Report>> reportProperty() {
        return report.getReadOnlyProperty();
    }


    @Override
    public void close() {
        stop();
        debounce.stop();
        runner.shutdownNow();
    }
}
