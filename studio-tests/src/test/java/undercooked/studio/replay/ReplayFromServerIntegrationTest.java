package undercooked.studio.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ServerSocket;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.OptionalLong;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import undercooked.levels.Level;
import undercooked.levels.LevelLoader;
import undercooked.levels.ReplayFiles;
import undercooked.protocol.ReplayFrames;
import undercooked.protocol.WireCodec;
import undercooked.server.EmbeddedServer;
import undercooked.server.ServerConfig;
import undercooked.server.wire.RoundFrames;
import undercooked.sim.InputScript;
import undercooked.sim.KernelVariants;
import undercooked.studio.BotRound;
import undercooked.studio.Jobs;
import undercooked.studio.services.ArchiveClient;

/**
 * The scrubber against a real server started by the test: two bot clients play a round over
 * WebSockets, the archive lists it, and the studio fetches it (script, golden, level) and checks
 * it against the live hashes; a server that is down and a round that does not exist are named.
 */
@Tag("waits") // on a live round's clock: runs before the UI tests (studio-tests/pom.xml)
class ReplayFromServerIntegrationTest {
    private static EmbeddedServer server;
    private static ServerConfig config;
    private static long id;

    @BeforeAll
    static void playARound() throws Exception {
        config = ServerConfig.ephemeral().with("round_seconds", "10");
        server = EmbeddedServer.start(config);
        id = new BotRound(server.port()).play();
    }

    @AfterAll
    static void stop() {
        server.stop();
    }

    private String url() {
        return "http://127.0.0.1:" + server.port();
    }

    @Test
    void theArchiveListsTheRoundAndFiltersIt() {
        ArchiveBrowserViewModel b = new ArchiveBrowserViewModel(Jobs.inline());
        b.urlProperty().set(url() + "/");
        b.refresh();
        assertEquals(1, b.entries().size(), b.messageProperty().get());
        ArchiveClient.Entry e = b.entries().getFirst();
        assertEquals(id, e.id());
        assertEquals("01_first_shift", e.level());
        assertEquals("Ana, Bo", e.players());
        b.levelProperty().set("02_nothing_here");
        b.refresh();
        assertEquals(0, b.entries().size());
        assertEquals("No rounds match.", b.messageProperty().get());
        b.levelProperty().set("");
        b.resultProperty().set(e.result());
        b.refresh();
        assertEquals(1, b.entries().size());
        b.sinceMsProperty().set(System.currentTimeMillis() + 86_400_000L);
        b.refresh();
        assertEquals(0, b.entries().size(), "a round ended before the date is left out");
    }

    @Test
    void aRoundFetchedFromTheArchiveReproducesTheLiveHashesAtEveryRecordedTick() {
        ReplayViewModel vm = new ReplayViewModel(Jobs.inline());
        vm.loading().openServer(url(), id, OptionalLong.of(40));
        assertTrue(vm.loading().errorProperty().get().isEmpty(), () -> vm.loading().errorProperty().get().orElseThrow().render());
        OpenedReplay r = vm.replayProperty().get();
        assertTrue(r.golden().matches(), vm.golden().summaryProperty().get());
        assertTrue(r.golden().checked() >= 10, "a live hash every 20 ticks of a 10 s round: " + r.golden().checked());
        assertTrue(vm.golden().summaryProperty().get().startsWith("golden: ok"), vm.golden().summaryProperty().get());
        assertEquals(40, vm.tickProperty().get());
        assertEquals("round " + id + " @ 127.0.0.1:" + server.port(), vm.titleProperty().get());
        assertFalse(r.loaded().levelFromCampaign(), "the level as played came with the round");
        assertTrue(r.loaded().otherKernel().isEmpty(), "played under this studio's own rules: no banner");
        assertTrue(r.endTick() >= 200, "a 10 s round has 200 ticks: " + r.endTick());
        vm.end();
        assertEquals(r.endTick(), vm.tickProperty().get());
    }

