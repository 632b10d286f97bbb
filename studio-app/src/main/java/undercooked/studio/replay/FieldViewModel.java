package undercooked.studio.replay;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import undercooked.sim.FieldPath;
import undercooked.sim.FieldShape;
import undercooked.sim.KitchenState;
import undercooked.sim.PlayerInput;
import undercooked.studio.Jobs;

/**
 * Questions about one field of the open round: its previous and next change, its whole history
 * with the events and the system behind each change, watches plotted over the round, and
 * conditions to jump to. Every answer is a sweep of the round in the background
 * ({@link FieldQueries}); the selected field's history is kept until another field is chosen.
 */
public final class FieldViewModel {
    /** A pinned field: its value at every tick. */
    public record Watch(String path, double[] values, double min, double max) {
        public Watch {
            Objects.requireNonNull(path, "path");
            Objects.requireNonNull(values, "values");
        }

        static Watch of(String path, double[] v) {
            double lo = Double.POSITIVE_INFINITY;
            double hi = Double.NEGATIVE_INFINITY;
            for (double x : v) {
                lo = Math.min(lo, x);
                hi = Math.max(hi, x);
            }
            return new Watch(path, v, v.length == 0 ? 0 : lo, v.length == 0 ? 0 : hi);
        }
    }

    /** A history row: the change, and the events of its tick. */
    public record HistoryRow(long tick, String before, String after, String events) {
    }

    private final ReplayViewModel replay;
    private final Jobs jobs;
    private final StringProperty field = new SimpleStringProperty("");
    private final ObservableList<HistoryRow> history = FXCollections.observableArrayList();
    private final StringProperty historyFor = new SimpleStringProperty("");
    private final StringProperty cause = new SimpleStringProperty("");
    private final ObservableList<Watch> watches = FXCollections.observableArrayList();
    private final StringProperty condition = new SimpleStringProperty("");
    private final StringProperty message = new SimpleStringProperty("");
    private final StringProperty value = new SimpleStringProperty("");
    private final BooleanProperty busy = new SimpleBooleanProperty();
    private List<FieldQueries.FieldChange> changes = List.of();
    private String conditionComputed = "";
    private boolean[] holds = new boolean[0];
    private Runnable afterHistory = () -> { };
    private Optional<Object> sample = Optional.empty();

    public FieldViewModel(ReplayViewModel replay, Jobs jobs) {
        this.replay = Objects.requireNonNull(replay, "replay");
        this.jobs = Objects.requireNonNull(jobs, "jobs");
        replay.replayProperty().addListener(o -> {
            history.clear();
            historyFor.set("");
            changes = List.of();
            watches.clear();
            conditionComputed = "";
            cause.set("");
            sample = Optional.empty();
        });
        replay.stateProperty().addListener(o -> showValue());
        field.addListener((o, a, b) -> {
            if (!b.equals(historyFor.get())) {
                history.clear();
                changes = List.of();
                cause.set("");
            }
            showValue();
        });
    }

    /**
     * The path when it names a field of the state's shape; otherwise empty, and the message says
     * "unknown field" with the nearest real names (a typo never reads as "0 changes" or a flat 0).
     */
    Optional<FieldPath> checked(String text) {
        FieldPath p;
        try {
            p = FieldPath.parse(text.strip());
        } catch (IllegalArgumentException e) {
            message.set(e.getMessage());
            return Optional.empty();
        }
        Optional<FieldShape.Unknown> u = FieldShape.unknown(p, KitchenState.class, sample());
        if (u.isPresent()) {
            message.set(u.get().message());
            return Optional.empty();
        }
        return Optional.of(p);
    }

    /** The round's last state: the counters it names are the ones a path may use. */
    private Optional<Object> sample() {
        OpenedReplay r = replay.replayProperty().get();
        if (sample.isEmpty() && r != null) {
            sample = Optional.of((Object) r.cursor().fork().seek(r.endTick()));
        }
        return sample;
    }

    /** Paths completing what is typed, from the current tick's state (the field box's suggestions). */
    public List<String> complete(String typed) {
        KitchenState s = replay.stateProperty().get();
        return s == null ? List.of() : FieldShape.complete(typed, s);
    }

    private void showValue() {
        KitchenState s = replay.stateProperty().get();
        if (s == null || field.get().isEmpty()) {
            value.set("");
            return;
        }
        value.set("= " + FieldPath.parse(field.get()).show(s) + " at tick " + replay.tickProperty().get());
    }

    /** Selects a field by path (from the inspector or the diff); a path that is not one is refused with a message. */
    public boolean select(String path) {
        Optional<FieldPath> p = checked(path);
        p.ifPresent(x -> field.set(x.toString()));
        return p.isPresent();
    }

    /** Computes every change of the selected field (background), then lists them. */
    public void computeHistory() {
        withHistory(() -> message.set(changes.size() + " changes of " + field.get()));
    }

    /** Goes to the last tick before the current one where the field changed. */
    public void previousChange() {
        withHistory(() -> {
            long now = replay.tickProperty().get();
            long best = -1;
            for (FieldQueries.FieldChange c : changes) {
                if (c.tick() < now) {
                    best = c.tick();
                }
            }
            go(best, "no change of " + field.get() + " before tick " + now);
        });
    }

    /** Goes to the first tick after the current one where the field changed. */
    public void nextChange() {
        withHistory(() -> {
            long now = replay.tickProperty().get();
            long best = changes.stream().mapToLong(FieldQueries.FieldChange::tick).filter(t -> t > now).findFirst().orElse(-1);
            go(best, "no change of " + field.get() + " after tick " + now);
        });
    }

