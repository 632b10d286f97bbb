package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import undercooked.protocol.HelloMsg;
import undercooked.protocol.LobbyMsg;
import undercooked.protocol.Protocol;
import undercooked.protocol.WelcomeMsg;
import undercooked.server.ServerConfig;

/**
 * {@code welcome.rejoined} over real sockets: false for the first hello on any seat (the
 * creator's seat reserved by {@code POST /api/rooms} included) and for a socket replacing a live
 * one; true only for a seat that was connected, dropped and taken back within the grace.
 */
class WelcomeIntegrationTest {

    private final ServerHarness h = new ServerHarness(ServerConfig.ephemeral());

    @AfterEach
    void stop() {
        h.close();
    }

    private static HelloMsg hello(String token, String name) {
        return new HelloMsg(Protocol.PROTOCOL_VERSION, Optional.of(token), Optional.of(name));
    }

    private WelcomeMsg join(WsClient c, String token, String name) {
        c.send(hello(token, name));
        return c.expect(WelcomeMsg.class);
    }

    @Test
    void theCreatorsFirstHelloOnItsReservedSeatIsNotARejoin() {
        ServerHarness.Created room = h.createRoom("Ana");
        WsClient ana = h.connect(room.code());

        WelcomeMsg w = join(ana, room.token(), "Ana");

        assertEquals(0, w.you().seat());
        assertTrue(w.you().host());
        assertFalse(w.rejoined(), "the seat was reserved, never connected");
        ana.close();
    }

    @Test
    void aGuestsFirstHelloOnAFreeSeatIsNotARejoin() {
        ServerHarness.Created room = h.createRoom("Ana");

        WelcomeMsg w = join(h.connect(room.code()), "tok-guest-bo", "Bo");

        assertEquals(1, w.you().seat());
        assertFalse(w.rejoined());
    }

    @Test
    void aSeatConnectedDroppedAndTakenBackInItsGraceIsARejoin() {
        ServerHarness.Created room = h.createRoom("Ana");
        WsClient ana = h.connect(room.code());
        join(ana, room.token(), "Ana");
        WsClient bo = h.connect(room.code());
        assertFalse(join(bo, "tok-guest-bo", "Bo").rejoined());
        ana.expect(LobbyMsg.class, l -> l.seats().size() == 2 && l.seats().get(1).connected());

        bo.close(); // the TCP connection ends without a close frame: the seat waits out its grace
        ana.expect(LobbyMsg.class, l -> l.seats().size() == 2 && !l.seats().get(1).connected());
        WelcomeMsg back = join(h.connect(room.code()), "tok-guest-bo", "Bo");

        assertEquals(1, back.you().seat());
        assertTrue(back.rejoined());
    }

    @Test
    void theCreatorsSeatOnceConnectedAndDroppedIsARejoinToo() {
        ServerHarness.Created room = h.createRoom("Ana");
        WsClient ana = h.connect(room.code());
        join(ana, room.token(), "Ana");
        WsClient bo = h.connect(room.code());
        join(bo, "tok-guest-bo", "Bo");
        bo.expect(LobbyMsg.class, l -> l.seats().size() == 2 && l.seats().getFirst().connected());

        ana.close();
        bo.expect(LobbyMsg.class, l -> !l.seats().getFirst().connected());
        WelcomeMsg back = join(h.connect(room.code()), room.token(), "Ana");

        assertEquals(0, back.you().seat());
        assertTrue(back.rejoined());
    }

    @Test
    void aSecondSocketTakingALiveSeatIsNotARejoin() {
        ServerHarness.Created room = h.createRoom("Ana");
        WsClient first = h.connect(room.code());
        join(first, room.token(), "Ana");

        WelcomeMsg second = join(h.connect(room.code()), room.token(), "Ana");

        assertFalse(second.rejoined(), "an eviction of a live socket");
        assertEquals(4403, first.closeCode());
    }
}
