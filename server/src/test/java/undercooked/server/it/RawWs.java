package undercooked.server.it;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * A WebSocket client written by hand over a plain {@link Socket}, for what no real client sends:
 * reserved opcodes, oversized control frames, stray continuations, invalid UTF-8, and ends of the
 * TCP connection without a close frame (a reset, a half-close).
 */
final class RawWs implements AutoCloseable {

    /** One frame from the server. */
    record Frame(int opcode, boolean fin, byte[] payload) {
        String text() {
            return new String(payload, StandardCharsets.UTF_8);
        }

        /** The status of a close frame. */
        int closeCode() {
            return ((payload[0] & 0xff) << 8) | (payload[1] & 0xff);
        }
    }

    final Socket socket;
    private final OutputStream out;
    private final DataInputStream in;
    /** The status line of the upgrade answer, e.g. {@code HTTP/1.1 101 Switching Protocols}. */
    final String status;

    /** Opens {@code /ws/{code}} on the server with any extra header lines ({@code "Origin: x"}). */
    RawWs(int port, String code, String... headers) {
        this(java.net.InetAddress.getLoopbackAddress(), port, code, headers);
    }

    /** As above, from the local address {@code from} (another loopback address is another client address). */
    RawWs(java.net.InetAddress from, int port, String code, String... headers) {
        try {
            socket = new Socket(java.net.InetAddress.getLoopbackAddress(), port, from, 0);
            socket.setSoTimeout(5000);
            out = socket.getOutputStream();
            in = new DataInputStream(socket.getInputStream());
            StringBuilder req = new StringBuilder("GET /ws/" + code + " HTTP/1.1\r\nHost: 127.0.0.1:" + port
                    + "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                    + "Sec-WebSocket-Version: 13\r\n");
            for (String h : headers) {
                req.append(h).append("\r\n");
            }
            out.write(req.append("\r\n").toString().getBytes(StandardCharsets.US_ASCII));
            out.flush();
            status = readHead();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    boolean upgraded() {
        return status.startsWith("HTTP/1.1 101");
    }

    /** The answer's head up to the blank line; its first line is returned. */
    private String readHead() throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        String text = "";
        while (!text.endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) {
                break;
            }
            head.write(b);
            text = head.toString(StandardCharsets.US_ASCII);
        }
        int eol = text.indexOf("\r\n");
        return eol < 0 ? text : text.substring(0, eol);
    }

    /** A masked frame with any first byte (FIN, RSV and opcode as given) and payload, sent. */
    void frame(int firstByte, byte[] payload) {
        try {
            out.write(masked(firstByte, payload));
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The bytes of a masked frame with any first byte (FIN, RSV and opcode as given) and payload. */
    static byte[] masked(int firstByte, byte[] payload) {
        ByteArrayOutputStream f = new ByteArrayOutputStream();
        f.write(firstByte);
        int n = payload.length;
        if (n < 126) {
            f.write(0x80 | n);
        } else if (n < 65536) {
            f.write(0x80 | 126);
            f.write(n >>> 8);
            f.write(n & 0xff);
        } else {
            f.write(0x80 | 127);
            for (int shift = 56; shift >= 0; shift -= 8) {
                f.write((int) ((long) n >>> shift) & 0xff);
            }
        }
        byte[] mask = {0x12, 0x34, 0x56, 0x78};
        f.writeBytes(mask);
        for (int i = 0; i < n; i++) {
            f.write(payload[i] ^ mask[i % 4]);
        }
        return f.toByteArray();
    }

    /**
     * Only the head of a masked frame that declares {@code length} payload bytes: what a server
     * that refuses by the header sees, without the client writing what it would never read.
     */
    void header(int firstByte, long length) {
        try {
            ByteArrayOutputStream f = new ByteArrayOutputStream();
            f.write(firstByte);
            f.write(0x80 | 127);
            for (int shift = 56; shift >= 0; shift -= 8) {
                f.write((int) (length >>> shift) & 0xff);
            }
            f.write(new byte[] {0x12, 0x34, 0x56, 0x78});
            out.write(f.toByteArray());
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void text(String json) {
        frame(0x81, json.getBytes(StandardCharsets.UTF_8));
    }

    /** The next frame, or empty when the server ended the TCP connection (or nothing came in 5 s). */
    Optional<Frame> read() {
        try {
            int b0 = in.read();
            if (b0 < 0) {
                return Optional.empty();
            }
            int b1 = in.readUnsignedByte();
            long n = b1 & 0x7f;
            if (n == 126) {
                n = in.readUnsignedShort();
            } else if (n == 127) {
                n = in.readLong();
            }
            byte[] payload = new byte[(int) n];
            in.readFully(payload);
            return Optional.of(new Frame(b0 & 0x0f, (b0 & 0x80) != 0, payload));
        } catch (EOFException | SocketTimeoutException e) {
            return Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** Frames until a close frame; its status, or -1 when the connection ended without one. */
    int closeCode() {
        for (int i = 0; i < 1000; i++) {
            Optional<Frame> f = read();
            if (f.isEmpty()) {
                return -1;
            }
            if (f.get().opcode() == 0x8) {
                return f.get().closeCode();
            }
        }
        return -1;
    }

    /** The next text frame, skipping others; empty at the end of the stream. */
    Optional<String> nextText() {
        for (int i = 0; i < 1000; i++) {
            Optional<Frame> f = read();
            if (f.isEmpty() || f.get().opcode() == 0x8) {
                return Optional.empty();
            }
            if (f.get().opcode() == 0x1) {
                return Optional.of(f.get().text());
            }
        }
        return Optional.empty();
    }

    /** True when the server has ended the TCP connection (reads see the end of the stream). */
    boolean endedByServer() {
        try {
            InputStream raw = socket.getInputStream();
            byte[] sink = new byte[4096];
            while (true) {
                if (raw.read(sink) < 0) {
                    return true;
                }
            }
        } catch (SocketTimeoutException e) {
            return false;
        } catch (IOException e) {
            return true;
        }
    }

    /** A TCP reset: SO_LINGER 0 makes the close send RST instead of FIN. */
    void reset() {
        try {
            socket.setSoLinger(true, 0);
            socket.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A TCP close without a close frame: FIN. */
    void endWithoutCloseFrame() {
        try {
            socket.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        try {
            socket.close();
        } catch (IOException e) {
            // already gone
        }
    }
}
