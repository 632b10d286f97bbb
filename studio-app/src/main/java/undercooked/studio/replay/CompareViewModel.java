package undercooked.studio.replay;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleLongProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import undercooked.studio.ErrorReport;

/** A second run of the same level beside the open one: where the two part, and the diff between them at each tick. */
public final class CompareViewModel {
    private final ReplayViewModel replay;
    private final ObjectProperty<OpenedReplay> other = new SimpleObjectProperty<>();
    private final StringProperty summary = new SimpleStringProperty("");
    private final LongProperty divergence = new SimpleLongProperty(-1);

    CompareViewModel(ReplayViewModel replay) {
        this.replay = Objects.requireNonNull(replay, "replay");
    }

    /** Opens a second script of the same level beside the first and finds where the two runs part. */
    public void open(Path file) {
        OpenedReplay a = replay.replayProperty().get();
        if (a == null) {
            replay.messageProperty().set("Open a replay first, then a second one to compare it with.");
            return;
        }
        ReplayLoader.Outcome o = ReplayLoader.fromFile(file);
        if (o.error().isPresent()) {
            replay.loading().fail(o.error().get());
            return;
        }
        LoadedReplay b = o.replay().get();
        if (!b.level().id().equals(a.loaded().level().id())) {
            replay.loading().fail(new ErrorReport("other_level", file.getFileName() + " is played on " + b.level().id()
                    + ", the open replay on " + a.loaded().level().id() + ".", "Compare two runs of the same level."));
            return;
        }
        replay.loading().submit("Comparing with " + b.source().title(), job -> {
            ReplayOpener.Result r = ReplayOpener.open(b, (tk, total) -> ReplayLoading.report(job, tk, total));
            return r instanceof ReplayOpener.Opened ok
                    ? new Job(r, Optional.of(Comparing.firstDifference(a.cursor().fork(), ok.replay().cursor().fork())))
                    : new Job(r, Optional.empty());
        }, done -> {
            if (done.result() instanceof ReplayOpener.Opened ok && done.comparison().isPresent()) {
                compared(ok.replay(), done.comparison().get());
            } else {
                replay.loading().opened(done.result(), OptionalLong.empty());
            }
        });
    }

    private record Job(ReplayOpener.Result result, Optional<Comparing.Result> comparison) {
    }

    private void compared(OpenedReplay b, Comparing.Result c) {
        other.set(b);
        divergence.set(c.tick());
        summary.set(c.summary(b.loaded().source().title()));
        replay.messageProperty().set(summary.get());
        replay.diff().other(Optional.of(b.cursor().fork()));
        if (c.tick() >= 0) {
            replay.seek(c.tick());
        }
    }

    /** Closes the second run; the diff goes back to the tick's own. */
    public void close() {
        boolean was = other.get() != null;
        other.set(null);
        summary.set("");
        divergence.set(-1);
        if (was) {
            replay.diff().other(Optional.empty());
        }
    }

    public ObjectProperty<OpenedReplay> otherProperty() {
        return other;
    }

    public StringProperty summaryProperty() {
        return summary;
    }

    /** The first tick where the runs differ; -1 without a second run or when they never part. */
    public LongProperty divergenceProperty() {
        return divergence;
    }
}
