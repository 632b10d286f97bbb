package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import undercooked.protocol.HelloMsg;
import undercooked.protocol.Protocol;
import undercooked.protocol.WelcomeMsg;
import undercooked.server.ServerConfig;
import undercooked.server.rooms.TickBudget;

/**
 * Graceful overload on a real server (decision 0036): while the node is over its tick budget a new
 * room is refused with {@code room_full} saying why and {@code /readyz} answers 503
 * {@code tick_budget}; the rooms it holds still take their players; when the load falls it takes
 * rooms again. The load is driven through the supervisor's budget seam (a fake clock and tick
 * counters), not by a real overload.
 */
class OverloadIntegrationTest {

    private static final long SECOND = 1_000_000_000L;

    @Test
    void overItsTickBudgetANodeRefusesNewRoomsAndIsNotReadyButKeepsItsRoomsAndRecoversWhenTheLoadFalls() {
        AtomicLong now = new AtomicLong(SECOND);
        AtomicReference<TickBudget.Sample> counters = new AtomicReference<>(new TickBudget.Sample(0, 0, 0.1));
        try (ServerHarness h = new ServerHarness(ServerConfig.ephemeral())) {
            h.server.services().supervisor().judgeLoadBy(new TickBudget(TickBudget.Limits.DEFAULT, SECOND / 20,
                    now::get, counters::get));
            ServerHarness.Created held = h.createRoom("Ana");
            assertEquals(200, h.get("/readyz").status());
            PromText taking = scrape(h);
            assertEquals(0.0, taking.value("undercooked_tick_budget_over").orElseThrow());
            assertEquals(1.0, taking.value("undercooked_rooms_starting").orElseThrow(), "the room made, not yet played");
            JsonNode stats = h.get("/api/stats").body();
            assertEquals(1, stats.get("rooms_starting").asLong(), "/api/stats reads the same census: " + stats);
            assertEquals(false, stats.get("tick_budget_over").asBoolean());
            assertTrue(stats.path("tick_budget_reason").isMissingNode(), "no reason while it takes rooms");

            // Ten seconds of 500 rooms with 5% of their ticks late (the counters move before the clock,
            // so housekeeping's own reading never pairs the new time with the old counters).
            counters.set(new TickBudget.Sample(100_000, 5_000, 0.2));
            now.addAndGet(10 * SECOND);

            ServerHarness.Reply ready = h.get("/readyz");
            assertEquals(503, ready.status(), ready.body().toString());
            assertEquals("not_ready", ready.body().get("status").asText());
            assertEquals("tick_budget", ready.body().get("code").asText());
            assertTrue(ready.body().get("reason").asText().contains("over its tick budget"), ready.body().toString());
            ServerHarness.Reply refused = h.post("/api/rooms", "{\"name\": \"Bo\"}");
            assertEquals(503, refused.status(), refused.body().toString());
            assertEquals("room_full", refused.body().get("code").asText());
            assertTrue(refused.body().get("message").asText().contains("over its tick budget"), refused.body().toString());
            assertEquals(200, h.get("/livez").status(), "an overloaded node is not dead");
            assertEquals(1.0, scrape(h).value("undercooked_tick_budget_over").orElseThrow(), "the scrape says so too");
            JsonNode over = h.get("/api/stats").body();
            assertEquals(true, over.get("tick_budget_over").asBoolean(), over.toString());
            assertTrue(over.get("tick_budget_reason").asText().contains("room ticks started a period late"), over.toString());

            // The room it holds still seats its players.
            try (WsClient bo = h.connect(held.code())) {
                bo.send(new HelloMsg(Protocol.PROTOCOL_VERSION, Optional.of("tok-guest-bo"), Optional.of("Bo")));
                bo.expect(WelcomeMsg.class);
            }

            // The load falls: a whole window of ticks on time.
            counters.set(new TickBudget.Sample(200_000, 5_000, 0.2));
            now.addAndGet(11 * SECOND);
            assertEquals(200, h.get("/readyz").status());
            assertEquals(201, h.post("/api/rooms", "{\"name\": \"Cy\"}").status());
            assertEquals(0.0, scrape(h).value("undercooked_tick_budget_over").orElseThrow());
        }
    }

    private static PromText scrape(ServerHarness h) {
        okhttp3.Request r = new okhttp3.Request.Builder().url("http://127.0.0.1:" + h.port() + "/metrics").get().build();
        try (okhttp3.Response res = h.http.newCall(r).execute()) {
            assertEquals(200, res.code());
            return PromText.parse(res.body().string());
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
    }
}
