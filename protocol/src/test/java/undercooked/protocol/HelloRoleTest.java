package undercooked.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import org.junit.jupiter.api.Test;

/** The watcher's handshake (protocol 2): how {@code hello.role} and {@code welcome.you.role} read and write. */
class HelloRoleTest {

    private final WireCodec codec = new WireCodec();

    @Test
    void aWatchersHelloIsWrittenWithItsRoleAndReadBack() {
        String text = codec.encode(HelloMsg.watcher(Optional.of("tok-w"), Optional.of("Coach")));
        assertEquals("{\"type\":\"hello\",\"p\":4,\"token\":\"tok-w\",\"name\":\"Coach\",\"role\":\"watch\"}", text);
        HelloMsg read = (HelloMsg) codec.decodeClient(text).message().orElseThrow();
        assertTrue(read.watching());
        assertEquals(Optional.of(Role.WATCH), read.role());
    }

    @Test
    void aVersionOneHelloWithoutARoleIsAPlayersAsBefore() {
        HelloMsg read = (HelloMsg) codec.decodeClient("{\"type\":\"hello\",\"p\":1,\"token\":\"t\"}").message().orElseThrow();
        assertEquals(Optional.empty(), read.role());
        assertFalse(read.watching());
        HelloMsg nulled = (HelloMsg) codec.decodeClient("{\"type\":\"hello\",\"p\":2,\"role\":null}").message().orElseThrow();
        assertEquals(Optional.empty(), nulled.role(), "an explicit null is the same as leaving it out");
        HelloMsg play = (HelloMsg) codec.decodeClient("{\"type\":\"hello\",\"p\":2,\"role\":\"play\"}").message().orElseThrow();
        assertFalse(play.watching());
    }

    @Test
    void anUnknownRoleIsABadFieldNamingRole() {
        Rejection r = codec.decodeClient("{\"type\":\"hello\",\"p\":2,\"role\":\"spectator\"}").rejection().orElseThrow();
        assertEquals(ErrorCode.BAD_FIELD, r.code());
        assertEquals(Optional.of("role"), r.field());
        assertTrue(r.message().contains("play, watch or null"), r.message());
    }

    @Test
    void aWelcomeSaysWhetherTheViewerPlaysOrWatches() {
        WelcomeMsg w = new WelcomeMsg(new YouWire("tok-w", 4, false, Role.WATCH), "ABCDE", RoomState.LOBBY,
                Optional.empty(), java.util.List.of(), false);
        String text = codec.encode(w);
        assertTrue(text.contains("\"you\":{\"token\":\"tok-w\",\"seat\":4,\"host\":false,\"role\":\"watch\"}"), text);
        assertEquals(w, codec.decodeServer(text).message().orElseThrow());
        assertEquals(Role.PLAY, new YouWire("t", 0, true).role(), "a seated player's place is play");
    }

    @Test
    void aLobbyCountsEveryWatcherEvenWhenItNamesOnlyTheFirst() {
        LobbyMsg l = new LobbyMsg("ABCDE", RoomState.PLAYING, Optional.empty(), java.util.OptionalInt.empty(), false,
                java.util.List.of(), java.util.List.of(new SpectatorWire("Eve", "grey")), 1000,
                java.util.OptionalInt.empty(), 1);
        String text = codec.encode(l);
        assertTrue(text.contains("\"spectator_count\":1000"), text);
        assertEquals(l, codec.decodeServer(text).message().orElseThrow());
    }

    @Test
    void aVersionOneServersWelcomeAndLobbyStillReadWithoutTheNewFields() {
        WelcomeMsg w = (WelcomeMsg) codec.decodeServer("{\"type\":\"welcome\",\"p\":1,\"you\":{\"token\":\"t\",\"seat\":0,"
                + "\"host\":true},\"room\":\"AB\",\"state\":\"lobby\",\"level\":null,\"seats\":[],\"rejoined\":false}")
                .message().orElseThrow();
        assertEquals(Role.PLAY, w.you().role());
        LobbyMsg l = (LobbyMsg) codec.decodeServer("{\"type\":\"lobby\",\"p\":1,\"code\":\"AB\",\"state\":\"lobby\","
                + "\"level\":null,\"host_seat\":null,\"can_start\":false,\"seats\":[],"
                + "\"spectators\":[{\"name\":\"Eve\",\"color\":\"grey\"}],\"unlocked\":null,\"round_no\":0}")
                .message().orElseThrow();
        assertEquals(1, l.spectatorCount(), "a v1 list named every watcher");
    }
}
