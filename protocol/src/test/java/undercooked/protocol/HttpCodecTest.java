package undercooked.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;

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

    @ParameterizedTest
    @CsvSource(textBlock = """
            CREATED
            PLAY_TEST
            TAKEOVER
            """)
    void aCreatedRoomReadsAndWritesBackTheSameText(String which) throws Exception {
        String text = (String) HttpCodecTest.class.getDeclaredField(which).get(null);
        assertEquals(text, HttpCodec.text(HttpCodec.write(HttpCodec.readCreatedRoom(text))));
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
