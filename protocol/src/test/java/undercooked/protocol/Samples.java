package undercooked.protocol;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/** One instance of every message, each optional field both present and absent; shared by the round-trip and doc-sync tests. */
final class Samples {

    private Samples() {
    }

    static List<ClientMessage> clientMessages() {
        return List.of(
                new HelloMsg(1, Optional.of("tok-abc"), Optional.of("Ada")),
                HelloMsg.anonymous(),
                new HelloMsg(99, Optional.empty(), Optional.of("")),
                HelloMsg.watcher(Optional.of("tok-watch"), Optional.of("Coach")),
                new HelloMsg(2, Optional.empty(), Optional.empty(), Optional.of(Role.PLAY)),
                new ReadyMsg(),
                new SetLevelMsg("01_first_kitchen"),
                new StartMsg(),
                new InputMsg(17, new Vec2Msg(0.6, -0.8), true, Optional.of(Face.LEFT)),
                new InputMsg(0, Vec2Msg.ZERO, false, Optional.empty()),
                new EmoteMsg("thumbs_up"),
                new ToLobbyMsg(),
                new NextLevelMsg(),
                new PingMsg(1_764_430_123_456L),
                new AddBotMsg("casual"),
                new AddBotMsg(),
                new RemoveBotMsg(2));
    }

    static List<ServerMessage> serverMessages() {
        return List.of(
                welcome(Optional.of("01_first_kitchen")),
                welcome(Optional.empty()),
                new WelcomeMsg(new YouWire("tok-watch", 4, false, Role.WATCH), "QK7RZ", RoomState.PLAYING,
                        Optional.of("01_first_kitchen"), seats(), false),
                lobby(true),
                lobby(false),
                new CountdownMsg(3, 180),
                new SnapMsg(fourPlayerFrame(120)),
                new SnapMsg(SnapDelta.between(fourPlayerFrame(120), fourPlayerFrame(121))),
                round(true),
                round(false),
                new EvMsg(List.of(served(), EventWire.hud("resync", payload("i", "p1", "seq", 42L)))),
                new EvMsg(List.of()),
                new ErrMsg(ErrorCode.BAD_FIELD, "move: magnitude must be <= 1", OptionalLong.of(9)),
                new ErrMsg(ErrorCode.WRONG_STATE, "input is not accepted in lobby", OptionalLong.empty()),
                new PongMsg(123, 1_764_430_123.25));
    }

    static WelcomeMsg welcome(Optional<String> level) {
        return new WelcomeMsg(new YouWire("tok-abc", 0, true), "QK7RZ", RoomState.LOBBY, level, seats(), false);
    }

    static LobbyMsg lobby(boolean withOptionals) {
        return new LobbyMsg("QK7RZ", RoomState.LOBBY,
                withOptionals ? Optional.of("02_double_trouble") : Optional.empty(),
                withOptionals ? OptionalInt.of(0) : OptionalInt.empty(), withOptionals, seats(),
                List.of(new SpectatorWire("Eve", "teal")), withOptionals ? 1 : 40,
                withOptionals ? OptionalInt.of(3) : OptionalInt.empty(), 2);
    }

    static RoundMsg round(boolean withOptionals) {
        Map<String, Long> counters = new LinkedHashMap<>();
        counters.put("served", 7L);
        counters.put("missed", 1L);
        counters.put("wasted", 0L);
        counters.put("lost_items", 2L);
        return new RoundMsg(withOptionals ? Optional.of(RoundResult.WON) : Optional.empty(), 260, 200, 2, 41.5,
                counters, 5,
                List.of(new PlayerScoreWire("p0", "Ada", 160, 4, 0), new PlayerScoreWire("p1", "Bob", 100, 3, 1),
                        new PlayerScoreWire("p2", "Bot 3", 60, 2, 0, Optional.of("expert"))),
                "01_first_kitchen", -4_611_686_018_427_387_904L, 2170,
                withOptionals ? Optional.of("02_double_trouble") : Optional.empty());
    }

    static List<SeatWire> seats() {
        return List.of(new SeatWire(0, "Ada", "red", false, true, true),
                new SeatWire(1, "Bob", "blue", true, false, false),
                new SeatWire(2, "Bot 3", "green", true, false, true, Optional.of("casual")));
    }

    static EventWire served() {
        return new EventWire("served", 9.0, 3.0, payload("oi", 17L, "pts", 40L, "q", 0.93, "i", "p0"));
    }

    static Map<String, Object> payload(Object... keysAndValues) {
        Map<String, Object> payload = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            payload.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return payload;
    }

    /**
     * A busy moment of a 4-seat round: every cook carrying something, four orders, three
     * hazards, eight stations, two events. The realistic worst case the size budget is about.
     */
    static FullFrame fourPlayerFrame(long tick) {
        double t = tick * 0.05;
        List<PlayerSnap> players = List.of(
                new PlayerSnap("p0", 2.5 + t % 3, 7.53, Face.DOWN, Optional.of("tomato_chopped"), "moving", 0),
                new PlayerSnap("p1", 9.47, 7.5, Face.LEFT, Optional.of("plate_soup_onion"), "moving", 1),
                new PlayerSnap("p2", 4.12, 2.88, Face.UP, Optional.of("onion_raw"), "working", 2),
                new PlayerSnap("p3", 11.06, 5.21, Face.RIGHT, Optional.of("plate_dirty"), "stunned", 3));
        List<StationSnap> stations = List.of(
                new StationSnap("spawn_shelf", 1.0, 1.0, Optional.of("tomato_raw"), 0, 1.0, 0.0, "idle"),
                new StationSnap("chop_board", 4.0, 1.0, Optional.of("onion_raw"), 1, 1.0, 0.45, "working"),
                new StationSnap("stove", 8.0, 1.0, Optional.of("soup_onion"), 3, 0.87, 0.72, "working"),
                new StationSnap("stove", 10.0, 1.0, Optional.of("soup_tomato"), 3, 0.41, 1.0, "burning"),
                new StationSnap("prep", 2.0, 3.0, Optional.empty(), 0, 1.0, 0.0, "idle"),
                new StationSnap("serve", 9.0, 3.0, Optional.empty(), 0, 1.0, 0.0, "idle"),
                new StationSnap("sink", 3.0, 5.0, Optional.of("plate_dirty"), 2, 1.0, 0.3, "dirty"),
                new StationSnap("spawn_shelf", 8.0, 5.0, Optional.of("onion_raw"), 0, 1.0, 0.0, "idle"));
        List<OrderSnap> orders = List.of(
                new OrderSnap(14, "soup_onion", 0.81 - t / 1000, 40),
                new OrderSnap(15, "soup_tomato", 0.64 - t / 1000, 40),
                new OrderSnap(16, "salad", 0.33 - t / 1000, 30),
                new OrderSnap(17, "soup_onion", 0.12 - t / 1000, 40));
        List<HazardSnap> hazards = List.of(
                new HazardSnap("fire", 10.0, 1.0, 0.0),
                new HazardSnap("spill", 6.0, 4.0, 7.25),
                new HazardSnap("moving_obstacle", 5.5, 6.0, 0.0));
        List<EventWire> events = List.of(served(),
                new EventWire("chopped", 4.0, 1.0, payload("i", "p2", "it", "onion_chopped")));
        return new FullFrame(tick, 260, 400, Math.max(0, 150.0 - t), players, stations, orders, hazards, events);
    }
}
