package undercooked.studio.timeline;

import java.util.List;
import java.util.Objects;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;
import java.util.function.LongSupplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * Where a timeline's picture is and how it moves, for a replay and a live round alike: the tick on
 * screen, playing or paused at a speed, and for a live round whether the picture follows the newest
 * frames or was scrubbed back. A replay plays by tick credit: each pulse adds its wall time times
 * the speed in ticks and the whole ticks are played ({@link #advance}); at its end it pauses. A
 * live round follows frame arrival ({@link #follow}) until it is paused, stepped or scrubbed, and
 * {@link #backToLive} returns to it. What the ticks are and what showing one means is the feeder's
 * ({@link Ticks} and the {@code show} callback). No scene classes: tested headless.
 * The speed is an object property the speed box binds to directly (a bidirectional bind to a
 * {@code DoubleProperty.asObject()} wrapper nobody held was collected, and the box then did nothing).
 */
public final class Playback {
    /** Playback speeds the speed box offers. */
    public static final List<Double> SPEEDS = List.of(0.25, 0.5, 1.0, 2.0, 4.0, 8.0);
    /** Ticks per second of a round (the kernel's rate). */
    public static final int HZ = 20;
    /** The most wall time one pulse plays: a window that stalled does not jump the round. */
    static final double MAX_PULSE_SECONDS = 0.25;

    /** The ticks there are to show: a replay's every tick, or a live round's kept frames. */
    public interface Ticks {
        /** Whether there is a tick to show at all (a replay is open; a live round's first frame came). */
        boolean any();

        /** The first tick that can be shown (only asked when {@link #any()}). */
        long first();

        /** The last tick that can be shown: a replay's end, a live round's newest frame. */
        long last();

        /** The tick shown for a wanted one from first to last: a replay has each; a live round shows the frame at or before it. */
        default long at(long wanted) {
            return wanted;
        }

        /** The tick {@code by} steps from {@code from}: a replay's step is a tick, a live round's a kept frame. */
        default long step(long from, long by) {
            return from + by;
        }

        /** Every tick from 0 to {@code last} while {@code any} says there is a round: a replay's. */
        static Ticks every(BooleanSupplier any, LongSupplier last) {
            return new Ticks() {
                @Override
                public boolean any() {
                    return any.getAsBoolean();
                }

                @Override
                public long first() {
                    return 0;
                }

                @Override
                public long last() {
                    return last.getAsLong();
                }
            };
        }
    }

    /** The ticks a pulse of play passed over: from (excluded) to (included). */
    @FunctionalInterface
    public interface Passed {
        void passed(long from, long to);
    }

    private final Ticks ticks;
    private final LongConsumer show;
    private final ReadOnlyLongWrapper tick;
    private final BooleanProperty playing = new SimpleBooleanProperty();
    private final ObjectProperty<Double> speed = new SimpleObjectProperty<>(1.0);
    private final ReadOnlyBooleanWrapper following;
    private Passed onPassed = (from, to) -> { };
    private double credit;
    private long lastPulse = -1;

    private Playback(Ticks ticks, LongConsumer show, long tick, boolean following) {
        this.ticks = Objects.requireNonNull(ticks, "ticks");
        this.show = Objects.requireNonNull(show, "show");
        this.tick = new ReadOnlyLongWrapper(tick);
        this.following = new ReadOnlyBooleanWrapper(following);
    }

    /** A replay's playback: at tick 0, paused; {@code show} puts a tick on screen when the playback moves to it. */
    public static Playback replay(Ticks ticks, LongConsumer show) {
        return new Playback(ticks, show, 0, false);
    }

    /**
     * A live round's playback: following live, nothing on screen yet (tick -1). While it follows, the
     * feeder draws the frames as they arrive and says which ({@link #follow}); {@code show} is called
     * for a tick once it was paused, stepped or scrubbed there.
     */
    public static Playback live(Ticks ticks, LongConsumer show) {
        return new Playback(ticks, show, -1, true);
    }

    /** Clicking and dragging the timeline moves this playback, and its playhead is this playback's tick. */
    public void drive(TimelineModel timeline) {
        timeline.onSeek(this::seek);
        timeline.tickProperty().bind(tick);
    }

    /** Who hears of the ticks a pulse of play passed over (a replay's ticker of passed events). */
    public void onPassed(Passed passed) {
        this.onPassed = Objects.requireNonNull(passed, "passed");
    }

    /** Shows {@code wanted}, clamped to the ticks there are; leaves live. Playing goes on from there. */
    public void seek(long wanted) {
        if (!ticks.any()) {
            return;
        }
        following.set(false);
        long t = ticks.at(Math.clamp(wanted, ticks.first(), ticks.last()));
        tick.set(t);
        show.accept(t);
    }

    /** {@code by} ticks (a live round: kept frames) back or forward; a live round is paused first, where it is. */
    public void step(long by) {
        if (!ticks.any()) {
            return;
        }
        if (following.get()) {
            pause();
        }
        seek(ticks.step(tick.get(), by));
    }

    /** Stops playing; a live round stops following and holds the frame on screen (the newest when none is yet). */
    public void pause() {
        playing.set(false);
        if (following.get() && ticks.any()) {
            seek(tick.get() < 0 ? ticks.last() : tick.get());
        }
    }

    /** Plays or pauses; playing at the end starts again from the first tick. */
    public void togglePlay() {
        if (!ticks.any()) {
            return;
        }
        if (!playing.get() && tick.get() >= ticks.last()) {
            seek(ticks.first());
        }
        credit = 0;
        playing.set(!playing.get());
    }

    /** A screen pulse at {@code nowNanos}: while playing, the wall time since the last pulse is played ({@link #advance}). */
    public void pulse(long nowNanos) {
        if (lastPulse > 0 && playing.get()) {
            advance(Math.min(MAX_PULSE_SECONDS, (nowNanos - lastPulse) / 1e9));
        }
        lastPulse = nowNanos;
    }

    /**
     * Advances playing by {@code seconds} of wall time at the current speed (what a view's pulse
     * calls every frame; a test calls it with a stepped clock). Whole ticks are played, the rest is
     * kept for the next pulse; at the last tick playing stops.
     */
    public void advance(double seconds) {
        if (!ticks.any() || !playing.get()) {
            return;
        }
        credit += seconds * speed() * HZ;
        long n = (long) Math.floor(credit);
        if (n <= 0) {
            return;
        }
        credit -= n;
        long from = tick.get();
        long to = Math.min(ticks.last(), from + n);
        onPassed.passed(from, to);
        seek(to);
        if (to >= ticks.last()) {
            playing.set(false);
        }
    }

    /** A live round's frame {@code t} was drawn as it arrived: the playhead follows it while following live. */
    public void follow(long t) {
        if (following.get()) {
            tick.set(t);
        }
    }

    /** Back to live: following the frames as they arrive again, from the newest. */
    public void backToLive() {
        playing.set(false);
        following.set(true);
        if (ticks.any()) {
            tick.set(ticks.last());
        }
    }

    /** A new round: stopped, and nothing of the last pulse's credit carried over. */
    public void stop() {
        playing.set(false);
        credit = 0;
    }

    private double speed() {
        Double s = speed.get();
        return s == null || s <= 0 ? 1.0 : s;
    }

    /** The tick on screen (-1: a live round before its first picture). */
    public ReadOnlyLongProperty tickProperty() {
        return tick.getReadOnlyProperty();
    }

    public BooleanProperty playingProperty() {
        return playing;
    }

    /** The speed as a factor of real time (1.0 is 20 ticks a second). */
    public ObjectProperty<Double> speedProperty() {
        return speed;
    }

    /** A live round shown as its frames arrive (not paused, stepped or scrubbed back). */
    public ReadOnlyBooleanProperty followingProperty() {
        return following.getReadOnlyProperty();
    }
}
