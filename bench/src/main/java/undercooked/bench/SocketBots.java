package undercooked.bench;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Iterator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.LongFunction;

/**
 * All bench bots on one thread: a minimal RFC 6455 client (HTTP upgrade, masked client frames,
 * unmasked server frames) over non-blocking loopback sockets and one selector. Both client
 * libraries tried before cost more CPU than the server they measure on a 2-core box: OkHttp
 * keeps a reader thread per socket, the JDK client a chain of futures and a UTF-8 decode per
 * frame. Here every frame is still read to its last byte and counted, but only its type prefix
 * is compared, as bytes, and the 20 Hz inputs are sent from the same loop, spread over the slot.
 */
final class SocketBots implements Runnable {

    /** What a bot does with its sockets' frames; called on the selector thread only. */
    interface Handler {
        void onText(Bot bot, ByteBuffer frame, int from, int length, long now);

        /** The server's close frame: its code (1005 when it gave none) and its reason. */
        void onClose(Bot bot, int code, String reason);
    }

    /** One bot's socket and buffers. */
    static final class Bot {
        final int index;
        final Object owner;
        final SocketChannel channel;
        private ByteBuffer in = ByteBuffer.allocate(16 * 1024);
        private ByteBuffer out = ByteBuffer.allocate(4 * 1024);
        private SelectionKey key;
        boolean closed;

        Bot(int index, Object owner, SocketChannel channel) {
            this.index = index;
            this.owner = owner;
            this.channel = channel;
        }
    }

    private final Selector selector;
    private final Handler handler;
    private final ConcurrentLinkedQueue<Bot> joining = new ConcurrentLinkedQueue<>();
    private final ConcurrentLinkedQueue<Runnable> tasks = new ConcurrentLinkedQueue<>();
    private final List<Bot> bots = new ArrayList<>();
    private final SplittableRandom masks = new SplittableRandom(11);
    private volatile boolean running = true;
    private LongFunction<Void> beat;
    private long beatPeriodNanos;
    private long nextBeat;
    private long beatCount;

    SocketBots(Handler handler, int nice) throws IOException {
        this.selector = Selector.open();
        this.handler = handler;
        this.wantNice = nice;
    }

    /**
     * Opens a socket and upgrades it (blocking, on the caller's thread), then hands it to the
     * selector thread. {@code hello} is the first frame, sent before the hand-over.
     */
    Bot connect(InetSocketAddress address, String path, int index, Object owner, String hello) throws IOException {
        SocketChannel ch = SocketChannel.open(address);
        ch.socket().setTcpNoDelay(true);
        byte[] nonce = new byte[16];
        new SplittableRandom(index).nextBytes(nonce);
        String request = "GET " + path + " HTTP/1.1\r\nHost: " + address.getHostString() + ":" + address.getPort()
                + "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: "
                + Base64.getEncoder().encodeToString(nonce) + "\r\nSec-WebSocket-Version: 13\r\n\r\n";
        writeFully(ch, ByteBuffer.wrap(request.getBytes(StandardCharsets.US_ASCII)));
        Bot bot = new Bot(index, owner, ch);
        // Read the upgrade answer; the server says nothing more until it has our hello.
        ByteBuffer head = bot.in;
        while (true) {
            if (ch.read(head) < 0) {
                throw new IOException("closed during the upgrade");
            }
            String text = new String(head.array(), 0, head.position(), StandardCharsets.US_ASCII);
            int end = text.indexOf("\r\n\r\n");
            if (end >= 0) {
                if (!text.startsWith("HTTP/1.1 101")) {
                    throw new IOException("upgrade refused: " + text.lines().findFirst().orElse(""));
                }
                head.flip().position(end + 4);
                head.compact();
                break;
            }
        }
        ByteBuffer frame = ByteBuffer.allocate(hello.length() * 3 + 16);
        appendFrame(frame, hello, masks());
        writeFully(ch, frame.flip());
        ch.configureBlocking(false);
        joining.add(bot);
        selector.wakeup();
        return bot;
    }

