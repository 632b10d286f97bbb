package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import undercooked.protocol.HelloMsg;
import undercooked.protocol.WelcomeMsg;
import undercooked.server.ServerConfig;

/** A stopping server closes every socket with room_gone: its rooms lived in it and will not come back. */
class ServerStopIntegrationTest {
    @Test
    void stoppingTheServerClosesPlayersAndWatchersWithRoomGone() {
        ServerHarness h = new ServerHarness(ServerConfig.ephemeral());
        ServerHarness.Created room = h.createRoom("Ana");
        WsClient host = h.connect(room.code());
        host.send(new HelloMsg(2, Optional.of(room.token()), Optional.of("Ana")));
        host.expect(WelcomeMsg.class);
        WsClient watcher = h.connect(room.code());
        watcher.send(HelloMsg.watcher(Optional.empty(), Optional.of("Coach")));
        watcher.expect(WelcomeMsg.class);
        h.close();
        assertEquals(4401, host.closeCodeWithin(Duration.ofSeconds(5)));
        assertEquals(4401, watcher.closeCodeWithin(Duration.ofSeconds(5)));
    }
}
