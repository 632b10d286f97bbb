package undercooked.studio.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.regex.Pattern;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import undercooked.levels.HazardSettings;
import undercooked.levels.Level;
import undercooked.levels.OrderSettings;
import undercooked.levels.RecipeBook;

/**
 * The properties panel: one text field per level setting. A value is checked when committed
 * (Enter or leaving the field); a bad value is refused in place with the reason and the level
 * keeps its old value, so the level record never sees an out-of-range setting. A good value is
 * one undoable edit.
 */
public final class PropertiesViewModel {
    private static final Pattern ID = Pattern.compile("^[0-9]{2}_[a-z0-9_]+$");

    /** Whether a text is a level id the validator accepts ({@code 08_night_shift}). */
    public static boolean validId(String text) {
        return ID.matcher(text).matches();
    }

    /** One editable setting: the text shown, the refusal reason (empty when fine). */
    public final class Field {
        private final String label;
        private final StringProperty text = new SimpleStringProperty("");
        private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
        private final Function<Level, String> read;
        private final BiFunction<Level, String, Result> write;

        private Field(String label, Function<Level, String> read, BiFunction<Level, String, Result> write) {
            this.label = label;
            this.read = read;
            this.write = write;
        }

        public String label() {
            return label;
        }

        public StringProperty textProperty() {
            return text;
        }

        public ReadOnlyStringProperty errorProperty() {
            return error.getReadOnlyProperty();
        }

        /** Checks the text; applies it as an edit when valid, else keeps the reason shown. */
        public boolean commit() {
            Result r = write.apply(editor.level(), text.get().strip());
            if (r.error().isPresent()) {
                error.set(r.error().get());
                return false;
            }
            error.set("");
            editor.apply(label, l -> r.level().orElse(l));
            text.set(read.apply(editor.level()));
            return true;
        }

        private void refresh(Level l) {
            text.set(read.apply(l));
            error.set("");
        }
    }

    /** A recipe of the book with whether the level uses it. */
    public static final class RecipeChoice {
        private final String id;
        private final BooleanProperty selected = new SimpleBooleanProperty();

        RecipeChoice(String id) {
            this.id = id;
        }

        public String id() {
            return id;
        }

        public BooleanProperty selectedProperty() {
            return selected;
        }
    }

    private record Result(Optional<Level> level, Optional<String> error) {
        static Result ok(Level l) {
            return new Result(Optional.of(l), Optional.empty());
        }

        static Result refused(String why) {
            return new Result(Optional.empty(), Optional.of(why));
        }
    }

    private final EditorViewModel editor;
    private final List<Field> fields = new ArrayList<>();
    private final ObservableList<RecipeChoice> recipes = FXCollections.observableArrayList();
    private final BooleanProperty dirtyPlates = new SimpleBooleanProperty();
    private final ReadOnlyStringWrapper refusal = new ReadOnlyStringWrapper("");
    private boolean refreshing;

    public final Field id;
    public final Field name;
    public final Field order;
    public final Field timeLimit;
    public final Field target;
    public final Field interval;
    public final Field deadline;
    public final Field maxActive;
    public final Field burn;
    public final Field spill;
    public final Field rushAt;
    public final Field rushFor;
    public final Field rushEvery;
    public final Field rushDeadline;
    public final Field obstacle;
    private final BooleanProperty fire = new SimpleBooleanProperty();

