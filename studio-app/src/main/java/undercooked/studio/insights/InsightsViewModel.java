package undercooked.studio.insights;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Function;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.levels.LevelLoader;
import undercooked.protocol.InsightMoments;
import undercooked.protocol.InsightsCodec;
import undercooked.protocol.LevelInsights;
import undercooked.studio.ErrorReport;
import undercooked.studio.Jobs;
import undercooked.studio.services.ArchiveClient;
import undercooked.studio.services.InsightsQuery;
import undercooked.studio.services.Intent;
import undercooked.studio.services.Navigator;
import undercooked.studio.services.ReplayLink;
import undercooked.studio.services.ServerClient;

/**
 * The Insights workspace's state: a server, a level and a filter; the level's insights from the
 * server's archive (docs/ROOMS.md, "Level insights"); the layer drawn; the cell picked and the
 * moments behind it (or behind a funnel bar, a fixture or a trend slice), each of which opens in
 * Replays at its tick or plays on from there in Host. Every request runs as a job off
 * the FX thread; a failure is a message in words, never an exception.
 */
public final class InsightsViewModel {
    public static final List<String> WHO = List.of("all", "humans", "bots");
    public static final List<String> COOKS = List.of("any", "1", "2", "3", "4");
    public static final List<String> RESULTS = List.of("any", "won", "lost", "aborted");
    /** The funnel's steps as the chart names them, and as a drill-down asks for them. */
    public static final List<String> STEPS = List.of("in", "started", "cooked", "plated", "served", "missed");
    private static final List<String> STEP_QUERY = List.of("spawned", "started", "cooked", "plated", "served", "missed");

    /**
     * One number to drill into: a layer's cell ({@code what} the layer), a fixture's cell
     * ({@code station}), a recipe's funnel step, or the rounds of a trend slice ({@code rounds}
     * with its time range). x and y are -1 where there is no cell.
     */
    public record Drill(String what, int x, int y, String recipe, long fromMs, long toMs) {
        public Drill {
            Objects.requireNonNull(what, "what");
            Objects.requireNonNull(recipe, "recipe");
        }

        /** A funnel step of the chart ({@link #STEPS}) for a recipe. */
        public static Drill step(String step, String recipe) {
            int i = STEPS.indexOf(step);
            if (i < 0) {
                throw new IllegalArgumentException("a funnel step is one of " + STEPS + ", got " + step);
            }
            return new Drill(STEP_QUERY.get(i), -1, -1, recipe, -1, -1);
        }

        List<String> params() {
            List<String> p = new java.util.ArrayList<>(List.of("what", what));
            if (x >= 0) {
                p.addAll(List.of("x", Integer.toString(x), "y", Integer.toString(y)));
            }
            if (!recipe.isEmpty()) {
                p.addAll(List.of("recipe", recipe));
            }
            if (fromMs >= 0) {
                p.addAll(List.of("from", Long.toString(fromMs), "to", Long.toString(toMs)));
            }
            return p;
        }
    }

    private final Jobs jobs;
    private final Function<String, ServerClient> clients;
    private final Navigator navigator;
    private final StringProperty url = new SimpleStringProperty("http://127.0.0.1:8080");
    private final ObservableList<String> levels = FXCollections.observableArrayList();
    private final StringProperty level = new SimpleStringProperty("01_first_shift");
    private final StringProperty who = new SimpleStringProperty("all");
    private final StringProperty cooks = new SimpleStringProperty("any");
    private final StringProperty result = new SimpleStringProperty("any");
    private final StringProperty layer = new SimpleStringProperty("denied");
    private final ObjectProperty<LevelInsights> insights = new SimpleObjectProperty<>();
    private final ObjectProperty<Level> kitchen = new SimpleObjectProperty<>();
    private final StringProperty message = new SimpleStringProperty("Pick a level and press Refresh.");
    private final BooleanProperty busy = new SimpleBooleanProperty();
    private final IntegerProperty pickedX = new SimpleIntegerProperty(-1);
    private final IntegerProperty pickedY = new SimpleIntegerProperty(-1);
    private final ObjectProperty<Optional<Drill>> drilled = new SimpleObjectProperty<>(Optional.empty());
    private final StringProperty headline = new SimpleStringProperty("");
    private final ObservableList<LevelInsights.Moment> moments = FXCollections.observableArrayList();

