package undercooked.server.ws;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.util.ArrayDeque;
import java.util.Iterator;
import java.util.PriorityQueue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * A selector thread that reads game sockets (decision 0058): one platform thread serves many
 * sockets, where a virtual thread a socket cost a park, an unpark and a carrier's hand-over for
 * every frame read. The JVM has one per core (at most {@link #MAX_LOOPS}), shared by every server
 * it runs, each socket given to the next in turn.
 *
 * <p>Everything a {@link LoopChannel} does to its key runs on its loop's thread: other threads
 * hand work over with {@link #execute}. Timers (a paced socket's next read, a close's wait) run
 * there too. A step that throws is logged and ends only its own socket; the loop goes on.
 */
final class SocketLoop {

    /** No more loops than this, however many cores: past it they only share the same cores. */
    static final int MAX_LOOPS = 4;
    private static final Logger LOG = Logger.getLogger(SocketLoop.class.getName());
    private static final SocketLoop[] LOOPS = new SocketLoop[Math.max(1,
            Math.min(MAX_LOOPS, Runtime.getRuntime().availableProcessors()))];
    private static final AtomicInteger NEXT = new AtomicInteger();
    /** How often an idle loop turns anyway, so that a turn late by a stall can be told from an idle wait. */
    static final long BEAT_NANOS = StallWatch.BEAT;
    /** Stalls of any loop since the JVM started: a turn that began this late. */
    private static final AtomicLong STALLS = new AtomicLong();
    /** When the last loop stall ended ({@link System#nanoTime}) and how long it was: a pair, read together. */
    private static final AtomicReference<long[]> LAST_STALL = new AtomicReference<>(new long[] {Long.MIN_VALUE / 2, 0});
    /** A failed start has been logged and none has succeeded since. */
    private static final AtomicBoolean REFUSED_LOGGED = new AtomicBoolean();

    /** What a registered socket does when its key is ready; called on the loop's thread. */
    interface Ready {
        void readable();

        void writable();

        /** A step of this socket threw: it ends, the loop goes on. */
        void failed(Throwable t);
    }

    private record Timer(long due, long order, Runnable task) implements Comparable<Timer> {
        @Override
        public int compareTo(Timer o) {
            int c = Long.compare(due, o.due);
            return c != 0 ? c : Long.compare(order, o.order);
        }
    }

    private final Selector selector;
    private final Thread thread;
    private final ConcurrentLinkedQueue<Runnable> tasks = new ConcurrentLinkedQueue<>();
    private final PriorityQueue<Timer> timers = new PriorityQueue<>();
    /** Sockets with whole frames left in their buffer after their turn: read again before the next wait. */
    private final ArrayDeque<Ready> again = new ArrayDeque<>();
    private long timerOrder;
    /** Loop thread only: when the last turn began. */
    private long lastTurn = System.nanoTime();

    private SocketLoop(int index) {
        try {
            selector = Selector.open();
        } catch (IOException e) {
            throw new UncheckedIOException("no selector for the game sockets", e);
        }
        thread = Thread.ofPlatform().daemon().name("ws-loop-" + index).unstarted(this::run);
        thread.start();
    }

    /**
     * The loop a new socket goes to: each in turn. Null when that loop is not started and cannot
     * be (no descriptor for its selector): the socket then keeps a thread of its own, and the
     * loop is tried again for the next one. Said once in the log, without a trace.
     */
    static SocketLoop next() {
        int i = Math.floorMod(NEXT.getAndIncrement(), LOOPS.length);
        synchronized (LOOPS) {
            if (LOOPS[i] == null) {
                try {
                    LOOPS[i] = new SocketLoop(i);
                    REFUSED_LOGGED.set(false);
                } catch (UncheckedIOException e) {
                    if (REFUSED_LOGGED.compareAndSet(false, true)) {
                        LOG.warning("a socket loop could not start (" + e.getCause().getMessage()
                                + "): new game sockets keep a thread each until one can");
                    }
                    return null;
                }
            }
            return LOOPS[i];
        }
    }

    /** Every loop started so far (tests hold them to stall the reading of every socket). */
    static java.util.List<SocketLoop> started() {
        synchronized (LOOPS) {
            return java.util.Arrays.stream(LOOPS).filter(java.util.Objects::nonNull).toList();
        }
    }

    boolean inLoop() {
        return Thread.currentThread() == thread;
    }

    /** Runs {@code task} on the loop's thread, after what it is doing now. */
    void execute(Runnable task) {
        tasks.add(task);
        if (!inLoop()) {
            selector.wakeup();
        }
    }

    /** On the loop's thread only: runs {@code task} there at {@code dueNanos} ({@link System#nanoTime}). */
    void schedule(long dueNanos, Runnable task) {
        timers.add(new Timer(dueNanos, timerOrder++, task));
    }

    /** On the loop's thread only: {@code ready} reads again before the loop next waits. */
    void readAgain(Ready ready) {
        again.add(ready);
    }

    Selector selector() {
        return selector;
    }

    private void run() {
        schedule(System.nanoTime() + BEAT_NANOS, this::beat);
        while (true) {
            try {
                select();
                turned();
                runTasks();
                Iterator<SelectionKey> keys = selector.selectedKeys().iterator();
                while (keys.hasNext()) {
                    SelectionKey key = keys.next();
                    keys.remove();
                    step(key);
                }
                runTimers();
                for (int n = again.size(); n > 0; n--) {
                    Ready r = again.poll();
                    try {
                        r.readable();
                    } catch (Throwable t) {
                        fail(r, t);
                    }
                }
            } catch (Throwable t) {
                // Not one socket's step (each is caught below): the selector itself. Logged, and the loop goes on.
                LOG.log(Level.WARNING, "a game socket loop failed a turn", t);
            }
        }
    }

    /** Keeps an idle loop turning every beat: a turn that begins late is then a stall, not an idle wait. */
    private void beat() {
        schedule(System.nanoTime() + BEAT_NANOS, this::beat);
    }

    /**
     * A turn begins: one that began {@link StallWatch#STALL} later than its beat allows was held
     * (a long collection, the process paused, a step that waited), and the frames read in it are
     * the backlog of that stall, which the input limit forgives ({@link StallWatch#recent}).
     */
    private void turned() {
        long now = System.nanoTime();
        long late = now - lastTurn - BEAT_NANOS;
        lastTurn = now;
        if (late > StallWatch.STALL) {
            LAST_STALL.set(new long[] {now, late});
            STALLS.incrementAndGet();
        }
    }

    /** Loop stalls since the JVM started. */
    static long stalls() {
        return STALLS.get();
    }

    /** The last loop stall: when it ended and how long it was ({@link System#nanoTime}); none yet ends long ago. */
    static long[] lastStall() {
        return LAST_STALL.get();
    }

    private void select() throws IOException {
        if (!tasks.isEmpty() || !again.isEmpty()) {
            selector.selectNow();
            return;
        }
        Timer first = timers.peek();
        if (first == null) {
            selector.select();
            return;
        }
        long left = first.due() - System.nanoTime();
        if (left <= 0) {
            selector.selectNow();
        } else {
            selector.select(Math.max(1, TimeUnit.NANOSECONDS.toMillis(left + 999_999)));
        }
    }

    private void runTasks() {
        for (Runnable task; (task = tasks.poll()) != null; ) {
            try {
                task.run();
            } catch (Throwable t) {
                LOG.log(Level.WARNING, "a game socket task failed", t);
            }
        }
    }

    private void runTimers() {
        long now = System.nanoTime();
        while (!timers.isEmpty() && timers.peek().due() <= now) {
            Runnable task = timers.poll().task();
            try {
                task.run();
            } catch (Throwable t) {
                LOG.log(Level.WARNING, "a game socket timer failed", t);
            }
        }
    }

    private void step(SelectionKey key) {
        Ready ready = (Ready) key.attachment();
        try {
            if (!key.isValid()) {
                return;
            }
            int ops = key.readyOps();
            if ((ops & SelectionKey.OP_WRITE) != 0) {
                ready.writable();
            }
            if ((ops & SelectionKey.OP_READ) != 0 && key.isValid()) {
                ready.readable();
            }
        } catch (Throwable t) {
            fail(ready, t);
        }
    }

    private static void fail(Ready ready, Throwable t) {
        try {
            ready.failed(t);
        } catch (Throwable again) {
            LOG.log(Level.WARNING, "a game socket could not be ended after a failure", again);
        }
    }
}
