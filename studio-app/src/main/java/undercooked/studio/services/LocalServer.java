package undercooked.studio.services;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import undercooked.levels.Level;
import undercooked.levels.LevelValidator;
import undercooked.levels.Problem;
import undercooked.protocol.CreatedRoom;
import undercooked.protocol.HttpCodec;
import undercooked.server.EmbeddedServer;
import undercooked.server.ServerConfig;
import undercooked.sim.InputScript;
import undercooked.studio.ErrorReport;
import undercooked.studio.Jobs;

/**
 * The studio's own game server, one per studio, owned by the shell: its settings, Start (with the
 * port and folder checks), Stop, rooms made for a play-test or a takeover, and its log. The Host
 * workspace shows it; the editor's Play-test and the Replays' Play from here use it without
 * knowing that workspace. The server is reached only through {@link EmbeddedServer} (start, port,
 * stop) and its HTTP API, as decision 0007 says. Used on the FX thread; the slow parts run as jobs.
 */
public final class LocalServer {
    /** Log lines kept. */
    public static final int LOG_LINES = 200;

    /** A room the studio created: its code and the creator's token, which the host link carries. */
    public record Created(String code, String token) {
    }

    /** What just happened to the server, for the views that list its rooms. */
    public enum Change { STARTED, ROOM_OPENED, STOPPED }

    /** Opens a URL in the user's browser; an empty answer means it opened, else why it could not ({@link DesktopBrowser}). */
    @FunctionalInterface
    public interface Browser {
        Optional<String> open(String url);
    }

    private final Jobs jobs;
    private final Browser browser;
    private final Navigator navigator;
    private final HostSettings settings = new HostSettings();
    private final BooleanProperty running = new SimpleBooleanProperty();
    private final BooleanProperty busy = new SimpleBooleanProperty();
    private final StringProperty playerUrl = new SimpleStringProperty("");
    private final StringProperty message = new SimpleStringProperty("Not hosting. Check the settings and press Start.");
    private final StringProperty hostLink = new SimpleStringProperty("");
    /** Who hears how the play-test under way ended (the editor's status bar); told once, then forgotten. */
    private Consumer<String> outcome = line -> { };
    private final ObjectProperty<Optional<ErrorReport>> error = new SimpleObjectProperty<>(Optional.empty());
    private final ObservableList<String> lanAddresses = FXCollections.observableArrayList();
    private final ObservableList<String> log = FXCollections.observableArrayList();
    private final List<Consumer<Change>> listeners = new ArrayList<>();
    private Optional<EmbeddedServer> server = Optional.empty();
    private String boundHost = HostSettings.LOOPBACK;
    private Optional<ServerClient> api = Optional.empty();
    private HostLog serverLog = new HostLog();
    private long startedNanos;
    private long startMs = -1;

    /** @param navigator where a play-tested room goes to be watched ({@link Intent.WatchRoom}) */
    public LocalServer(Jobs jobs, Browser browser, Navigator navigator) {
        this.jobs = Objects.requireNonNull(jobs, "jobs");
        this.browser = Objects.requireNonNull(browser, "browser");
        this.navigator = Objects.requireNonNull(navigator, "navigator");
    }

    /** Tells {@code listener} of every start, stop and room made here. */
    public void onChange(Consumer<Change> listener) {
        listeners.add(Objects.requireNonNull(listener, "listener"));
    }

    private void changed(Change c) {
        List.copyOf(listeners).forEach(l -> l.accept(c));
    }

    /** Starts the embedded server with the settings; a refused setting, a busy port or an unwritable folder is named. */
    public void start() {
        start(() -> { });
    }