    @Test
    void aRoundPlayedUnderAnotherKernelOpensWithABannerNamingIt() throws Exception {
        java.nio.file.Path body = config.dataDir().resolve("replays").resolve(id + ".json.gz");
        byte[] saved = java.nio.file.Files.readAllBytes(body);
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        com.fasterxml.jackson.databind.node.ObjectNode envelope;
        try (java.io.InputStream in = new java.util.zip.GZIPInputStream(new java.io.ByteArrayInputStream(saved))) {
            envelope = (com.fasterxml.jackson.databind.node.ObjectNode) json.readTree(in);
        }
        ((com.fasterxml.jackson.databind.node.ObjectNode) envelope.get("summary")).putObject("kernel")
                .put("id", "00000000deadbeef").put("name", "stale-thyme-0000");
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        try (java.util.zip.GZIPOutputStream gz = new java.util.zip.GZIPOutputStream(out)) {
            json.writeValue(gz, envelope);
        }
        try {
            java.nio.file.Files.write(body, out.toByteArray());
            ReplayViewModel vm = new ReplayViewModel(Jobs.inline());
            vm.loading().openServer(url(), id, OptionalLong.of(10));
            assertTrue(vm.loading().errorProperty().get().isEmpty(), () -> vm.loading().errorProperty().get().orElseThrow().render());
            String banner = vm.replayProperty().get().loaded().otherKernel().orElseThrow();
            assertTrue(banner.startsWith("played under kernel stale-thyme-0000, replayed under this studio's "
                    + undercooked.levels.RulesVersion.current().name()), banner);
            assertTrue(vm.messageProperty().get().contains("This round was played under kernel stale-thyme-0000"),
                    vm.messageProperty().get());
            assertEquals(java.util.Optional.of("played under kernel stale-thyme-0000"),
                    vm.scene().sceneProperty().get().banner(), "the kitchen says it too, short enough for a small window");
        } finally {
            java.nio.file.Files.write(body, saved);
        }
    }

