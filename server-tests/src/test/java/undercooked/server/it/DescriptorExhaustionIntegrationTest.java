package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A node whose descriptor limit is lowered to 400 ({@code prlimit}) gets 600 idle connections, more
 * than it has descriptors for: once they let go it still accepts and answers {@code /livez}. (Before,
 * {@code accept} failed with "Too many open files" and Helidon's listener ended for good.)
 */
class DescriptorExhaustionIntegrationTest {

    private static final int FLOODS = 3;

    @TempDir
    Path data;

    @Test
    void theListenerStillAcceptsAfterItsDescriptorsRanOutAndWereFreed() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/prlimit")), "prlimit is not installed");
        try (NodeProcess node = NodeProcess.startUnder(List.of("/usr/bin/prlimit", "--nofile=400:400", "--"),
                Map.of(), "--data", data.toString())) {
            // Three floods: the moment that ran the descriptors out before is the end of one, when
            // hundreds of connections let go at once (see ListenerGuard's comment on the cap).
            for (int flood = 1; flood <= FLOODS; flood++) {
                flood(node, flood);
            }
        }
    }

    /** 600 idle connections against the node's 400 descriptors, all let go at once; then it must answer. */
    private static void flood(NodeProcess node, int flood) throws Exception {
        List<Socket> idle = new ArrayList<>();
        try {
            for (int i = 0; i < 600; i++) {
                Socket s = new Socket();
                s.connect(new InetSocketAddress("127.0.0.1", node.port()), 2000);
                idle.add(s);
            }
            // Let the listener take what it can (and, before the fix, fail its accept).
            Thread.sleep(1000);
        } finally {
            for (Socket s : idle) {
                s.close();
            }
        }
        try {
            assertEquals(200, status(node.port(), "/livez"), "the listener answers once the connections let go");
            assertEquals(200, status(node.port(), "/readyz"));
        } catch (AssertionError e) {
            // What the node printed: a listener that ended says so ("Too many open files").
            throw new AssertionError("after flood " + flood + ": " + e.getMessage() + "; the node printed: "
                    + node.lines(), e);
        }
    }

    /** The status of a GET over a fresh connection, retried for up to 10 s while connections drain. */
    private static int status(int port, String path) throws Exception {
        long deadline = System.nanoTime() + 10_000_000_000L;
        IOException last = null;
        while (System.nanoTime() < deadline) {
            try (Socket s = new Socket()) {
                s.connect(new InetSocketAddress("127.0.0.1", port), 2000);
                s.setSoTimeout(3000);
                s.getOutputStream().write(("GET " + path + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                        .getBytes(java.nio.charset.StandardCharsets.US_ASCII));
                String head = new String(s.getInputStream().readNBytes(12), java.nio.charset.StandardCharsets.US_ASCII);
                return Integer.parseInt(head.substring(9, 12));
            } catch (IOException | RuntimeException e) {
                last = e instanceof IOException io ? io : new IOException(e);
                Thread.sleep(200);
            }
        }
        throw new AssertionError("no answer to " + path + " within 10 s", last);
    }
}
