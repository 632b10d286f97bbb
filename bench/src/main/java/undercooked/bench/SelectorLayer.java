package undercooked.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.Consumer;

/**
 * The socket layer the question is about: one selector platform thread a core, each connection
 * on one of them with reads always armed. Frames are parsed where they are read, and a pong is
 * written right there. The ticker writes a snapshot itself with a non-blocking write when nothing
 * is pending for that connection; otherwise (or when the write was short) the bytes wait in the
 * connection's pending buffer and its selector is asked for OP_WRITE, the one case that wakes it.
 */
final class SelectorLayer implements SocketLayerServer.Layer {

    /** A connection's pending bytes at most: a reader this far behind loses snapshots (counted). */
    private static final int PENDING_BYTES = 16 * 1024;
    private final Loop[] loops;

    SelectorLayer(int threads) {
        loops = new Loop[Math.max(1, threads)];
    }

    @Override
    public void start(ServerSocketChannel server, SocketLayerServer.Counters counters,
                      Consumer<SocketLayerServer.Sink> joined) throws IOException {
        for (int i = 0; i < loops.length; i++) {
            loops[i] = new Loop(Selector.open(), counters);
            Thread.ofPlatform().daemon().name("selector-" + i).start(loops[i]::run);
        }
        Thread.ofPlatform().daemon().name("accept").start(() -> {
            int n = 0;
            while (true) {
                try {
                    SocketChannel ch = server.accept();
                    SocketLayerServer.tune(ch);
                    ch.configureBlocking(false);
                    Conn c = new Conn(ch, counters);
                    loops[n++ % loops.length].add(c);
                    joined.accept(c);
                } catch (IOException e) {
                    return;
                }
            }
        });
    }

    private static final class Loop {
        private final Selector selector;
        private final SocketLayerServer.Counters counters;
        private final ConcurrentLinkedQueue<Conn> joining = new ConcurrentLinkedQueue<>();

        Loop(Selector selector, SocketLayerServer.Counters counters) {
            this.selector = selector;
            this.counters = counters;
        }

        void add(Conn c) {
            joining.add(c);
            selector.wakeup();
        }

        void run() {
            try {
                while (true) {
                    selector.select(this::ready);
                    for (Conn c; (c = joining.poll()) != null; ) {
                        c.registered(c.ch.register(selector, SelectionKey.OP_READ, c));
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        private void ready(SelectionKey key) {
            Conn c = (Conn) key.attachment();
            try {
                if (key.isValid() && key.isWritable()) {
                    c.flush();
                }
                if (key.isValid() && key.isReadable()) {
                    read(c);
                }
            } catch (IOException e) {
                c.end();
            }
        }

        /**
         * Reads what the socket has into the connection's own buffer: a frame split across reads
         * stays there (it is short, so the shared read buffer is not needed).
         */
        private void read(Conn c) throws IOException {
            int n = c.ch.read(c.partial);
            if (n < 0) {
                c.end();
                return;
            }
            c.partial.flip();
            SocketLayerServer.parse(c.partial, counters, ping -> c.send(SocketLayerServer.pong(ping), false));
        }
    }

    private static final class Conn implements SocketLayerServer.Sink {
        final SocketChannel ch;
        private final SocketLayerServer.Counters counters;
        /** What was read and not yet parsed (a frame's head): always in fill mode between reads. */
        final ByteBuffer partial = ByteBuffer.allocateDirect(4096);
        /** Under this object's lock: the bytes not yet written, [0, position). */
        private final ByteBuffer pending = ByteBuffer.allocateDirect(PENDING_BYTES);
        volatile SelectionKey key;
        private boolean gone;

        Conn(SocketChannel ch, SocketLayerServer.Counters counters) {
            this.ch = ch;
            this.counters = counters;
        }

        @Override
        public void snapshot(byte[] frame) {
            send(frame, true);
        }

        /** From the ticker (a snapshot) or the selector thread (a pong). */
        synchronized void send(byte[] frame, boolean fromTicker) {
            if (gone) {
                return;
            }
            if (pending.remaining() < frame.length) {
                counters.dropped.increment();
                return;
            }
            boolean idle = pending.position() == 0;
            pending.put(frame);
            counters.out.increment();
            if (!idle) {
                return; // OP_WRITE is armed already: the selector writes it after what is ahead
            }
            try {
                write();
            } catch (IOException e) {
                endLocked();
                return;
            }
            SelectionKey k = key;
            if (pending.position() > 0 && k != null) {
                k.interestOpsOr(SelectionKey.OP_WRITE);
                if (fromTicker) {
                    k.selector().wakeup();
                }
            }
        }

        /** A snapshot may have come (and been written short) before the key existed. */
        synchronized void registered(SelectionKey k) {
            key = k;
            if (pending.position() > 0) {
                k.interestOpsOr(SelectionKey.OP_WRITE);
            }
        }

        /** OP_WRITE: the selector thread writes what is pending and disarms it once empty. */
        synchronized void flush() throws IOException {
            write();
            if (pending.position() == 0) {
                key.interestOpsAnd(~SelectionKey.OP_WRITE);
            }
        }

        private void write() throws IOException {
            pending.flip();
            ch.write(pending);
            pending.compact();
        }

        synchronized void end() {
            endLocked();
        }

        private void endLocked() {
            gone = true;
            try {
                ch.close();
            } catch (IOException e) {
                // closing anyway
            }
        }
    }
}
