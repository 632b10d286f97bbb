package undercooked.server.rooms;

/**
 * Monotonic time for rooms. Injected so that a room's countdown, settle, park and grace rules
 * can be unit-tested by advancing a fake clock instead of sleeping.
 */
@FunctionalInterface
public interface Clock {

    long nanos();

    static Clock system() {
        return System::nanoTime;
    }
}