    public InsightsViewModel(Jobs jobs, Function<String, ServerClient> clients, Navigator navigator) {
        this.jobs = Objects.requireNonNull(jobs, "jobs");
        this.clients = Objects.requireNonNull(clients, "clients");
        this.navigator = Objects.requireNonNull(navigator, "navigator");
        Campaign.builtIn().levels().forEach(l -> levels.add(l.id()));
    }

    /** What one refresh brings back: the level to draw and its insights. */
    private record Fetched(Level level, LevelInsights insights) {
    }

    /** Fetches the level and its insights for the current filter. */
    public void refresh() {
        String base = url.get();
        String id = level.get() == null ? "" : level.get().strip();
        if (id.isEmpty()) {
            message.set("Pick a level first.");
            return;
        }
        Optional<String> query = InsightsQuery.url(base, id, "/insights", filter());
        if (query.isEmpty()) {
            message.set("That is not a server address: " + base);
            return;
        }
        busy.set(true);
        message.set("Asking " + base + " for " + id + "...");
        jobs.submit("insights " + id, job -> {
            ServerClient api = clients.apply(base);
            ServerClient.Body lv = api.get("/api/levels/" + id);
            if (lv.error().isPresent()) {
                throw new Refused(lv.error().get());
            }
            Level parsed = LevelLoader.parse(lv.text(), id).level()
                    .orElseThrow(() -> new IllegalStateException("the server's level " + id + " does not load"));
            InsightsQuery.Answer in = InsightsQuery.get(api, query.get());
            if (in.error().isPresent()) {
                throw new Refused(in.error().get());
            }
            return new Fetched(parsed, in.insights().orElseThrow());
        }, f -> {
            busy.set(false);
            // The pick is reset before the new insights arrive, so a listener may pick at once.
            moments.clear();
            headline.set("");
            pickedX.set(-1);
            pickedY.set(-1);
            drilled.set(Optional.empty());
            kitchen.set(f.level());
            insights.set(f.insights());
            message.set(f.insights().note());
        }, this::failed, share -> {
        });
    }

    /** Picks a cell of the current layer and lists the moments behind its count. */
    public void pick(int x, int y) {
        if (insights.get() == null) {
            return;
        }
        if (cell(x, y).isEmpty()) {
            pickedX.set(x);
            pickedY.set(y);
            drilled.set(Optional.empty());
            moments.clear();
            headline.set("nothing on x " + x + ", y " + y + " in " + layer.get());
            return;
        }
        drill(new Drill(layer.get(), x, y, "", -1, -1));
    }

    /** Lists the moments behind one number (a cell, a funnel bar, a fixture, a trend slice), most telling first. */
    public void drill(Drill d) {
        LevelInsights in = insights.get();
        if (in == null) {
            return;
        }
        pickedX.set(d.x());
        pickedY.set(d.y());
        drilled.set(Optional.of(d));
        String base = url.get();
        List<String> params = new java.util.ArrayList<>(filter());
        params.addAll(d.params());
        params.addAll(List.of("moments", "200"));
        Optional<String> q = InsightsQuery.url(base, in.level(), "/insights/moments", params);
        if (q.isEmpty()) {
            return;
        }
        busy.set(true);
        jobs.submit("moments", job -> {
            ServerClient.Body b = clients.apply(base).get(q.get());
            if (b.error().isPresent()) {
                throw new Refused(b.error().get());
            }
            return InsightsCodec.readInsightMoments(b.text());
        }, (InsightMoments m) -> {
            busy.set(false);
            moments.setAll(m.moments());
            headline.set(m.headline());
        }, this::failed, share -> {
        });
    }

    /** Opens a moment in Replays at its tick, with its field selected. */
    public boolean open(LevelInsights.Moment m) {
        return navigator.go(new Intent.OpenReplayLink(new ReplayLink(ServerClient.normalise(url.get()) + "/api/replays/"
                + m.replay(), OptionalLong.of(m.tick()), m.field().isEmpty() ? Optional.empty() : Optional.of(m.field()))));
    }

