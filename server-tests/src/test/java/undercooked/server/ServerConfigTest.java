package undercooked.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

class ServerConfigTest {

    @Test
    void aFlagBeatsTheEnvironmentWhichBeatsTheDefault() {
        ServerConfig c = ServerConfig.parse(List.of("--port", "9000", "--max-rooms=3"),
                Map.of("UNDERCOOKED_PORT", "7000", "UNDERCOOKED_TICK_HZ", "40", "UNDERCOOKED_GUEST_IDLE_TIMEOUT_S", "10"));
        assertEquals(9000, c.port());
        assertEquals(3, c.maxRooms());
        assertEquals(40, c.tickHz());
        assertEquals(10.0, c.seatGraceS());
        assertEquals("127.0.0.1", c.host());
    }

    @Test
    void everySettingHasAnEnvironmentVariableAndAFlag() {
        ServerConfig defaults = ServerConfig.defaults();
        for (Setting s : Setting.values()) {
            String value = s.valueIn(defaults);
            assertEquals(defaults, ServerConfig.parse(List.of(s.flag(), value), Map.of()), s.flag());
            assertEquals(defaults, ServerConfig.parse(List.of(), Map.of(s.envName(), value)), s.envName());
        }
        assertEquals("--guest-idle-timeout-s", Setting.GUEST_IDLE_TIMEOUT_S.flag());
        assertEquals("UNDERCOOKED_GUEST_IDLE_TIMEOUT_S", Setting.GUEST_IDLE_TIMEOUT_S.envName());
    }

