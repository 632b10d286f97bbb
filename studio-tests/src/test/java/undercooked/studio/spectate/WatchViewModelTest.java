package undercooked.studio.spectate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import undercooked.levels.Campaign;
import undercooked.protocol.EventWire;
import undercooked.protocol.Face;
import undercooked.protocol.FullFrame;
import undercooked.protocol.LobbyMsg;
import undercooked.protocol.PlayerSnap;
import undercooked.protocol.RoomState;
import undercooked.protocol.SeatWire;
import undercooked.protocol.SnapMsg;
import undercooked.protocol.CountdownMsg;
import undercooked.studio.timeline.TimelineModel;
import undercooked.studio.timeline.Marker;

/** One watched room fed frames by hand (no socket): rewind, live, delay, interpolation, seat stats, drops. */
class WatchViewModelTest {
    private static final long MS = 1_000_000L;

    private static FullFrame frame(long tick, double x, List<EventWire> events) {
        return new FullFrame(tick, 0, 60, 100 - tick / 20.0, List.of(new PlayerSnap("p0", x, 2.5, Face.DOWN, Optional.empty(),
                "moving", 0)), List.of(), List.of(), List.of(), events);
    }

    private static WatchViewModel playing() {
        WatchViewModel w = new WatchViewModel("ROOMA");
        w.levelArrived(Campaign.builtIn().load("01_first_shift").orElseThrow());
        w.feed(new LobbyMsg("ROOMA", RoomState.PLAYING, Optional.of("01_first_shift"), OptionalInt.of(0), false,
                List.of(new SeatWire(0, "Ana", "orange", false, true, true)), List.of(), 0, OptionalInt.empty(), 1), 0);
        for (int i = 0; i < 100; i++) {
            w.feed(new SnapMsg(frame(i * 2, 1 + i * 0.05, List.of())), i * 100 * MS); // 10 Hz frames, 5 s
        }
        return w;
    }

    /**
     * A live room's full frames leave the level's stations at rest out (protocols 3 and 4); the level
     * comes over HTTP after the first frames, and then every kept frame shows them all.
     */
    @Test
    void theLevelsStationsAtRestArePutBackAlsoIntoFramesThatCameBeforeTheLevel() {
        WatchViewModel w = new WatchViewModel("ROOMA");
        w.feed(new LobbyMsg("ROOMA", RoomState.PLAYING, Optional.of("01_first_shift"), OptionalInt.of(0), false,
                List.of(new SeatWire(0, "Ana", "orange", false, true, true)), List.of(), 0, OptionalInt.empty(), 1), 0);
        for (int i = 0; i < 10; i++) {
            w.feed(new SnapMsg(frame(i * 2, 1 + i * 0.05, List.of())), i * 100 * MS);
        }

        w.levelArrived(Campaign.builtIn().load("01_first_shift").orElseThrow());
        w.pause();
        w.scrubToTick(0);

        FullFrame first = w.sceneProperty().get().frame();
        assertEquals(27, first.stations().size(), "every station of level 01, at rest");
        assertTrue(first.stations().stream().anyMatch(s -> s.kind().equals("spawn_shelf")
                && s.content().equals(Optional.of("tomato_raw"))), first.stations().toString());
    }

    @Test
    void liveDrawsTwoFrameGapsBehindAndMovesCooksBetweenFrames() {
        WatchViewModel w = playing();
        assertEquals(200 * MS, w.interpolationDelayNanos(), 1 * MS);
        w.refresh(9_950 * MS); // 9.95 s - 0.2 s delay = 9.75 s: halfway between the frames of 9.7 and 9.8 s
        FullFrame shown = w.sceneProperty().get().frame();
        assertEquals(194, shown.tick());
        assertEquals(1 + 97 * 0.05 + 0.025, shown.players().getFirst().x(), 0.011);
        w.delaySecondsProperty().set(5);
        w.refresh(9_950 * MS);
        assertEquals(94, w.sceneProperty().get().frame().tick(), "five seconds behind");
        assertEquals(Optional.of("LIVE -5 s"), w.sceneProperty().get().banner());
    }

    @Test
    void pausingHoldsTheFrameStepsWithTheWireDiffAndLiveReturns() {
        WatchViewModel w = playing();
        w.refresh(9_950 * MS);
        w.pause();
        long paused = w.drawnTickProperty().get();
        w.step(-3);
        assertEquals(paused - 6, w.drawnTickProperty().get());
        assertTrue(w.diff().stream().anyMatch(d -> d.startsWith("players[0].x: ")), w.diff().toString());
        assertTrue(w.diff().stream().anyMatch(d -> d.startsWith("tick: ")), w.diff().toString());
        w.feed(new SnapMsg(frame(200, 9, List.of())), 10_000 * MS);
        w.refresh(10_500 * MS);
        assertEquals(paused - 6, w.drawnTickProperty().get(), "frames keep coming; the rewound picture holds");
        w.timeline().seek(0); // a click at the timeline's start
        assertEquals(0, w.drawnTickProperty().get());
        assertFalse(w.timeline().liveProperty().get(), "rewound, the playhead is not the live edge");
        w.goLive();
        w.refresh(10_500 * MS);
        assertEquals(200, w.drawnTickProperty().get());
        assertTrue(w.liveProperty().get());
        assertTrue(w.timeline().liveProperty().get());
        assertEquals(200, w.timeline().tickProperty().get(), "the playhead follows the picture");
    }

