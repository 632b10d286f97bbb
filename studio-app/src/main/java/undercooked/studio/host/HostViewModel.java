package undercooked.studio.host;

import io.nayuki.qrcodegen.QrCode;
import java.util.Objects;
import java.util.Optional;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import undercooked.protocol.Stats;
import undercooked.studio.Jobs;
import undercooked.studio.services.LocalServer;
import undercooked.studio.services.ServerClient;

/**
 * The Host workspace's live panel over the studio's {@link LocalServer}: the rooms with their join
 * links and QR code, a census plotted over the last minutes. Starting, stopping and making rooms
 * are the server's ({@link #server()}); every figure here is what {@code /api/stats} and
 * {@code /api/rooms} answer.
 */
public final class HostViewModel {
    /** How often the census is read while the server runs. */
    static final long REFRESH_NANOS = 1_000_000_000L;
    /** Census samples kept: five minutes at one a second. */
    static final int HISTORY = 300;

    /** One room as the host sees it: {@code join} is the link players open (and the QR code holds). */
    public record RoomRow(String code, String state, String level, int seats, int maxSeats, int spectators,
                          String join) {
        /** Players are in a round (counting down or playing): stopping the server drops them. */
        public boolean midRound() {
            return seats > 0 && (state.equals("playing") || state.equals("countdown"));
        }
    }

    /** One census reading: {@code tickP99Ms} and {@code echoP99Ms} are NaN when the server did not say. */
    public record Sample(long atNanos, int rooms, int sockets, long archived, double tickP99Ms, double echoP99Ms) {
    }

    private final Jobs jobs;
    private final LocalServer server;
    private final ObservableList<RoomRow> rooms = FXCollections.observableArrayList();
    private final ObservableList<Sample> history = FXCollections.observableArrayList();
    private final ObjectProperty<RoomRow> selected = new SimpleObjectProperty<>();
    private final ObjectProperty<boolean[][]> qr = new SimpleObjectProperty<>();
    private final StringProperty census = new SimpleStringProperty("");
    /** The server's slowest ticks of the last minutes (/api/stats), slowest first. */
    private final ObservableList<Stats.SlowTick> slowTicks = FXCollections.observableArrayList();
    private final BotSeatsViewModel botSeats;
    private long lastRefresh;
    private boolean refreshing;
    /** Rounds the data folder's archive held when the server started (a restart keeps them). */
    private long archivedBefore;

    public HostViewModel(Jobs jobs, LocalServer server) {
        this.jobs = Objects.requireNonNull(jobs, "jobs");
        this.server = Objects.requireNonNull(server, "server");
        this.botSeats = new BotSeatsViewModel(server);
        selected.addListener((o, a, b) -> {
            qr.set(b == null ? null : qrOf(b.join()));
            botSeats.roomProperty().set(b == null ? "" : b.code());
        });
        server.onChange(c -> {
            switch (c) {
                case STARTED -> {
                    history.clear();
                    archivedBefore = 0;
                    countArchived();
                    refresh();
                }
                case ROOM_OPENED -> refresh();
                case STOPPED -> {
                    rooms.clear();
                    selected.set(null);
                    census.set("Not hosting: no rooms, no sockets.");
                }
            }
        });
    }

    /** The studio's server this panel shows. */
    public LocalServer server() {
        return server;
    }

    /** Reads the census and the rooms now. */
    public void refresh() {
        Optional<ServerClient> client = server.client();
        if (client.isEmpty() || refreshing) {
            return;
        }
        ServerClient a = client.get();
        String players = server.playerUrlProperty().get();
        refreshing = true;
        jobs.submit("host census", job -> HostCensus.read(a, players), c -> {
            refreshing = false;
            if (!server.runningProperty().get()) {
                return;
            }
            if (c.error().isPresent()) {
                census.set(c.error().get().what());
                return;
            }
            String keep = selected.get() == null ? null : selected.get().code();
            rooms.setAll(c.rooms());
            selected.set(c.rooms().stream().filter(r -> r.code().equals(keep)).findFirst()
                    .orElse(c.rooms().isEmpty() ? null : c.rooms().getFirst()));
            history.add(c.sample());
            if (history.size() > HISTORY) {
                history.remove(0, history.size() - HISTORY);
            }
            census.set(HostCensus.line(c, archivedBefore));
            slowTicks.setAll(c.slowTicks());
            botSeats.refresh();
        }, e -> refreshing = false, p -> { });
    }

    /**
     * Counts the rounds already in the archive when the server started: {@code /api/stats} counts
     * this run's writes only, so after a restart the census would say 0 beside a full archive.
     */
    private void countArchived() {
        server.client().ifPresent(a -> jobs.submit("count archive", job -> HostCensus.archivedInStore(a.baseUrl()), n -> {
            archivedBefore = n;
            refresh();
        }, e -> { }, p -> { }));
    }

    /** Refreshes once a second while running and takes the new log lines (the view calls it each frame). */
    public void tick(long nowNanos) {
        server.pumpLog();
        if (server.runningProperty().get() && nowNanos - lastRefresh >= REFRESH_NANOS) {
            lastRefresh = nowNanos;
            refresh();
        }
    }

    /** Opens the browser client: on the room when one is given, else on the front page. */
    public void openBrowser(Optional<RoomRow> room) {
        server.openBrowser(room.map(RoomRow::join));
    }

    /** Hands the room to whoever watches rooms (Spectate). */
    public void watch(RoomRow room) {
        server.watch(room.code());
    }

    /** The QR code of a text as rows of dark modules, or null when it is too long for one. */
    static boolean[][] qrOf(String text) {
        try {
            QrCode q = QrCode.encodeText(text, QrCode.Ecc.MEDIUM);
            boolean[][] m = new boolean[q.size][q.size];
            for (int y = 0; y < q.size; y++) {
                for (int x = 0; x < q.size; x++) {
                    m[y][x] = q.getModule(x, y);
                }
            }
            return m;
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** The selected room's seats and its bot cooks. */
    public BotSeatsViewModel botSeats() {
        return botSeats;
    }

    public ObservableList<RoomRow> rooms() {
        return rooms;
    }

    public ObservableList<Sample> history() {
        return history;
    }

    public ObjectProperty<RoomRow> selectedProperty() {
        return selected;
    }

    public ObjectProperty<boolean[][]> qrProperty() {
        return qr;
    }

    public ObservableList<Stats.SlowTick> slowTicks() {
        return slowTicks;
    }

    /** Opens a slow tick's archived round in Replays at that tick; false while the round is not archived. */
    public boolean openSlowTick(Stats.SlowTick t) {
        if (t.replay().isEmpty()) {
            return false;
        }
        server.openReplay(t.replay().getAsLong(), t.tick());
        return true;
    }

    public StringProperty censusProperty() {
        return census;
    }
}
