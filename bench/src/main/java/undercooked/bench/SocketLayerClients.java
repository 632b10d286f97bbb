package undercooked.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The clients of {@code bench sockets}: the same code whichever layer the server runs, one
 * selector platform thread a core in the bench's JVM. Each socket sends 20 inputs a second and 5
 * pings (each carrying its send time, echoed back in a pong), spread over the 50 ms period in ten
 * slices so the server sees them one at a time as it would from real players; it reads every
 * snapshot and pong.
 */
final class SocketLayerClients {

    static final long SLICE_NANOS = SocketLayerServer.PERIOD_NANOS / SocketLayerServer.SLOTS;
    private final Shard[] shards;
    private final Thread[] threads;
    volatile boolean measuring;
    private volatile boolean running = true;

    private SocketLayerClients(Shard[] shards) {
        this.shards = shards;
        this.threads = new Thread[shards.length];
    }

    /** Opens {@code sockets} connections to {@code port} over {@code threads} selector threads and starts sending. */
    static SocketLayerClients start(int port, int sockets, int threads, int echoCapacity) throws IOException {
        Shard[] shards = new Shard[threads];
        for (int i = 0; i < threads; i++) {
            shards[i] = new Shard(Selector.open(), echoCapacity / threads + 1024);
        }
        SocketLayerClients clients = new SocketLayerClients(shards);
        InetSocketAddress to = new InetSocketAddress("127.0.0.1", port);
        for (int i = 0; i < sockets; i++) {
            SocketChannel ch = SocketChannel.open(to);
            SocketLayerServer.tune(ch);
            ch.configureBlocking(false);
            Shard s = shards[i % threads];
            Client c = new Client(ch, s.clients.size());
            c.key = ch.register(s.selector, SelectionKey.OP_READ, c);
            s.clients.add(c);
        }
        for (int i = 0; i < threads; i++) {
            Shard s = shards[i];
            clients.threads[i] = Thread.ofPlatform().daemon().name("client-" + i).start(() -> s.run(clients));
        }
        return clients;
    }

    /** CPU time of the client threads so far. */
    long cpuNanos() {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        long sum = 0;
        for (Thread t : threads) {
            sum += Math.max(0, mx.getThreadCpuTime(t.threadId()));
        }
        return sum;
    }

    int threads() {
        return threads.length;
    }

    /** Counts over the measured window, summed over the shards (read after {@link #stop}). */
    long inputs() {
        return Arrays.stream(shards).mapToLong(s -> s.inputs).sum();
    }

    long pings() {
        return Arrays.stream(shards).mapToLong(s -> s.pings).sum();
    }

    long snapshots() {
        return Arrays.stream(shards).mapToLong(s -> s.snapshots).sum();
    }

    long[] sortedEchoes() {
        long[] all = Arrays.stream(shards).flatMapToLong(s -> Arrays.stream(s.echoes, 0, s.echoCount)).toArray();
        Arrays.sort(all);
        return all;
    }

    void stop() throws InterruptedException {
        running = false;
        for (Shard s : shards) {
            s.selector.wakeup();
        }
        for (Thread t : threads) {
            t.join(5000);
        }
        for (Shard s : shards) {
            for (Client c : s.clients) {
                try {
                    c.ch.close();
                } catch (IOException e) {
                    // closing anyway
                }
            }
        }
    }

    private static final class Client {
        final SocketChannel ch;
        /** Which slice of the period it sends its input in; its pings go half a period later. */
        final int slice;
        final int n;
        SelectionKey key;
        final ByteBuffer in = ByteBuffer.allocateDirect(8192);
        final ByteBuffer pending = ByteBuffer.allocateDirect(4096);

        Client(SocketChannel ch, int n) {
            this.ch = ch;
            this.n = n;
            this.slice = n % SocketLayerServer.SLOTS;
        }
    }

    private static final class Shard {
        final Selector selector;
        final List<Client> clients = new ArrayList<>();
        final long[] echoes;
        int echoCount;
        long inputs;
        long pings;
        long snapshots;
        private final byte[] input = SocketLayerServer.frame(SocketLayerServer.INPUT, SocketLayerServer.INPUT_BYTES);
        private final byte[] ping = SocketLayerServer.frame(SocketLayerServer.PING, SocketLayerServer.PING_BYTES);
        private final ByteBuffer scratch = ByteBuffer.allocateDirect(1024);
        private boolean measuring;

        Shard(Selector selector, int echoCapacity) {
            this.selector = selector;
            this.echoes = new long[echoCapacity];
        }

        void run(SocketLayerClients all) {
            long next = System.nanoTime();
            long slices = 0;
            try {
                while (all.running) {
                    long now = System.nanoTime();
                    measuring = all.measuring;
                    if (now >= next) {
                        int slice = (int) (slices % SocketLayerServer.SLOTS);
                        long period = slices / SocketLayerServer.SLOTS;
                        int pingSlice = (slice + SocketLayerServer.SLOTS / 2) % SocketLayerServer.SLOTS;
                        for (Client c : clients) {
                            if (c.slice == slice) {
                                send(c, input);
                                inputs += measuring ? 1 : 0;
                            } else if (c.slice == pingSlice && (period + c.n) % 4 == 0) {
                                ByteBuffer.wrap(ping).putLong(3, System.nanoTime());
                                send(c, ping);
                                pings += measuring ? 1 : 0;
                            }
                        }
                        slices++;
                        next += SLICE_NANOS;
                        continue;
                    }
                    selector.select(this::ready, Math.max(1, TimeUnit.NANOSECONDS.toMillis(next - now + 999_999)));
                }
            } catch (IOException e) {
                if (all.running) {
                    throw new java.io.UncheckedIOException(e);
                }
            }
        }

        private void send(Client c, byte[] frame) throws IOException {
            if (c.pending.position() > 0) {
                if (c.pending.remaining() >= frame.length) {
                    c.pending.put(frame);
                }
                return;
            }
            scratch.clear();
            scratch.put(frame).flip();
            c.ch.write(scratch);
            if (scratch.hasRemaining()) {
                c.pending.put(scratch);
                c.key.interestOpsOr(SelectionKey.OP_WRITE);
            }
        }

        private void ready(SelectionKey key) {
            Client c = (Client) key.attachment();
            try {
                if (key.isValid() && key.isWritable()) {
                    c.pending.flip();
                    c.ch.write(c.pending);
                    c.pending.compact();
                    if (c.pending.position() == 0) {
                        key.interestOpsAnd(~SelectionKey.OP_WRITE);
                    }
                }
                if (key.isValid() && key.isReadable()) {
                    if (c.ch.read(c.in) < 0) {
                        key.cancel();
                        return;
                    }
                    c.in.flip();
                    read(c.in);
                    c.in.compact();
                }
            } catch (IOException e) {
                key.cancel();
            }
        }

        private void read(ByteBuffer buf) {
            while (buf.remaining() >= 2) {
                int at = buf.position();
                int len = buf.getShort(at) & 0xffff;
                if (buf.remaining() < 2 + len) {
                    return;
                }
                byte kind = buf.get(at + 2);
                if (measuring) {
                    if (kind == SocketLayerServer.SNAPSHOT) {
                        snapshots++;
                    } else if (kind == SocketLayerServer.PONG && echoCount < echoes.length) {
                        echoes[echoCount++] = System.nanoTime() - buf.getLong(at + 3);
                    }
                }
                buf.position(at + 2 + len);
            }
        }
    }
}