    private void go(long tick, String none) {
        if (tick < 0) {
            message.set(none);
        } else {
            replay.seek(tick);
            explain(tick);
        }
    }

    /** Says which system changed the field at {@code tick} and what was fed in (the history row's detail). */
    public void explain(long tick) {
        OpenedReplay r = replay.replayProperty().get();
        if (r == null || field.get().isEmpty()) {
            return;
        }
        Optional<FieldQueries.Cause> c = FieldQueries.cause(r.cursor().fork(), FieldPath.parse(field.get()), tick);
        cause.set(c.map(x -> "tick " + tick + ": " + field.get() + " changed in system " + x.system()
                + (x.parks().isEmpty() ? "" : "; parked: " + String.join(", ", x.parks()))
                + "; inputs: " + (x.inputs().isEmpty() ? "none" : String.join(", ", x.inputs().stream().map(FieldViewModel::input).toList())))
                .orElse("tick " + tick + ": " + field.get() + " did not change in this tick"));
    }

    private static String input(PlayerInput in) {
        return in.playerId() + " move (" + in.move().x() + ", " + in.move().y() + ")" + (in.action() ? " act" : "")
                + in.face().map(f -> " face " + f.wireName()).orElse("");
    }

    private void withHistory(Runnable then) {
        OpenedReplay r = replay.replayProperty().get();
        if (r == null || field.get().isEmpty()) {
            message.set("select a field in the inspector or the diff first");
            return;
        }
        if (historyFor.get().equals(field.get())) {
            then.run();
            return;
        }
        String path = field.get();
        afterHistory = then;
        busy.set(true);
        message.set("Finding every change of " + path + "...");
        jobs.submit("history", job -> FieldQueries.history(r.cursor(), FieldPath.parse(path), job::cancelled), h -> {
            busy.set(false);
            if (h.isEmpty() || !path.equals(field.get())) {
                return;
            }
            changes = h.get();
            historyFor.set(path);
            List<HistoryRow> rows = new ArrayList<>(changes.size());
            for (FieldQueries.FieldChange c : changes) {
                rows.add(new HistoryRow(c.tick(), c.before(), c.after(), String.join(", ",
                        r.events().at(c.tick()).stream().map(e -> e.kind() + (e.who().isEmpty() ? "" : " " + e.who())).toList())));
            }
            history.setAll(rows);
            afterHistory.run();
        }, e -> {
            busy.set(false);
            message.set("The history of " + path + " could not be computed (" + e.getClass().getSimpleName() + ").");
        }, p -> { });
    }

    /** Pins a field: its value over the whole round is computed (background) and plotted. */
    public void watch(String path) {
        OpenedReplay r = replay.replayProperty().get();
        Optional<FieldPath> checked = checked(path);
        if (checked.isEmpty()) {
            return;
        }
        FieldPath p = checked.get();
        if (r == null || watches.stream().anyMatch(w -> w.path().equals(p.toString()))) {
            return;
        }
        busy.set(true);
        jobs.submit("watch", job -> FieldQueries.series(r.cursor(), p, job::cancelled), v -> {
            busy.set(false);
            v.ifPresent(values -> watches.add(Watch.of(p.toString(), values)));
        }, e -> {
            busy.set(false);
            message.set("The watch on " + path + " could not be computed (" + e.getClass().getSimpleName() + ").");
        }, x -> { });
    }

    public void unwatch(Watch w) {
        watches.remove(w);
    }

    /** Goes to the first tick where the condition holds ({@code fromStart}) or the next after the current one. */
    public void findCondition(boolean fromStart) {
        OpenedReplay r = replay.replayProperty().get();
        Condition c;
        try {
            c = Condition.parse(condition.get());
        } catch (IllegalArgumentException e) {
            message.set(e.getMessage());
            return;
        }
        if (r == null || checked(c.path().toString()).isEmpty()) {
            return;
        }
        Runnable find = () -> {
            long from = fromStart ? 0 : replay.tickProperty().get() + 1;
            for (long t = from; t < holds.length; t++) {
                if (holds[(int) t]) {
                    replay.seek(t);
                    message.set(c.text() + " holds at tick " + t);
                    return;
                }
            }
            message.set(c.text() + " never holds" + (fromStart ? " in this round" : " after tick " + replay.tickProperty().get()));
        };
        if (conditionComputed.equals(c.text())) {
            find.run();
            return;
        }
        busy.set(true);
        jobs.submit("condition", job -> FieldQueries.holds(r.cursor(), c, job::cancelled), h -> {
            busy.set(false);
            if (h.isPresent()) {
                holds = h.get();
                conditionComputed = c.text();
                find.run();
            }
        }, e -> {
            busy.set(false);
            message.set("The condition could not be checked (" + e.getClass().getSimpleName() + ").");
        }, x -> { });
    }

    public StringProperty fieldProperty() {
        return field;
    }

    public ObservableList<HistoryRow> history() {
        return history;
    }

    public StringProperty causeProperty() {
        return cause;
    }

    public ObservableList<Watch> watches() {
        return watches;
    }

    public StringProperty conditionProperty() {
        return condition;
    }

    public StringProperty messageProperty() {
        return message;
    }

    /** The selected field's value at the current tick ({@code = tomato_raw at tick 120}). */
    public StringProperty valueProperty() {
        return value;
    }

    public BooleanProperty busyProperty() {
        return busy;
    }

    /** The changes of the selected field, once computed. */
    public List<FieldQueries.FieldChange> changes() {
        return changes;
    }
}
