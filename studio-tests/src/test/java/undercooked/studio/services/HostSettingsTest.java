package undercooked.studio.services;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import undercooked.server.ServerConfig;

/** The local host's settings become a server config through the server's own table. */
class HostSettingsTest {

    @Test
    void aLocalHostNeverRefusesRoomsForTheMachinesLoad() {
        ServerConfig c = new HostSettings().config().config().orElseThrow();
        assertEquals(0.0, c.tickBudgetLatePct(), "late ticks on a designer's busy machine refuse no play-test");
        assertEquals(0.0, c.cpuBudgetPct(), "nor does its CPU");
        assertTrue(ServerConfig.defaults().tickBudgetLatePct() > 0, "where a fleet node's default is on");
        assertEquals("127.0.0.1", c.host(), "and it stays on this machine unless opened");
    }
}
