package undercooked.server.rooms;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Iterator;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import undercooked.protocol.HelloMsg;
import undercooked.protocol.InputMsg;
import undercooked.protocol.ReadyMsg;
import undercooked.protocol.StartMsg;
import undercooked.protocol.Vec2Msg;
import undercooked.protocol.WireCodec;
import undercooked.server.session.InMemorySessionStore;

/** Walks every snapshot a real round sends, full and delta, for anything that must stay on the server. */
class NoLeakTest {

    private static final long SEED = 0x5EED_5EED_5EEDL;
    private static final String TOKEN_A = "secret-token-of-ana-123";
    private static final String TOKEN_B = "secret-token-of-bo-456";
    private static final Set<String> FORBIDDEN_KEYS =
            Set.of("token", "name", "display_name", "seed", "rng_state", "rngState", "next_item_id", "tick",
                    "placed_by", "worker", "index");

    @Test
    void noSnapshotFrameCarriesATokenANameTheSeedOrAnInternalId() throws Exception {
        FakeClock clock = new FakeClock();
        Room room = new Room("LEAKS", new RoomSettings(4, 4, 20, 20, 45.0, 3), new RoomParts(RoomFixture.CAMPAIGN,
                new InMemorySessionStore(), clock, new WireCodec(), () -> SEED, Stepper.kernel()));
        FakeMember a = new FakeMember();
        FakeMember b = new FakeMember();
        room.hello(a, new HelloMsg(1, Optional.of(TOKEN_A), Optional.of("Ana Secretname")));
        room.hello(b, new HelloMsg(1, Optional.of(TOKEN_B), Optional.of("Bo Hiddenname")));
        room.receive(b, new ReadyMsg());
        room.receive(a, new StartMsg());
        for (int i = 0; i < 140; i++) {
            if (i > 61 && i % 5 == 0) {
                room.receive(a, new InputMsg(i, new Vec2Msg(0, -1), i % 10 == 0, Optional.empty()));
            }
            room.tick();
            clock.advanceSeconds(0.05);
        }
        ObjectMapper mapper = new ObjectMapper();
        int frames = 0;
        boolean sawDelta = false;
        for (String text : a.texts) {
            JsonNode node = mapper.readTree(text);
            if (!node.get("type").asText().equals("snap")) {
                continue;
            }
            frames++;
            sawDelta |= !node.get("raw").get("full").asBoolean();
            walk(node.get("raw"), "raw");
        }
        assertTrue(frames > 50, "frames seen: " + frames);
        assertTrue(sawDelta, "delta frames were checked too");
    }

    private static void walk(JsonNode node, String path) {
        if (node.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> field = it.next();
                assertFalse(FORBIDDEN_KEYS.contains(field.getKey()), "key " + field.getKey() + " at " + path);
                walk(field.getValue(), path + "." + field.getKey());
            }
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                walk(node.get(i), path + "[" + i + "]");
            }
        } else if (node.isTextual()) {
            String v = node.asText();
            assertFalse(v.contains("secret") || v.contains("Secretname") || v.contains("Hiddenname"),
                    "private text at " + path + ": " + v);
        } else if (node.isIntegralNumber()) {
            assertFalse(node.asLong() == SEED, "the seed at " + path);
        }
    }
}
