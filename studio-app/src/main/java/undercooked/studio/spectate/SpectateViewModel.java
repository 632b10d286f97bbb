package undercooked.studio.spectate;

import java.util.OptionalLong;
import java.util.Locale;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import undercooked.levels.Level;
import undercooked.levels.LevelLoader;
import undercooked.studio.Jobs;
import undercooked.studio.services.ArchiveClient;
import undercooked.studio.services.ReplayLink;
import undercooked.studio.services.ServerClient;

/**
 * The Spectate workspace's state: the server, its rooms (refreshed every two seconds while shown),
 * and up to four watched rooms, each with its own connection. A server that is down or not ours
 * says so and the rooms already watched are left alone; a room's end offers its archived replay.
 */
public final class SpectateViewModel {
    /** Rooms watched at once: a 2 x 2 grid. */
    public static final int MAX_WATCHED = 4;
    /** How often the room list refreshes itself while the workspace is shown. */
    static final long REFRESH_NANOS = 2_000_000_000L;

    /** One room as {@code GET /api/rooms} lists it. */
    public record RoomRow(String code, String state, String level, int seats, int maxSeats, int spectators, int roundNo,
                          String time) {
    }

    /** Opens a watcher's connection to a room; the app's opens a real socket, a test may open its own. */
    @FunctionalInterface
    public interface Connector {
        AutoCloseable connect(ServerClient api, String code, WatchViewModel watcher);
    }

    private final Jobs jobs;
    private final Connector connector;
    private final StringProperty url = new SimpleStringProperty("http://127.0.0.1:8080");
    private final ObservableList<RoomRow> rooms = FXCollections.observableArrayList();
    private final StringProperty message = new SimpleStringProperty("");
    private final StringProperty refusal = new SimpleStringProperty("");
    private final BooleanProperty reachable = new SimpleBooleanProperty();
    private final ObservableList<WatchViewModel> watched = FXCollections.observableArrayList();
    private final Map<WatchViewModel, AutoCloseable> connections = new HashMap<>();
    private final Map<String, Level> levels = new HashMap<>();
    private BiConsumer<String, Long> openReplay = (u, id) -> { };
    private Consumer<ReplayLink> report = l -> { };
    private long lastRefresh;
    private boolean refreshing;

    public SpectateViewModel(Jobs jobs, Connector connector) {
        this.jobs = Objects.requireNonNull(jobs, "jobs");
        this.connector = Objects.requireNonNull(connector, "connector");
    }

    /** Where "Open replay" sends a finished round: server URL and archive id (the Replays workspace). */
    public void onOpenReplay(BiConsumer<String, Long> open) {
        this.openReplay = Objects.requireNonNull(open, "open");
    }

    /** Where a paused rewind's Report... goes once its round is archived: the round's URL at the tick (Replays). */
    public void onReport(Consumer<ReplayLink> report) {
        this.report = Objects.requireNonNull(report, "report");
    }

    /**
     * Report... from a paused rewind: the bug report of the tick shown. The clip in it needs the
     * round's inputs, which a watcher is never sent and the server archives when the round ends; so
     * a finished round is reported at once (its archived round opened in Replays at this tick,
     * where the report is written), and a round still played when it ends.
     */
    public void report(WatchViewModel w) {
        long tick = w.drawnTickProperty().get();
        if (w.liveProperty().get() || tick < 0) {
            message.set("Pause first (||): a report is made at the tick on screen.");
            return;
        }
        if (w.archived()) {
            w.reportTickProperty().set(-1);
            findRound(w, (base, id) -> report.accept(new ReplayLink(base + "/api/replays/" + id, OptionalLong.of(tick),
                    Optional.empty())));
            return;
        }
        w.reportTickProperty().set(tick);
        message.set("Report of room " + w.code() + " at tick " + tick + ": written when the round ends (its clip needs"
                + " the round's inputs, which the server archives then).");
    }

