package undercooked.studio.replay;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import undercooked.levels.corpus.Filter;
import undercooked.levels.corpus.RoundSource;
import undercooked.levels.survey.Outcome;
import undercooked.levels.survey.Survey;
import undercooked.levels.survey.SurveyReport;
import undercooked.studio.Jobs;
import undercooked.studio.services.ReplayLink;

/**
 * Replays > Survey Archive...: {@code ./undercooked replay survey} in the studio. Re-simulates
 * every round of a folder or of a server's archive under this studio's kernel (the same
 * {@link Survey} and {@link RoundSource} the command uses, in the background, with progress and
 * cancel), and shows the changed rounds grouped by cause, each group with its count, tick range,
 * verdict flips and score effect, and its example rounds, which open at their first divergent tick
 * with the field that parted selected. Entries that could not be surveyed are listed one a line
 * with their reason. Reads only: nothing is written into the archive.
 */
public final class SurveyViewModel {
    /** One group of the table: the report's group and its cells as text. */
    public record GroupRow(SurveyReport.Group group) {
        public GroupRow {
            Objects.requireNonNull(group, "group");
        }

        public String cause() {
            return group.key();
        }

        public long count() {
            return group.count();
        }

        public String ticks() {
            return group.firstTick() == group.lastTick() ? Long.toString(group.firstTick())
                    : group.firstTick() + ".." + group.lastTick();
        }

        public String flips() {
            return group.flipSentences().isEmpty() ? "none" : String.join("; ", group.flipSentences());
        }

        /** Score now minus score recorded: {@code -40..-10 (mean -22.5)}, or blank without recorded scores. */
        public String scores() {
            if (group.scored() == 0) {
                return "";
            }
            String range = group.scoreMin() == group.scoreMax() ? signed(group.scoreMin())
                    : signed(group.scoreMin()) + ".." + signed(group.scoreMax());
            return range + String.format(Locale.ROOT, " (mean %+.1f)", group.scoreSum() / (double) group.scored());
        }

        private static String signed(long v) {
            return v > 0 ? "+" + v : Long.toString(v);
        }
    }

    private final Jobs jobs;
    private final Supplier<Survey> survey;
    private final Consumer<ReplayLink> open;
    private final StringProperty archive = new SimpleStringProperty("");
    private final StringProperty level = new SimpleStringProperty("");
    private final BooleanProperty running = new SimpleBooleanProperty();
    /** 0..1, or -1 while the size of the archive is unknown (a server's). */
    private final DoubleProperty progress = new SimpleDoubleProperty(0);
    private final StringProperty message = new SimpleStringProperty("Choose a folder of replays or type a server's"
            + " address, then Survey.");
    private final ObservableList<GroupRow> groups = FXCollections.observableArrayList();
    private final ObservableList<String> problems = FXCollections.observableArrayList();
    private final ObjectProperty<SurveyReport> report = new SimpleObjectProperty<>();
    private final AtomicReference<RoundSource> walking = new AtomicReference<>();
    private Optional<Jobs.Handle> job = Optional.empty();

    /**
     * @param survey a survey under this studio's kernel ({@code Survey::new}; a test passes one under
     *     a kernel variant to stand for a rules change)
     * @param open opens a round at its tick with its field (the workspace's {@code openLink})
     */
    public SurveyViewModel(Jobs jobs, Supplier<Survey> survey, Consumer<ReplayLink> open) {
        this.jobs = Objects.requireNonNull(jobs, "jobs");
        this.survey = Objects.requireNonNull(survey, "survey");
        this.open = Objects.requireNonNull(open, "open");
    }

