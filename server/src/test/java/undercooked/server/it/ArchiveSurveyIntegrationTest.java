package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.nio.file.Path;
import java.util.Map;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import undercooked.levels.RulesVersion;
import undercooked.levels.corpus.Filter;
import undercooked.levels.corpus.RoundSource;
import undercooked.levels.survey.Survey;
import undercooked.levels.survey.SurveyReport;
import undercooked.server.ServerConfig;
import undercooked.server.archive.ReplayArchive;
import undercooked.server.archive.TestRounds;

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
}
