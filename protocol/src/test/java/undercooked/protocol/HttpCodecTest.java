package undercooked.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The HTTP API's records read from answers a server gave (captured from a running server; the
 * server's HttpApiIntegrationTest checks the live answers the same way) and written back to the
 * same text, key for key; a broken answer is refused naming the key.
 */
class HttpCodecTest {

    /** {@code GET /api/rooms} of one node: a room in its lobby and one playing. */
    private static final String ROOMS = """
            {"rooms":[{"code":"DRYJV","state":"lobby","level":"01_first_shift","seats":1,"max_seats":4,"spectators":0,\
            "max_spectators":8,"round_no":0,"time_limit_s":180,"time_left_s":null},{"code":"KWPEP","state":"playing",\
            "level":"02_salad_bar","seats":2,"max_seats":4,"spectators":1,"max_spectators":8,"round_no":1,\
            "time_limit_s":10,"time_left_s":7.35}]}""";

    /** The same list from a node of many, one node's rooms only. */
    private static final String CLUSTER_ROOMS = """
            {"rooms":[{"code":"ABCDE","state":"lobby","level":null,"seats":1,"max_seats":4,"spectators":0,\
            "max_spectators":8,"round_no":0,"time_limit_s":null,"time_left_s":null,"node":"n1",\
            "ws_url":"ws://10.0.0.1:8080/ws/ABCDE"}],"partial":true}""";

    private static final String CREATED = """
            {"room_code":"JCAYP","you":{"token":"t-5f0c","seat":0,"host":true}}""";

    private static final String PLAY_TEST = """
            {"room_code":"UHKFX","level":"02_salad_bar__room_uhkfx","you":{"token":"t-77aa","seat":0,"host":true}}""";

    private static final String TAKEOVER = """
            {"room_code":"NVTJJ","level":"01_first_shift","takeover":{"tick":1500,"seats":["p0","p1","p2","p3"],\
            "prefix_ms":41.207},"you":{"token":"t-9e21","seat":0,"host":true},"node":"n2",\
            "ws_url":"ws://10.0.0.2:8080/ws/NVTJJ"}""";

    private static final String ERROR = """
            {"code":"room_full","message":"the server is at its room limit (20)"}""";

    /** {@code GET /api/stats} of a server with an archive, after a round; the echo measured; over its tick budget. */
    private static final String STATS = """
            {"rooms":2,"rooms_starting":1,"tick_budget_over":true,"tick_budget_reason":"the node is over its tick\
             budget: the machine's CPU was 91% busy over the last 2 s (budget 85%, rooms are taken again under 75%)",\
            "sockets":3,"sockets_on_loops":3,"send_queue_max":4,"protocol_closes":0,"abrupt_drops":1,"frames_paced":0,\
            "sockets_closing":0,"close_timeouts":0,"server_stalls":1,"sockets_refused_per_address":0,\
            "rooms_closed_idle":2,"takeovers_refused":0,"stall_frames_forgiven":7,"memory_mb":182.434,"tick_ms_p50":0.041,"tick_ms_p99":0.377,\
            "echo_ms_p50":0.912,"echo_ms_p99":4.118,"ticks":1260,"late_ticks":0,"rooms_aborted":0,\
            "session_write_failures":0,"inputs_received":311,"inputs_dropped":0,"stale_seqs":1,"clamped_moves":0,\
            "input_gaps":0,"events_dropped":0,"replays_archived":1,"archive_failures":0,"replays_deleted":0,\
            "archive_queue":0,"archive_spooled":0,"archive_dropped":0,"archive_write_errors":0,\
            "slow_ticks":[{"room":"QWERT","round":2,"tick":311,"cost_ms":4.512,"at_ms":1764644000000,"replay":17},\
            {"room":"ASDFG","round":1,"tick":40,"cost_ms":1.25,"at_ms":1764644001000}]}""";