    /** Runs {@code beat} with a count every {@code periodNanos}, on the selector thread. */
    void every(long periodNanos, LongFunction<Void> beat) {
        tasks.add(() -> {
            this.beatPeriodNanos = periodNanos;
            this.nextBeat = System.nanoTime();
            this.beat = beat;
        });
        selector.wakeup();
    }

    /** Runs {@code task} on the selector thread (sends from elsewhere go through here). */
    void later(Runnable task) {
        tasks.add(task);
        selector.wakeup();
    }

    /** Queues a text frame and writes it now (set-up frames). */
    void send(Bot bot, String text) {
        queue(bot, text);
        flush(bot);
    }

    /**
     * Queues a text frame without writing it; {@link #flush} writes everything queued in one
     * system call, so an input and the ping beside it share a write (and a server read).
     */
    void queue(Bot bot, String text) {
        if (bot.closed) {
            return;
        }
        int need = text.length() * 3 + 16;
        if (bot.out.remaining() < need) {
            ByteBuffer bigger = ByteBuffer.allocate(Math.max(bot.out.capacity() * 2, bot.out.position() + need));
            bot.out.flip();
            bigger.put(bot.out);
            bot.out = bigger;
        }
        appendFrame(bot.out, text, masks());
    }

    /** The heap the bots' socket buffers take; on the selector thread (they grow there). */
    long bufferBytes() {
        long n = 0;
        for (Bot b : bots) {
            n += b.in.capacity() + b.out.capacity() + 2 * 64L;
        }
        return n;
    }

    void stop() {
        running = false;
        selector.wakeup();
    }

    /**
     * Lowers this thread's CPU priority (Linux: nice is per thread). The load generator then
     * yields the cores to the server it measures, as bots on another machine would; what it is
     * still late with shows up in the echo it reports, so the figures only get more pessimistic.
     * Returns the nice value set, or -1 where that is not possible.
     */
    static int yieldToServer(int nice) {
        try {
            String self = java.nio.file.Files.readSymbolicLink(java.nio.file.Path.of("/proc/thread-self")).toString();
            String tid = self.substring(self.lastIndexOf('/') + 1);
            Process p = new ProcessBuilder("renice", "-n", Integer.toString(nice), "-p", tid)
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            return p.waitFor() == 0 ? nice : -1;
        } catch (IOException | RuntimeException e) {
            return -1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        }
    }

    volatile int nice = -1;
    private final int wantNice;

