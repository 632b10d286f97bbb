package undercooked.server.archive;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A stalled database for tests: another thread holds the database's one connection until closed,
 * as a statement that never answers would (PostgreSQL may take 5 s to connect and 10 s to answer).
 */
public final class DatabaseStall implements AutoCloseable {
    private final CountDownLatch held = new CountDownLatch(1);
    private final CountDownLatch release = new CountDownLatch(1);
    private final Thread holder;

    /** Returns once the connection is held. */
    public DatabaseStall(Database db) throws InterruptedException {
        holder = Thread.ofPlatform().name("stalled-database").start(() -> {
            try {
                db.run(c -> {
                    held.countDown();
                    try {
                        release.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    return null;
                });
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
        });
        assertTrue(held.await(5, TimeUnit.SECONDS), "the stall took the connection");
    }

    @Override
    public void close() throws InterruptedException {
        release.countDown();
        holder.join(5000);
    }
}
