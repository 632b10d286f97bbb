package undercooked.studio.replay;

import java.util.List;
import java.util.Objects;
import javafx.beans.property.LongProperty;
import javafx.beans.property.SimpleLongProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/** The golden check's verdict on the open round, going to its divergence, and the tick taken apart system by system. */
public final class GoldenViewModel {
    private final ReplayViewModel replay;
    private final StringProperty summary = new SimpleStringProperty("");
    private final LongProperty divergence = new SimpleLongProperty(-1);

    GoldenViewModel(ReplayViewModel replay) {
        this.replay = Objects.requireNonNull(replay, "replay");
    }

    void opened(OpenedReplay r) {
        LoadedReplay l = r.loaded();
        // A golden that is there but unreadable, or another round's, is said as that: "no golden
        // beside this replay" had sent QA looking for a file that was there.
        summary.set(l.golden().isPresent() ? r.golden().summary(l.levelChanged())
                : l.notes().stream().filter(n -> n.startsWith(ReplayLoader.GOLDEN_NOTE)).findFirst()
                        .map(n -> "no golden check: " + n.substring(ReplayLoader.GOLDEN_NOTE.length()))
                        .orElse("no golden beside this replay"));
        divergence.set(r.golden().divergence().orElse(-1));
    }

    /** Goes to the golden's first divergent tick; the diff shows what changed since the last tick that matched. */
    public void goToDivergence() {
        OpenedReplay r = replay.replayProperty().get();
        if (r == null || divergence.get() < 0) {
            replay.messageProperty().set("nothing diverges from the golden");
            return;
        }
        replay.seek(divergence.get());
        replay.diff().compareTicks(r.golden().lastMatch().orElse(0), divergence.get());
    }

    /**
     * What each kernel system changed in the substep that led into the current tick: the trace of
     * the tick, stage by stage, as diff lines (the golden panel shows it at a divergence).
     */
    public List<String> systemsAtTick() {
        OpenedReplay r = replay.replayProperty().get();
        long tick = replay.tickProperty().get();
        if (r == null || tick == 0) {
            return List.of();
        }
        return Comparing.systemsInto(r.cursor().fork(), tick);
    }

    public StringProperty summaryProperty() {
        return summary;
    }

    /** The first tick that differs from the golden; -1 when none does. */
    public LongProperty divergenceProperty() {
        return divergence;
    }
}
