package undercooked.server.archive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import undercooked.protocol.Eventually;

/**
 * The outbox's hand-over between runs: an item a close left in the spool belongs to the next run,
 * even when the old run's stalled write lands after the close (the race SqlSessionStoreTest met
 * once under load: the old writer deleted the file the next store had already listed).
 */
class BackgroundWriterTest {

    private static final BackgroundWriter.Codec<String> TEXT = new BackgroundWriter.Codec<>() {
        @Override
        public byte[] encode(String item) {
            return item.getBytes(StandardCharsets.UTF_8);
        }

        @Override
        public String decode(byte[] bytes) {
            return new String(bytes, StandardCharsets.UTF_8);
        }
    };

    private static BackgroundWriter<String> writer(Path spool, BackgroundWriter.Job<String> job) throws IOException {
        return new BackgroundWriter<>(new BackgroundWriter.Settings("test", Optional.of(spool), 16, false), TEXT,
                s -> Optional.empty(), job, System::nanoTime);
    }

    private static long pending(Path spool) throws IOException {
        try (Stream<Path> files = Files.list(spool)) {
            return files.filter(f -> f.getFileName().toString().endsWith(BackgroundWriter.SUFFIX)).count();
        }
    }

    @Test
    void aWriteThatLandsAfterTheCloseLeavesTheKeptFileToTheNextRun(@TempDir Path spool) throws Exception {
        AtomicInteger calls = new AtomicInteger();
        CountDownLatch entered = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch landed = new CountDownLatch(1);
        BackgroundWriter<String> old = writer(spool, (item, progress) -> {
            if (calls.incrementAndGet() == 1) {
                throw new SQLException("the database is down"); // kept in the spool, tried again
            }
            entered.countDown();
            try {
                release.await(); // the database answers again only after the close
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            landed.countDown();
        });
        old.submit("tok-ana=4");
        assertTrue(entered.await(10, TimeUnit.SECONDS), "the second attempt is under way");
        assertEquals(1, pending(spool), "the failed item is in the spool");
        assertEquals(1, old.close(0), "the close gives the in-flight item up to the spool");
        release.countDown();
        assertTrue(landed.await(10, TimeUnit.SECONDS));
        Eventually.within(Duration.ofSeconds(5), "the old writer counts its late write",
                () -> old.stats().written() == 1);
        assertEquals(1, pending(spool), "the file stays: the next run may already have listed it");

        List<String> written = new CopyOnWriteArrayList<>();
        try (BackgroundWriter<String> next = writer(spool, (item, progress) -> written.add(item))) {
            assertEquals(List.of("tok-ana=4"), next.recovered());
            assertTrue(next.drain(5000));
            assertEquals(List.of("tok-ana=4"), written, "written again: the writes are safe to repeat");
            assertEquals(0, pending(spool));
        }
    }

    @Test
    void whileWritesFailTheirReasonIsToldAndItIsGoneOnceOneLands(@TempDir Path spool) throws Exception {
        AtomicInteger calls = new AtomicInteger();
        try (BackgroundWriter<String> w = writer(spool, (item, progress) -> {
            if (calls.incrementAndGet() <= 2) {
                // a replay folder that cannot be written, not a database that does not answer
                throw new IOException("/srv/data/replays/1.json.gz.tmp: Operation not permitted");
            }
        })) {
            assertEquals(Optional.empty(), w.failure(), "nothing failed yet");
            w.submit("round 1");
            Eventually.within(Duration.ofSeconds(5), "the failure is told", () -> w.failure().isPresent());
            assertEquals(Optional.of("/srv/data/replays/1.json.gz.tmp: Operation not permitted"), w.failure());
            assertTrue(w.drain(10_000), "the third attempt lands");
            assertEquals(Optional.empty(), w.failure(), "a write landed: nothing fails now");
        }
    }
}