    /** Surveys what {@link #archiveProperty()} names: a server's address, or a folder (several, separated by ;). */
    public void run() {
        if (running.get()) {
            return;
        }
        String where = archive.get().strip();
        if (where.isEmpty()) {
            message.set("Choose a folder of replays or type a server's address (http://host:8080) first.");
            return;
        }
        Filter filter = new Filter(Optional.of(level.get().strip()).filter(l -> !l.isEmpty()), OptionalLong.empty());
        Optional<RoundSource> source = source(where, filter);
        if (source.isEmpty()) {
            return;
        }
        walking.set(source.get());
        groups.clear();
        problems.clear();
        report.set(null);
        running.set(true);
        progress.set(source.get().expected().isPresent() ? 0 : -1);
        message.set("Surveying " + where + "...");
        job = Optional.of(jobs.submit("survey", j -> {
            try (RoundSource s = source.get()) {
                return survey.get().run(s, filter, (n, of) -> {
                    if (j.cancelled()) {
                        s.close(); // the workers take no further entry; the ones in hand finish
                    } else if (of.isPresent() && of.getAsLong() > 0) {
                        j.progress(Math.min(1, n / (double) of.getAsLong()));
                    }
                });
            }
        }, this::shown, e -> {
            running.set(false);
            message.set("The survey stopped: " + e.getClass().getSimpleName() + (e.getMessage() == null ? ""
                    : ": " + e.getMessage()));
        }, share -> progress.set(share)));
    }

    private Optional<RoundSource> source(String where, Filter filter) {
        if (where.startsWith("http://") || where.startsWith("https://")) {
            try {
                return Optional.of(RoundSource.server(URI.create(where), filter));
            } catch (IllegalArgumentException e) {
                message.set("'" + where + "' is not an address; a server's looks like http://host:8080.");
                return Optional.empty();
            }
        }
        List<Path> folders = java.util.Arrays.stream(where.split(";")).map(String::strip).filter(s -> !s.isEmpty())
                .map(Path::of).toList();
        Optional<Path> missing = folders.stream().filter(p -> !Files.exists(p)).findFirst();
        if (missing.isPresent()) {
            message.set("There is no folder " + missing.get() + ". Choose a folder of replays, or type a server's"
                    + " address.");
            return Optional.empty();
        }
        return Optional.of(RoundSource.folders(folders, filter));
    }

    /** Stops the survey: rounds being checked finish, no further one is taken; nothing is shown. */
    public void cancel() {
        job.ifPresent(Jobs.Handle::cancel);
        Optional.ofNullable(walking.getAndSet(null)).ifPresent(RoundSource::close);
        job = Optional.empty();
        if (running.get()) {
            running.set(false);
            progress.set(0);
            message.set("Survey cancelled; nothing was written.");
        }
    }

    private void shown(SurveyReport r) {
        walking.set(null);
        job = Optional.empty();
        running.set(false);
        progress.set(1);
        report.set(r);
        groups.setAll(r.groups().stream().map(GroupRow::new).toList());
        problems.setAll(r.problems().stream().map(p -> "NOT SURVEYED " + p.name() + ": " + p.reason()).toList());
        if (r.problemCount() > r.problems().size()) {
            problems.add("... and " + (r.problemCount() - r.problems().size()) + " more not surveyed");
        }
        message.set(summary(r));
    }

    /** The report's first line: rounds, unchanged, changed in how many groups, not surveyed, the kernel, the time. */
    static String summary(SurveyReport r) {
        return String.format(Locale.ROOT, "%d rounds under %s: %d unchanged, %d changed in %d %s, %d not surveyed"
                        + " (%.1f s). Nothing was written.", r.rounds(), r.kernel(), r.unchanged(), r.changed(),
                r.groups().size(), r.groups().size() == 1 ? "group" : "groups", r.problemCount(), r.millis() / 1000.0);
    }

    /**
     * Opens an example round at its first divergent tick, with the field that parted selected; a
     * server's round opens with its frames as played beside this studio's drawing
     * ({@link AsPlayedViewModel}).
     */
    public void openExample(Outcome.Changed example) {
        open.accept(new ReplayLink(example.link(), OptionalLong.of(example.tick()), Optional.of(example.field())
                .filter(f -> !f.isEmpty() && !f.equals("state"))));
    }

    public StringProperty archiveProperty() {
        return archive;
    }

    public StringProperty levelProperty() {
        return level;
    }

    public BooleanProperty runningProperty() {
        return running;
    }

    public DoubleProperty progressProperty() {
        return progress;
    }

    public StringProperty messageProperty() {
        return message;
    }

    public ObservableList<GroupRow> groups() {
        return groups;
    }

    public ObservableList<String> problems() {
        return problems;
    }

    /** The last finished survey, or null before one. */
    public ObjectProperty<SurveyReport> reportProperty() {
        return report;
    }
}
