package undercooked.studio.timeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The shared playback without a screen: a replay's every tick, and a live round's kept frames fed by hand. */
class PlaybackTest {
    /** One screen pulse at 20 frames a second. */
    private static final double PULSE = 1.0 / Playback.HZ;

    /** A live round's kept frames: only these ticks can be shown, and a step goes from one to the next. */
    private static final class Kept implements Playback.Ticks {
        final List<Long> ticks = new ArrayList<>();

        @Override
        public boolean any() {
            return !ticks.isEmpty();
        }

        @Override
        public long first() {
            return ticks.getFirst();
        }

        @Override
        public long last() {
            return ticks.getLast();
        }

        @Override
        public long at(long wanted) {
            return ticks.stream().filter(t -> t <= wanted).reduce((a, b) -> b).orElse(first());
        }

        @Override
        public long step(long from, long by) {
            int i = Math.clamp(ticks.indexOf(at(from)) + by, 0, ticks.size() - 1);
            return ticks.get(i);
        }
    }

    private final List<Long> shown = new ArrayList<>();
    private final List<long[]> passed = new ArrayList<>();

    private Playback replayOf(long end) {
        Playback p = Playback.replay(Playback.Ticks.every(() -> true, () -> end), shown::add);
        p.onPassed((from, to) -> passed.add(new long[] {from, to}));
        return p;
    }

    /** Frames every other tick, 0 to 40, as a 10 Hz spectator stream sends them. */
    private Playback liveOf(Kept kept) {
        for (long t = 0; t <= 40; t += 2) {
            kept.ticks.add(t);
        }
        return Playback.live(kept, shown::add);
    }

    @Test
    void atTwiceTheSpeedAPulsePlaysTwoTicksAndAQuarterSpeedCarriesItsCreditOver() {
        Playback p = replayOf(100);
        p.speedProperty().set(2.0);
        p.togglePlay();
        p.advance(PULSE);
        assertEquals(2, p.tickProperty().get());
        p.advance(PULSE);
        assertEquals(4, p.tickProperty().get());
        assertEquals(List.of(2L, 4L), shown, "each tick played is shown");
        assertEquals(List.of(List.of(0L, 2L), List.of(2L, 4L)), passed.stream().map(r -> List.of(r[0], r[1])).toList());

        p.speedProperty().set(0.25);
        for (int i = 0; i < 3; i++) {
            p.advance(PULSE);
        }
        assertEquals(4, p.tickProperty().get(), "three quarter ticks are not a tick yet");
        p.advance(PULSE);
        assertEquals(5, p.tickProperty().get(), "the fourth quarter is");
    }

    @Test
    void aScreenPulsePlaysTheWallTimeSinceTheLastOneAndAStallAtMostAQuarterSecond() {
        Playback p = replayOf(1000);
        long ms = 1_000_000L;
        p.pulse(1_000 * ms); // the first pulse only sets the clock
        p.togglePlay();
        p.pulse(1_100 * ms);
        assertEquals(2, p.tickProperty().get(), "100 ms at 20 ticks a second");
        p.pulse(4_100 * ms);
        assertEquals(7, p.tickProperty().get(), "a three-second stall plays a quarter second");
        p.togglePlay();
        p.pulse(5_100 * ms);
        assertEquals(7, p.tickProperty().get(), "paused, a pulse plays nothing");
    }

    @Test
    void pausedOrWithoutARoundAPulsePlaysNothing() {
        Playback p = replayOf(100);
        p.advance(1.0);
        assertEquals(0, p.tickProperty().get(), "paused");
        Playback none = Playback.replay(Playback.Ticks.every(() -> false, () -> 0), shown::add);
        none.togglePlay();
        none.advance(1.0);
        none.seek(5);
        none.step(1);
        assertFalse(none.playingProperty().get());
        assertEquals(0, none.tickProperty().get());
        assertTrue(shown.isEmpty(), shown.toString());
    }

    @Test
    void theEndOfAReplayPausesAndPlayingAgainStartsFromTheFirstTick() {
        Playback p = replayOf(10);
        p.seek(8);
        p.speedProperty().set(4.0);
        p.togglePlay();
        p.advance(PULSE);
        assertEquals(10, p.tickProperty().get(), "four ticks asked, two left: the last tick");
        assertFalse(p.playingProperty().get(), "the end pauses");
        p.togglePlay();
        assertEquals(0, p.tickProperty().get(), "play at the end starts over");
        assertTrue(p.playingProperty().get());
    }

    @Test
    void seekAndStepAreClampedToTheRoundAndPlayingGoesOnFromTheSeek() {
        Playback p = replayOf(100);
        p.seek(500);
        assertEquals(100, p.tickProperty().get());
        p.seek(-3);
        assertEquals(0, p.tickProperty().get());
        p.step(30);
        p.step(-5);
        assertEquals(25, p.tickProperty().get());
        p.togglePlay();
        p.seek(50);
        p.advance(PULSE);
        assertEquals(51, p.tickProperty().get());
        assertFalse(p.followingProperty().get(), "a replay never follows live");
    }

    @Test
    void liveFollowsTheFramesAsTheyArriveUntilScrubbedBack() {
        Playback p = liveOf(new Kept());
        assertTrue(p.followingProperty().get());
        assertEquals(-1, p.tickProperty().get(), "nothing on screen yet");
        p.follow(30);
        assertEquals(30, p.tickProperty().get());
        assertTrue(shown.isEmpty(), "following, the feeder draws the frames itself");

        p.seek(13);
        assertFalse(p.followingProperty().get(), "scrubbing leaves live");
        assertEquals(12, p.tickProperty().get(), "the kept frame at or before the tick asked");
        assertEquals(List.of(12L), shown);
        p.follow(38);
        assertEquals(12, p.tickProperty().get(), "frames keep coming; the scrubbed picture holds");
    }

    @Test
    void backToLiveReturnsToTheNewestFrameAndFollowsAgain() {
        Kept kept = new Kept();
        Playback p = liveOf(kept);
        p.follow(30);
        p.seek(4);
        kept.ticks.add(42L);
        p.backToLive();
        assertTrue(p.followingProperty().get());
        assertEquals(42, p.tickProperty().get(), "the newest frame");
        p.follow(44);
        assertEquals(44, p.tickProperty().get());
    }

    @Test
    void aStepPausesLiveWhereItIsAndMovesByKeptFrames() {
        Playback p = liveOf(new Kept());
        p.follow(30);
        p.step(-3);
        assertFalse(p.followingProperty().get());
        assertEquals(24, p.tickProperty().get(), "three frames of two ticks back from 30");
        p.step(100);
        assertEquals(40, p.tickProperty().get(), "no further than the newest frame");
    }

    @Test
    void pausingBeforeAnyPictureHoldsTheNewestFrame() {
        Playback p = liveOf(new Kept());
        p.pause();
        assertFalse(p.followingProperty().get());
        assertEquals(40, p.tickProperty().get());
        assertEquals(List.of(40L), shown);
    }

    @Test
    void theTimelineItDrivesSeeksItAndDrawsItsTick() {
        Kept kept = new Kept();
        Playback p = liveOf(kept);
        TimelineModel t = new TimelineModel();
        t.loadedProperty().set(true);
        t.firstProperty().set(0);
        t.receivedProperty().set(40);
        p.drive(t);
        p.follow(20);
        assertEquals(20, t.tickProperty().get(), "the playhead is the playback's tick");
        t.seek(7);
        assertEquals(6, p.tickProperty().get(), "a click on the timeline scrubs");
        assertFalse(p.followingProperty().get());
        assertEquals(6, t.tickProperty().get());
    }
}