    /** As {@link #start()}, then {@code then} once the server answers (Play-test chains on this). */
    public void start(Runnable then) {
        if (running.get()) {
            then.run();
            return;
        }
        if (busy.get()) {
            return;
        }
        HostSettings.Checked checked = settings.config();
        if (checked.error().isPresent()) {
            fail(checked.error().get());
            return;
        }
        ServerConfig config = checked.config().orElseThrow();
        busy.set(true);
        message.set("Starting the server...");
        HostLog logHandler = new HostLog();
        jobs.submit("start server", job -> ServerLaunch.launch(config, logHandler), r -> {
            busy.set(false);
            if (r.error().isPresent()) {
                logHandler.detach();
                fail(r.error().get());
                return;
            }
            serverLog = logHandler;
            server = r.server();
            boundHost = config.host();
            int port = r.server().orElseThrow().port();
            api = Optional.of(new ServerClient("http://127.0.0.1:" + port));
            startMs = r.ms();
            lanAddresses.setAll(settings.lanProperty().get() ? HostChecks.lanAddresses() : List.of());
            String host = settings.lanProperty().get() && !lanAddresses.isEmpty() ? lanAddresses.getFirst() : "127.0.0.1";
            playerUrl.set("http://" + host + ":" + port);
            running.set(true);
            error.set(Optional.empty());
            startedNanos = System.nanoTime();
            log.clear();
            message.set("Hosting on " + playerUrl.get() + (settings.lanProperty().get()
                    ? " (open to the network: anyone who can reach this machine can join)" : " (this machine only)")
                    + "; data in " + config.dataDir() + ".");
            changed(Change.STARTED);
            then.run();
        }, e -> {
            busy.set(false);
            logHandler.detach();
            fail(new ErrorReport("start_failed", "The server did not start (" + e.getClass().getSimpleName() + ").",
                    "Check the settings and the data folder, then press Start again."));
        }, p -> { });
    }

    private void fail(ErrorReport r) {
        error.set(Optional.of(r));
        message.set(r.what() + " " + r.todo());
        tell(message.get());
    }

    private void tell(String line) {
        Consumer<String> o = outcome;
        outcome = x -> { };
        o.accept(line);
    }

    /** Shows a line where the server's state is shown (the Host workspace's message). */
    public void say(String line) {
        message.set(Objects.requireNonNull(line, "line"));
    }

    /**
     * Stops the server: rooms close (their clients see {@code room_gone}), rounds in play are
     * archived, the database closes and the port is freed.
     */
    public void stop() {
        stop(() -> { });
    }

    /** As {@link #stop()}, then {@code then} once the server is down. */
    public void stop(Runnable then) {
        if (server.isEmpty() || busy.get()) {
            return;
        }
        EmbeddedServer s = server.get();
        busy.set(true);
        message.set("Stopping: closing rooms and finishing the archive...");
        String host = boundHost;
        int port = s.port();
        jobs.submit("stop server", job -> halt(s, host, port), free -> {
            busy.set(false);
            stopped(port, free);
            then.run();
        }, e -> {
            busy.set(false);
            stopped(port, false);
        }, p -> { });
    }

    /**
     * Open to the network: the server listens on every interface and the join links and QR code
     * carry this machine's LAN address, which a phone on the same network reaches (127.0.0.1 is
     * each device's own). A running server is stopped and started again so: its rooms close.
     */
    public void openToNetwork() {
        settings.lanProperty().set(true);
        if (running.get()) {
            stop(this::start);
        } else {
            start();
        }
    }

    /** Stops at once on the caller's thread (the studio is quitting). */
    public void stopNow() {
        server.ifPresent(s -> {
            int port = s.port();
            stopped(port, halt(s, boundHost, port));
        });
    }

    private static boolean halt(EmbeddedServer s, String host, int port) {
        s.stop();
        return HostChecks.portFree(host, port);
    }

    private void stopped(int port, boolean free) {
        serverLog.detach();
        server = Optional.empty();
        api = Optional.empty();
        running.set(false);
        lanAddresses.clear();
        playerUrl.set("");
        hostLink.set("");
        changed(Change.STOPPED);
        message.set("Stopped. " + (free ? "Port " + port + " is free again." : "Port " + port + " is still held;"
                + " it frees when the last connection closes."));
    }

