package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;

import undercooked.levels.Campaign;
import undercooked.levels.LevelLoader;
import undercooked.levels.LevelWriter;
import undercooked.levels.ReplayFiles;
import undercooked.protocol.HelloMsg;
import undercooked.protocol.HttpCodec;
import undercooked.protocol.InputMsg;
import undercooked.protocol.LobbyMsg;
import undercooked.protocol.PlayerSnap;
import undercooked.protocol.ReadyMsg;
import undercooked.protocol.ReplaySummary;
import undercooked.protocol.RoundMsg;
import undercooked.protocol.SnapMsg;
import undercooked.protocol.StartMsg;
import undercooked.protocol.Vec2Msg;
import undercooked.protocol.WelcomeMsg;
import undercooked.server.ServerConfig;
import undercooked.sim.Comparison;
import undercooked.sim.Golden;
import undercooked.sim.InputScript;
import undercooked.sim.Kitchen;
import undercooked.sim.ReplayResult;
import undercooked.sim.ReplayRun;
import undercooked.sim.TickHash;

/**
 * The project's proof that what spectators saw is what a replay shows: a live round over real
 * sockets (a cook who picks an item, drops off and is parked, then rejoins; a bot streaming frames
 * faster than the tick; a seated cook who never sends one), archived by the server, downloaded
 * over HTTP and run through the harness, gives the live hash back at every recorded tick.
 */
class LiveReplayIntegrationTest {

    private final ServerHarness h = new ServerHarness(ServerConfig.ephemeral()
            .with("round_seconds", "10").with("test_mode", "1"));

    @TempDir
    Path downloads;

    @AfterEach
    void stop() {
        h.close();
    }

