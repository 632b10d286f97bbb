package undercooked.server.start;

import java.time.Duration;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.logging.Logger;

/**
 * How a starting node waits for a service it needs (the room directory's Redis, the database) that
 * is there but slow to answer: on a loaded machine a first connection's handshake took longer than
 * its timeout, and the node refused to start with the service up. Each try keeps its own timeout;
 * a failure the caller says more tries may cure is tried again, {@link #PAUSE_MS} apart, until
 * {@link #PATIENCE} has passed. Any other failure (nothing listens there, no such host, a wrong
 * password) ends the start at once, so an operator's typo is not answered half a minute later.
 */
public final class StartPatience {

    /** How long a start keeps trying a service that answers too slowly. */
    public static final Duration PATIENCE = Duration.ofSeconds(30);
    /** Between two tries, so a failure that comes at once does not spin. */
    public static final long PAUSE_MS = 250;

    private static final Logger LOG = Logger.getLogger(StartPatience.class.getName());

    private StartPatience() {
    }

    /**
     * The first value {@code attempt} gives. A failure that {@code worthAnotherTry} accepts is tried
     * again while the patience lasts (the first such failure is logged, once); the last failure is
     * thrown as it was. An interrupt while waiting throws the last failure with the interrupt kept.
     *
     * @param what the service, for the log line ("the database at jdbc:postgresql://db/uc")
     */
    public static <T> T keepTrying(String what, Supplier<T> attempt, Predicate<RuntimeException> worthAnotherTry) {
        return keepTrying(what, attempt, worthAnotherTry, PATIENCE);
    }

    /** Whether {@code e} or any of its causes is one {@code test} accepts: what a try's failure was underneath. */
    public static boolean anyCause(Throwable e, Predicate<Throwable> test) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (test.test(t)) {
                return true;
            }
        }
        return false;
    }

    static <T> T keepTrying(String what, Supplier<T> attempt, Predicate<RuntimeException> worthAnotherTry,
                            Duration patience) {
        long deadline = System.nanoTime() + patience.toNanos();
        boolean told = false;
        while (true) {
            RuntimeException failure;
            try {
                return attempt.get();
            } catch (RuntimeException e) {
                if (!worthAnotherTry.test(e) || System.nanoTime() - deadline > 0) {
                    throw e;
                }
                failure = e;
            }
            if (!told) {
                LOG.warning(what + " is slow to answer (" + failure.getMessage() + "); trying again for up to "
                        + patience.toSeconds() + " s");
                told = true;
            }
            try {
                Thread.sleep(PAUSE_MS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw failure;
            }
        }
    }
}