    public PropertiesViewModel(EditorViewModel editor, RecipeBook book) {
        this.editor = Objects.requireNonNull(editor, "editor");
        id = field("Id", Level::id, (l, s) -> ID.matcher(s).matches() ? Result.ok(LevelEdits.id(l, s))
                : Result.refused("two digits, an underscore, then a-z 0-9 _ (e.g. 08_night_shift)"));
        name = field("Name", Level::name, (l, s) -> s.isEmpty() || s.length() > 60
                ? Result.refused("1 to 60 characters") : Result.ok(LevelEdits.name(l, s)));
        order = intField("Order", Level::order, 1, Integer.MAX_VALUE, LevelEdits::order);
        timeLimit = intField("Time limit (s)", Level::timeLimitS, Level.MIN_TIME_S, Level.MAX_TIME_S, LevelEdits::timeLimit);
        target = intField("Target score", Level::targetScore, 1, Integer.MAX_VALUE, LevelEdits::target);
        interval = intField("Order interval (s)", l -> l.orders().intervalS(), 1, Level.MAX_TIME_S,
                (l, v) -> LevelEdits.orders(l, new OrderSettings(v, l.orders().deadlineS(), l.orders().maxActive())));
        deadline = intField("Order deadline (s)", l -> l.orders().deadlineS(), 1, Level.MAX_TIME_S,
                (l, v) -> LevelEdits.orders(l, new OrderSettings(l.orders().intervalS(), v, l.orders().maxActive())));
        maxActive = intField("Max active orders", l -> l.orders().maxActive(), 1, OrderSettings.MAX_ACTIVE_LIMIT,
                (l, v) -> LevelEdits.orders(l, new OrderSettings(l.orders().intervalS(), l.orders().deadlineS(), v)));
        burn = intField("Burn after (s, 0 off)", l -> l.hazards().burnS(), 0, Level.MAX_TIME_S,
                (l, v) -> LevelEdits.hazards(l, l.hazards().withBurnS(v)));
        spill = intField("Spill every (s, 0 off)", l -> l.hazards().spillIntervalS(), 0, Level.MAX_TIME_S,
                (l, v) -> LevelEdits.hazards(l, l.hazards().withSpillIntervalS(v)));
        rushAt = intField("Rush at (s)", l -> l.hazards().rush().atS(), 0, Level.MAX_TIME_S,
                (l, v) -> LevelEdits.hazards(l, l.hazards().withRush(rush(l, v, null, null, null))));
        rushFor = intField("Rush for (s, 0 off)", l -> l.hazards().rush().durationS(), 0, Level.MAX_TIME_S,
                (l, v) -> LevelEdits.hazards(l, l.hazards().withRush(rush(l, null, v, null, null))));
        rushEvery = intField("Rush order every (s)", l -> l.hazards().rush().intervalS(), 1, Level.MAX_TIME_S,
                (l, v) -> LevelEdits.hazards(l, l.hazards().withRush(rush(l, null, null, v, null))));
        rushDeadline = intField("Rush deadline (s)", l -> l.hazards().rush().deadlineS(), 1, Level.MAX_TIME_S,
                (l, v) -> LevelEdits.hazards(l, l.hazards().withRush(rush(l, null, null, null, v))));
        obstacle = field("Obstacle path (x,y ...)", l -> waypoints(l.hazards().obstacle()),
                (l, text) -> parseWaypoints(text).map(path -> Result.ok(LevelEdits.hazards(l, l.hazards().withObstacle(path))))
                        .orElseGet(() -> Result.refused("column,row pairs like 8,4 12,4 (at least two; empty for none)")));
        for (String r : book.ids()) {
            RecipeChoice c = new RecipeChoice(r);
            c.selectedProperty().addListener((o, was, now) -> toggleRecipe(r, now));
            recipes.add(c);
        }
        dirtyPlates.addListener((o, was, now) -> {
            if (!refreshing) {
                editor.apply("Dirty plates", l -> LevelEdits.hazards(l, l.hazards().withDirtyPlates(now)));
            }
        });
        fire.addListener((o, was, now) -> {
            if (!refreshing) {
                editor.apply("Fire", l -> LevelEdits.hazards(l, l.hazards().withFire(now)));
            }
        });
        editor.levelProperty().addListener((o, a, b) -> refresh(b));
        refresh(editor.level());
        fields.forEach(f -> f.errorProperty().addListener(o -> refusal.set(fields.stream()
                .filter(x -> !x.errorProperty().get().isEmpty()).findFirst()
                .map(x -> x.label() + ": " + x.errorProperty().get()).orElse(""))));
    }

    /**
     * The first refused field and why, {@code "Time limit (s): must be from 10 to 3600"}; empty
     * when every field holds an accepted value. The view says it in one fixed place.
     */
    public ReadOnlyStringProperty refusalProperty() {
        return refusal.getReadOnlyProperty();
    }

