package undercooked.bench;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.util.ArrayDeque;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;

/**
 * Today's socket layer, modelled: Helidon 4.5 gives each connection a virtual thread that blocks
 * reading a {@link SocketChannel}, and the server's {@code Connection} a writer virtual thread
 * that parks until a frame finds its queue empty, then writes the whole queue in one blocking
 * write. A pong is written by the reading thread when nothing is queued or being written
 * ({@code Connection.reply}), else queued.
 */
final class VirtualThreadLayer implements SocketLayerServer.Layer {

    @Override
    public void start(ServerSocketChannel server, SocketLayerServer.Counters counters,
                      Consumer<SocketLayerServer.Sink> joined) {
        Thread.ofPlatform().daemon().name("accept").start(() -> {
            while (true) {
                try {
                    SocketChannel ch = server.accept();
                    SocketLayerServer.tune(ch);
                    Conn c = new Conn(ch, counters);
                    joined.accept(c);
                } catch (IOException e) {
                    return;
                }
            }
        });
    }

    private static final class Conn implements SocketLayerServer.Sink {
        private final SocketChannel ch;
        private final SocketLayerServer.Counters counters;
        private final ReentrantLock lock = new ReentrantLock();
        /** Held while bytes go out: the writer's batch, or a reply written by the reader. */
        private final ReentrantLock sendLock = new ReentrantLock();
        private ArrayDeque<byte[]> queue = new ArrayDeque<>();
        /** Under the lock: the writer took a batch and has not yet found the queue empty again. */
        private boolean writing;
        private volatile boolean gone;
        private final Thread writer;
        private final ByteBuffer out = ByteBuffer.allocateDirect(16 * 1024);

        Conn(SocketChannel ch, SocketLayerServer.Counters counters) {
            this.ch = ch;
            this.counters = counters;
            writer = Thread.ofVirtual().name("send").start(this::drain);
            Thread.ofVirtual().name("read").start(this::read);
        }

        @Override
        public void snapshot(byte[] frame) {
            offer(frame);
        }

        private void offer(byte[] frame) {
            boolean wake;
            lock.lock();
            try {
                if (gone) {
                    return;
                }
                wake = queue.isEmpty();
                queue.add(frame);
            } finally {
                lock.unlock();
            }
            if (wake) {
                LockSupport.unpark(writer);
            }
        }

        private void read() {
            ByteBuffer buf = ByteBuffer.allocateDirect(4096);
            try {
                while (ch.read(buf) >= 0) {
                    buf.flip();
                    SocketLayerServer.parse(buf, counters, ping -> reply(SocketLayerServer.pong(ping)));
                }
            } catch (IOException e) {
                // the peer is gone
            }
            end();
        }

        private void reply(byte[] frame) {
            boolean direct;
            lock.lock();
            try {
                direct = !gone && queue.isEmpty() && !writing && sendLock.tryLock();
            } finally {
                lock.unlock();
            }
            if (!direct) {
                offer(frame);
                return;
            }
            try {
                writeAll(ByteBuffer.wrap(frame));
                counters.out.increment();
            } catch (IOException e) {
                end();
            } finally {
                sendLock.unlock();
            }
        }

        private void drain() {
            ArrayDeque<byte[]> batch = new ArrayDeque<>();
            while (!gone) {
                lock.lock();
                try {
                    ArrayDeque<byte[]> taken = queue;
                    queue = batch;
                    batch = taken;
                    writing = !batch.isEmpty();
                } finally {
                    lock.unlock();
                }
                if (batch.isEmpty()) {
                    LockSupport.park(this);
                    continue;
                }
                sendLock.lock();
                try {
                    int n = batch.size();
                    out.clear();
                    for (byte[] f : batch) {
                        if (out.remaining() < f.length) {
                            out.flip();
                            writeAll(out);
                            out.clear();
                        }
                        out.put(f);
                    }
                    out.flip();
                    writeAll(out);
                    counters.out.add(n);
                } catch (IOException e) {
                    end();
                } finally {
                    sendLock.unlock();
                    batch.clear();
                }
            }
        }

        private void writeAll(ByteBuffer b) throws IOException {
            while (b.hasRemaining()) {
                ch.write(b);
            }
        }

        private void end() {
            gone = true;
            LockSupport.unpark(writer);
            try {
                ch.close();
            } catch (IOException e) {
                // closing anyway
            }
        }
    }
}
