package undercooked.protocol;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The delta's saving on an idle kitchen, on the protocol's sample frame. The frame budget itself
 * is measured on every campaign level by the server's {@code SizeBudgetTest}, where the levels are.
 */
class IdleDeltaTest {

    private final WireCodec codec = new WireCodec();

    /** In every shape a client can ask for, each measured in its own shape. */
    @ParameterizedTest
    @EnumSource(FrameShape.class)
    void anIdleKitchensDeltaIsAtLeastFortyPercentSmallerThanItsFull(FrameShape shape) {
        FullFrame previous = idle(Samples.fourPlayerFrame(120), 120);
        FullFrame next = idle(Samples.fourPlayerFrame(120), 121);

        int full = WireCodec.utf8Length(codec.encode(new SnapMsg(next), shape));
        int delta = WireCodec.utf8Length(codec.encode(new SnapMsg(shape.delta(previous, next)), shape));

        assertTrue(delta <= full * (1 - Protocol.IDLE_DELTA_MIN_SAVING), shape + ": " + delta + " vs " + full);
    }

    /**
     * Nobody moves and nothing cooks, but the clock runs: the tick, the time left and every
     * order's deadline share still change, so those are what the delta must carry.
     */
    private static FullFrame idle(FullFrame busy, long tick) {
        double elapsed = tick * 0.05;
        List<OrderSnap> orders = busy.orders().stream()
                .map(o -> new OrderSnap(o.id(), o.recipe(), 0.9 - (o.id() - 13) * 0.15 - elapsed / 1000, o.points()))
                .toList();
        return new FullFrame(tick, busy.score(), busy.target(), 150.0 - elapsed, busy.players(), busy.stations(),
                orders, busy.hazards(), List.of());
    }
}
