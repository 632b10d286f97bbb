package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import okhttp3.Request;
import okhttp3.Response;
import undercooked.protocol.Eventually;
import undercooked.protocol.HelloMsg;
import undercooked.protocol.InputMsg;
import undercooked.protocol.Vec2Msg;
import undercooked.protocol.WelcomeMsg;
import undercooked.server.ServerConfig;

/**
 * {@code /metrics} on a real server: the scrape is valid Prometheus text, its meters move when a
 * room plays, they agree with {@code /api/stats}, OpenMetrics carries the slow ticks as exemplars,
 * and every metric the shipped Grafana dashboard queries exists.
 */
class MetricsIntegrationTest {

    private final ServerHarness h = new ServerHarness(ServerConfig.ephemeral()
            .with("round_seconds", "10").with("test_mode", "1"));

    @AfterEach
    void stop() {
        h.close();
    }

    private String scrape(String accept) throws IOException {
        Request.Builder r = new Request.Builder().url("http://127.0.0.1:" + h.port() + "/metrics").get();
        if (accept != null) {
            r.header("Accept", accept);
        }
        try (Response res = h.http.newCall(r.build()).execute()) {
            assertEquals(200, res.code());
            String type = res.header("Content-Type", "");
            assertTrue(accept == null ? type.startsWith("text/plain") : type.startsWith("application/openmetrics-text"),
                    "content type " + type);
            return res.body().string();
        }
    }

