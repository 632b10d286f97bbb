package undercooked.studio.host;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import undercooked.protocol.AddBotMsg;
import undercooked.protocol.Protocol;
import undercooked.protocol.RemoveBotMsg;
import undercooked.protocol.SeatWire;
import undercooked.server.EmbeddedServer;
import undercooked.studio.services.LocalServer;

/**
 * The bot cooks of the room selected in the Host panel: its seats, and Add bot / Remove for the
 * empty ones, as a room's host does from the browser lobby (add_bot, remove_bot). The studio runs
 * the server, so it seats them in-process as the server's operator; the room refuses in words
 * (full, not in the lobby, not a bot's seat) and the refusal is shown, never thrown.
 */
public final class BotSeatsViewModel {
    /** One seat as the lobby shows it; {@code bot} is the persona of a bot cook, empty for a person. */
    public record SeatRow(int index, String name, Optional<String> bot, boolean host, boolean connected) {
        public SeatRow {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(bot, "bot");
        }

        /** The line the seat list shows. */
        public String label() {
            String who = bot.map(p -> " (" + p + " bot)").orElse(host ? " (host)" : connected ? "" : " (away)");
            return (index + 1) + " " + name + who;
        }
    }

    private final LocalServer server;
    private final StringProperty room = new SimpleStringProperty("");
    private final StringProperty persona = new SimpleStringProperty(Protocol.BOT_PERSONAS.getFirst());
    private final ObservableList<SeatRow> seats = FXCollections.observableArrayList();
    private final StringProperty message = new SimpleStringProperty("");

    public BotSeatsViewModel(LocalServer server) {
        this.server = Objects.requireNonNull(server, "server");
        room.addListener((o, a, b) -> {
            message.set("");
            refresh();
        });
    }

    /** Reads the selected room's seats again (players come and go). */
    public void refresh() {
        List<SeatRow> now = server.embedded().filter(s -> !room.get().isEmpty()).map(s -> rows(s.seats(room.get())))
                .orElse(List.of());
        if (!now.equals(seats)) {
            seats.setAll(now);
        }
    }

    /** Seats a bot of the chosen persona on the room's lowest free seat. */
    public void add() {
        act(s -> s.addBot(room.get(), new AddBotMsg(persona.get())), "A bot (" + persona.get() + ") took a seat in room ");
    }

    /** Takes the bot off its seat; a person's seat is never offered (the room would refuse it anyway). */
    public void remove(SeatRow row) {
        act(s -> s.removeBot(room.get(), new RemoveBotMsg(row.index())), "Seat " + (row.index() + 1) + " is free again in room ");
    }

    private void act(Function<EmbeddedServer, Optional<String>> what, String done) {
        Optional<EmbeddedServer> s = server.embedded();
        if (s.isEmpty() || room.get().isEmpty()) {
            message.set("Start the server and select a room first.");
            return;
        }
        Optional<String> refused = what.apply(s.get());
        message.set(refused.map(r -> "Refused: " + r + ".").orElse(done + room.get() + "."));
        refresh();
    }

    private static List<SeatRow> rows(List<SeatWire> wires) {
        return wires.stream().map(w -> new SeatRow(w.index(), w.name(), w.bot(), w.host(), w.connected())).toList();
    }

    /** The personas a bot may have, the default first. */
    public List<String> personas() {
        return Protocol.BOT_PERSONAS;
    }

    /** The selected room's code, empty for none. */
    public StringProperty roomProperty() {
        return room;
    }

    public StringProperty personaProperty() {
        return persona;
    }

    public ObservableList<SeatRow> seats() {
        return seats;
    }

    public StringProperty messageProperty() {
        return message;
    }
}
