package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import org.junit.jupiter.api.Test;

import undercooked.protocol.CloseCode;
import undercooked.protocol.ErrMsg;
import undercooked.protocol.ErrorCode;
import undercooked.protocol.HelloMsg;
import undercooked.protocol.WelcomeMsg;
import undercooked.server.ServerConfig;

/**
 * A stopping node (the SIGTERM path: drain, then stop) tells a room's players why before it closes
 * their sockets: {@code err room_gone}, then close 4401, as a room closed any other way does.
 */
class StopNoticeIntegrationTest {

    @Test
    void aDrainedAndStoppedNodeSendsItsPlayersRoomGoneBeforeClose4401() {
        ServerHarness h = new ServerHarness(ServerConfig.ephemeral());
        WsClient ana;
        String code;
        try {
            ServerHarness.Created room = h.createRoom("Ana");
            code = room.code();
            ana = h.connect(room.code()).keepAlive();
            ana.send(new HelloMsg(1, Optional.of(room.token()), Optional.of("Ana")));
            ana.expect(WelcomeMsg.class);
            h.server.drain(0);
        } finally {
            h.close();
        }
        ErrMsg told = ana.expect(ErrMsg.class);
        assertEquals(ErrorCode.ROOM_GONE, told.code(), told.toString());
        assertTrue(told.msg().startsWith("server_stopping: room " + code), "why it closed: " + told.msg());
        assertEquals(CloseCode.ROOM_GONE.code(), ana.closeCode());
    }
}
