package undercooked.server.rooms;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

/**
 * What one player was sent from its first snapshot to the verdict: full frames (and the largest),
 * deltas (and their average size), and the downlink in bytes a second. {@code FrameBudgetTest}
 * (a stepped room) and {@code FrameBudgetIntegrationTest} (a live socket) measure the same way.
 *
 * @param deltaAverage bytes
 * @param bytesPerSecond every frame's bytes over the time from the first snapshot to the last
 */
public record FrameFigures(int fulls, int largestFull, int deltas, double deltaAverage, double bytesPerSecond) {

    /** What a frame was, for the count. */
    public enum Kind { FULL, DELTA, VERDICT, OTHER }

    /** One frame as sent or received: its kind, its size, when. */
    public record Frame(Kind kind, int bytes, long nanos) {
    }

    public static FrameFigures of(List<Frame> all) {
        int first = -1;
        int verdict = -1;
        for (int i = 0; i < all.size(); i++) {
            Kind k = all.get(i).kind();
            if (first < 0 && (k == Kind.FULL || k == Kind.DELTA)) {
                first = i;
            }
            if (k == Kind.VERDICT) {
                verdict = i;
            }
        }
        assertTrue(first >= 0 && verdict > first, "a round was played: " + all.size() + " frames");
        int fulls = 0;
        int largest = 0;
        int deltas = 0;
        long deltaBytes = 0;
        long bytes = 0;
        long lastSnap = all.get(first).nanos();
        for (int i = first; i < verdict; i++) {
            Frame f = all.get(i);
            bytes += f.bytes();
            switch (f.kind()) {
                case FULL -> {
                    fulls++;
                    largest = Math.max(largest, f.bytes());
                    lastSnap = f.nanos();
                }
                case DELTA -> {
                    deltas++;
                    deltaBytes += f.bytes();
                    lastSnap = f.nanos();
                }
                default -> { }
            }
        }
        double seconds = (lastSnap - all.get(first).nanos()) / 1e9;
        return new FrameFigures(fulls, largest, deltas, deltaBytes / (double) Math.max(1, deltas), bytes / seconds);
    }
}
