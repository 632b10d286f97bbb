package undercooked.protocol;

import java.util.List;

/**
 * The body of a {@code snap}: a full frame, or a delta against the previous frame of the same
 * stream. The scalars and the tick's events ride both.
 */
public sealed interface SnapFrame permits FullFrame, DeltaFrame {

    long tick();

    int score();

    int target();

    double timeLeft();

    List<EventWire> events();
}
