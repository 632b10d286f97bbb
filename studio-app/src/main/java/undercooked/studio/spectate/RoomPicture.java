package undercooked.studio.spectate;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import undercooked.levels.Level;
import undercooked.protocol.EventWire;
import undercooked.protocol.FullFrame;
import undercooked.protocol.PlayerScoreWire;
import undercooked.protocol.RoomState;
import undercooked.protocol.RoundMsg;
import undercooked.protocol.SeatWire;

/**
 * What a watched room says about itself: its state, the countdown, the level, the seats (with the
 * dishes each served this round), an event ticker and the verdict. The room's messages feed it;
 * {@link WatchPlayback} draws with it.
 */
final class RoomPicture {
    /** Event ticker lines kept. */
    static final int TICKER = 12;

    private final ObjectProperty<RoomState> state = new SimpleObjectProperty<>(RoomState.LOBBY);
    private final IntegerProperty countdown = new SimpleIntegerProperty();
    private final StringProperty levelId = new SimpleStringProperty("");
    private final ObjectProperty<Level> level = new SimpleObjectProperty<>();
    private final ObservableList<String> seats = FXCollections.observableArrayList();
    private final ObservableList<String> ticker = FXCollections.observableArrayList();
    private final StringProperty result = new SimpleStringProperty("");
    private List<SeatWire> seatWires = List.of();
    /** Dishes served this round by player id (the sim's {@code p0}...), from the served events seen. */
    private final Map<String, Integer> served = new TreeMap<>();
    /** The last verdict; a watcher who came after the round draws the end screen from it. */
    private Optional<RoundMsg> verdict = Optional.empty();

    /** A countdown begins a new round: the last round's tallies and verdict go. */
    void newRound() {
        served.clear();
        ticker.clear();
        result.set("");
        verdict = Optional.empty();
    }

    /** Back in the lobby: the verdict is the last round's, no longer the room's. */
    void backToLobby() {
        result.set("");
        verdict = Optional.empty();
    }

    void seats(List<SeatWire> s, Optional<FullFrame> last) {
        seatWires = List.copyOf(s);
        showSeats(last);
    }

    /** One line a seat: label, name, host, away, ready in the lobby, dishes served in a round. */
    void showSeats(Optional<FullFrame> last) {
        List<String> rows = new ArrayList<>();
        for (SeatWire w : seatWires) {
            int dishes = last.flatMap(f -> f.players().stream().filter(p -> p.seat() == w.index()).findFirst())
                    .map(p -> served.getOrDefault(p.id(), 0)).orElse(0);
            rows.add("P" + (w.index() + 1) + " " + w.name() + (w.host() ? " (host)" : "") + (w.connected() ? "" : " (away)")
                    + (state.get() == RoomState.LOBBY && w.ready() ? " ready" : "")
                    + (dishes > 0 ? " · " + dishes + " served" : ""));
        }
        if (!rows.equals(seats)) {
            seats.setAll(rows);
        }
    }

    /** An event of the round or the room, into the ticker (and the seats' dish counts). */
    void event(EventWire e, Optional<FullFrame> last) {
        if (e.kind().equals("ping") || e.kind().equals("resync")) {
            return;
        }
        Object who = e.payload().get("i");
        if (e.kind().equals("served") && who != null) {
            served.merge(String.valueOf(who), 1, Integer::sum);
            showSeats(last);
        }
        ticker.add(0, feedLine(e.kind(), who, e.payload().get("r")));
        if (ticker.size() > TICKER) {
            ticker.remove(TICKER, ticker.size());
        }
    }

    /**
     * An event as the feed lists it: a cook as the kitchen labels its seat ({@code p0} is P1, as the
     * server's seats name their cooks), a denial with what was denied ({@code denied P2: busy}).
     */
    static String feedLine(String kind, Object who, Object reason) {
        String cook = who == null ? "" : " " + seatLabel(String.valueOf(who));
        String why = reason == null ? "" : ": " + String.valueOf(reason).replace('_', ' ');
        return kind.replace('_', ' ') + cook + why;
    }

    /** A seat's player id as the server names it ({@code p0} is seat 0). */
    private static final java.util.regex.Pattern PLAYER_ID = java.util.regex.Pattern.compile("^p(\\d{1,2})$");

    /** {@code p0} as {@code P1}; another id as it is. */
    static String seatLabel(String playerId) {
        java.util.regex.Matcher m = PLAYER_ID.matcher(playerId);
        return m.matches() ? "P" + (Integer.parseInt(m.group(1)) + 1) : playerId;
    }

    /**
     * The verdict as a banner line, each cook by name. A cook whose name the verdict leaves blank
     * (a server that forgot who left) is named from the seats, as the browser's result screen does.
     */
    void roundOver(RoundMsg r) {
        state.set(RoomState.ROUND_END);
        verdict = Optional.of(r);
        StringBuilder b = new StringBuilder(r.result().map(x -> x.wire().toUpperCase(Locale.ROOT)).orElse("OVER"))
                .append(": ").append(r.score()).append(" / ").append(r.target()).append(", ").append(r.stars()).append(" stars");
        for (PlayerScoreWire p : r.players()) {
            b.append(" · ").append(nameOf(p)).append(' ').append(p.score()).append(" (").append(p.dishesServed())
                    .append(" served)");
        }
        result.set(b.toString());
    }

    private String nameOf(PlayerScoreWire p) {
        if (!p.name().isBlank()) {
            return p.name();
        }
        return seatWires.stream().filter(s -> ("p" + s.index()).equals(p.id())).map(SeatWire::name)
                .findFirst().orElse(p.id());
    }

    /** The last verdict, while the room shows it. */
    Optional<RoundMsg> verdict() {
        return verdict;
    }

    ObjectProperty<RoomState> state() {
        return state;
    }

    IntegerProperty countdown() {
        return countdown;
    }

    StringProperty levelId() {
        return levelId;
    }

    ObjectProperty<Level> level() {
        return level;
    }

    ObservableList<String> seatLines() {
        return seats;
    }

    List<SeatWire> seatWires() {
        return seatWires;
    }

    ObservableList<String> ticker() {
        return ticker;
    }

    StringProperty result() {
        return result;
    }
}
