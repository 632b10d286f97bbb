package undercooked.server.archive;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.sql.SQLException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.LongSupplier;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The one background writer behind the session store and the round archive: callers (rooms, under
 * their locks) hand an item in and return at once; one platform thread writes the items in the
 * order they came, each until it is written. A write that fails with an I/O or database error (a
 * restarted, stalled or unreachable PostgreSQL, a full disk) is not dropped: the item stays at the
 * head, every item still waiting is copied to the spool folder (one file each, forced, so a stop
 * or crash during the outage keeps them) and the write is tried again with a growing pause, up to
 * {@link #RETRY_MAX_MS}. When the database answers again the items are written in order; an
 * item's write must be idempotent (a retry after a write whose answer was lost writes nothing
 * twice), and a job saves what it learned on the way ({@link Progress}, e.g. the replay id it
 * allocated) so the retry reuses it.
 *
 * <p>Bounded: at most {@code bound} items wait; one more is dropped, counted and logged (once a
 * period). A keyed item (a session's token) replaces the waiting item with its key instead of
 * queueing again, so a player's changes cost one write. The spool's files carry this process's id:
 * at start, the files of processes no longer running are taken over and written first.
 *
 * @param <T> the item, immutable
 */
public final class BackgroundWriter<T> implements AutoCloseable {

    private static final Logger LOG = Logger.getLogger(BackgroundWriter.class.getName());
    static final long RETRY_MIN_MS = 100;
    static final long RETRY_MAX_MS = 2000;
    static final String SUFFIX = ".pending";

    /** Writes one item; throws to have it kept and retried. */
    @FunctionalInterface
    public interface Job<T> {
        void write(T item, Progress<T> progress) throws IOException, SQLException;
    }

    /** Replaces the item being written with what the job learned (kept in memory and in its spool file). */
    @FunctionalInterface
    public interface Progress<T> {
        void save(T next) throws IOException;
    }

    /** An item as spool bytes and back. */
    public interface Codec<T> {
        byte[] encode(T item);

        T decode(byte[] bytes) throws IOException;
    }

    /**
     * @param name names the thread and the log lines
     * @param spool the folder for kept items, or none (items then wait in memory only)
     * @param bound the most items that may wait
     * @param holdSpooled whether an item copied to the spool also stays in memory (small items
     *     that callers look up by key); large ones (rounds) are read back from their file
     */
    public record Settings(String name, Optional<Path> spool, int bound, boolean holdSpooled) {
        public Settings {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(spool, "spool");
            if (bound < 1) {
                throw new IllegalArgumentException("bound must be >= 1, was " + bound);
            }
        }
    }

    /** What /api/stats shows. */
    public record Stats(long written, long waiting, long spooled, long dropped, long failedWrites,
                        long keptItems) {
    }

    private final class Entry {
        final long seq;
        final Optional<String> key;
        T value;
        Optional<Path> file = Optional.empty();
        boolean fileCurrent;
        boolean failedOnce;
        boolean countedLost;

        Entry(long seq, Optional<String> key, T value) {
            this.seq = seq;
            this.key = key;
            this.value = value;
        }
    }

    private final String name;
    private final Optional<Path> spool;
    private final Codec<T> codec;
    private final Function<T, Optional<String>> keyOf;
    private final Job<T> job;
    private final int bound;
    private final boolean holdSpooled;
    private final LongSupplier nanos;

    private final Object lock = new Object();
    private final ArrayDeque<Entry> queue = new ArrayDeque<>();
    private final Map<String, Entry> byKey = new HashMap<>();
    private final List<T> recovered;
    private Optional<Entry> inFlight = Optional.empty();
    private Optional<Thread> thread = Optional.empty();
    private long nextSeq;
    private boolean closed;
    private boolean abandoned;
    private long failingSince = -1;
    /** The newest failed attempt's reason, while writes fail: what the operator fixes. */
    private String lastFailure = "";
    private long written;
    private long dropped;
    private long failedWrites;
    private long keptItems;
    private long lastDropLog = Long.MIN_VALUE;

    /** @param keyOf the key a newer item replaces a waiting one by, if any */
    public BackgroundWriter(Settings settings, Codec<T> codec, Function<T, Optional<String>> keyOf, Job<T> job,
            LongSupplier nanos) throws IOException {
        this.name = settings.name();
        this.spool = settings.spool();
        this.bound = settings.bound();
        this.holdSpooled = settings.holdSpooled();
        this.codec = Objects.requireNonNull(codec, "codec");
        this.keyOf = Objects.requireNonNull(keyOf, "keyOf");
        this.job = Objects.requireNonNull(job, "job");
        this.nanos = Objects.requireNonNull(nanos, "nanos");
        List<T> back = new ArrayList<>();
        if (spool.isPresent()) {
            Files.createDirectories(spool.get());
            for (Path f : leftOver(spool.get())) {
                T item;
                try {
                    item = codec.decode(Files.readAllBytes(f));
                } catch (IOException | RuntimeException e) {
                    LOG.warning(name + ": the kept item " + f.getFileName() + " does not read (" + e.getMessage()
                            + "); it is left in place and not written");
                    Files.move(f, f.resolveSibling(f.getFileName() + ".unreadable"), StandardCopyOption.REPLACE_EXISTING);
                    continue;
                }
                Entry e = new Entry(nextSeq++, keyOf.apply(item), holdSpooled ? item : null);
                e.file = Optional.of(f);
                e.fileCurrent = true;
                queue.add(e);
                e.key.ifPresent(k -> byKey.put(k, e));
                back.add(item);
            }
            if (!back.isEmpty()) {
                LOG.warning(name + ": " + back.size() + " items kept by an earlier run are written first");
                start();
            }
        }
        this.recovered = List.copyOf(back);
    }

    /** The spool files of processes no longer running, oldest first. */
    private static List<Path> leftOver(Path dir) throws IOException {
        List<Path> out = new ArrayList<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, "*" + SUFFIX)) {
            for (Path f : files) {
                String n = f.getFileName().toString();
                int dash = n.indexOf('-');
                Optional<Long> pid;
                try {
                    pid = dash > 0 ? Optional.of(Long.parseLong(n.substring(0, dash))) : Optional.empty();
                } catch (NumberFormatException e) {
                    pid = Optional.empty();
                }
                boolean running = pid.filter(p -> p != ProcessHandle.current().pid())
                        .flatMap(ProcessHandle::of).filter(ProcessHandle::isAlive).isPresent();
                if (!running) {
                    out.add(f);
                }
            }
        }
        out.sort((a, b) -> {
            try {
                int byTime = Files.getLastModifiedTime(a).compareTo(Files.getLastModifiedTime(b));
                return byTime != 0 ? byTime : a.getFileName().toString().compareTo(b.getFileName().toString());
            } catch (IOException e) {
                return a.getFileName().toString().compareTo(b.getFileName().toString());
            }
        });
        return out;
    }

    /** The items an earlier run kept and this one took over, in their order. */
    public List<T> recovered() {
        return recovered;
    }

    /**
     * Hands an item in; never blocks, never throws for the disk or the database. False when it was
     * dropped: the writer is closed or {@code bound} items already wait.
     */
    public boolean submit(T item) {
        Objects.requireNonNull(item, "item");
        Optional<String> key = keyOf.apply(item);
        synchronized (lock) {
            Optional<Entry> same = key.map(byKey::get);
            if (same.isPresent() && !closed) {
                same.get().value = item;
                same.get().fileCurrent = false;
                return true;
            }
            if (closed || queue.size() >= bound) {
                dropped++;
                long now = nanos.getAsLong();
                if (lastDropLog == Long.MIN_VALUE || now - lastDropLog > TimeUnit.SECONDS.toNanos(10)) {
                    lastDropLog = now;
                    LOG.severe(name + ": an item was dropped (" + (closed ? "the writer is closed"
                            : bound + " items already wait for the database") + "); " + dropped + " dropped so far");
                }
                return false;
            }
            Entry e = new Entry(nextSeq++, key, item);
            queue.add(e);
            key.ifPresent(k -> byKey.put(k, e));
            start();
            lock.notifyAll();
            return true;
        }
    }

    /** The newest item waiting (or being written) under {@code key}. */
    public Optional<T> waiting(String key) {
        synchronized (lock) {
            Entry e = byKey.get(key);
            if (e != null) {
                return Optional.ofNullable(e.value);
            }
            return inFlight.filter(f -> f.key.equals(Optional.of(key))).map(f -> f.value);
        }
    }

    /** Under {@link #lock}. */
    private void start() {
        if (thread.isEmpty() && !closed) {
            thread = Optional.of(Thread.ofPlatform().name(name + "-writer").daemon().start(this::loop));
        }
    }

    private void loop() {
        long pause = RETRY_MIN_MS;
        while (true) {
            Entry e;
            synchronized (lock) {
                while (queue.isEmpty() && !closed) {
                    waitQuietly(0);
                }
                if (queue.isEmpty() || abandoned) {
                    return;
                }
                e = queue.removeFirst();
                e.key.ifPresent(k -> byKey.remove(k, e));
                inFlight = Optional.of(e);
            }
            Optional<Exception> failure = attempt(e);
            synchronized (lock) {
                inFlight = Optional.empty();
                if (failure.isEmpty()) {
                    if (e.countedLost) {
                        dropped--; // a close gave up on it, yet this write landed
                    }
                    written++;
                    failingSince = -1;
                    pause = RETRY_MIN_MS;
                    if (!abandoned) {
                        // After a close gave the item up, its file is the next run's, which may
                        // already have listed it: it writes it again (the writes are safe to repeat).
                        e.file.ifPresent(BackgroundWriter::deleteQuietly);
                    }
                    lock.notifyAll();
                    continue;
                }
                if (abandoned) {
                    return; // a close already kept or counted it
                }
                failedWrites++;
                lastFailure = String.valueOf(failure.get().getMessage());
                if (!e.failedOnce) {
                    e.failedOnce = true;
                    keptItems++;
                }
                if (failingSince < 0) {
                    failingSince = nanos.getAsLong();
                    LOG.warning(name + ": a write failed (" + failure.get().getMessage() + "); " + (queue.size() + 1)
                            + " items are kept" + (spool.isPresent() ? " in " + spool.get() : " in memory")
                            + " and tried again until a write succeeds");
                }
                // Back at the head, unless a newer item with its key came meanwhile: then that one wins.
                boolean superseded = e.key.map(byKey::containsKey).orElse(false);
                if (!superseded) {
                    queue.addFirst(e);
                    e.key.ifPresent(k -> byKey.put(k, e));
                } else {
                    e.file.ifPresent(BackgroundWriter::deleteQuietly);
                }
                spill();
                waitQuietly(pause);
                pause = Math.min(RETRY_MAX_MS, pause * 2);
            }
        }
    }

    private Optional<Exception> attempt(Entry e) {
        T item;
        Optional<Path> file;
        synchronized (lock) {
            item = e.value;
            file = e.file;
        }
        try {
            if (item == null) {
                item = codec.decode(Files.readAllBytes(file.orElseThrow()));
            }
            job.write(item, next -> {
                synchronized (lock) {
                    e.value = next;
                    e.fileCurrent = false;
                    if (e.file.isPresent()) {
                        keep(e);
                    }
                }
            });
            return Optional.empty();
        } catch (IOException | SQLException ex) {
            return Optional.of(ex);
        } catch (RuntimeException ex) {
            // Not the database's fault but this item's: writing it again would fail again and hold
            // up every item behind it. Counted and named; the rest go on.
            synchronized (lock) {
                dropped++;
            }
            LOG.log(Level.SEVERE, name + ": an item could not be written and was dropped", ex);
            return Optional.empty();
        }
    }

    /** Copies every waiting item that has no current spool file to one; under {@link #lock}. */
    private void spill() {
        for (Entry e : queue) {
            if (!e.fileCurrent) {
                keep(e);
            }
        }
    }

    /** Under {@link #lock}; a refused file leaves the item in memory only. */
    private void keep(Entry e) {
        if (spool.isEmpty()) {
            return;
        }
        Path file = e.file.orElseGet(() -> spool.get().resolve(
                ProcessHandle.current().pid() + "-" + String.format("%016d", e.seq) + SUFFIX));
        Path temp = file.resolveSibling(file.getFileName() + ".tmp");
        try (FileChannel ch = FileChannel.open(temp, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            if (e.value == null) {
                return; // only on disk already, and that copy is current
            }
            ByteBuffer b = ByteBuffer.wrap(codec.encode(e.value));
            while (b.hasRemaining()) {
                ch.write(b);
            }
            ch.force(true);
            Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            e.file = Optional.of(file);
            e.fileCurrent = true;
            if (!holdSpooled) {
                e.value = null;
            }
        } catch (IOException ex) {
            deleteQuietly(temp);
            LOG.warning(name + ": cannot keep an item in " + spool.get() + " (" + ex.getMessage()
                    + "); it waits in memory only");
        }
    }

    private void waitQuietly(long ms) {
        try {
            lock.wait(ms);
        } catch (InterruptedException e) {
            // Only close stops the writer, by what it sets under the lock.
        }
    }

    private static void deleteQuietly(Path f) {
        try {
            Files.deleteIfExists(f);
        } catch (IOException e) {
            LOG.warning("cannot delete " + f + " (" + e.getMessage() + ")");
        }
    }

    private boolean allKept() {
        synchronized (lock) {
            return failingSince >= 0 && spool.isPresent() && queue.stream().allMatch(e -> e.fileCurrent)
                    && inFlight.map(e -> e.fileCurrent).orElse(true);
        }
    }

    /** Whether the newest attempt failed and items wait for the database: readiness. */
    public boolean failing() {
        synchronized (lock) {
            return failingSince >= 0 && (!queue.isEmpty() || inFlight.isPresent());
        }
    }

    /** Why writes fail, while they do: the newest attempt's reason (a database's, or a folder's). */
    public Optional<String> failure() {
        synchronized (lock) {
            return failing() ? Optional.of(lastFailure) : Optional.empty();
        }
    }

    /** How long writes have been failing, if they are: liveness gives up after a bound. */
    public Optional<Long> failingForNanos() {
        synchronized (lock) {
            return failing() ? Optional.of(nanos.getAsLong() - failingSince) : Optional.empty();
        }
    }

    public Stats stats() {
        synchronized (lock) {
            long waiting = queue.size() + (inFlight.isPresent() ? 1 : 0);
            long spooled = queue.stream().filter(e -> e.file.isPresent()).count()
                    + inFlight.filter(e -> e.file.isPresent()).map(e -> 1L).orElse(0L);
            return new Stats(written, waiting, spooled, dropped, failedWrites, keptItems);
        }
    }

    /** Waits (bounded) until every item handed in so far is written: tests and close. */
    public boolean drain(long timeoutMs) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        synchronized (lock) {
            while (!queue.isEmpty() || inFlight.isPresent()) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                try {
                    TimeUnit.NANOSECONDS.timedWait(lock, left);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return false;
                }
            }
            return true;
        }
    }

    /**
     * Stops taking items and writes what waits, for up to {@code budgetMs}. What is still unwritten
     * then is kept in the spool for the next start (and named in the log), or, without a spool,
     * counted as dropped. While writes fail and every waiting item is already in the spool there
     * is nothing to wait for: the stop does not sit out its budget. Returns how many were left.
     */
    public int close(long budgetMs) {
        synchronized (lock) {
            if (closed) {
                return 0;
            }
            closed = true;
            lock.notifyAll();
        }
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(budgetMs);
        while (!drain(Math.min(200, Math.max(0, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime()))))) {
            if (System.nanoTime() >= deadline || allKept()) {
                break;
            }
        }
        if (drain(0)) {
            return 0;
        }
        synchronized (lock) {
            abandoned = true;
            List<Entry> left = new ArrayList<>(queue);
            inFlight.ifPresent(left::add);
            int kept = 0;
            for (Entry e : left) {
                if (!e.fileCurrent) {
                    keep(e);
                }
                kept += e.fileCurrent ? 1 : 0;
                e.countedLost = !e.fileCurrent;
            }
            int lost = left.size() - kept;
            dropped += lost;
            queue.clear();
            byKey.clear();
            lock.notifyAll();
            LOG.warning(name + ": " + left.size() + " items were not written within " + budgetMs + " ms: " + kept
                    + " are kept in the spool for the next start" + (lost > 0 ? ", " + lost + " are lost" : ""));
            return left.size();
        }
    }

    @Override
    public void close() {
        close(TimeUnit.SECONDS.toMillis(10));
    }
}
