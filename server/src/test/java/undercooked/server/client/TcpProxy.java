package undercooked.server.client;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A small TCP proxy on 127.0.0.1 between a page and the server, for the network a browser test
 * needs: a stall ({@link #hold}: nothing is read from either side, so bytes wait in the kernel's
 * buffers as on a dead Wi-Fi link, and arrive in one burst on release), a slow line
 * ({@link #delay}: every chunk reaches the other side that much later, in order), and a link that
 * resets its sockets while new ones hang ({@link #resetAndHang}). Chromium's own network throttling
 * does not touch a WebSocket that is already open (docs/TOOLCHAIN.md), so this is the only way.
 */
final class TcpProxy implements AutoCloseable {

    private final ServerSocket listener;
    private final int target;
    private final List<Socket> sockets = new CopyOnWriteArrayList<>();
    private volatile boolean held;
    private volatile boolean hangNew;
    private volatile long delayNanos;
    private volatile boolean closed;

    TcpProxy(int targetPort) {
        this.target = targetPort;
        try {
            listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Thread.ofVirtual().name("proxy-accept").start(this::accept);
    }

    int port() {
        return listener.getLocalPort();
    }

    /** Holds every byte in both directions (true) until released (false). */
    void hold(boolean on) {
        held = on;
    }

    /** Each chunk is delivered {@code millis} after it was read, each way: a round trip gains twice that. */
    void delay(long millis) {
        delayNanos = TimeUnit.MILLISECONDS.toNanos(millis);
    }

    /**
     * "Wi-Fi up, no internet": every open connection is reset, and new ones are accepted but never
     * reach the server (a connect that hangs) until {@link #heal}.
     */
    void resetAndHang() {
        hangNew = true;
        for (Socket s : sockets) {
            try {
                s.setSoLinger(true, 0); // an RST, not a FIN
                s.close();
            } catch (IOException ignored) {
                // already gone
            }
        }
    }

    void heal() {
        hangNew = false;
        held = false;
    }

    private void accept() {
        while (!closed) {
            try {
                Socket client = listener.accept();
                sockets.add(client);
                if (hangNew) {
                    continue; // accepted, never answered: the client's connect hangs
                }
                Socket server = new Socket();
                server.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), target), 2000);
                server.setTcpNoDelay(true);
                client.setTcpNoDelay(true);
                sockets.add(server);
                pipe(client, server);
                pipe(server, client);
            } catch (IOException e) {
                if (closed) {
                    return;
                }
            }
        }
    }

    private record Chunk(long due, byte[] bytes) {
    }

    /** One direction: a reader that stops reading while held, and a writer that keeps the delay. */
    private void pipe(Socket from, Socket to) {
        LinkedBlockingQueue<Chunk> queue = new LinkedBlockingQueue<>();
        Thread.ofVirtual().start(() -> {
            byte[] buf = new byte[16 * 1024];
            try (InputStream in = from.getInputStream()) {
                while (true) {
                    while (held && !closed) {
                        Thread.sleep(5); // a stall: nothing is read, so nothing moves
                    }
                    int n = in.read(buf);
                    if (n < 0) {
                        break;
                    }
                    queue.put(new Chunk(System.nanoTime() + delayNanos, java.util.Arrays.copyOf(buf, n)));
                }
            } catch (IOException | InterruptedException ignored) {
                // the socket closed or reset
            }
            queue.add(new Chunk(0, new byte[0])); // end of stream
        });
        Thread.ofVirtual().start(() -> {
            try (OutputStream out = to.getOutputStream()) {
                while (true) {
                    Chunk c = queue.take();
                    if (c.bytes().length == 0) {
                        break;
                    }
                    long wait = c.due() - System.nanoTime();
                    if (wait > 0) {
                        TimeUnit.NANOSECONDS.sleep(wait);
                    }
                    while (held && !closed) {
                        Thread.sleep(5); // read just before the hold: it waits too
                    }
                    out.write(c.bytes());
                    out.flush();
                }
            } catch (IOException | InterruptedException ignored) {
                // the other side went away
            } finally {
                closeQuietly(to);
                closeQuietly(from);
            }
        });
    }

    private static void closeQuietly(Socket s) {
        try {
            s.close();
        } catch (IOException ignored) {
            // already closed
        }
    }

    @Override
    public void close() {
        closed = true;
        closeQuietly(listener);
        sockets.forEach(TcpProxy::closeQuietly);
    }

    private static void closeQuietly(ServerSocket s) {
        try {
            s.close();
        } catch (IOException ignored) {
            // already closed
        }
    }
}
