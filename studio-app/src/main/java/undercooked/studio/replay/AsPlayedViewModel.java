package undercooked.studio.replay;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleLongProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import undercooked.levels.Level;
import undercooked.levels.RulesVersion;
import undercooked.protocol.FrameDiff;
import undercooked.protocol.FullFrame;
import undercooked.protocol.ReplaySummary;
import undercooked.server.wire.AsPlayed;
import undercooked.server.wire.SnapshotEncoder;
import undercooked.sim.InputScript;
import undercooked.sim.Kernel;
import undercooked.studio.services.ArchiveClient;

/**
 * A server's round as it was played: the frames the server kept when it archived the round
 * (decision 0040), drawn instead of this studio's re-simulation when {@link #shownProperty()} is
 * on, and held against it in the diff panel's "as played" mode. A round played under another
 * kernel opens drawn as played, so it stays watchable whatever this kernel does with its inputs;
 * where the two first differ is {@link #departureProperty()}.
 */
public final class AsPlayedViewModel {
    /**
     * A round's kept frames, merged, and where this studio's kernel first draws it differently.
     *
     * @param other true when the round was played under another kernel than this studio's
     */
    public record Kept(ReplaySummary.Kernel kernel, AsPlayed.Merged frames, Optional<AsPlayed.Departure> departure,
                       boolean other) {
        public Kept {
            Objects.requireNonNull(kernel, "kernel");
            Objects.requireNonNull(frames, "frames");
            Objects.requireNonNull(departure, "departure");
        }

        /**
         * Fetches and merges round {@code id}'s kept frames and draws the round with this studio's
         * kernel beside them (off the FX thread: it runs the round once more); empty when the
         * server kept none.
         */
        static Optional<Kept> fetch(ArchiveClient client, long id, InputScript script, Level level) {
            return client.keptFrames(id).map(k -> {
                AsPlayed.Merged asPlayed = AsPlayed.merge(k.frames(), new SnapshotEncoder().atRest(level.kitchen()));
                AsPlayed.Merged now = AsPlayed.drawn(Kernel.STANDARD, level.kitchen(), script);
                return new Kept(k.kernel(), asPlayed, AsPlayed.between(asPlayed, now),
                        !k.kernel().id().equals(RulesVersion.current().id()));
            });
        }
    }

    private final ReplayViewModel replay;
    private Optional<Kept> kept = Optional.empty();
    private final ReadOnlyBooleanWrapper available = new ReadOnlyBooleanWrapper();
    private final BooleanProperty shown = new SimpleBooleanProperty();
    private final StringProperty summary = new SimpleStringProperty("");
    private final LongProperty departure = new SimpleLongProperty(-1);

    AsPlayedViewModel(ReplayViewModel replay) {
        this.replay = Objects.requireNonNull(replay, "replay");
    }

    /** A new round: nothing kept until its frames arrive. */
    void reset() {
        kept = Optional.empty();
        available.set(false);
        shown.set(false);
        summary.set("");
        departure.set(-1);
    }

    /** The round's kept frames have arrived: drawn as played when it was played under another kernel. */
    void kept(Kept k) {
        kept = Optional.of(k);
        departure.set(k.departure().map(AsPlayed.Departure::tick).orElse(-1L));
        summary.set(summary(k));
        available.set(true);
        shown.set(k.other());
        if (k.other()) {
            replay.messageProperty().set(replay.messageProperty().get() + " Drawn as played (kernel " + k.kernel().name()
                    + ")" + k.departure().map(d -> "; this kernel draws it differently from tick " + d.tick()).orElse("")
                    + ".");
        }
        replay.diff().asPlayed(k.departure().isPresent());
        replay.scene().refresh();
    }

    static String summary(Kept k) {
        String played = "As played under kernel " + k.kernel().name();
        if (k.departure().isEmpty()) {
            return played + ": this studio's kernel draws it the same at every frame.";
        }
        AsPlayed.Departure d = k.departure().get();
        List<FrameDiff.Change> c = d.changes();
        return played + " vs this studio's " + RulesVersion.current().name() + ": first drawn differently at tick "
                + d.tick() + " (" + c.getFirst().path() + ": " + c.getFirst().before() + " as played, "
                + c.getFirst().after() + " now" + (c.size() > 1 ? "; " + (c.size() - 1) + " more fields" : "") + ").";
    }

    /** Goes to the first tick drawn differently, with the diff panel comparing as played and now. */
    public void goToDeparture() {
        if (departure.get() >= 0) {
            replay.diff().asPlayed(true);
            replay.seek(departure.get());
        }
    }

    /** The kept frame shown at {@code tick}, when there are kept frames. */
    public Optional<FullFrame> frameAt(long tick) {
        return kept.flatMap(k -> k.frames().at(tick));
    }

    /** Which kernel played the kept frames ({@code amber-basil-b200}); empty without them. */
    public Optional<String> kernelName() {
        return kept.map(k -> k.kernel().name());
    }

    /** The round has kept frames to draw. */
    public ReadOnlyBooleanProperty availableProperty() {
        return available.getReadOnlyProperty();
    }

    /** Draw the kept frames (as played) rather than this studio's re-simulation. */
    public BooleanProperty shownProperty() {
        return shown;
    }

    /** Where this studio's kernel first draws the round differently from how it was played, in words. */
    public StringProperty summaryProperty() {
        return summary;
    }

    /** The first tick drawn differently; -1 without kept frames or when the two agree. */
    public LongProperty departureProperty() {
        return departure;
    }
}
