package undercooked.studio.editor;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import undercooked.levels.Level;
import undercooked.levels.LevelWriter;
import undercooked.protocol.LevelInsights;
import undercooked.studio.ErrorReport;
import undercooked.studio.Jobs;
import undercooked.studio.services.InsightsQuery;
import undercooked.studio.services.ServerClient;

/**
 * The editor's Insights tab: a level's insights from a server's archive drawn over the grid while
 * the level is edited (docs/STUDIO.md, "Insights in the editor"). The rounds were played on some
 * version of the level; when the level in the editor is another (an edit since, or a file that
 * changed), the tab warns, and when the kitchen's size changed the heat is refused, with the
 * reason, because its cells would not line up.
 */
public final class EditorInsightsViewModel {
    private final Jobs jobs;
    private final Function<String, ServerClient> clients;
    private final StringProperty url = new SimpleStringProperty("http://127.0.0.1:8080");
    private final StringProperty layer = new SimpleStringProperty("denied");
    private final BooleanProperty show = new SimpleBooleanProperty(true);
    private final BooleanProperty busy = new SimpleBooleanProperty();
    private final StringProperty message = new SimpleStringProperty("Fetch the insights of this level from a server.");
    private final StringProperty warning = new SimpleStringProperty("");
    private final ObjectProperty<Optional<LevelInsights>> insights = new SimpleObjectProperty<>(Optional.empty());
    private final ReadOnlyObjectWrapper<Optional<InsightsOverlay>> overlay = new ReadOnlyObjectWrapper<>(Optional.empty());
    private Optional<Level> level = Optional.empty();

    public EditorInsightsViewModel(Jobs jobs, Function<String, ServerClient> clients) {
        this.jobs = Objects.requireNonNull(jobs, "jobs");
        this.clients = Objects.requireNonNull(clients, "clients");
        layer.addListener(o -> update());
        show.addListener(o -> update());
    }

    /** Asks the server for the insights of the level in the editor (every round of it, all versions counted). */
    public void fetch() {
        if (level.isEmpty()) {
            return;
        }
        String base = url.get();
        String id = level.get().id();
        Optional<String> q = InsightsQuery.url(base, id, "/insights", List.of());
        if (q.isEmpty()) {
            message.set("That is not a server address: " + base);
            return;
        }
        busy.set(true);
        message.set("Asking " + base + " for the insights of " + id + "...");
        jobs.submit("editor insights " + id, job -> InsightsQuery.get(clients.apply(base), q.get()), a -> {
            busy.set(false);
            if (a.error().isPresent()) {
                ErrorReport r = a.error().get();
                insights.set(Optional.empty());
                message.set(r.what() + " " + r.todo());
            } else {
                insights.set(a.insights());
                message.set(a.insights().orElseThrow().note());
            }
            update();
        }, e -> {
            busy.set(false);
            message.set("Could not read the insights: " + e.getMessage());
        }, share -> {
        });
    }

    /** The level in the editor now (every edit): the warning and the overlay follow it. */
    public void level(Level current) {
        level = Optional.of(current);
        update();
    }

    private void update() {
        if (insights.get().isEmpty() || level.isEmpty()) {
            warning.set("");
            overlay.set(Optional.empty());
            return;
        }
        LevelInsights in = insights.get().get();
        Level l = level.get();
        if (in.rounds() == 0) {
            warning.set("");
            overlay.set(Optional.empty());
            return;
        }
        if (!in.level().equals(l.id())) {
            warning.set("These are the insights of " + in.level() + ", not of " + l.id() + ": fetch again.");
            overlay.set(Optional.empty());
            return;
        }
        int w = GridEdits.width(l);
        int h = GridEdits.height(l);
        String others = in.otherVersions() > 0 ? " " + in.otherVersions() + " rounds of other versions are counted"
                + " apart." : "";
        if (w != in.width() || h != in.height()) {
            warning.set("Not drawn: the " + in.rounds() + " rounds were played on a " + in.width() + "x" + in.height()
                    + " kitchen and this one is " + w + "x" + h + ", so their cells would not line up. Play the new"
                    + " version to gather rounds of it." + others);
            overlay.set(Optional.empty());
            return;
        }
        String sha = LevelWriter.sha256(l);
        warning.set(sha.equals(in.levelSha256()) ? (others.isEmpty() ? "" : others.strip())
                : "The level changed since these " + in.rounds() + " rounds were played (they played version "
                + in.levelSha256().substring(0, Math.min(8, in.levelSha256().length())) + ", the editor holds "
                + sha.substring(0, 8) + "): the heat is where it fell on the old layout." + others);
        overlay.set(show.get() ? in.layers().stream().filter(x -> x.name().equals(layer.get())).findFirst()
                .map(x -> InsightsOverlay.of(x, w, h)) : Optional.empty());
    }

    public StringProperty urlProperty() {
        return url;
    }

    public StringProperty layerProperty() {
        return layer;
    }

    public BooleanProperty showProperty() {
        return show;
    }

    public BooleanProperty busyProperty() {
        return busy;
    }

    public StringProperty messageProperty() {
        return message;
    }

    /** Empty when the rounds are of the level as it is; else why the heat may mislead or is not drawn. */
    public StringProperty warningProperty() {
        return warning;
    }

    public ObjectProperty<Optional<LevelInsights>> insightsProperty() {
        return insights;
    }

    public ReadOnlyObjectProperty<Optional<InsightsOverlay>> overlayProperty() {
        return overlay.getReadOnlyProperty();
    }
}
