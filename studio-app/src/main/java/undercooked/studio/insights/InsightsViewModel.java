package undercooked.studio.insights;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Consumer;
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

import okhttp3.HttpUrl;

import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.levels.LevelLoader;
import undercooked.protocol.InsightMoments;
import undercooked.protocol.InsightsCodec;
import undercooked.protocol.LevelInsights;
import undercooked.studio.ErrorReport;
import undercooked.studio.Jobs;
import undercooked.studio.services.ReplayLink;
import undercooked.studio.services.ServerClient;

/**
 * The Insights workspace's state: a server, a level and a filter; the level's insights from the
 * server's archive (docs/ROOMS.md, "Level insights"); the layer drawn; the cell picked and the
 * moments behind it, each of which opens in Replays at its tick. Every request runs as a job off
 * the FX thread; a failure is a message in words, never an exception.
 */
public final class InsightsViewModel {
    public static final List<String> WHO = List.of("all", "humans", "bots");
    public static final List<String> COOKS = List.of("any", "1", "2", "3", "4");
    public static final List<String> RESULTS = List.of("any", "won", "lost", "aborted");

    private final Jobs jobs;
    private final Function<String, ServerClient> clients;
    private final Consumer<ReplayLink> open;
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
    private final StringProperty headline = new SimpleStringProperty("");
    private final ObservableList<LevelInsights.Moment> moments = FXCollections.observableArrayList();

    public InsightsViewModel(Jobs jobs, Function<String, ServerClient> clients, Consumer<ReplayLink> open) {
        this.jobs = Objects.requireNonNull(jobs, "jobs");
        this.clients = Objects.requireNonNull(clients, "clients");
        this.open = Objects.requireNonNull(open, "open");
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
        Optional<String> query = query(base, id, "/insights", List.of());
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
            ServerClient.Body in = api.get(query.get());
            if (in.error().isPresent()) {
                throw new Refused(in.error().get());
            }
            return new Fetched(parsed, InsightsCodec.readLevelInsights(in.text()));
        }, f -> {
            busy.set(false);
            // The pick is reset before the new insights arrive, so a listener may pick at once.
            moments.clear();
            headline.set("");
            pickedX.set(-1);
            pickedY.set(-1);
            kitchen.set(f.level());
            insights.set(f.insights());
            message.set(f.insights().note());
        }, this::failed, share -> {
        });
    }

    /** Picks a cell of the current layer and lists the moments behind its count. */
    public void pick(int x, int y) {
        LevelInsights in = insights.get();
        if (in == null) {
            return;
        }
        pickedX.set(x);
        pickedY.set(y);
        Optional<LevelInsights.Cell> cell = cell(x, y);
        if (cell.isEmpty()) {
            moments.clear();
            headline.set("nothing on x " + x + ", y " + y + " in " + layer.get());
            return;
        }
        String base = url.get();
        Optional<String> q = query(base, in.level(), "/insights/moments",
                List.of("what", layer.get(), "x", Integer.toString(x), "y", Integer.toString(y), "moments", "200"));
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

    /** Opens a moment in Replays at its tick. */
    public void open(LevelInsights.Moment m) {
        open.accept(new ReplayLink(ServerClient.normalise(url.get()) + "/api/replays/" + m.replay(),
                OptionalLong.of(m.tick()), Optional.empty()));
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

    private Optional<String> query(String base, String id, String tail, List<String> extra) {
        HttpUrl parsed = HttpUrl.parse(ServerClient.normalise(base) + "/api/levels/" + id + tail);
        if (parsed == null) {
            return Optional.empty();
        }
        HttpUrl.Builder u = parsed.newBuilder();
        if (!"all".equals(who.get())) {
            u.addQueryParameter("who", who.get());
        }
        if (!"any".equals(cooks.get())) {
            u.addQueryParameter("cooks", cooks.get());
        }
        if (!"any".equals(result.get())) {
            u.addQueryParameter("result", result.get());
        }
        for (int i = 0; i + 1 < extra.size(); i += 2) {
            u.addQueryParameter(extra.get(i), extra.get(i + 1));
        }
        return Optional.of(u.build().toString());
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

    public StringProperty headlineProperty() {
        return headline;
    }

    public ObservableList<LevelInsights.Moment> moments() {
        return moments;
    }
}
