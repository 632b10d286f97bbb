package undercooked.bench;

import java.io.IOException;
import java.util.Locale;
import java.util.Optional;

/**
 * How the bench asks for its rooms: as a client behind a balancer would. A {@code room_full}
 * answer from a node over its tick budget is not the end of the ramp: the ramp waits until the
 * node's {@code /readyz} says it takes rooms again and asks once more; only a node that stays
 * not ready for {@code patienceNanos} ends it (the rooms not yet made are then counted as
 * refused). A node that is over only for a moment (the JIT compiling, thousands of handshakes
 * at once while the ramp runs) is then measured at the rooms asked for, not at the handful it
 * had when the moment came; a node really past what it carries stays over and ends the ramp.
 */
final class RoomRamp {

    /** A created room, or the node's reason for refusing one. */
    record Answer(String code, String token, Optional<String> refusal) {
        static Answer created(String code, String token) {
            return new Answer(code, token, Optional.empty());
        }

        static Answer refused(String why) {
            return new Answer("", "", Optional.of(why));
        }
    }

    /** The node the rooms come from. */
    interface Node {
        /** {@code POST /api/rooms}: a room, or the {@code room_full} answer's message. */
        Answer create() throws IOException, InterruptedException;

        /** {@code GET /readyz}: whether the node says it takes new rooms now. */
        boolean ready() throws IOException, InterruptedException;
    }

    private final Node node;
    private final long patienceNanos;
    private final long pollMillis;
    private int waits;
    private int created;
    /** How many rooms the node had taken at its first refusal. */
    private int firstRefusalAt = -1;
    private long waitedNanos;
    private Optional<String> lastRefusal = Optional.empty();

    RoomRamp(Node node, long patienceNanos, long pollMillis) {
        if (patienceNanos < 0 || pollMillis < 1) {
            throw new IllegalArgumentException("patience >= 0 and a poll of at least 1 ms");
        }
        this.node = node;
        this.patienceNanos = patienceNanos;
        this.pollMillis = pollMillis;
    }

    /** The rooms taken and not yet started: a client's players would start them without waiting for more. */
    interface Pending {
        void start() throws IOException, InterruptedException;
    }

    /**
     * The next room; a refusal starts the {@code pending} rooms, waits for the node to be ready
     * again (at most the patience, each time) and asks again. Empty when the node stayed not
     * ready: the ramp ends there. The rooms taken are started before the wait because a node
     * counts rooms about to start as load to come (decision 0056): one that waited for them to
     * start before saying ready would wait for ever on a ramp that starts them only after its step.
     */
    Optional<Answer> next(Pending pending) throws IOException, InterruptedException {
        while (true) {
            Answer a = node.create();
            if (a.refusal().isEmpty()) {
                created++;
                return Optional.of(a);
            }
            pending.start();
            lastRefusal = a.refusal();
            if (firstRefusalAt < 0) {
                firstRefusalAt = created;
            }
            waits++;
            long start = System.nanoTime();
            boolean ready = false;
            while (!ready && System.nanoTime() - start < patienceNanos) {
                Thread.sleep(pollMillis);
                ready = node.ready();
            }
            waitedNanos += System.nanoTime() - start;
            if (!ready) {
                return Optional.empty();
            }
        }
    }

    /** What the ramp met, for the report: empty when no room was refused. */
    Optional<String> summary() {
        return lastRefusal.map(why -> String.format(Locale.ROOT, "ramp: %d room_full answer%s (the first with %d rooms"
                + " taken), %.1f s waiting for /readyz; the last said: %s", waits, waits == 1 ? "" : "s", firstRefusalAt,
                waitedNanos / 1e9, why));
    }

    int waits() {
        return waits;
    }
}
