package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

import undercooked.server.ServerConfig;

/**
 * A request that says {@code Connection: close} gets its answer and then the end of the
 * connection (RFC 9112, 9.6), on every kind of route; one that does not keeps its connection
 * for the next request.
 */
class ConnectionCloseIntegrationTest {

    private static final ServerHarness H = new ServerHarness(ServerConfig.ephemeral());

    @AfterAll
    static void stop() {
        H.close();
    }

    /** What came before the server closed, or null when it kept the socket open for 3 s. */
    private static String untilClosed(Socket s, String request) throws IOException {
        s.setSoTimeout(3000);
        s.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
        s.getOutputStream().flush();
        InputStream in = s.getInputStream();
        ByteArrayOutputStream got = new ByteArrayOutputStream();
        byte[] buf = new byte[8192];
        try {
            for (int n; (n = in.read(buf)) >= 0; ) {
                got.write(buf, 0, n);
            }
        } catch (SocketTimeoutException e) {
            return null;
        }
        return got.toString(StandardCharsets.ISO_8859_1);
    }

    @Test
    void everyKindOfAnswerEndsTheConnectionWhenTheClientAskedForClose() throws Exception {
        for (String path : new String[] {"/healthz", "/api/stats", "/api/levels", "/", "/api/nowhere"}) {
            for (String option : new String[] {"close", "Close", "keep-alive, close"}) {
                try (Socket s = new Socket("127.0.0.1", H.port())) {
                    String answer = untilClosed(s, "GET " + path + " HTTP/1.1\r\nHost: x\r\nConnection: " + option
                            + "\r\n\r\n");
                    assertTrue(answer != null, path + " with Connection: " + option + " left the socket open");
                    assertTrue(answer.startsWith("HTTP/1.1 "), path + ": " + answer);
                }
            }
        }
    }

    @Test
    void aRequestWithoutCloseKeepsItsConnectionForTheNext() throws Exception {
        try (Socket s = new Socket("127.0.0.1", H.port())) {
            s.setSoTimeout(3000);
            String first = "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n";
            s.getOutputStream().write(first.getBytes(StandardCharsets.ISO_8859_1));
            InputStream in = s.getInputStream();
            String head = readAnswer(in);
            assertTrue(head.startsWith("HTTP/1.1 200"), head);
            // The same socket takes a second request, which asks for close: answered, then ended.
            String second = untilClosed(s, "GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
            assertTrue(second != null && second.startsWith("HTTP/1.1 200"), "the second answer, then the end: " + second);
        }
    }

    /** Reads one answer with a Content-Length body. */
    private static String readAnswer(InputStream in) throws IOException {
        ByteArrayOutputStream got = new ByteArrayOutputStream();
        int length = -1;
        int headEnd = -1;
        while (headEnd < 0 || got.size() < headEnd + length) {
            int b = in.read();
            assertTrue(b >= 0, "the server closed a keep-alive connection: " + got);
            got.write(b);
            String text = got.toString(StandardCharsets.ISO_8859_1);
            if (headEnd < 0 && text.endsWith("\r\n\r\n")) {
                headEnd = text.length();
                java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?im)^content-length: *(\\d+)").matcher(text);
                assertTrue(m.find(), "a Content-Length: " + text);
                length = Integer.parseInt(m.group(1));
            }
        }
        String all = got.toString(StandardCharsets.ISO_8859_1);
        assertEquals(headEnd + length, all.length());
        return all;
    }
}
