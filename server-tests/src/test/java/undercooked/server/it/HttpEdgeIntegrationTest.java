package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import undercooked.server.ServerConfig;

/**
 * The HTTP API's edge by hand over a plain socket: what an ordinary client never sends (chunked
 * bodies, broken escapes, huge request lines, the wrong content type, a key twice) still gets a
 * JSON {@code {code, message}} with a stable code, and no body ever reaches the log.
 */
@Tag("alone") // reads the whole JVM's log (LogCapture): runs after the concurrent classes, by itself
@Isolated // nothing beside it in this JVM: it runs in the alone execution, one class at a time
class HttpEdgeIntegrationTest {

    private static final ServerHarness H = new ServerHarness(ServerConfig.ephemeral()
            .with("max_creates_per_min", "10000"));
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern STATUS = Pattern.compile("HTTP/1\\.1 (\\d{3})");
    private static final Pattern CONTENT_LENGTH = Pattern.compile("(?im)^Content-Length: *(\\d+)");

    @AfterAll
    static void stop() {
        H.close();
    }

    /** Writes {@code request} as is and reads until the server closes or goes quiet for a second. */
    private static String raw(byte[] request) {
        return raw(request, false);
    }

    /**
     * As {@link #raw(byte[])}; with {@code oneAnswer}, stops at the end of the first answer (its
     * head and {@code Content-Length} bytes of body), without waiting for the close the request
     * asked for (ConnectionCloseIntegrationTest holds the server to that close).
     */
    private static String raw(byte[] request, boolean oneAnswer) {
        try (Socket s = new Socket("127.0.0.1", H.port())) {
            s.setSoTimeout(1000);
            OutputStream out = s.getOutputStream();
            try {
                out.write(request);
                out.flush();
            } catch (IOException e) {
                // The server may refuse and close before the whole request is written.
            }
            ByteArrayOutputStream got = new ByteArrayOutputStream();
            InputStream in = s.getInputStream();
            byte[] buf = new byte[8192];
            try {
                for (int n; (n = in.read(buf)) >= 0; ) {
                    got.write(buf, 0, n);
                    if (oneAnswer && wholeAnswer(got.toString(StandardCharsets.ISO_8859_1))) {
                        break;
                    }
                }
            } catch (SocketTimeoutException e) {
                // quiet: what came is the answer
            } catch (IOException e) {
                // a reset after the answer
            }
            return got.toString(StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String raw(String request) {
        return raw(request.getBytes(StandardCharsets.ISO_8859_1));
    }

    /** Whether {@code text} holds an answer's head and as many bytes of body as it declares. */
    private static boolean wholeAnswer(String text) {
        int end = text.indexOf("\r\n\r\n");
        if (end < 0) {
            return false;
        }
        Matcher length = CONTENT_LENGTH.matcher(text.substring(0, end));
        return length.find() && text.length() - (end + 4) >= Integer.parseInt(length.group(1));
    }

    private static int statuses(String response) {
        Matcher m = STATUS.matcher(response);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    private static int status(String response) {
        Matcher m = STATUS.matcher(response);
        assertTrue(m.find(), "no status line in: " + response);
        return Integer.parseInt(m.group(1));
    }

    /** The JSON body of the first answer. */
    private static JsonNode body(String response) {
        int start = response.indexOf("\r\n\r\n");
        assertTrue(start > 0, response);
        String rest = response.substring(start + 4);
        int end = rest.indexOf("HTTP/1.1 ");
        String text = (end < 0 ? rest : rest.substring(0, end)).strip();
        try {
            return JSON.readTree(text);
        } catch (IOException e) {
            throw new AssertionError("not JSON: '" + text + "' in " + response, e);
        }
    }

    private static String post(String path, String contentType, String body) {
        return raw(("POST " + path + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n"
                + (contentType == null ? "" : "Content-Type: " + contentType + "\r\n")
                + "Content-Length: " + body.getBytes(StandardCharsets.UTF_8).length + "\r\n\r\n" + body)
                .getBytes(StandardCharsets.ISO_8859_1), true);
    }

    @Test
    void aChunkedBodyOfAHundredThousandBytesIsTooBigWithoutALogOfItAndWithoutAStrayAnswer() {
        for (int size : new int[] {5_000, 100_000, 1 << 20}) {
            String marker = "BODYMARK";
            StringBuilder chunk = new StringBuilder("{\"name\":\"");
            while (chunk.length() < size - 2) {
                chunk.append(marker);
            }
            chunk.setLength(size - 2);
            chunk.append("\"}");
            String req = "POST /api/session HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                    + "Transfer-Encoding: chunked\r\n\r\n" + Integer.toHexString(size) + "\r\n" + chunk + "\r\n0\r\n\r\n";
            try (LogCapture log = new LogCapture()) {
                String answer = raw(req);
                assertEquals(413, status(answer), size + " bytes: " + head(answer));
                assertEquals("too_big", body(answer).get("code").asText());
                assertEquals(1, statuses(answer), "one answer, no stray 400: " + head(answer));
                assertFalse(log.text().contains(marker), "the body reached the log: " + head(log.text()));
                assertFalse(log.text().contains("SEVERE"), head(log.text()));
            }
        }
        assertEquals(200, H.get("/healthz").status());
    }

    @Test
    void aKeyGivenTwiceIsBadJsonAsOnTheSocket() {
        String answer = post("/api/session", "application/json", "{\"name\":\"a\",\"name\":\"b\"}");
        assertEquals(400, status(answer));
        assertEquals("bad_json", body(answer).get("code").asText());
    }

    @Test
    void aBodyThatIsNotDeclaredJsonIsRefused() {
        for (String type : new String[] {"text/plain", null, "application/x-www-form-urlencoded"}) {
            String answer = post("/api/session", type, "{\"name\":\"a\"}");
            assertEquals(415, status(answer), type + ": " + head(answer));
            assertEquals("unsupported_media_type", body(answer).get("code").asText());
        }
        String ok = post("/api/session", "application/json; charset=utf-8", "{\"name\":\"a\"}");
        assertEquals(200, status(ok), head(ok));
        String empty = post("/api/session", null, "");
        assertEquals(200, status(empty), "no body needs no type: " + head(empty));
    }

    @Test
    void aBrokenEscapeAndAnOverlongRequestLineAnswerJson() {
        String escape = raw("GET /api/levels/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
        assertEquals(400, status(escape));
        assertEquals("bad_request", body(escape).get("code").asText(), head(escape));
        String longLine = raw("GET /api/levels/" + "a".repeat(20_000) + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
        assertEquals(414, status(longLine));
        assertEquals("uri_too_long", body(longLine).get("code").asText(), head(longLine));
    }

    private static String head(String text) {
        return text.length() > 600 ? text.substring(0, 600) + "..." : text;
    }
}
