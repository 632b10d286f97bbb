package undercooked.studio.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import undercooked.studio.Jobs;
import undercooked.studio.services.LocalServer;
import undercooked.studio.services.Navigator;

/**
 * The Host panel's bot seats over the studio's real embedded server: a new room shows its host's
 * seat; Add bot seats bots of the chosen persona on the free seats until the room is full (then
 * the refusal is shown); Remove frees a bot's seat and refuses a person's; Stop empties the list.
 */
class BotSeatsIntegrationTest {
    @TempDir
    Path temp;
    private final LocalServer server = new LocalServer(Jobs.inline(), url -> Optional.of("headless here."), Navigator.detached());
    private final HostViewModel host = new HostViewModel(Jobs.inline(), server);

    @AfterEach
    void stop() {
        server.stopNow();
    }

    @Test
    void theHostFillsEmptySeatsWithBotsAndTakesThemOffAgain() {
        server.settings().dataDirProperty().set(temp.resolve("data").toString());
        server.start();
        assertTrue(server.runningProperty().get(), server.messageProperty().get());
        server.createRoom();
        BotSeatsViewModel bots = host.botSeats();
        String code = host.selectedProperty().get().code();
        assertEquals(code, bots.roomProperty().get(), "the selected room's seats are shown");
        assertEquals(List.of("1 Studio host (host)"), labels(bots));

        bots.personaProperty().set("casual");
        bots.add();
        bots.personaProperty().set("expert");
        bots.add();
        bots.add();
        assertEquals(List.of("1 Studio host (host)", "2 Bot 2 (casual bot)", "3 Bot 3 (expert bot)", "4 Bot 4 (expert bot)"),
                labels(bots));
        assertEquals("A bot (expert) took a seat in room " + code + ".", bots.messageProperty().get());

        bots.add();
        assertEquals("Refused: every seat is taken; a bot needs a free seat.", bots.messageProperty().get());
        assertEquals(4, bots.seats().size());

        bots.remove(bots.seats().get(1));
        assertEquals(List.of("1 Studio host (host)", "3 Bot 3 (expert bot)", "4 Bot 4 (expert bot)"),
                labels(bots));
        bots.remove(bots.seats().getFirst());
        assertTrue(bots.messageProperty().get().startsWith("Refused: seat: 0 is not a bot's seat"), bots.messageProperty().get());
        assertEquals(3, bots.seats().size(), "a person's seat stays");

        server.stop();
        assertEquals("", bots.roomProperty().get());
        assertTrue(bots.seats().isEmpty(), "no server, no seats");
        bots.add();
        assertEquals("Start the server and select a room first.", bots.messageProperty().get());
    }

    private static List<String> labels(BotSeatsViewModel bots) {
        return bots.seats().stream().map(BotSeatsViewModel.SeatRow::label).toList();
    }
}