    /**
     * A round whose frames an older build kept (here: drawn by a kernel whose clock runs fast, and
     * named as another kernel in the frames' row, as an archive made before an upgrade holds them)
     * opens drawn from those frames, not from this studio's re-simulation, and the diff panel holds
     * the two against each other from the first tick they differ.
     */
    @Test
    void aRoundWhoseFramesAnotherKernelKeptOpensDrawnAsPlayedWithTheDifferenceNamed() throws Exception {
        ArchiveClient.Texts t = new ArchiveClient(url()).fetch(id).texts().orElseThrow();
        InputScript script = ReplayFiles.parseScriptFile(t.script(), "round", "round").value().orElseThrow().script();
        Level level = LevelLoader.parse(t.level().orElseThrow(), "round").level().orElseThrow();
        RoundFrames.Stream older = RoundFrames.of(KernelVariants.fastClock(), level.kitchen(), script);
        String text = new WireCodec().encode(new ReplayFrames(id, script.levelId(), script.tickHz(), older.every(),
                older.ticks(), older.frames()));
        java.io.ByteArrayOutputStream gz = new java.io.ByteArrayOutputStream();
        try (java.util.zip.GZIPOutputStream out = new java.util.zip.GZIPOutputStream(gz)) {
            out.write(text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        String db = "jdbc:sqlite:" + config.dataDir().resolve("undercooked.db");
        byte[] saved;
        String[] savedKernel = new String[2];
        try (Connection c = DriverManager.getConnection(db)) {
            try (PreparedStatement q = c.prepareStatement(
                    "SELECT body, kernel_id, kernel_name FROM replay_frames WHERE replay_id = ?")) {
                q.setLong(1, id);
                try (ResultSet rs = q.executeQuery()) {
                    assertTrue(rs.next(), "the server kept the round's frames when it archived it");
                    saved = rs.getBytes(1);
                    savedKernel[0] = rs.getString(2);
                    savedKernel[1] = rs.getString(3);
                }
            }
            setFrames(c, gz.toByteArray(), "00000000deadbeef", "stale-thyme-0000");
        }
        try {
            ReplayViewModel vm = new ReplayViewModel(Jobs.inline());
            vm.loading().openServer(url(), id, OptionalLong.of(10));
            assertTrue(vm.loading().errorProperty().get().isEmpty(), () -> vm.loading().errorProperty().get().orElseThrow().render());
            AsPlayedViewModel played = vm.asPlayed();
            assertTrue(played.availableProperty().get());
            assertTrue(played.shownProperty().get(), "played under another kernel: drawn as played");
            assertEquals(1, played.departureProperty().get(), played.summaryProperty().get());
            assertTrue(played.summaryProperty().get().startsWith("As played under kernel stale-thyme-0000 vs this studio's"),
                    played.summaryProperty().get());
            double asPlayed = vm.scene().sceneProperty().get().frame().timeLeft();
            assertEquals(played.frameAt(10).orElseThrow().timeLeft(), asPlayed);
            assertEquals(java.util.Optional.of("as played, kernel stale-thyme-0000"), vm.scene().sceneProperty().get().banner());
            assertEquals(DiffViewModel.DiffMode.AS_PLAYED, vm.diff().modeProperty().get());
            assertEquals(java.util.List.of("time_left"), vm.diff().rows().stream().map(DiffRow::path).toList(),
                    "at tick 10 the fast clock is all that differs");

            played.shownProperty().set(false);
            double now = vm.scene().sceneProperty().get().frame().timeLeft();
            assertTrue(now > asPlayed, "this studio's kernel's clock runs slower: " + now + " vs " + asPlayed);
            played.goToDeparture();
            assertEquals(1, vm.tickProperty().get());
        } finally {
            try (Connection c = DriverManager.getConnection(db)) {
                setFrames(c, saved, savedKernel[0], savedKernel[1]);
            }
        }
    }

    private void setFrames(Connection c, byte[] body, String kernelId, String kernelName) throws Exception {
        try (PreparedStatement u = c.prepareStatement(
                "UPDATE replay_frames SET body = ?, kernel_id = ?, kernel_name = ? WHERE replay_id = ?")) {
            u.setBytes(1, body);
            u.setString(2, kernelId);
            u.setString(3, kernelName);
            u.setLong(4, id);
            assertEquals(1, u.executeUpdate());
        }
    }

    @Test
    void aServerThatIsDownOrARoundThatIsNotThereIsANamedError() throws Exception {
        int closed;
        try (ServerSocket s = new ServerSocket(0)) {
            closed = s.getLocalPort();
        }
        ReplayViewModel vm = new ReplayViewModel(Jobs.inline());
        vm.loading().openServer("http://127.0.0.1:" + closed, 1, OptionalLong.empty());
        assertEquals("server_unreachable", vm.loading().errorProperty().get().orElseThrow().code());
        vm.loading().openServer(url(), 9999, OptionalLong.empty());
        assertEquals("unknown_replay", vm.loading().errorProperty().get().orElseThrow().code());
        // A body damaged on the server's disk: the archive answers 422 corrupt_replay, said as such.
        java.nio.file.Path body = config.dataDir().resolve("replays").resolve(id + ".json.gz");
        byte[] saved = java.nio.file.Files.readAllBytes(body);
        try {
            java.nio.file.Files.write(body, java.util.Arrays.copyOf(saved, saved.length / 2));
            vm.loading().openServer(url(), id, OptionalLong.empty());
            assertEquals("corrupt_replay", vm.loading().errorProperty().get().orElseThrow().code());
        } finally {
            java.nio.file.Files.write(body, saved);
        }
        ArchiveBrowserViewModel b = new ArchiveBrowserViewModel(Jobs.inline());
        b.urlProperty().set("127.0.0.1:" + closed);
        b.refresh();
        assertTrue(b.messageProperty().get().startsWith("No answer from http://127.0.0.1:" + closed), b.messageProperty().get());
    }
}