    /** Moves the server's new log lines into {@link #log()} (the view calls it each frame). */
    public void pumpLog() {
        List<String> lines = serverLog.drain();
        if (!lines.isEmpty()) {
            log.addAll(lines);
            if (log.size() > LOG_LINES) {
                log.remove(0, log.size() - LOG_LINES);
            }
        }
    }

    /** Creates a room with the campaign's first level. */
    public void createRoom() {
        createRoom(Optional.empty(), c -> { });
    }

    /**
     * Creates a room, with {@code level} served to that room only when given (Play-test); then
     * {@code created} gets its code and the creator's token.
     */
    public void createRoom(Optional<Level> level, Consumer<Created> created) {
        post("/api/rooms", RoomRequest.body("Studio host", level), "create room", answer -> " created"
                + level.map(l -> " with the editor's " + l.id() + " (served for this room only)").orElse(""), created);
    }

    private void post(String path, String body, String what, Function<CreatedRoom, String> logLine,
                      Consumer<Created> created) {
        if (api.isEmpty()) {
            message.set("Start the server first.");
            return;
        }
        ServerClient a = api.get();
        jobs.submit(what, job -> a.post(path, body), b -> {
            if (b.error().isPresent()) {
                fail(b.error().get());
                return;
            }
            try {
                CreatedRoom answer = HttpCodec.readCreatedRoom(b.text());
                String code = answer.roomCode();
                message.set("Room " + code + " is open: players join at " + playerUrl.get() + "/r/" + code);
                log.add("INFO    host: room " + code + logLine.apply(answer));
                changed(Change.ROOM_OPENED);
                created.accept(new Created(code, answer.you().token()));
            } catch (IllegalArgumentException e) {
                fail(a.notOurs("not_a_server"));
            }
        }, e -> message.set("Creating a room failed (" + e.getClass().getSimpleName() + ")."), p -> { });
    }

    /**
     * The link that seats a browser as the room's host: the join link with the creator's token in
     * its fragment, which never reaches the server's log (docs/CLIENT.md).
     */
    public String hostLink(Created room) {
        return playerUrl.get() + "/r/" + room.code() + "#host=" + room.token();
    }

    /**
     * Play-test: the level as it is in the editor (unsaved edits included). A level with problems
     * is not played: they are returned and named. Otherwise the server starts if it is not
     * running, a room is created with the level (served for that room only), the browser client
     * opens on it as the room's host and the room is watched ({@link Intent.WatchRoom}).
     */
    public List<Problem> playTest(Level level, LevelValidator validator) {
        return playTest(level, validator, line -> { });
    }

    /** As {@link #playTest(Level, LevelValidator)}; {@code outcome} then hears the line that says how it went. */
    public List<Problem> playTest(Level level, LevelValidator validator, Consumer<String> outcome) {
        this.outcome = Objects.requireNonNull(outcome, "outcome");
        List<Problem> problems = validator.validate(level, "level");
        if (!problems.isEmpty()) {
            StringBuilder what = new StringBuilder("The level has " + problems.size() + (problems.size() == 1 ? " problem"
                    : " problems") + ", so it is not play-tested: ");
            for (int i = 0; i < Math.min(3, problems.size()); i++) {
                what.append(i == 0 ? "" : "; ").append(problems.get(i).code().code()).append(" ")
                        .append(problems.get(i).message());
            }
            fail(new ErrorReport("level_has_problems", what + (problems.size() > 3 ? "; ..." : "") + ".",
                    "Fix them in the editor (the Problems panel lists them all) and press Play-test again."));
            return problems;
        }
        start(() -> createRoom(Optional.of(level), room -> playIn(room, "Play-testing " + level.id() + " in room "
                + room.code() + "; others join at " + playerUrl.get() + "/r/" + room.code() + ".")));
        return List.of();
    }

    /**
     * Play from here: a room on this server (started if need be) whose round resumes
     * {@code script} at {@code tick}, its prefix replayed by the server at once; the browser opens
     * on it as the host and the room is watched. A refusal (a changed level, a tick past the end) is named.
     */
    public void playFromHere(InputScript script, Level level, long tick) {
        start(() -> takeOver(script, level, tick, room -> playIn(room, "Playing on from tick " + tick + " of "
                + script.name() + " in room " + room.code() + ": seats " + String.join(", ", script.seats())
                + "; others join at " + playerUrl.get() + "/r/" + room.code() + ".")));
    }

