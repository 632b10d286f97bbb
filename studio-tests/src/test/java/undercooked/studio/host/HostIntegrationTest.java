package undercooked.studio.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.levels.LevelValidator;
import undercooked.levels.LevelWriter;
import undercooked.levels.RecipeBook;
import undercooked.levels.ReplayCli;
import undercooked.levels.ReplayFiles;
import undercooked.sim.Golden;
import undercooked.sim.InputScript;
import undercooked.sim.TickHash;
import undercooked.studio.replay.LoadedReplay;
import undercooked.studio.replay.ReplayLoader;
import undercooked.protocol.Eventually;
import undercooked.protocol.HttpCodec;
import undercooked.protocol.PlayerSnap;
import undercooked.protocol.ReplaySummary;
import undercooked.protocol.RoomState;
import undercooked.server.EmbeddedServer;
import undercooked.server.ServerConfig;
import undercooked.studio.BotRound;
import undercooked.studio.Jobs;
import undercooked.studio.services.Intent;
import undercooked.studio.services.LocalServer;
import undercooked.studio.services.Navigator;
import undercooked.studio.services.ServerClient;
import undercooked.studio.spectate.LiveConnection;
import undercooked.studio.spectate.SpectateViewModel;
import undercooked.studio.spectate.WatchViewModel;

/**
 * The Host view model with a real embedded server: start, rooms, two bots playing a round over
 * real sockets watched from the Spectate view model, Stop freeing the port, the round kept in
 * the data folder, and the named failures (a refused setting, a busy port, an unwritable folder).
 */