    private PromText metrics() {
        try {
            return PromText.parse(scrape(null));
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void aScrapeIsPrometheusTextAndItsMetersMoveWhenARoomPlays() throws Exception {
        PromText before = metrics();
        assertEquals(0.0, before.value("undercooked_rooms{state=\"playing\"}").orElseThrow());
        assertTrue(before.has("jvm_memory_used_bytes"), "the JVM's own meters are there");
        assertTrue(before.has("process_resident_memory_bytes"), "and the process's memory");
        assertEquals(0.0, before.value("undercooked_tick_budget_over").orElseThrow(), "an idle node takes rooms");
        assertEquals(0.0, before.value("undercooked_rooms_starting").orElseThrow(), "no room yet");
        String build = "undercooked_build_info{kernel=\"" + undercooked.levels.RulesVersion.current().id()
                + "\",kernel_name=\"" + undercooked.levels.RulesVersion.current().name()
                + "\",protocol=\"" + undercooked.protocol.Protocol.PROTOCOL_VERSION + "\",version=\""
                + undercooked.protocol.BuildVersion.current() + "\"}";
        assertEquals(1.0, before.value(build).orElseThrow(() -> new AssertionError("no " + build)), "which build the node runs");
        assertTrue(undercooked.protocol.BuildVersion.current().matches("[0-9]+\\.[0-9]+.*"), "the build stamped a version");

        ServerHarness.Solo solo = h.soloRound("Ana");
        ServerHarness.Created room = solo.room();
        WsClient host = solo.host();
        host.send(new InputMsg(1, new Vec2Msg(0, -1), false, Optional.empty()));
        host.send(new InputMsg(2, Vec2Msg.ZERO, false, Optional.empty()));
        host.sendRaw("{\"type\":\"nonsense\"}");

        PromText playing = Eventually.last(Duration.ofSeconds(10), this::metrics,
                m -> m.value("undercooked_echo_latency_seconds_count").orElse(0) > 0
                        && m.value("undercooked_inputs_received_total").orElse(0) >= 2
                        && m.value("undercooked_rooms{state=\"playing\"}").orElse(0) == 1);
        assertEquals(1.0, playing.value("undercooked_sockets").orElseThrow());
        assertEquals(1.0, playing.value("undercooked_seats").orElseThrow());
        double ticks = playing.value("undercooked_ticks_total").orElseThrow();
        assertTrue(ticks > before.value("undercooked_ticks_total").orElseThrow(), "ticks counted");
        assertEquals(ticks, playing.value("undercooked_tick_duration_seconds_count").orElseThrow(), 40.0,
                "every tick is in the histogram (the two reads are a few ticks apart)");
        assertTrue(playing.value("undercooked_inputs_received_total").orElseThrow() >= 2, "inputs counted");
        assertTrue(playing.value("undercooked_tick_duration_seconds_bucket{le=\"+Inf\"}").isPresent());

        assertTrue(playing.value("undercooked_tick_system_seconds_total{system=\"movement\"}").orElseThrow() > 0,
                "time in the movement system is counted");
        assertTrue(playing.value("undercooked_kernel_substeps_total").orElseThrow() > 0);
        double sent = playing.value("undercooked_ws_frames_sent_total").orElseThrow();
        double received = playing.value("undercooked_ws_frames_received_total").orElseThrow();
        assertTrue(sent > 0 && received >= 4, "frames both ways: " + sent + " out, " + received + " in");
        assertTrue(playing.value("undercooked_ws_sent_bytes_total").orElseThrow() >= 2 * sent, "bytes with heads");
        assertTrue(playing.value("undercooked_ws_received_bytes_total").orElseThrow() >= 6 * received,
                "a client frame is at least its 6-byte head and mask");
        // The unknown message type is refused as a frame, before it is read as a message.
        PromText refused = Eventually.last(Duration.ofSeconds(5), this::metrics,
                m -> m.value("undercooked_errors_sent_total{code=\"unknown_type\",refused=\"frame\"}").orElse(0) >= 1);
        assertEquals(0.0, refused.value("undercooked_errors_sent_total{code=\"unknown_type\",refused=\"input\"}")
                .orElseThrow(), "counted as what it refused, once");
        assertEquals(0.0, refused.value("undercooked_errors_sent_total{code=\"room_full\",refused=\"hello\"}")
                .orElseThrow(), "every code is a series for every kind, 0 until sent");
        // The send queues now: one socket, read by the test as it comes, so nothing dropped.
        assertTrue(refused.value("undercooked_send_queue_frames").orElseThrow() >= 0);
        assertTrue(refused.value("undercooked_send_queue_deepest_frames").orElseThrow()
                <= refused.value("undercooked_send_queue_max_frames").orElseThrow(), "now is never deeper than ever");
        assertEquals(0.0, refused.value("undercooked_send_queue_dropped_frames_total").orElseThrow());
        assertEquals(0.0, refused.value("undercooked_directory_heartbeats_total").orElseThrow(), "no directory here");

        JsonNode stats = h.get("/api/stats").body();
        assertTrue(stats.get("slow_ticks").size() >= 1, stats.toString());
        JsonNode slowest = stats.get("slow_ticks").get(0);
        assertEquals(room.code(), slowest.get("room").asText(), "the only room has the slowest tick");
        assertTrue(slowest.get("cost_ms").asDouble() > 0 && !slowest.has("replay"), "no replay while it plays");
        assertEquals(stats.get("rooms").asDouble(), playing.value("undercooked_rooms{state=\"playing\"}").orElseThrow());
        assertEquals(stats.get("sockets").asDouble(), playing.value("undercooked_sockets").orElseThrow());
        assertEquals(stats.get("replays_archived").asDouble(),
                playing.value("undercooked_replays_archived_total").orElseThrow(), "the archive's figures agree");
    }

    @Test
    void openMetricsCarriesTheSlowestTicksAsExemplarsNamingRoomRoundAndTick() throws Exception {
        ServerHarness.Created room = h.createRoom("Ana");
        WsClient host = h.connect(room.code()).keepAlive();
        host.send(new HelloMsg(1, Optional.of(room.token()), Optional.of("Ana")));
        host.expect(WelcomeMsg.class);
        String text = Eventually.last(Duration.ofSeconds(10), () -> {
            try {
                return scrape("application/openmetrics-text; version=1.0.0");
            } catch (IOException e) {
                throw new AssertionError(e);
            }
        }, t -> t.contains("# {room=\"" + room.code() + "\""));
        assertTrue(text.endsWith("# EOF\n"), "an OpenMetrics body ends with # EOF");
        Matcher m = Pattern.compile("undercooked_tick_duration_seconds_bucket\\{le=\"[^\"]+\"\\} \\d+ # \\{room=\""
                + room.code() + "\",round=\"\\d+\",tick=\"\\d+\"\\} [0-9.eE-]+").matcher(text);
        assertTrue(m.find(), "an exemplar on a tick bucket names the room, round and tick:\n" + text.lines()
                .filter(l -> l.startsWith("undercooked_tick_duration")).toList());
        for (String line : text.split("\n")) {
            if (line.startsWith("undercooked_") && !line.contains(" # {")) {
                assertTrue(!line.contains(room.code()), "no room code in a series' labels: " + line);
            }
        }
    }

    @Test
    void aScrapeDuringADrainAnswersWhileReadinessSaysDraining() {
        h.createRoom("Ana");
        assertTrue(h.server.drain(0), "nothing plays: the drain ends at once");
        ServerHarness.Reply ready = h.get("/readyz");
        assertEquals(503, ready.status(), "a draining node takes no new players: " + ready.body());
        PromText scrape = metrics();
        assertTrue(scrape.has("undercooked_ticks_total") && scrape.has("jvm_memory_used_bytes"),
                "the scrape answers during the drain");
    }

    @Test
    void everyMetricTheDashboardQueriesExists() throws IOException {
        Path dashboard = Path.of(System.getProperty("user.dir")).getParent()
                .resolve("packaging/observability/grafana-dashboard.json");
        JsonNode root = new ObjectMapper().readTree(Files.readString(dashboard));
        List<String> exprs = new ArrayList<>();
        root.get("panels").forEach(p -> {
            if (p.has("targets")) {
                p.get("targets").forEach(t -> exprs.add(t.get("expr").asText()));
            }
        });
        assertTrue(exprs.size() >= 10, "the dashboard has its panels' queries: " + exprs.size());
        PromText scrape = metrics();
        Pattern metric = Pattern.compile("\\b((?:undercooked|jvm|process)_[a-z0-9_]+)\\b");
        TreeSet<String> missing = new TreeSet<>();
        for (String e : exprs) {
            Matcher m = metric.matcher(e);
            while (m.find()) {
                if (!scrape.has(m.group(1))) {
                    missing.add(m.group(1));
                }
            }
        }
        assertTrue(missing.isEmpty(), "metrics the dashboard queries but the server does not serve: " + missing);
    }
}