    /** A report asked for mid-round goes on once the round is archived. */
    private void reportWhenArchived(WatchViewModel w) {
        long tick = w.reportTickProperty().get();
        if (tick >= 0 && w.archived()) {
            w.reportTickProperty().set(-1);
            findRound(w, (base, id) -> report.accept(new ReplayLink(base + "/api/replays/" + id, OptionalLong.of(tick),
                    Optional.empty())));
        }
    }

    /** Lists the server's rooms now. */
    public void refresh() {
        if (refreshing) {
            return;
        }
        refreshing = true;
        ServerClient api = new ServerClient(url.get());
        jobs.submit("rooms", job -> rooms(api), r -> {
            refreshing = false;
            if (r.error().isPresent()) {
                // A server that does not answer has no rooms playing: its last list would be a lie.
                reachable.set(false);
                rooms.clear();
                message.set(r.error().get().render()); // with its code (server_unreachable, not_a_server, bad_url)
                return;
            }
            reachable.set(true);
            rooms.setAll(r.rows());
            message.set(r.rows().isEmpty() ? "No rooms on " + api.baseUrl() + " yet." : r.rows().size() + " rooms on "
                    + api.baseUrl());
        }, e -> {
            refreshing = false;
            message.set("Listing rooms failed (" + e.getClass().getSimpleName() + ").");
        }, p -> { });
    }

    /** Refreshes when two seconds have passed (the view calls this each animation frame); also advances the watches. */
    public void tick(long nowNanos) {
        if (nowNanos - lastRefresh >= REFRESH_NANOS) {
            lastRefresh = nowNanos;
            refresh();
        }
        for (WatchViewModel w : watched) {
            w.refresh(nowNanos);
        }
    }

    private record Listing(List<RoomRow> rows, Optional<undercooked.studio.ErrorReport> error) {
    }

    private static Listing rooms(ServerClient api) {
        ServerClient.Answer<undercooked.protocol.RoomListing> a = api.rooms();
        if (a.value().isEmpty()) {
            return new Listing(List.of(), a.error());
        }
        List<RoomRow> out = new ArrayList<>();
        for (undercooked.protocol.RoomRow r : a.value().get().rooms()) {
            String time = r.timeLeftS().isPresent() ? String.format(Locale.ROOT, "%d:%02d",
                    (int) r.timeLeftS().getAsDouble() / 60, (int) r.timeLeftS().getAsDouble() % 60) : "";
            out.add(new RoomRow(r.code(), r.state().wire(), r.level().orElse(""), r.seats(), r.maxSeats(),
                    r.spectators(), r.roundNo(), time));
        }
        return new Listing(out, Optional.empty());
    }

    /** Starts watching a room (at most {@link #MAX_WATCHED}; a room already watched is not opened twice). */
    public Optional<WatchViewModel> watch(String code) {
        String c = code.strip().toUpperCase(Locale.ROOT);
        if (c.isEmpty()) {
            message.set("Pick a room, or type its code.");
            return Optional.empty();
        }
        for (WatchViewModel w : watched) {
            if (w.code().equals(c)) {
                return Optional.of(w);
            }
        }
        if (watched.size() >= MAX_WATCHED) {
            // A pane whose room is gone, then one whose round is over, gives way to the new room.
            Optional<WatchViewModel> done = watched.stream().filter(w -> w.goneProperty().get()).findFirst()
                    .or(() -> watched.stream().filter(WatchViewModel::finished).findFirst());
            if (done.isEmpty()) {
                refusal.set("Four rooms are watched and every one is live; close one (x) to watch " + c + ".");
                return Optional.empty();
            }
            message.set("Room " + done.get().code() + " (" + (done.get().goneProperty().get() ? "gone" : "finished")
                    + ") gave its place to " + c + ".");
            unwatch(done.get());
        }
        refusal.set("");
        ServerClient api = new ServerClient(url.get());
        WatchViewModel w = new WatchViewModel(c);
        w.onLevelWanted((id, watcher) -> fetchLevel(api, id, watcher));
        w.stateProperty().addListener(o -> reportWhenArchived(w));
        w.endedMidRoundProperty().addListener(o -> reportWhenArchived(w));
        watched.add(w);
        connections.put(w, connector.connect(api, c, w));
        return Optional.of(w);
    }

