package undercooked.server.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;

import org.junit.jupiter.api.Test;
import undercooked.protocol.Eventually;

/**
 * The server's Agones calls against {@link FakeAgonesSidecar}, a fake of the sidecar's documented
 * REST API: no Kubernetes or Agones runs on this machine, so this checks what we send, not what
 * Agones does with it.
 */
class AgonesLinkTest {

    private static void waitFor(FakeAgonesSidecar fake, Predicate<List<String>> condition, String what) {
        List<String> calls = Eventually.last(Duration.ofSeconds(5), fake::calls, condition);
        if (!condition.test(calls)) {
            throw new AssertionError("timed out waiting for " + what + "; calls: " + calls);
        }
    }

    @Test
    void readyThenHealthAndLabelsThenAllocatedWithRoomsThenNotAcceptingThenShutdown() throws Exception {
        try (FakeAgonesSidecar fake = new FakeAgonesSidecar()) {
            AtomicInteger rooms = new AtomicInteger();
            AtomicBoolean accepting = new AtomicBoolean(true);
            AgonesLink link = new AgonesLink(new AgonesSdk(fake.port()), 100);
            java.util.concurrent.CompletableFuture<String> address = new java.util.concurrent.CompletableFuture<>();
            link.start(rooms::get, accepting::get, address::complete);
            waitFor(fake, c -> c.contains("PUT /metadata/label {\"key\":\"rooms\",\"value\":\"0\"}"), "the rooms label");
            List<String> first = fake.calls();
            assertEquals("POST /ready", first.get(0), "Ready comes first: " + first);
            assertEquals("GET /gameserver", first.get(1), "then the address Agones gave: " + first);
            assertEquals("http://203.0.113.7:7061", address.get(2, java.util.concurrent.TimeUnit.SECONDS));
            assertTrue(first.contains("POST /health"), first.toString());
            assertTrue(first.contains("PUT /metadata/label {\"key\":\"accepting\",\"value\":\"true\"}"), first.toString());

            rooms.set(2);
            waitFor(fake, c -> c.contains("POST /allocate"), "Allocate once rooms are held");
            waitFor(fake, c -> c.contains("PUT /metadata/label {\"key\":\"rooms\",\"value\":\"2\"}"), "rooms=2");
            rooms.set(0);
            waitFor(fake, c -> c.stream().filter("POST /ready"::equals).count() == 2, "Ready again when empty");

            link.draining();
            waitFor(fake, c -> c.contains("PUT /metadata/label {\"key\":\"accepting\",\"value\":\"false\"}"),
                    "accepting=false on drain");
            link.shutdown();
            List<String> last = fake.calls();
            assertEquals("POST /shutdown", last.getLast(), last.toString());
            assertEquals(1, last.stream().filter("POST /allocate"::equals).count(), "Allocate is sent once per busy spell");
        }
    }

    @Test
    void theSdkPortComesFromAgonesVariableAndABadOneIsNamed() {
        assertTrue(AgonesSdk.fromEnvironment(Map.of()).isEmpty());
        assertTrue(AgonesSdk.fromEnvironment(Map.of("AGONES_SDK_HTTP_PORT", "9358")).isPresent());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> AgonesSdk.fromEnvironment(Map.of("AGONES_SDK_HTTP_PORT", "nine")));
        assertTrue(e.getMessage().contains("AGONES_SDK_HTTP_PORT"), e.getMessage());
    }
}
