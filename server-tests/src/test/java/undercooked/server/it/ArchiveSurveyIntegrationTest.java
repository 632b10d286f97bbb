package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import undercooked.levels.RulesVersion;
import undercooked.levels.corpus.Filter;
import undercooked.levels.corpus.RoundSource;
import undercooked.levels.survey.FramePin;
import undercooked.levels.survey.Survey;
import undercooked.levels.survey.SurveyReport;
import undercooked.server.ServerConfig;
import undercooked.server.archive.ReplayArchive;
import undercooked.server.archive.TestRounds;
import undercooked.server.survey.FramesPin;
import undercooked.sim.KernelVariants;

/**
 * The archive as a regression corpus against a real server: rounds record the kernel they were
 * played under, the round's answer names it, and a survey over the server's HTTP archive finds
 * every round unchanged under the same build's kernel without writing anything.
 */
class ArchiveSurveyIntegrationTest {
    @TempDir
    Path data;

    @Test
    void roundsCarryTheirKernelAndASurveyOverTheServerFindsThemUnchangedAndWritesNothing() throws Exception {
        try (ServerHarness h = new ServerHarness(ServerConfig.ephemeral().with("data", data.toString()))) {
            ReplayArchive archive = h.server.services().archive().orElseThrow();
            archive.archive(TestRounds.played("AAAAA", "01_first_shift", "won", 1));
            archive.archive(TestRounds.played("AAAAA", "01_first_shift", "lost", 2));
            archive.archive(TestRounds.played("BBBBB", "02_salad_bar", "aborted", 3));
            assertTrue(archive.drain(5000));
            RulesVersion kernel = RulesVersion.current();
            OkHttpClient http = new OkHttpClient();
            String asPlayed;
            try (Response res = http.newCall(new Request.Builder()
                    .url("http://127.0.0.1:" + h.port() + "/api/replays/1").build()).execute()) {
                assertEquals(200, res.code());
                assertEquals(kernel.name() + " " + kernel.id(), res.header("Undercooked-Kernel"));
            }
            try (Response res = http.newCall(new Request.Builder()
                    .url("http://127.0.0.1:" + h.port() + "/api/replays/1/frames").build()).execute()) {
                assertEquals(200, res.code());
                assertEquals("as-played " + kernel.name() + " " + kernel.id(), res.header("Undercooked-Frames"),
                        "the round is drawn from the frames kept when it was archived");
                asPlayed = res.body().string();
            }
            try (Response res = http.newCall(new Request.Builder()
                    .url("http://127.0.0.1:" + h.port() + "/api/replays/1/frames?kernel=current").build()).execute()) {
                assertEquals(200, res.code());
                assertEquals("current " + kernel.name() + " " + kernel.id(), res.header("Undercooked-Frames"));
                assertEquals(asPlayed, res.body().string(), "the same kernel draws the same frames");
            }
            JsonNode summary = h.get("/api/replays/1/summary").body();
            assertEquals(kernel.id(), summary.get("kernel").get("id").asText());
            assertEquals(3_250, summary.get("ended_at").asLong());
            JsonNode before = h.get("/api/replays").body();

            try (RoundSource source = RoundSource.server(URI.create("http://127.0.0.1:" + h.port()), Filter.ALL)) {
                SurveyReport r = new Survey().run(source, Filter.ALL, (n, of) -> { });
                assertEquals(3, r.rounds(), r.toString());
                assertEquals(3, r.unchanged(), r.toString());
                assertEquals(0, r.problemCount(), r.toString());
                assertEquals(Map.of(kernel.name(), 3L), r.recordedUnder());
            }
            assertEquals(before, h.get("/api/replays").body(), "a survey writes nothing into the archive");
        }
    }

    /**
     * A server's golden keeps a hash every 20 ticks and no system hashes, so on its own it places a
     * changed round only within 20 ticks and by its result; the frames the round kept as played
     * pin the tick, the wire field and the system that writes it now.
     */
    @Test
    void aServersChangedRoundsArePinnedByTheFramesTheyKeptAsPlayed() throws Exception {
        try (ServerHarness h = new ServerHarness(ServerConfig.ephemeral().with("data", data.toString()))) {
            ReplayArchive archive = h.server.services().archive().orElseThrow();
            archive.archive(TestRounds.played("AAAAA", "01_first_shift", "won", 1));
            archive.archive(TestRounds.played("BBBBB", "02_salad_bar", "lost", 2));
            assertTrue(archive.drain(5000));
            URI base = URI.create("http://127.0.0.1:" + h.port());
            SurveyReport pinned;
            try (RoundSource source = RoundSource.server(base, Filter.ALL)) {
                pinned = new Survey(KernelVariants.fastClock(), "fast-clock", 2, new FramesPin())
                        .run(source, Filter.ALL, (n, of) -> { });
            }
            assertEquals(2, pinned.changed(), pinned.toString());
            assertEquals(1, pinned.groups().size(), pinned.toString());
            SurveyReport.Group g = pinned.groups().getFirst();
            assertEquals(Optional.of("round_timer"), g.system(), "the system that writes the clock (the variant changed it)");
            assertEquals("time_left", g.field());
            assertEquals(1, g.firstTick(), "the first substep, not the golden's tick 20");
            assertEquals(OptionalLong.of(0), g.examples().getFirst().lastMatch());

            SurveyReport unpinned;
            try (RoundSource source = RoundSource.server(base, Filter.ALL)) {
                unpinned = new Survey(KernelVariants.fastClock(), "fast-clock", 2, FramePin.NONE)
                        .run(source, Filter.ALL, (n, of) -> { });
            }
            assertEquals(Optional.empty(), unpinned.groups().getFirst().system(), "without frames: not pinned");
            assertEquals(20, unpinned.groups().getFirst().firstTick());
        }
    }
}