    @Override
    public void run() {
        if (wantNice > 0) {
            nice = yieldToServer(wantNice);
        }
        try {
            while (running) {
                long timeout = 0;
                if (beat != null) {
                    long wait = nextBeat - System.nanoTime();
                    timeout = Math.max(1, wait / 1_000_000);
                    if (wait <= 0) {
                        timeout = -1;
                    }
                }
                if (timeout < 0) {
                    selector.selectNow();
                } else {
                    selector.select(timeout);
                }
                for (Bot b; (b = joining.poll()) != null; ) {
                    b.key = b.channel.register(selector, SelectionKey.OP_READ, b);
                    bots.add(b);
                    if (b.in.position() > 0) {
                        drain(b, System.nanoTime());
                    }
                }
                for (Runnable t; (t = tasks.poll()) != null; ) {
                    t.run();
                }
                long now = System.nanoTime();
                Iterator<SelectionKey> it = selector.selectedKeys().iterator();
                while (it.hasNext()) {
                    SelectionKey k = it.next();
                    it.remove();
                    Bot b = (Bot) k.attachment();
                    if (!k.isValid()) {
                        continue;
                    }
                    if (k.isReadable()) {
                        read(b, now);
                    }
                    if (k.isValid() && k.isWritable()) {
                        flush(b);
                    }
                }
                // Every due beat runs, late ones too: skipping them would quietly lower the load
                // (a niced thread is often a few ms late), and the bench reports what it sent.
                if (beat != null) {
                    while (System.nanoTime() >= nextBeat) {
                        beat.apply(beatCount++);
                        nextBeat += beatPeriodNanos;
                    }
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException("bench selector failed", e);
        } finally {
            for (Bot b : bots) {
                close(b);
            }
            try {
                selector.close();
            } catch (IOException ignored) {
                // closing at the end of the bench
            }
        }
    }

    private void read(Bot b, long now) {
        try {
            // One read per readiness unless it filled the buffer: reading on until the socket
            // answers 0 would double the bots' read system calls (the CPU both sides share).
            int n;
            boolean full;
            do {
                if (!b.in.hasRemaining()) {
                    ByteBuffer bigger = ByteBuffer.allocate(b.in.capacity() * 2);
                    b.in.flip();
                    bigger.put(b.in);
                    b.in = bigger;
                }
                n = b.channel.read(b.in);
                full = !b.in.hasRemaining();
                if (n > 0) {
                    drain(b, now);
                }
            } while (n > 0 && full);
            if (n < 0) {
                close(b);
            }
        } catch (IOException e) {
            close(b);
        }
    }

    /** Hands every complete frame in the buffer to the handler and keeps the rest. */
    private void drain(Bot b, long now) {
        ByteBuffer in = b.in;
        int end = in.position();
        int at = 0;
        while (end - at >= 2) {
            int op = in.get(at) & 0x0f;
            int len = in.get(at + 1) & 0x7f;
            int header = 2;
            if (len == 126) {
                if (end - at < 4) {
                    break;
                }
                len = in.getShort(at + 2) & 0xffff;
                header = 4;
            } else if (len == 127) {
                if (end - at < 10) {
                    break;
                }
                len = (int) in.getLong(at + 2);
                header = 10;
            }
            if (end - at < header + len) {
                if (header + len > in.capacity()) {
                    ByteBuffer bigger = ByteBuffer.allocate(header + len + 1024);
                    in.flip();
                    bigger.put(in);
                    b.in = bigger;
                }
                break;
            }
            if (op == 1 || op == 0) {
                handler.onText(b, in, at + header, len, now);
            } else if (op == 8) {
                int code = len >= 2 ? in.getShort(at + header) & 0xffff : 1005;
                byte[] reason = new byte[Math.max(0, len - 2)];
                in.get(at + header + 2, reason);
                handler.onClose(b, code, new String(reason, java.nio.charset.StandardCharsets.UTF_8));
                close(b);
                return;
            }
            at += header + len;
        }
        ByteBuffer buf = b.in;
        buf.limit(buf.position()).position(at);
        buf.compact();
    }

    void flush(Bot b) {
        if (b.closed) {
            return;
        }
        try {
            b.out.flip();
            b.channel.write(b.out);
            boolean more = b.out.hasRemaining();
            b.out.compact();
            if (b.key != null && b.key.isValid()) {
                b.key.interestOps(more ? SelectionKey.OP_READ | SelectionKey.OP_WRITE : SelectionKey.OP_READ);
            }
        } catch (IOException e) {
            close(b);
        }
    }

    private void close(Bot b) {
        if (!b.closed) {
            b.closed = true;
            try {
                b.channel.close();
            } catch (IOException ignored) {
                // already gone
            }
        }
    }

    private int masks() {
        synchronized (masks) {
            return masks.nextInt();
        }
    }

    /** Appends one masked, final text frame (the client must mask; RFC 6455 5.3). */
    static void appendFrame(ByteBuffer out, String text, int mask) {
        byte[] payload = text.getBytes(StandardCharsets.UTF_8);
        out.put((byte) 0x81);
        if (payload.length < 126) {
            out.put((byte) (0x80 | payload.length));
        } else {
            out.put((byte) (0x80 | 126)).putShort((short) payload.length);
        }
        out.putInt(mask);
        for (int i = 0; i < payload.length; i++) {
            out.put((byte) (payload[i] ^ (mask >>> (24 - 8 * (i & 3)))));
        }
    }

    private static void writeFully(SocketChannel ch, ByteBuffer buf) throws IOException {
        while (buf.hasRemaining()) {
            ch.write(buf);
        }
    }
}