    /** The same of an embedded server without an archive, before the first input. */
    private static final String STATS_NO_ARCHIVE = """
            {"rooms":0,"rooms_starting":0,"tick_budget_over":false,"sockets":0,"sockets_on_loops":0,"send_queue_max":0,"protocol_closes":0,"abrupt_drops":0,"frames_paced":0,\
            "sockets_closing":0,"close_timeouts":0,"server_stalls":0,"sockets_refused_per_address":0,\
            "rooms_closed_idle":0,"takeovers_refused":0,"stall_frames_forgiven":0,"memory_mb":95.5,"tick_ms_p50":0.0,"tick_ms_p99":0.0,\
            "echo_ms_p50":null,"echo_ms_p99":null,"ticks":0,"late_ticks":0,"rooms_aborted":0,\
            "session_write_failures":0,"inputs_received":0,"inputs_dropped":0,"stale_seqs":0,"clamped_moves":0,\
            "input_gaps":0,"events_dropped":0,"slow_ticks":[]}""";

    private static final String SESSION = """
            {"token":"b7Hq2kX9wQ","name":"Ana","unlocked":2,"unlocked_level":"02_salad_bar"}""";

    private static final String NEW_SESSION = """
            {"token":"Zp4mA0sLr1","name":"Cook","unlocked":0,"unlocked_level":null}""";

    /** {@code GET /api/replays?limit=2}: a full page (so a cursor), one damaged row, a bot cook. */
    private static final String REPLAYS = """
            {"replays":[{"id":12,"room":"KWPEP","round_no":2,"level":"01_first_shift","level_sha256":\
            "9f2c0e5a7d41b8e6c3a1f0d9e8b7a6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9","seed":18446744073709551615,\
            "result":"won","score":140,"stars":2,"ticks":3600,"started_at":1764632401000,"ended_at":1764632581000,\
            "players":[{"player_id":"p0","seat":0,"name":"Ana"},{"player_id":"p1","seat":1,"name":"Bot 1",\
            "bot":"expert"}]}],"skipped":[{"id":11,"reason":"truncated gzip"}],"next_before":11}""";

    private static final String LAST_REPLAYS = """
            {"replays":[],"skipped":[],"next_before":null}""";

    /** {@code GET /api/levels} of a two-level campaign. */
    private static final String LEVELS = """
            {"levels":[{"id":"01_first_shift","name":"First Shift","order":1,"time_limit_s":180,"target_score":60},\
            {"id":"02_salad_bar","name":"Salad Bar","order":2,"time_limit_s":180,"target_score":120}]}""";

    /**
     * {@code GET /api/replays/{id}/summary} in the shape the archive writes it: a person, a bot cook,
     * a seat nobody sat at (no share), the events by name.
     */
    private static final String SUMMARY = """
            {"id":7,"result":"lost","score":40,"target":120,"stars":0,"ticks":3600,"served":2,"missed":1,\
            "wasted":0,"seats":[{"player_id":"p0","seat":0,"name":"Ana","score":40,"dishes_served":2,"missed":1},\
            {"player_id":"p1","seat":1,"name":"Bot 1","bot":"expert","score":0,"dishes_served":0,"missed":0},\
            {"player_id":"p2","seat":2,"name":""}],"events":{"dropped":1,"ghost_park":0,"served":2}}""";

    @ParameterizedTest
    @CsvSource(textBlock = """
            LEVELS
            SUMMARY
            CREATED
            PLAY_TEST
            TAKEOVER
            STATS
            STATS_NO_ARCHIVE
            SESSION
            NEW_SESSION
            REPLAYS
            LAST_REPLAYS
            """)
    void aCapturedAnswerReadsIntoItsRecordAndWritesBackTheSameText(String which) throws Exception {
        String text = (String) HttpCodecTest.class.getDeclaredField(which).get(null);
        JsonNode written = switch (which) {
            case "CREATED", "PLAY_TEST", "TAKEOVER" -> HttpCodec.write(HttpCodec.readCreatedRoom(text));
            case "STATS", "STATS_NO_ARCHIVE" -> HttpCodec.write(HttpCodec.readStats(text));
            case "SESSION", "NEW_SESSION" -> HttpCodec.write(HttpCodec.readSessionAnswer(text));
            case "LEVELS" -> HttpCodec.write(HttpCodec.readLevelCatalog(text));
            case "SUMMARY" -> HttpCodec.write(HttpCodec.readReplaySummary(text));
            default -> HttpCodec.write(HttpCodec.readReplayListing(text));
        };
        assertEquals(text, HttpCodec.text(written));
    }

