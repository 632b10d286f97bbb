package undercooked.protocol;

import java.util.List;

/**
 * The body of a {@code snap}: a full frame, or a delta against the previous frame of the same
 * stream. The tick, the time left and the tick's events ride both; the score and target are a
 * full frame's (a delta carries them only when they changed).
 */
public sealed interface SnapFrame permits FullFrame, DeltaFrame {

    long tick();

    double timeLeft();

    List<EventWire> events();
}
