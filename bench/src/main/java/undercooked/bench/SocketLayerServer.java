package undercooked.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;

/**
 * The server side of {@code bench sockets} ({@link SocketLayerBench}), in a JVM of its own so its
 * CPU reads alone: the game's socket load without the game. Every frame in is read and parsed (a
 * ping answered with a pong), and each connection gets one snapshot a tick from two platform
 * ticker threads, rooms of four connections spread over ten slots of the 50 ms period as
 * {@code RoomSupervisor} does. Only the socket layer differs between runs ({@link Layer}): what
 * reads, and how a tick's frame reaches the socket.
 *
 * <p>It talks to the bench over its standard streams: {@code listening PORT} once bound; each
 * {@code mark} line on its input is answered with {@code mark IN OUT TICKS LATE DROPPED} (counts
 * so far); {@code stop} or the end of its input ends it.
 */
public final class SocketLayerServer {

    /** Frame kinds: the first payload byte after the 2-byte length. */
    static final byte INPUT = 'I';
    static final byte PING = 'P';
    static final byte PONG = 'O';
    static final byte SNAPSHOT = 'S';
    static final int INPUT_BYTES = 60;
    static final int PING_BYTES = 30;
    static final int SNAPSHOT_BYTES = 250;
    static final long PERIOD_NANOS = 50_000_000L;
    static final int SLOTS = 10;
    static final int TICKERS = 2;
    static final int ROOM_SIZE = 4;

    private SocketLayerServer() {
    }

    /** What reads the sockets and carries a tick's frame to them. */
    interface Layer {
        /** Starts accepting on {@code server} (bound, blocking); each new connection goes to {@code joined}. */
        void start(ServerSocketChannel server, Counters counters, java.util.function.Consumer<Sink> joined)
                throws IOException;
    }

    /** One connection as the ticker sees it. */
    interface Sink {
        /** One framed snapshot (the array is shared by the room's connections and never changed). */
        void snapshot(byte[] frame);
    }

    /** The server's counts, read at the window's edges. */
    static final class Counters {
        final LongAdder in = new LongAdder();
        final LongAdder out = new LongAdder();
        final AtomicLong ticks = new AtomicLong();
        final AtomicLong late = new AtomicLong();
        /** Snapshots not sent because a connection's pending bytes were full (a reader that stopped). */
        final LongAdder dropped = new LongAdder();
    }

    public static void main(String[] args) throws Exception {
        BenchArgs a = BenchArgs.parse("bench sockets server", "SocketLayerServer --layer vthreads|selector",
                List.of("layer"), args);
        String name = a.text("layer", "vthreads");
        Layer layer = switch (name) {
            case "vthreads" -> new VirtualThreadLayer();
            case "selector" -> new SelectorLayer(Runtime.getRuntime().availableProcessors());
            default -> {
                a.fail("--layer is vthreads or selector, was " + name);
                throw new IllegalStateException("unreachable");
            }
        };
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        Counters counters = new Counters();
        Rooms rooms = new Rooms(counters);
        ServerSocketChannel server = ServerSocketChannel.open();
        server.bind(new InetSocketAddress("127.0.0.1", 0), 4096);
        layer.start(server, counters, rooms::join);
        out.println("listening " + ((InetSocketAddress) server.getLocalAddress()).getPort());
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line; (line = in.readLine()) != null && !line.equals("stop"); ) {
            if (line.equals("mark")) {
                out.println("mark " + counters.in.sum() + " " + counters.out.sum() + " " + counters.ticks.get() + " "
                        + counters.late.get() + " " + counters.dropped.sum());
            }
        }
        System.exit(0);
    }

    /** Rooms of four connections in ten slots of the period, ticked by two platform threads. */
    static final class Rooms {
        private final Counters counters;
        private final List<List<Sink[]>> slots = new ArrayList<>();
        private final List<Sink> forming = new ArrayList<>();
        private int made;

        Rooms(Counters counters) {
            this.counters = counters;
            ScheduledExecutorService ticker = Executors.newScheduledThreadPool(TICKERS, r -> {
                Thread t = new Thread(r, "room-ticker");
                t.setDaemon(true);
                return t;
            });
            long start = System.nanoTime();
            for (int i = 0; i < SLOTS; i++) {
                List<Sink[]> members = new CopyOnWriteArrayList<>();
                slots.add(members);
                long phase = i * PERIOD_NANOS / SLOTS;
                long firstDue = start + phase;
                ticker.scheduleAtFixedRate(new Runnable() {
                    private long runs;

                    @Override
                    public void run() {
                        long due = firstDue + runs++ * PERIOD_NANOS;
                        for (Sink[] room : members) {
                            tick(room, due);
                        }
                    }
                }, phase, PERIOD_NANOS, TimeUnit.NANOSECONDS);
            }
        }

        synchronized void join(Sink sink) {
            forming.add(sink);
            if (forming.size() == ROOM_SIZE) {
                slots.get(made++ % SLOTS).add(forming.toArray(Sink[]::new));
                forming.clear();
            }
        }

        private void tick(Sink[] room, long due) {
            long start = System.nanoTime();
            // A room's snapshot: made once a tick and offered to its four sockets, as the server does.
            byte[] frame = frame(SNAPSHOT, SNAPSHOT_BYTES);
            ByteBuffer.wrap(frame).putLong(3, start);
            for (Sink s : room) {
                s.snapshot(frame);
            }
            counters.ticks.incrementAndGet();
            if (start - due >= PERIOD_NANOS) {
                counters.late.incrementAndGet();
            }
        }
    }

    /** A framed message: the 2-byte length, the kind, then filler up to {@code payload} bytes. */
    static byte[] frame(byte kind, int payload) {
        byte[] f = new byte[2 + payload];
        f[0] = (byte) (payload >>> 8);
        f[1] = (byte) payload;
        f[2] = kind;
        for (int i = 3; i < f.length; i++) {
            f[i] = (byte) ('a' + i % 26);
        }
        return f;
    }

    /**
     * Parses the whole frames in {@code buf} (flipped): counts each, and hands each ping to
     * {@code pong} with the buffer positioned at its payload. Leaves a partial frame for the next
     * read (compacted).
     */
    static void parse(ByteBuffer buf, Counters counters, java.util.function.Consumer<ByteBuffer> pong) {
        while (buf.remaining() >= 2) {
            int at = buf.position();
            int len = buf.getShort(at) & 0xffff;
            if (buf.remaining() < 2 + len) {
                break;
            }
            counters.in.increment();
            if (len > 0 && buf.get(at + 2) == PING) {
                buf.position(at + 2);
                pong.accept(buf);
            }
            buf.position(at + 2 + len);
        }
        buf.compact();
    }

    /** The pong for the ping at {@code ping}'s position: the same payload with its kind changed. */
    static byte[] pong(ByteBuffer ping) {
        int len = ping.getShort(ping.position() - 2) & 0xffff;
        byte[] f = new byte[2 + len];
        f[0] = (byte) (len >>> 8);
        f[1] = (byte) len;
        ping.get(ping.position(), f, 2, len);
        f[2] = PONG;
        return f;
    }

    static void tune(SocketChannel ch) throws IOException {
        ch.setOption(StandardSocketOptions.TCP_NODELAY, true);
    }
}