    /** The takeover room alone (the server must run): no browser, no watching. */
    public void takeOver(InputScript script, Level level, long tick, Consumer<Created> created) {
        post("/api/rooms/takeover", TakeoverBody.of("Studio host", script, level, tick), "take over",
                answer -> " created: " + script.name() + " from tick " + tick + " (prefix " + answer.takeover()
                        .map(t -> Double.toString(t.prefixMs())).orElse("?") + " ms)", created);
    }

    /**
     * The browser joins as the room's host, and the room is watched. The host link is kept for
     * the Host workspace to show and copy every time: where no browser opens, the designer opens
     * it themselves, and it (not the plain join link) seats them as the host at once.
     */
    private void playIn(Created room, String what) {
        String link = hostLink(room);
        hostLink.set(link);
        Optional<String> why = browser.open(link);
        message.set(what + why.map(w -> " " + w + " Open the host link yourself (Host > Copy): " + link)
                .orElse(" The browser opened on it as the room's host."));
        tell(message.get());
        watch(room.code());
    }

    /** Opens {@code url} (a join link, or the front page when empty) in the browser client. */
    public void openBrowser(Optional<String> url) {
        if (!running.get()) {
            message.set("Start the server first.");
            return;
        }
        String u = url.orElse(playerUrl.get());
        browser.open(u).ifPresentOrElse(why -> message.set(why + " Open " + u + " in a browser yourself."),
                () -> message.set("Opened " + u + " in the browser."));
    }

    /** Asks for room {@code code} of this server to be watched (Spectate handles it). */
    public void watch(String code) {
        api.ifPresent(a -> navigator.go(new Intent.WatchRoom(a.baseUrl(), code)));
    }

    /** Opens archived round {@code replayId} of this server in Replays at {@code tick} (a slow tick's Open). */
    public void openReplay(long replayId, long tick) {
        api.ifPresent(a -> navigator.go(new Intent.OpenReplayLink(new ReplayLink(a.baseUrl() + "/api/replays/" + replayId,
                java.util.OptionalLong.of(tick), java.util.Optional.empty()))));
    }

    /** The running server in this process, for the operator's own controls (the Host panel's bot seats). */
    public Optional<EmbeddedServer> embedded() {
        return server;
    }

    /** The port the running server listens on, or -1. */
    public int port() {
        return server.map(EmbeddedServer::port).orElse(-1);
    }

    /** How long the last Start took until {@code /healthz} answered, or -1. */
    public long startMillis() {
        return startMs;
    }

    /** The studio's own client of the running server (always loopback). */
    public Optional<ServerClient> client() {
        return api;
    }

    /** The studio's own URL of the running server (always loopback). */
    public Optional<String> apiUrl() {
        return api.map(ServerClient::baseUrl);
    }

    /** Seconds since Start, for the plot's axis. */
    public double upSeconds(long nowNanos) {
        return running.get() ? (nowNanos - startedNanos) / 1e9 : 0;
    }

    public HostSettings settings() {
        return settings;
    }

    public BooleanProperty runningProperty() {
        return running;
    }

    public BooleanProperty busyProperty() {
        return busy;
    }

    public StringProperty playerUrlProperty() {
        return playerUrl;
    }

    public StringProperty messageProperty() {
        return message;
    }

    /** The last play-test's (or Play from here's) host link, {@code /r/CODE#host=TOKEN}; empty before one. */
    public StringProperty hostLinkProperty() {
        return hostLink;
    }

    /** The last failure as a report (a refused setting, a busy port, an unwritable folder), empty after a good start. */
    public ObjectProperty<Optional<ErrorReport>> errorProperty() {
        return error;
    }

    public ObservableList<String> lanAddresses() {
        return lanAddresses;
    }

    public ObservableList<String> log() {
        return log;
    }
}