    @Test
    void anArchivedLiveRoundReplaysToTheLiveHashAtEveryRecordedTick() throws Exception {
        ServerHarness.Created room = h.createRoom("Ana");
        WsClient host = h.connect(room.code()).keepAlive();
        host.send(new HelloMsg(1, Optional.of(room.token()), Optional.of("Ana")));
        host.expect(WelcomeMsg.class);
        WsClient bot = h.connect(room.code()).keepAlive();
        bot.send(new HelloMsg(1, Optional.of("tok-secret-bot"), Optional.of("Bo")));
        bot.expect(WelcomeMsg.class);
        WsClient silent = h.connect(room.code()).keepAlive();
        silent.send(new HelloMsg(1, Optional.of("tok-secret-cy"), Optional.of("Cy")));
        silent.expect(WelcomeMsg.class);
        bot.send(new ReadyMsg());
        silent.send(new ReadyMsg()); // every connected guest readies before a start (docs/ROOMS.md); Cy is silent after
        // Not just any lobby that can start: the host's first one, alone in the room, could too,
        // and a start sent on it lands after Bo and Cy joined and before both are ready (refused).
        host.expect(LobbyMsg.class, l -> l.canStart() && l.seats().size() == 3 && l.seats().get(1).ready()
                && l.seats().get(2).ready());
        host.send(new StartMsg());
        bot.expect(SnapMsg.class, s -> true, Duration.ofSeconds(6));

        AtomicBoolean over = new AtomicBoolean();
        Thread streaming = Thread.ofVirtual().start(() -> stream(bot, over));

        long seq = 1;
        host.send(new InputMsg(seq++, new Vec2Msg(0, -1), false, Optional.empty()));
        host.waitFor(() -> host.cook("p0").map(p -> p.y() < 2.7).orElse(false), "the host walked up");
        host.send(new InputMsg(seq++, Vec2Msg.ZERO, true, Optional.empty()));
        host.send(new InputMsg(seq++, Vec2Msg.ZERO, false, Optional.empty()));
        host.waitFor(() -> host.cook("p0").flatMap(PlayerSnap::held).isPresent(), "the host holds an item");

        assertEquals(200, h.post("/api/test/kill_socket/" + room.code() + "/" + room.token(), "{}").status());
        silent.expect(SnapMsg.class, s -> s.raw().events().stream()
                .anyMatch(e -> e.kind().equals("dropped") || e.kind().equals("ghost_park")), Duration.ofSeconds(6));
        WsClient back = h.connect(room.code()).keepAlive();
        back.send(new HelloMsg(1, Optional.of(room.token()), Optional.of("Ana")));
        back.expect(WelcomeMsg.class);
        back.send(new InputMsg(1, new Vec2Msg(1, 0), false, Optional.empty()));

        // The round's frames go to its spool file as their chunks fill (FrameLogTest): the file is
        // there while the round plays, and gone once the round is archived.
        Path spool = h.server.services().config().dataDir().resolve("spool");
        host.waitFor(() -> Files.isDirectory(spool) && spoolCount(spool) == 1, "the round's spool file");
        silent.expect(RoundMsg.class, r -> true, Duration.ofSeconds(15));
        over.set(true);
        streaming.join(2000);

        JsonNode entry = h.awaitReplay();
        assertEquals(0, spoolCount(spool), "the spool file goes with the round");
        // What the round moved in /metrics: the archive's write and its latency, the session writes
        // (three guests' sessions), the ticks and the refusals by what they refused.
        PromText m = PromText.parse(h.download("/metrics"));
        assertEquals(1.0, m.value("undercooked_replays_archived_total").orElseThrow(), "the round archived");
        assertEquals(1.0, m.value("undercooked_archive_write_seconds_count").orElseThrow(), "its write timed");
        assertEquals(1.0, m.value("undercooked_archive_write_seconds_bucket{le=\"+Inf\"}").orElseThrow());
        assertTrue(m.value("undercooked_archive_write_seconds_sum").orElseThrow() > 0, "a write takes time");
        assertTrue(m.value("undercooked_session_writes_total").orElseThrow() >= 1, "the sessions were written");
        assertEquals(0.0, m.value("undercooked_session_write_failures_total").orElseThrow());
        assertTrue(m.value("undercooked_ticks_total").orElseThrow() >= 200, "a 10 s round's ticks");
        assertTrue(m.value("undercooked_late_ticks_total").isPresent());
        long id = entry.get("id").asLong();
        assertEquals(room.code(), entry.get("room").asText());
        // The round's slow ticks in /api/stats now name its replay, so an operator opens the tick.
        List<JsonNode> slowOfRound = new java.util.ArrayList<>();
        h.get("/api/stats").body().get("slow_ticks").forEach(t -> {
            if (t.get("room").asText().equals(room.code()) && t.get("round").asInt() == entry.get("round_no").asInt()) {
                slowOfRound.add(t);
            }
        });
        assertFalse(slowOfRound.isEmpty(), "the round's ticks are among the node's slowest (its only room)");
        slowOfRound.forEach(t -> assertEquals(id, t.path("replay").asLong(-1), t.toString()));
        assertEquals("lost", entry.get("result").asText());
        String script = h.download("/api/replays/" + id);
        String golden = h.download("/api/replays/" + id + "/golden");
        String level = h.download("/api/replays/" + id + "/level");
        String summary = h.download("/api/replays/" + id + "/summary");
        for (String text : List.of(script, golden, level, summary, entry.toString())) {
            assertFalse(text.contains(room.token()) || text.contains("tok-secret"), "no token in any replay text");
        }

        InputScript s = ReplayFiles.parseScript(script, "script", "script").value().orElseThrow();
        Golden g = ReplayFiles.parseGolden(golden, "golden").value().orElseThrow();
        assertEquals(List.of("p0", "p1", "p2"), s.seats(), "the silent seat is seated");
        assertEquals(1, s.parks().size(), "the dropped host's item was parked once");
        assertTrue(s.frames().stream().noneMatch(f -> f.playerId().equals("p2")), "p2 never sent a frame");
        assertTrue(g.hashes().size() >= 200 / 20, "a live hash every 20 ticks: " + g.hashes().size());
        assertTrue(g.hashes().stream().allMatch(t -> t.tick() % 20 == 0 || t.tick() == g.finalTick()));

        Kitchen kitchen = LevelLoader.parse(level, "level").level().orElseThrow().kitchen();
        ReplayResult run = ReplayRun.run(kitchen, s, g.finalTick());
        Comparison c = ReplayRun.compare(run, g);
        assertTrue(c.matches(), () -> "diverged: " + c.divergence());
        assertEquals(g.hashes().size(), c.checked());
        assertEquals(g.hashes().stream().map(TickHash::hash).toList(),
                run.hashes().stream().filter(t -> g.hashes().stream().anyMatch(x -> x.tick() == t.tick()))
                        .map(TickHash::hash).toList());

        ReplaySummary sum = HttpCodec.readReplaySummary(summary);
        assertEquals(summary, HttpCodec.text(HttpCodec.write(sum)), "the summary is the protocol's record key for key");
        assertEquals("lost", sum.result());
        assertEquals(3, sum.seats().size());
        assertEquals("Bo", sum.seats().get(1).cook().name());
        assertTrue(sum.events().getOrDefault("dropped", 0L) + sum.events().getOrDefault("ghost_park", 0L) == 1);

        // Through the real CLI: the pair checks with the level as played beside it, and with nothing
        // beside it (the script carries the level as played); the campaign's uncapped level beside
        // it is another text, which the recorded level hash names.
        Path dir = Files.createDirectories(downloads.resolve("with_level"));
        Files.writeString(dir.resolve("round.json"), script);
        Files.writeString(dir.resolve("round.golden.json"), golden);
        Files.writeString(dir.resolve(s.levelId() + ".json"), level);
        ReplayCliRun with = ReplayCliRun.of("check", dir.resolve("round.json").toString());
        assertEquals(0, with.exit(), with.out());
        Path bare = Files.createDirectories(downloads.resolve("bare"));
        Files.writeString(bare.resolve("round.json"), script);
        Files.writeString(bare.resolve("round.golden.json"), golden);
        ReplayCliRun without = ReplayCliRun.of("check", bare.resolve("round.json").toString());
        assertEquals(0, without.exit(), "the script carries its level: " + without.out());
        Path other = Files.createDirectories(downloads.resolve("campaign_beside"));
        Files.writeString(other.resolve("round.json"), script);
        Files.writeString(other.resolve("round.golden.json"), golden);
        Files.writeString(other.resolve(s.levelId() + ".json"), LevelWriter.write(
                Campaign.builtIn().load(s.levelId()).orElseThrow()));
        ReplayCliRun changed = ReplayCliRun.of("check", other.resolve("round.json").toString());
        assertEquals(1, changed.exit());
        assertTrue(changed.out().contains("LEVEL CHANGED"), changed.out());

        List.of(host, bot, silent, back).forEach(WsClient::close);
    }

    /** Frames faster than the tick, with bursts, so some ticks hold several frames of one cook. */
    private static long spoolCount(Path spool) {
        try (java.util.stream.Stream<Path> s = Files.list(spool)) {
            return s.count();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static void stream(WsClient bot, AtomicBoolean over) {
        long seq = 1;
        double[][] moves = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}, {0.6, 0.8}, {0, 0}};
        for (int n = 0; !over.get() && n < 600; n++) {
            double[] m = moves[(n / 9) % moves.length];
            bot.send(new InputMsg(seq++, new Vec2Msg(m[0], m[1]), n % 7 == 0, Optional.empty()));
            if (n % 20 == 0) {
                bot.send(new InputMsg(seq++, new Vec2Msg(-m[0], -m[1]), true, Optional.empty()));
            }
            try {
                Thread.sleep(35);
            } catch (InterruptedException e) {
                return;
            }
        }
    }
}
