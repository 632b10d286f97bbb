package undercooked.studio;

import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

import undercooked.bots.BotRound;
import undercooked.bots.Persona;
import undercooked.levels.Level;
import undercooked.server.EmbeddedServer;
import undercooked.server.ServerConfig;
import undercooked.server.archive.ReplayArchive;
import undercooked.server.archive.RoundRecord;

/**
 * A demo server for the insights screenshots: its own server on a free port whose archive holds
 * {@code rounds} rounds of two casual bots on the level, each summarised. The server ends with the
 * screenshot's JVM.
 */
public final class DemoArchive {
    private DemoArchive() {
    }

    public static EmbeddedServer start(Path data, Level level, int rounds) {
        EmbeddedServer server = EmbeddedServer.start(ServerConfig.ephemeral().with("data", data.toString()));
        ReplayArchive archive = server.services().archive().orElseThrow();
        List<RoundRecord.Cook> cast = List.of(new RoundRecord.Cook("bot1", 0, "Bot 1", Optional.of("casual")),
                new RoundRecord.Cook("bot2", 1, "Bot 2", Optional.of("casual")));
        for (long seed = 1; seed <= rounds; seed++) {
            var played = BotRound.play(level.kitchen(), Collections.nCopies(2, Persona.CASUAL), seed);
            archive.archive(RoundRecord.replayed("DEMO", level, played.script(), cast, 60_000 * seed, 60_000 * seed + 180_000));
        }
        archive.drain(120_000);
        return server;
    }
}