    @Test
    void aSummaryKeepsEachSeatsCookItsShareWhenItHasOneAndTheEventsByName() {
        ReplaySummary s = HttpCodec.readReplaySummary(SUMMARY);
        assertEquals(new ReplaySummary.Seat(new ReplayListing.Cook("p1", 1, "Bot 1", Optional.of("expert")),
                Optional.of(new ReplaySummary.Share(0, 0, 0))), s.seats().get(1));
        assertEquals(Optional.empty(), s.seats().get(2).share(), "a seat nobody sat at");
        assertEquals(List.of("dropped", "ghost_park", "served"), List.copyOf(s.events().keySet()));
        assertEquals(3600, s.ticks());
        assertEquals(new LevelCatalog.Entry("02_salad_bar", "Salad Bar", 2, 180, 120),
                HttpCodec.readLevelCatalog(LEVELS).levels().get(1));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            {"levels":[{"id":"a","name":"A","order":1,"time_limit_s":"180","target_score":1}]} | time_limit_s
            {"id":1,"result":"won","score":1,"target":1,"stars":1,"ticks":1,"served":1,"missed":0,"wasted":0,"seats":[]} | events
            {"id":1,"result":"won","score":1,"target":1,"stars":1,"ticks":1,"served":1,"missed":0,"wasted":0,"seats":[{"player_id":"p0","seat":0,"name":"A","score":1}],"events":{}} | dishes_served
            """)
    void aBrokenLevelListOrSummaryIsRefusedNamingTheKey(String text, String key) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> {
                    if (text.startsWith("{\"levels\"")) {
                        HttpCodec.readLevelCatalog(text);
                    } else {
                        HttpCodec.readReplaySummary(text);
                    }
                });
        assertTrue(e.getMessage().startsWith(key + ":"), e.getMessage());
    }

    @Test
    void aNewSessionHasNoLevelUnlockedYet() {
        assertEquals(new SessionAnswer("Zp4mA0sLr1", "Cook", 0, Optional.empty()), HttpCodec.readSessionAnswer(NEW_SESSION));
    }

    @Test
    void theCensusGroupsItsFiguresAndHasNoArchiveOrEchoWhenTheServerHasNone() {
        Stats st = HttpCodec.readStats(STATS);
        assertEquals(3, st.sockets().open());
        assertEquals(1, st.inputs().staleSeqs());
        assertEquals(OptionalDouble.of(4.118), st.ticks().echoMsP99());
        assertEquals(1, st.archive().orElseThrow().replaysArchived());
        assertEquals(1, st.admission().roomsStarting());
        assertTrue(st.admission().overBudget().orElseThrow().contains("91% busy"), st.admission().toString());
        Stats bare = HttpCodec.readStats(STATS_NO_ARCHIVE);
        assertEquals(Stats.Admission.TAKING, bare.admission());
        assertEquals(Optional.empty(), bare.archive());
        assertEquals(OptionalDouble.empty(), bare.ticks().echoMsP50());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> HttpCodec.readStats(STATS.replace("\"ticks\":1260", "\"ticks\":\"many\"")));
        assertEquals("ticks: expected a number", e.getMessage());
    }

    @Test
    void aSlowTickNamesItsReplayOnceArchivedAndAnOlderServerSendsNone() {
        List<Stats.SlowTick> slow = HttpCodec.readStats(STATS).slowTicks();
        assertEquals(new Stats.SlowTick("QWERT", 2, 311, 4.512, 1764644000000L, OptionalLong.of(17)), slow.get(0));
        assertEquals(OptionalLong.empty(), slow.get(1).replay());
        String older = STATS_NO_ARCHIVE.replace(",\"slow_ticks\":[]", "");
        assertEquals(List.of(), HttpCodec.readStats(older).slowTicks());
        String beforeAdmission = STATS.replaceFirst("\"rooms_starting\".*?,\"sockets\"", "\"sockets\"");
        assertEquals(Stats.Admission.TAKING, HttpCodec.readStats(beforeAdmission).admission(),
                "a server from before the admission keys reads as taking rooms");
        assertThrows(IllegalArgumentException.class, () -> HttpCodec.readStats(STATS.replace("\"tick\":311", "\"tick\":\"x\"")));
    }

    @Test
    void anArchivedRoundKeepsItsUnsignedSeedItsBotCookAndTheCursor() {
        ReplayListing l = HttpCodec.readReplayListing(REPLAYS);
        ReplayListing.Entry e = l.replays().getFirst();
        assertEquals(new BigInteger("18446744073709551615"), e.seed(), "a seed past Long.MAX_VALUE");
        assertEquals(List.of(new ReplayListing.Cook("p0", 0, "Ana", Optional.empty()),
                new ReplayListing.Cook("p1", 1, "Bot 1", Optional.of("expert"))), e.players());
        assertEquals(List.of(new ReplayListing.Skipped(11, "truncated gzip")), l.skipped());
        assertEquals(OptionalLong.of(11), l.nextBefore());
        assertEquals(OptionalLong.empty(), HttpCodec.readReplayListing(LAST_REPLAYS).nextBefore());
        IllegalArgumentException e2 = assertThrows(IllegalArgumentException.class,
                () -> HttpCodec.readReplayListing(REPLAYS.replace("18446744073709551615", "-1")));
        assertEquals("seed: expected an unsigned whole number", e2.getMessage());
    }

    @Test
    void aRoomListReadsIntoRowsAndWritesBackTheSameText() {
        RoomListing l = HttpCodec.readRoomListing(ROOMS);
        assertEquals(2, l.rooms().size());
        RoomRow playing = l.rooms().get(1);
        assertEquals(new RoomRow("KWPEP", RoomState.PLAYING, Optional.of("02_salad_bar"), 2, 4, 1, 8, 1,
                OptionalInt.of(10), OptionalDouble.of(7.35), Optional.empty(), Optional.empty()), playing);
        assertEquals(OptionalDouble.empty(), l.rooms().getFirst().timeLeftS());
        assertEquals(ROOMS, HttpCodec.text(HttpCodec.write(l)));
    }

    @Test
    void aClusterListKeepsEachRoomsNodeAndSocketAndSaysWhenItIsPartial() {
        RoomListing l = HttpCodec.readRoomListing(CLUSTER_ROOMS);
        assertTrue(l.partial());
        assertEquals(Optional.empty(), l.rooms().getFirst().level());
        assertEquals(Optional.of("ws://10.0.0.1:8080/ws/ABCDE"), l.rooms().getFirst().wsUrl());
        assertEquals(CLUSTER_ROOMS, HttpCodec.text(HttpCodec.write(l)));
    }

    @Test
    void aTakeoverAnswerCarriesItsTickSeatsAndPrefixTime() {
        CreatedRoom c = HttpCodec.readCreatedRoom(TAKEOVER);
        assertEquals(Optional.of(new TakeoverAnswer(1500, List.of("p0", "p1", "p2", "p3"), 41.207)), c.takeover());
        assertEquals(new CreatedRoom.Host("t-9e21", 0, true), c.you());
        assertEquals(Optional.of("n2"), c.node());
    }

    @Test
    void anErrorReadsAndWritesBackAndAnythingElseIsNoError() {
        ApiError e = HttpCodec.readApiError(ERROR).orElseThrow();
        assertEquals(new ApiError("room_full", "the server is at its room limit (20)"), e);
        assertEquals(ERROR, HttpCodec.text(HttpCodec.write(e)));
        assertEquals(Optional.empty(), HttpCodec.readApiError("<html>502 Bad Gateway</html>"));
        assertEquals(Optional.empty(), HttpCodec.readApiError("{\"status\":\"ok\"}"));
    }

    @Test
    void keysANewerServerAddsAreIgnored() {
        String withBots = ROOMS.replace("\"round_no\":0,", "\"round_no\":0,\"bots\":2,");
        assertEquals(HttpCodec.readRoomListing(ROOMS), HttpCodec.readRoomListing(withBots));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            {"rooms":{}}                                                                                    | rooms: expected an array
            {"rooms":[{"state":"lobby"}]}                                                                   | code: expected a string
            {"rooms":[{"code":"A","state":"cooking"}]}                                                      | state: unknown room state 'cooking'
            {"rooms":[{"code":"A","state":"lobby","seats":"1"}]}                                            | seats: expected a number
            {"rooms":[{"code":"A","state":"lobby","seats":1.5}]}                                            | seats: expected a whole number
            [1,2]                                                                                           | expected a JSON object
            """)
    void aBrokenRoomListIsRefusedNamingTheKey(String text, String why) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> HttpCodec.readRoomListing(text));
        assertEquals(why, e.getMessage());
    }

    @Test
    void aCreatedRoomWithoutItsHostSeatIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> HttpCodec.readCreatedRoom("{\"room_code\":\"ABCDE\"}"));
        assertEquals("you: expected an object", e.getMessage());
    }
}