@Tag("waits") // on a live round's clock: runs before the UI tests (studio-tests/pom.xml)
class HostIntegrationTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    @TempDir
    Path temp;
    private final List<String> opened = new ArrayList<>();
    private BiConsumer<String, String> onWatch = (url, code) -> { };
    private final Navigator navigator = navigator();
    private final LocalServer server = new LocalServer(Jobs.inline(), url -> {
        opened.add(url);
        return Optional.of("headless here.");
    }, navigator);
    private final HostViewModel host = new HostViewModel(Jobs.inline(), server);
    private final ExecutorService ui = Executors.newSingleThreadExecutor();
    private final ScheduledExecutorService timers = Executors.newSingleThreadScheduledExecutor();

    /** Where a watched room goes: to whatever the test set with {@code onWatch}, as Spectate would get it. */
    private Navigator navigator() {
        Navigator n = Navigator.detached();
        n.handle(Intent.WatchRoom.class, "spectate", w -> onWatch.accept(w.serverUrl(), w.code()));
        return n;
    }

    @AfterEach
    void stop() {
        server.stopNow();
        ui.shutdownNow();
        timers.shutdownNow();
    }

    private void startHost(Path data) {
        server.settings().dataDirProperty().set(data.toString());
        server.settings().roundSecondsProperty().set("10");
        server.start();
    }

    @Test
    void hostsARoundWatchesItStopsFreeingThePortAndKeepsTheRoundInItsFolder() throws Exception {
        Path data = temp.resolve("host-data");
        startHost(data);
        assertTrue(server.runningProperty().get(), server.messageProperty().get());
        assertTrue(server.startMillis() >= 0);
        int port = server.port();
        assertEquals("http://127.0.0.1:" + port, server.playerUrlProperty().get());
        ServerClient api = new ServerClient(server.apiUrl().orElseThrow());
        assertEquals("ok", JSON.readTree(api.get("/healthz").text()).path("status").asText());

        List<String> created = new ArrayList<>();
        server.createRoom(Optional.empty(), c -> created.add(c.code()));
        assertEquals(1, created.size(), server.messageProperty().get());
        assertEquals(List.of(created.getFirst()), host.rooms().stream().map(HostViewModel.RoomRow::code).toList());
        HostViewModel.RoomRow row = host.rooms().getFirst();
        assertEquals("http://127.0.0.1:" + port + "/r/" + row.code(), row.join());
        assertEquals(row, host.selectedProperty().get(), "the new room is selected");
        assertNotNull(host.qrProperty().get(), "its join link has a QR code");
        assertTrue(host.qrProperty().get().length >= 21);
        host.openBrowser(Optional.of(row));
        assertEquals(List.of(row.join()), opened);
        assertTrue(server.messageProperty().get().contains("Open " + row.join() + " in a browser yourself"),
                server.messageProperty().get());

        SpectateViewModel spectate = new SpectateViewModel(Jobs.inline(), (a, code, w) -> {
            LiveConnection c = new LiveConnection(a.http(), a.baseUrl(), code, LiveConnection.spectatorHello("Host"), w, ui,
                    timers);
            c.open();
            return c;
        });
        List<WatchViewModel> watching = new ArrayList<>();
        onWatch = ((url, code) -> watching.add(onUi(() -> {
            spectate.urlProperty().set(url);
            return spectate.watch(code).orElseThrow();
        })));

        CompletableFuture<String> started = new CompletableFuture<>();
        CompletableFuture<Long> archived = new BotRound(port).playAsync(started::complete);
        String code = started.get(20, TimeUnit.SECONDS);
        host.refresh();
        HostViewModel.RoomRow playing = host.rooms().stream().filter(r -> r.code().equals(code)).findFirst().orElseThrow();
        assertEquals(2, playing.seats());
        host.watch(playing);
        WatchViewModel w = watching.getFirst();
        await(w, "frames arrive", 8000, () -> w.frameCountProperty().get() > 20 && w.sceneProperty().get() != null);
        assertEquals(RoomState.PLAYING, onUi(() -> w.stateProperty().get()));
        long firstTick = onUi(() -> w.sceneProperty().get().frame().tick());
        List<Double> xs = onUi(() -> w.sceneProperty().get().frame().players().stream().map(PlayerSnap::x).toList());
        await(w, "ticks advance and cooks move", 6000, () -> {
            var f = w.sceneProperty().get().frame();
            return f.tick() > firstTick + 40 && !f.players().stream().map(PlayerSnap::x).toList().equals(xs);
        });
        host.refresh();
        assertTrue(host.history().getLast().rooms() >= 1, host.censusProperty().get());
        assertTrue(host.history().getLast().sockets() >= 3, "two bots and the watcher: " + host.history().getLast());
        long id = archived.get(40, TimeUnit.SECONDS);
        host.refresh();
        assertTrue(host.history().getLast().archived() >= 1, host.censusProperty().get());
        // The panel's figures are the node's meters: Prometheus reads the same count (issue 32).
        String scrape = java.net.http.HttpClient.newHttpClient().send(java.net.http.HttpRequest.newBuilder(
                java.net.URI.create("http://127.0.0.1:" + port + "/metrics")).build(),
                java.net.http.HttpResponse.BodyHandlers.ofString()).body();
        java.util.regex.Matcher archivedMeter = java.util.regex.Pattern
                .compile("(?m)^undercooked_replays_archived_total (\\S+)$").matcher(scrape);
        assertTrue(archivedMeter.find(), "the node exports its archived rounds");
        assertEquals(host.history().getLast().archived(), (long) Double.parseDouble(archivedMeter.group(1)),
                "the Host panel and /metrics agree on the rounds archived");
        onUi(() -> {
            spectate.closeAll();
            return true;
        });

        server.stop();
        assertFalse(server.runningProperty().get());
        assertTrue(server.messageProperty().get().contains("Port " + port + " is free again"), server.messageProperty().get());
        assertTrue(host.rooms().isEmpty());
        assertEquals("Not hosting: no rooms, no sockets.", host.censusProperty().get(), "the census is not left stale");
        try (ServerSocket s = new ServerSocket()) {
            s.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port)); // throws if the port were held
        }
        try (EmbeddedServer again = EmbeddedServer.start(ServerConfig.ephemeral().with("data", data.toString()))) {
            JsonNode replays = JSON.readTree(new ServerClient("http://127.0.0.1:" + again.port()).get("/api/replays").text());
            List<Long> ids = new ArrayList<>();
            replays.path("replays").forEach(r -> ids.add(r.path("id").asLong()));
            assertTrue(ids.contains(id), "the data folder keeps round " + id + ": " + ids);
        }
        server.start(); // the same folder again: the census counts the rounds the archive already holds
        assertTrue(server.runningProperty().get(), server.messageProperty().get());
        host.refresh();
        assertTrue(host.censusProperty().get().matches(".* [1-9][0-9]* rounds archived.*"), host.censusProperty().get());
    }

    @Test
    void openToTheNetworkRestartsOnEveryInterfaceAndTheLinksNameThisMachinesAddress() throws Exception {
        startHost(temp.resolve("lan"));
        assertFalse(server.settings().lanProperty().get());
        assertTrue(server.lanAddresses().isEmpty(), "on loopback no LAN address is offered");
        server.openToNetwork();
        assertTrue(server.runningProperty().get(), server.messageProperty().get());
        assertTrue(server.settings().lanProperty().get());
        List<String> lan = List.copyOf(server.lanAddresses());
        String shown = lan.isEmpty() ? "127.0.0.1" : lan.getFirst();
        assertEquals("http://" + shown + ":" + server.port(), server.playerUrlProperty().get(), "links and the QR code use it");
        // bound to every interface: the loopback answers, and the machine's LAN address does too when it has one
        for (String h : lan.isEmpty() ? List.of("127.0.0.1") : List.of("127.0.0.1", lan.getFirst())) {
            ServerClient api = new ServerClient("http://" + h + ":" + server.port());
            assertEquals("ok", JSON.readTree(api.get("/healthz").text()).path("status").asText(), h);
        }
    }

    @Test
    void aBusyPortIsNamedAndTheSettingsAreKept() throws Exception {
        try (ServerSocket taken = new ServerSocket()) {
            taken.bind(new InetSocketAddress(InetAddress.getByName("127.0.0.1"), 0));
            server.settings().portProperty().set(Integer.toString(taken.getLocalPort()));
            startHost(temp.resolve("d"));
            assertFalse(server.runningProperty().get());
            assertEquals("port_in_use", server.errorProperty().get().orElseThrow().code());
            assertTrue(server.messageProperty().get().contains("Port " + taken.getLocalPort() + " on 127.0.0.1 is in use"),
                    server.messageProperty().get());
            assertEquals(Integer.toString(taken.getLocalPort()), server.settings().portProperty().get());
        }
    }

    @Test
    void aSecondHostOnTheSamePortIsToldItIsInUse() throws Exception {
        startHost(temp.resolve("first"));
        LocalServer second = new LocalServer(Jobs.inline(), url -> Optional.empty(), Navigator.detached());
        second.settings().portProperty().set(Integer.toString(server.port()));
        second.settings().dataDirProperty().set(temp.resolve("second").toString());
        second.start();
        assertEquals("port_in_use", second.errorProperty().get().orElseThrow().code());
        assertTrue(server.runningProperty().get(), "the first host keeps running");
        assertEquals("ok", JSON.readTree(new ServerClient(server.apiUrl().orElseThrow()).get("/healthz").text())
                .path("status").asText());
    }

    @Test
    void anUnwritableDataFolderIsNamed() throws Exception {
        Path file = Files.writeString(temp.resolve("a-file"), "not a folder");
        startHost(file.resolve("data"));
        assertFalse(server.runningProperty().get());
        assertEquals("data_folder_unwritable", server.errorProperty().get().orElseThrow().code());
        assertTrue(server.messageProperty().get().contains(file.resolve("data").toString()), server.messageProperty().get());
    }

    @Test
    void aSettingTheServerRefusesIsNamedWithTheServersOwnMessage() {
        server.settings().snapshotHzProperty().set("7");
        startHost(temp.resolve("d"));
        assertFalse(server.runningProperty().get());
        assertEquals("bad_setting", server.errorProperty().get().orElseThrow().code());
        assertTrue(server.messageProperty().get().contains("snapshot_hz must divide tick_hz"), server.messageProperty().get());
        server.settings().snapshotHzProperty().set("10");
        server.settings().roundSecondsProperty().set("5");
        server.start();
        assertTrue(server.messageProperty().get().contains("round_seconds must be 0 (the level's own) or from 10"),
                server.messageProperty().get());
    }

    @Test
    void playTestHostsTheEditedLevelForOneRoomByteForByteAndLeavesTheCampaignAlone() throws Exception {
        Path campaign = Path.of("../levels/src/main/resources/levels");
        Map<String, String> before = files(campaign);
        Level shipped = Campaign.builtIn().load("01_first_shift").orElseThrow();
        Level edited = new Level(shipped.id(), "First shift, unsaved edit", shipped.order(), 95, shipped.targetScore(),
                shipped.recipes(), shipped.orders(), shipped.hazards(), shipped.legend(), shipped.grid());
        List<String> watched = new ArrayList<>();
        onWatch = ((url, code) -> watched.add(url + " " + code));
        server.settings().dataDirProperty().set(temp.resolve("pt").toString());
        LevelValidator validator = new LevelValidator(RecipeBook.builtIn());
        List<String> told = new ArrayList<>();
        assertEquals(List.of(), server.playTest(edited, validator, told::add));
        assertTrue(server.runningProperty().get(), "Play-test starts the server: " + server.messageProperty().get());
        HostViewModel.RoomRow room = host.rooms().getFirst();
        assertEquals("01_first_shift__room_" + room.code().toLowerCase(Locale.ROOT), room.level());
        assertEquals(1, opened.size());
        assertTrue(opened.getFirst().startsWith(room.join() + "#host="), "the browser opens on the room as its host: "
                + opened.getFirst());
        assertEquals(opened.getFirst(), server.hostLinkProperty().get(), "the host link is kept to show and copy");
        assertTrue(told.getLast().contains("headless here.") && told.getLast().contains(opened.getFirst()),
                "the browser's failure and the host link are both said: " + told);
        assertEquals(told.getLast(), server.messageProperty().get(), "and not overwritten");
        assertEquals(List.of(server.apiUrl().orElseThrow() + " " + room.code()), watched, "and Spectate watches it");
        assertEquals(LevelWriter.write(edited), new ServerClient(server.apiUrl().orElseThrow()).get("/api/levels/" + room.level())
                .text(), "the room's level is the edited one, byte for byte");
        assertEquals(before, files(campaign), "the campaign folder is unchanged");
        try (var walk = Files.walk(temp.resolve("pt"))) {
            assertEquals(List.of(), walk.filter(f -> f.toString().endsWith(".json")).toList(), "no level file is written");
        }
        server.playTest(edited, validator);
        assertEquals(2, host.rooms().size(), "a second Play-test reuses the running server");
    }

    @Test
    void playFromHereAtATickOfACommittedReplayPlaysOnLiveHashingLikeTheReplayAndItsArchiveChecksClean() throws Exception {
        LoadedReplay original = ReplayLoader.fromFile(Path.of("src/test/resources/replays/busy_kitchen.json")).replay()
                .orElseThrow();
        long at = 1200;
        Path data = temp.resolve("takeover");
        List<String> watched = new ArrayList<>();
        onWatch = ((url, code) -> watched.add(code));
        server.settings().dataDirProperty().set(data.toString());
        server.playFromHere(original.script(), original.level(), at);
        assertTrue(server.runningProperty().get(), "Play from here starts the server: " + server.messageProperty().get());
        HostViewModel.RoomRow room = host.rooms().getFirst();
        assertEquals("01_first_shift", room.level());
        assertEquals(4, room.maxSeats(), "one seat per cook of the replay");
        assertEquals(List.of(room.code()), watched, "Spectate watches it");
        assertTrue(opened.getFirst().startsWith(room.join() + "#host="), opened.toString());
        assertTrue(server.log().stream().anyMatch(l -> l.contains("from tick 1200 (prefix")), server.log().toString());
        String token = opened.getFirst().substring(opened.getFirst().indexOf("#host=") + 6);

        long first = new BotRound(server.port()).joinAndPlay(room.code(), token, java.time.Duration.ofSeconds(2));
        assertTrue(first >= at && first < at + 10, "the round went on from tick " + at + ": first frame at " + first);
        server.stop(); // the round in play is archived (aborted) and the port freed

        try (EmbeddedServer again = EmbeddedServer.start(ServerConfig.ephemeral().with("data", data.toString()))) {
            ServerClient api = new ServerClient("http://127.0.0.1:" + again.port());
            JsonNode entry = JSON.readTree(api.get("/api/replays").text()).path("replays").get(0);
            long id = entry.path("id").asLong();
            String script = api.get("/api/replays/" + id).text();
            String golden = api.get("/api/replays/" + id + "/golden").text();
            String level = api.get("/api/replays/" + id + "/level").text();
            Golden archived = ReplayFiles.parseGolden(golden, "g").value().orElseThrow();
            assertEquals(List.of("p0", "p1", "p2", "p3"), ReplayFiles.parseScript(script, "s", "s").value().orElseThrow()
                    .seats(), "two players joined; the two cooks nobody sat at are still in the round");
            List<ReplaySummary.Seat> seats = HttpCodec.readReplaySummary(api.get("/api/replays/" + id + "/summary").text())
                    .seats();
            assertEquals("Ana", seats.get(0).cook().name());
            assertEquals("", seats.get(3).cook().name(), "an empty seat has no name");
            Golden recorded = original.golden().orElseThrow();
            assertTrue(archived.finalTick() > at + 20, "played on live: " + archived.finalTick());
            int compared = 0;
            for (TickHash h : archived.hashes()) {
                if (h.tick() <= at) {
                    assertEquals(recorded.hashAt(h.tick()).orElseThrow(), h.hash(), "tick " + h.tick());
                    compared++;
                }
            }
            assertEquals(at / 20 + 1, compared, "every archived hash of the first " + at + " ticks");
            Path dir = Files.createDirectories(temp.resolve("check"));
            Files.writeString(dir.resolve("round.json"), script);
            Files.writeString(dir.resolve("round.golden.json"), golden);
            Files.writeString(dir.resolve("01_first_shift.json"), level);
            java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
            java.io.PrintStream ps = new java.io.PrintStream(out, true, java.nio.charset.StandardCharsets.UTF_8);
            int exit = new ReplayCli(ps, ps, Path.of("")).run(List.of("check", dir.resolve("round.json").toString()));
            assertEquals(0, exit, out.toString(java.nio.charset.StandardCharsets.UTF_8));
        }
    }

    @Test
    void playFromHereOnAChangedLevelIsRefusedByTheServerByNameAndTheHostKeepsRunning() throws Exception {
        LoadedReplay original = ReplayLoader.fromFile(Path.of("src/test/resources/replays/busy_kitchen.json")).replay()
                .orElseThrow();
        Level shipped = original.level();
        InputScript s = original.script();
        InputScript recordedOn = new InputScript(s.name(), s.seed(), s.levelId(), s.tickHz(), s.recordEvery(), s.frames(),
                s.items(), s.seats(), s.parks(), Optional.of(LevelWriter.sha256(shipped)));
        Level changed = new Level(shipped.id(), shipped.name(), shipped.order(), shipped.timeLimitS() + 5,
                shipped.targetScore(), shipped.recipes(), shipped.orders(), shipped.hazards(), shipped.legend(), shipped.grid());
        startHost(temp.resolve("changed"));
        server.createRoom();
        server.playFromHere(recordedOn, changed, 100);
        assertEquals("level_changed", server.errorProperty().get().orElseThrow().code(), server.messageProperty().get());
        assertTrue(server.messageProperty().get().contains("sha256"), server.messageProperty().get());
        assertTrue(server.runningProperty().get(), "the host keeps running");
        host.refresh();
        assertEquals(1, host.rooms().size(), "and keeps its room; no takeover room was made");
        assertEquals(List.of(), opened);
    }

    @Test
    void aLevelWithProblemsIsNotPlayTestedAndTheProblemsAreNamed() {
        Level shipped = Campaign.builtIn().load("01_first_shift").orElseThrow();
        Level broken = new Level(shipped.id(), "", shipped.order(), shipped.timeLimitS(), shipped.targetScore(),
                shipped.recipes(), shipped.orders(), shipped.hazards(), shipped.legend(), shipped.grid());
        server.settings().dataDirProperty().set(temp.resolve("pt").toString());
        List<?> problems = server.playTest(broken, new LevelValidator(RecipeBook.builtIn()));
        assertFalse(problems.isEmpty());
        assertFalse(server.runningProperty().get(), "nothing starts");
        assertEquals("level_has_problems", server.errorProperty().get().orElseThrow().code());
        assertTrue(server.messageProperty().get().contains("bad_value"), server.messageProperty().get());
        assertEquals(List.of(), opened);
    }

    private static Map<String, String> files(Path dir) throws Exception {
        Map<String, String> out = new TreeMap<>();
        try (var walk = Files.walk(dir)) {
            for (Path f : walk.filter(Files::isRegularFile).toList()) {
                out.put(dir.relativize(f).toString(), Files.readString(f));
            }
        }
        return out;
    }

    private <T> T onUi(Supplier<T> s) {
        try {
            return CompletableFuture.supplyAsync(s, ui).get(10, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    /** Waits until the condition holds on the UI thread, advancing the watch's pulse between readings. */
    private void await(WatchViewModel w, String what, long ms, BooleanSupplier condition) {
        Eventually.within(java.time.Duration.ofMillis(ms), what, () -> onUi(() -> {
            w.refresh(System.nanoTime());
            return condition.getAsBoolean();
        }));
    }
}