    /**
     * Plays the moment's round on from its tick in a live room of the studio's own server (Host's
     * play from here): the round's script and the level it was played on are fetched first, off
     * the FX thread; a round that cannot be fetched says why.
     */
    public void playFromHere(LevelInsights.Moment m) {
        String base = url.get();
        busy.set(true);
        message.set("Fetching round " + m.replay() + " to play on from tick " + m.tick() + "...");
        jobs.submit("play from here", job -> {
            ArchiveClient.Resumed r = new ArchiveClient(base).resumable(m.replay());
            if (r.error().isPresent()) {
                throw new Refused(r.error().get());
            }
            return r.round().orElseThrow();
        }, (ArchiveClient.Resumable r) -> {
            busy.set(false);
            if (navigator.go(new Intent.PlayFromHere(r.script(), r.level(), m.tick()))) {
                message.set("Round " + m.replay() + " plays on from tick " + m.tick() + " in Host.");
            } else {
                message.set("This studio has no Host workspace to play the round on in.");
            }
        }, this::failed, share -> {
        });
    }

    /** The current layer's cell at (x, y), when it has a count. */
    public Optional<LevelInsights.Cell> cell(int x, int y) {
        return currentLayer().flatMap(l -> l.cells().stream().filter(c -> c.x() == x && c.y() == y).findFirst());
    }

    public Optional<LevelInsights.Layer> currentLayer() {
        LevelInsights in = insights.get();
        return in == null ? Optional.empty()
                : in.layers().stream().filter(l -> l.name().equals(layer.get())).findFirst();
    }

    /** The insights as CSV, for a spreadsheet; empty before the first refresh. */
    public Optional<String> csv() {
        return Optional.ofNullable(insights.get()).map(InsightsCodec::csv);
    }

    /**
     * A moment as the list shows it: "round 41 at 1:01  denied: hands_full  x4" (the tick is in
     * {@link #detail}). A funnel step's weight is how long the order took to get there, in seconds.
     */
    public static String line(LevelInsights.Moment m, Optional<Drill> of) {
        boolean timed = of.map(d -> List.of("spawned", "started", "cooked", "plated", "served").contains(d.what()))
                .orElse(false);
        long s = m.tick() / 20;
        String weight = timed ? String.format(java.util.Locale.ROOT, "  after %.1f s", m.weight() / 20.0)
                : m.weight() > 1 ? "  x" + m.weight() : "";
        return "round " + m.replay() + " at " + s / 60 + ":" + String.format(java.util.Locale.ROOT, "%02d", s % 60) + "  "
                + m.what() + weight;
    }

    /** The moment in full, for its tooltip: round, tick, cell, what, how telling and the field it opens on. */
    public static String detail(LevelInsights.Moment m) {
        return "round " + m.replay() + ", tick " + m.tick() + (m.x() >= 0 ? ", x " + m.x() + ", y " + m.y() : "") + ": "
                + m.what() + " (weight " + m.weight() + ")" + (m.field().isEmpty() ? "" : "; opens on " + m.field());
    }

    private List<String> filter() {
        return List.of("who", who.get(), "cooks", cooks.get(), "result", result.get());
    }

    private void failed(Exception e) {
        busy.set(false);
        message.set(e instanceof Refused r ? r.report.what() + " " + r.report.todo()
                : "Could not read the insights: " + e.getMessage());
    }

    /** A server's answer in the API's error shape, carried out of a job. */
    private static final class Refused extends Exception {
        private static final long serialVersionUID = 1L;
        private final transient ErrorReport report;

        Refused(ErrorReport report) {
            super(report.what(), null, false, false);
            this.report = report;
        }
    }

    public StringProperty urlProperty() {
        return url;
    }

    public ObservableList<String> levels() {
        return levels;
    }

    public StringProperty levelProperty() {
        return level;
    }

    public StringProperty whoProperty() {
        return who;
    }

    public StringProperty cooksProperty() {
        return cooks;
    }

    public StringProperty resultProperty() {
        return result;
    }

    public StringProperty layerProperty() {
        return layer;
    }

    public ObjectProperty<LevelInsights> insightsProperty() {
        return insights;
    }

    public ObjectProperty<Level> kitchenProperty() {
        return kitchen;
    }

    public StringProperty messageProperty() {
        return message;
    }

    public BooleanProperty busyProperty() {
        return busy;
    }

    public IntegerProperty pickedXProperty() {
        return pickedX;
    }

    public IntegerProperty pickedYProperty() {
        return pickedY;
    }

    /** The number whose moments are listed; empty before a pick. */
    public ObjectProperty<Optional<Drill>> drilledProperty() {
        return drilled;
    }

    public StringProperty headlineProperty() {
        return headline;
    }

    public ObservableList<LevelInsights.Moment> moments() {
        return moments;
    }
}