    @Test
    void theManyNodesSettingsAreReadAndBadOnesAreRefusedByName() {
        ServerConfig c = ServerConfig.parse(List.of("--redis", "redis://10.0.0.2:6379", "--replay-store", "db"),
                Map.of("UNDERCOOKED_PUBLIC_URL", "https://eu1.example.com", "UNDERCOOKED_NODE_ID", "eu1-a",
                        "UNDERCOOKED_DRAIN_S", "5"));
        assertEquals(Optional.of("redis://10.0.0.2:6379"), c.cluster().redis());
        assertEquals(Optional.of("https://eu1.example.com"), c.cluster().publicUrl());
        assertEquals(Optional.of("eu1-a"), c.cluster().nodeId());
        assertEquals("db", c.cluster().replayStore());
        assertEquals(5, c.cluster().drainS());
        assertTrue(ServerConfig.defaults().cluster().redis().isEmpty(), "without redis a server is one node");
        for (String[] bad : new String[][] {{"--redis", "10.0.0.2:6379", "redis"}, {"--replay-store", "s3", "replay_store"},
                {"--public-url", "10.0.0.5:8080", "public_url"}, {"--node-id", "a b", "node_id"},
                {"--drain-s", "-1", "drain_s"}}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> ServerConfig.parse(List.of(bad[0], bad[1]), Map.of()));
            assertTrue(e.getMessage().contains(bad[2]), e.getMessage());
        }
    }

    @Test
    void unknownFlagsAndOutOfRangeValuesAreRefusedByName() {
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
                () -> ServerConfig.parse(List.of("--nope", "1"), Map.of()));
        assertTrue(unknown.getMessage().contains("--nope"));
        IllegalArgumentException range = assertThrows(IllegalArgumentException.class,
                () -> ServerConfig.parse(List.of(), Map.of("UNDERCOOKED_TICK_HZ", "500")));
        assertTrue(range.getMessage().contains("tick_hz"));
        assertThrows(IllegalArgumentException.class,
                () -> ServerConfig.parse(List.of("--snapshot-hz", "30"), Map.of()));
        IllegalArgumentException uneven = assertThrows(IllegalArgumentException.class,
                () -> ServerConfig.parse(List.of("--snapshot-hz", "15"), Map.of()));
        assertTrue(uneven.getMessage().contains("snapshot_hz must divide tick_hz"), uneven.getMessage());
        IllegalArgumentException word = assertThrows(IllegalArgumentException.class,
                () -> ServerConfig.parse(List.of("--max-rooms", "many"), Map.of()));
        assertEquals("max_rooms must be a whole number, was 'many'", word.getMessage());
    }

    @Test
    void anUnknownFlagIsNamedAsUnknownEvenWithNoValueAfterIt() {
        for (String flag : List.of("--bogus", "--version")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> ServerConfig.parse(List.of("--port", "0", flag), Map.of()));
            assertTrue(e.getMessage().startsWith("unknown flag " + flag + "; known: "), e.getMessage());
        }
        IllegalArgumentException last = assertThrows(IllegalArgumentException.class,
                () -> ServerConfig.parse(List.of("--port"), Map.of()));
        assertEquals("--port needs a value", last.getMessage());
    }

    @Test
    void aBadValueFromTheEnvironmentNamesItsVariableAndAFlagOverridesIt() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ServerConfig.parse(List.of(), Map.of("UNDERCOOKED_TICK_HZ", "garbage")));
        assertEquals("tick_hz must be a whole number, was 'garbage' (from UNDERCOOKED_TICK_HZ)", e.getMessage());
        assertEquals(40, ServerConfig.parse(List.of("--tick-hz", "40"), Map.of("UNDERCOOKED_TICK_HZ", "garbage")).tickHz(),
                "the flag wins, and its value is the one checked");
    }

    @Test
    void allowedOriginsAreOriginsAsABrowserSendsThem() {
        assertEquals(List.of("https://play.example.com", "http://10.0.0.5:8080", "http://[::1]:8080"),
                ServerConfig.parse(List.of("--allowed-origins", "https://play.example.com, http://10.0.0.5:8080,http://[::1]:8080"),
                        Map.of()).allowedOrigins());
        for (String bad : List.of("garbage", "https://play.example.com/", "play.example.com", "https://a.example/game",
                "ws://a.example")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> ServerConfig.parse(List.of("--allowed-origins", "https://ok.example," + bad), Map.of()));
            assertTrue(e.getMessage().startsWith("allowed_origins must be origins as a browser sends them")
                    && e.getMessage().endsWith("was '" + bad + "'"), e.getMessage());
        }
    }

    @Test
    void aValueReadBackFromAConfigParsesToTheSameConfig() {
        ServerConfig c = ServerConfig.parse(List.of("--allowed-origins", "https://a.example, https://b.example",
                "--test-mode", "yes", "--static-dir", "/srv/www", "--redis", "redis://r:6379"), Map.of());
        assertEquals(List.of("https://a.example", "https://b.example"), c.allowedOrigins());
        assertEquals("1", Setting.TEST_MODE.valueIn(c));
        List<String> flags = c.values().entrySet().stream()
                .flatMap(e -> Stream.of(e.getKey().flag(), e.getValue())).toList();
        assertEquals(c, ServerConfig.parse(flags, Map.of()));
        assertEquals(c.withPort(0), c.with(Setting.PORT, "0"));
    }

    @Test
    void theHelpListsEverySettingWithItsVariableAndDefault() {
        String help = ServerMain.usage();
        for (Setting s : Setting.values()) {
            assertTrue(help.contains(s.flag() + " V") && help.contains(s.envName()) && help.contains(s.help()), s.key());
        }
        assertTrue(help.contains("default 500"), help);
        assertTrue(help.contains("serve --version"), help);
    }

    @Test
    void aNodeOnEveryInterfaceNamesTheAddressesToShare() {
        assertEquals(java.util.Optional.of("players on this network open http://192.168.1.20:8080/, http://10.0.0.5:8080/"),
                ServerMain.shareLine("0.0.0.0", 8080, () -> List.of("192.168.1.20", "10.0.0.5")));
        assertEquals(java.util.Optional.of("listening on every interface; this machine has no network address to share"),
                ServerMain.shareLine("0.0.0.0", 8080, List::of));
        assertEquals(java.util.Optional.empty(), ServerMain.shareLine("127.0.0.1", 8080, () -> List.of("192.168.1.20")),
                "a node on one address is named by its first line");
    }

    @Test
    void theVersionLineNamesTheBuildTheProtocolAndTheKernel() {
        String line = ServerMain.versionLine();
        assertTrue(line.startsWith("Undercooked server " + undercooked.protocol.BuildVersion.current() + " (protocol 4, kernel "
                + undercooked.levels.RulesVersion.current().shown() + ", Java "), line);
        assertTrue(undercooked.protocol.BuildVersion.current().matches("[0-9]+\\.[0-9]+.*"), "the build stamped a version: " + line);
    }
}