    private Field field(String label, Function<Level, String> read, BiFunction<Level, String, Result> write) {
        Field f = new Field(label, read, write);
        fields.add(f);
        return f;
    }

    private Field intField(String label, Function<Level, Integer> read, int min, int max,
                           BiFunction<Level, Integer, Level> write) {
        return field(label, l -> Integer.toString(read.apply(l)), (l, s) -> {
            int v;
            try {
                v = Integer.parseInt(s);
            } catch (NumberFormatException e) {
                return Result.refused("a whole number" + range(min, max));
            }
            return v < min || v > max ? Result.refused("must be" + range(min, max)) : Result.ok(write.apply(l, v));
        });
    }

    private static String range(int min, int max) {
        return max == Integer.MAX_VALUE ? " of at least " + min : " from " + min + " to " + max;
    }

    private void toggleRecipe(String id, boolean on) {
        if (refreshing) {
            return;
        }
        editor.apply(on ? "Add recipe" : "Remove recipe", l -> {
            List<String> next = new ArrayList<>(l.recipes());
            next.remove(id);
            if (on) {
                next.add(id);
            }
            return LevelEdits.recipes(l, next);
        });
    }

    private void refresh(Level l) {
        refreshing = true;
        try {
            fields.forEach(f -> f.refresh(l));
            recipes.forEach(c -> c.selectedProperty().set(l.recipes().contains(c.id())));
            dirtyPlates.set(l.hazards().dirtyPlates());
            fire.set(l.hazards().fire());
        } finally {
            refreshing = false;
        }
    }

    /** Every text field, in panel order. */
    /**
     * Commits every field whose text differs from the level: a value typed but not yet entered
     * (no Enter, the field still focused) when the designer saves, opens, starts anew or quits.
     *
     * @return the first field whose text was refused (its reason shows under it), if any
     */
    public Optional<Field> commitPending() {
        for (Field f : fields) {
            if (!f.text.get().strip().equals(f.read.apply(editor.level())) && !f.commit()) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }

    public List<Field> fields() {
        return List.copyOf(fields);
    }

    public ObservableList<RecipeChoice> recipes() {
        return recipes;
    }

    /** The obstacle's waypoints as the field shows them: {@code 8,4 12,4 12,6}. */
    static String waypoints(List<undercooked.sim.Cell> path) {
        StringBuilder b = new StringBuilder();
        for (undercooked.sim.Cell c : path) {
            if (!b.isEmpty()) {
                b.append(' ');
            }
            b.append(c.x()).append(',').append(c.y());
        }
        return b.toString();
    }

    /** Parses the field back: whitespace-separated {@code x,y} pairs, none or at least two. */
    static Optional<List<undercooked.sim.Cell>> parseWaypoints(String text) {
        String t = text.strip();
        if (t.isEmpty()) {
            return Optional.of(List.of());
        }
        List<undercooked.sim.Cell> out = new ArrayList<>();
        for (String pair : t.split("\\s+")) {
            String[] xy = pair.split(",");
            if (xy.length != 2 || !xy[0].matches("\\d{1,2}") || !xy[1].matches("\\d{1,2}")) {
                return Optional.empty();
            }
            out.add(new undercooked.sim.Cell(Integer.parseInt(xy[0]), Integer.parseInt(xy[1])));
        }
        return out.size() >= 2 ? Optional.of(out) : Optional.empty();
    }

    /** One rush field changed, the others kept (null: keep). A duration of 0 switches the rush off. */
    private static HazardSettings.RushSettings rush(Level l, Integer at, Integer duration, Integer interval, Integer deadline) {
        HazardSettings.RushSettings r = l.hazards().rush();
        return new HazardSettings.RushSettings(at != null ? at : r.atS(), duration != null ? duration : r.durationS(),
                interval != null ? interval : r.intervalS(), deadline != null ? deadline : r.deadlineS());
    }

    /** Fire: a burnt pot catches and spreads (the validator asks for burn time and a stove). */
    public BooleanProperty fireProperty() {
        return fire;
    }

    public BooleanProperty dirtyPlatesProperty() {
        return dirtyPlates;
    }
}