    private void fetchLevel(ServerClient api, String id, WatchViewModel w) {
        Level known = levels.get(api.baseUrl() + "/" + id);
        if (known != null) {
            w.levelArrived(known);
            return;
        }
        jobs.submit("level " + id, job -> {
            ServerClient.Body b = api.get("/api/levels/" + id);
            return b.error().isPresent() ? Optional.<Level>empty() : LevelLoader.parse(b.text(), id + ".json").level();
        }, l -> l.ifPresentOrElse(level -> {
            levels.put(api.baseUrl() + "/" + id, level);
            w.levelArrived(level);
        }, () -> w.statusProperty().set("the server would not give level " + id + "; the kitchen cannot be drawn")), e -> { }, p -> { });
    }

    /** Stops watching a room and closes its socket; the other rooms are not touched. */
    public void unwatch(WatchViewModel w) {
        AutoCloseable c = connections.remove(w);
        watched.remove(w);
        if (c != null) {
            try {
                c.close();
            } catch (Exception ignored) {
                // a socket that fails to close is gone either way
            }
        }
    }

    /** Every watch closed (the workspace is being closed). */
    public void closeAll() {
        List.copyOf(watched).forEach(this::unwatch);
    }

    /**
     * Fetches the finished round's archive entry (the newest round of this room) and hands it to
     * the Replays workspace, where the golden check runs at once.
     */
    public void openReplay(WatchViewModel w) {
        findRound(w, (base, id) -> {
            message.set("Opening round " + id + " in Replays.");
            openReplay.accept(base, id);
        });
    }

    /** Finds the room's newest archived round (retrying while the archive writes it) and hands on its server and id. */
    private void findRound(WatchViewModel w, BiConsumer<String, Long> found) {
        ArchiveClient archive = new ArchiveClient(url.get());
        message.set("Finding room " + w.code() + "'s round in the archive...");
        jobs.submit("find replay", job -> {
            for (int attempt = 0; attempt < 20; attempt++) {
                ArchiveClient.Listed l = archive.list(ArchiveClient.Filter.ANY, OptionalLong.empty(), 100);
                if (l.error().isPresent()) {
                    return new Found(-1, l.error().get().what());
                }
                for (ArchiveClient.Entry e : l.page().orElseThrow().entries()) {
                    if (e.room().equals(w.code())) {
                        return new Found(e.id(), "");
                    }
                }
                Thread.sleep(250); // the archive writes a finished round within moments of its end
            }
            return new Found(-1, "room " + w.code() + " has no archived round yet; it is written when a round ends");
        }, f -> {
            if (f.id() < 0) {
                message.set(f.why());
            } else {
                found.accept(archive.baseUrl(), f.id());
            }
        }, e -> message.set("The archive could not be read (" + e.getClass().getSimpleName() + ")."), p -> { });
    }

    private record Found(long id, String why) {
    }

    public StringProperty urlProperty() {
        return url;
    }

    public ObservableList<RoomRow> rooms() {
        return rooms;
    }

    public StringProperty messageProperty() {
        return message;
    }

    /**
     * Why the last room could not be watched; it stays (the room list's refresh does not
     * overwrite it) until {@link #dismissRefusal()} or a room is watched.
     */
    public StringProperty refusalProperty() {
        return refusal;
    }

    public void dismissRefusal() {
        refusal.set("");
    }

    public BooleanProperty reachableProperty() {
        return reachable;
    }

    public ObservableList<WatchViewModel> watched() {
        return watched;
    }
}