    @Test
    void theTimelineSpansTheRoundMarksItsEventsAndSeeksOnlyKeptFrames() {
        WatchViewModel w = playing();
        TimelineModel t = w.timeline();
        assertTrue(t.loadedProperty().get());
        assertEquals(2000, t.endProperty().get(), "the first frame's tick plus its 100 s left, at 20 ticks a second");
        assertEquals(0, t.firstProperty().get());
        assertEquals(198, t.receivedProperty().get());
        w.feed(new SnapMsg(frame(200, 9, List.of(new EventWire("served", 3, 1, Map.of("i", "p0")),
                new EventWire("denied", 2, 2, Map.of("i", "p0", "r", "contested_lost")),
                new EventWire("picked", 2, 2, Map.of("i", "p0"))))), 10_000 * MS);
        assertEquals(List.of(new TimelineModel.Mark(200, Marker.SERVED), new TimelineModel.Mark(200, Marker.CONTESTED)),
                t.marks(), "served and a lost contest are marked; a pick is only listed");
        t.seek(5_000); // past what has arrived: the newest kept frame
        assertEquals(200, w.drawnTickProperty().get());
        assertFalse(w.liveProperty().get(), "seeking the timeline pauses");
        w.feed(new CountdownMsg(3, 120), 11_000 * MS);
        assertFalse(t.loadedProperty().get(), "a new round starts a new timeline");
        assertTrue(t.marks().isEmpty());
    }

    @Test
    void aWatcherWhoComesAfterTheRoundSeesItsScoreAndTimeLeftAndTheCooksByName() {
        WatchViewModel w = new WatchViewModel("ROOMA");
        w.levelArrived(Campaign.builtIn().load("01_first_shift").orElseThrow()); // a 180 s level, played as 60 s
        w.feed(new undercooked.protocol.WelcomeMsg(new undercooked.protocol.YouWire("t", 4, false,
                undercooked.protocol.Role.WATCH), "ROOMA", RoomState.ROUND_END, Optional.of("01_first_shift"),
                List.of(new SeatWire(0, "Ana", "orange", true, true, true)), false), 0);
        w.feed(new undercooked.protocol.RoundMsg(Optional.of(undercooked.protocol.RoundResult.LOST), 12, 80, 0, 0.0,
                Map.of("served", 1L, "missed", 2L, "wasted", 0L), 1,
                List.of(new undercooked.protocol.PlayerScoreWire("p0", "", 32, 1, 20)), "01_first_shift", 7, 1200,
                Optional.empty()), 0);
        w.refresh(1_000 * MS);
        FullFrame hud = w.sceneProperty().get().frame();
        assertEquals(0.0, hud.timeLeft(), "the round's time left, not the level's 3:00");
        assertEquals(12, hud.score());
        assertEquals(80, hud.target());
        assertTrue(w.resultProperty().get().startsWith("LOST: 12 / 80") && w.resultProperty().get().contains("Ana 32"),
                w.resultProperty().get());
        assertEquals(Optional.of(w.resultProperty().get()), w.sceneProperty().get().banner());
    }

    @Test
    void aRoomThatClosesMidRoundOffersItsRoundAsAReplay() {
        WatchViewModel w = playing();
        assertFalse(w.finished());
        w.dropped(4401, "room_gone", Optional.empty());
        assertTrue(w.endedMidRoundProperty().get(), w.statusProperty().get());
        assertTrue(w.statusProperty().get().contains("archived as aborted"), w.statusProperty().get());
        assertTrue(w.finished(), "a pane that gives way to a new room");
        WatchViewModel lobby = new WatchViewModel("ROOMB");
        lobby.dropped(4401, "room_gone", Optional.empty());
        assertFalse(lobby.endedMidRoundProperty().get(), "no round, no replay");
    }

    @Test
    void seatsCountTheDishesEachCookServedAndADropSaysWhen() {
        WatchViewModel w = playing();
        w.feed(new SnapMsg(frame(202, 2, List.of(new EventWire("served", 1, 1, Map.of("i", "p0"))))), 10_100 * MS);
        assertEquals(List.of("P1 Ana (host) · 1 served"), w.seats());
        assertEquals("served P1", w.ticker().getFirst(), "the feed names a cook as the kitchen and seats do");
        w.feed(new SnapMsg(frame(203, 2, List.of(new EventWire("denied", 1, 1, Map.of("i", "p1", "r", "station_busy"))))),
                10_150 * MS);
        assertEquals("denied P2: station busy", w.ticker().getFirst(), "and says what was denied");
        w.dropped(1006, "", Optional.of(500L));
        assertTrue(w.statusProperty().get().startsWith("dropped"), w.statusProperty().get());
        assertFalse(w.goneProperty().get());
        w.dropped(4401, "room_gone", Optional.empty());
        assertTrue(w.goneProperty().get());
        assertTrue(w.statusProperty().get().contains("room_gone"));
        w.refused("bad_json: not JSON");
        assertEquals(1, w.refusedProperty().get());
    }

    @Test
    void theFrameStoreKeepsABoundedRoundAndLetsTheOldestHalfGo() {
        FrameStore s = new FrameStore();
        FullFrame f = frame(0, 1, List.of());
        for (int i = 0; i <= FrameStore.MAX_FRAMES; i++) {
            s.add(new FullFrame(i, 0, 60, 1, f.players(), List.of(), List.of(), List.of(), List.of()), i);
        }
        assertEquals(FrameStore.MAX_FRAMES / 2 + 1, s.size());
        assertEquals(FrameStore.MAX_FRAMES / 2, s.dropped());
        assertEquals(FrameStore.MAX_FRAMES / 2, s.get(0).tick());
        assertEquals(FrameStore.MAX_FRAMES, s.last().tick());
        assertTrue(LiveConnection.isFinal(undercooked.protocol.CloseCode.ROOM_GONE));
        assertFalse(LiveConnection.isFinal(undercooked.protocol.CloseCode.NORMAL));
    }
}
