package undercooked.protocol;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.Optional;

/**
 * Builds client messages from a parsed frame, strictly: every field typed and bounded as the
 * contract says, every unknown field refused. Bounds are checked here, before the record's own
 * checks, so the rejection names the field.
 */
final class ClientReader {

    private ClientReader() {
    }

    static ClientMessage read(WireReader r, ClientType type) {
        ClientMessage message = switch (type) {
            case HELLO -> new HelloMsg(
                    r.int32("p", Integer.MIN_VALUE, Integer.MAX_VALUE),
                    r.optText("token", 1, Protocol.TOKEN_MAX_CHARS),
                    r.optText("name", 0, Protocol.RAW_NAME_MAX_CHARS),
                    r.nullable("role").map(node -> role(node, r.path("role"))));
            case READY -> new ReadyMsg();
            case SET_LEVEL -> new SetLevelMsg(r.text("level", 1, Protocol.LEVEL_ID_MAX_CHARS));
            case START -> new StartMsg();
            case INPUT -> input(r);
            case EMOTE -> new EmoteMsg(emote(r));
            case TO_LOBBY -> new ToLobbyMsg();
            case NEXT_LEVEL -> new NextLevelMsg();
            case PING -> new PingMsg(r.int64("t", 0, Long.MAX_VALUE));
            case ADD_BOT -> new AddBotMsg(persona(r));
            case REMOVE_BOT -> new RemoveBotMsg(r.int32("seat", 0, Integer.MAX_VALUE));
        };
        r.finish();
        return message;
    }

    /** The seq, read on its own so a rejection of the rest of an input can still name the frame. */
    static long seq(WireReader r) {
        return r.int64("seq", 0, Long.MAX_VALUE);
    }

    private static InputMsg input(WireReader r) {
        long seq = seq(r);
        WireReader move = r.object("move");
        double x = move.float64("x");
        double y = move.float64("y");
        move.finish();
        if (Math.hypot(x, y) > 1.0) {
            throw new BadField(r.path("move"), "magnitude must be <= 1 (a direction, not a speed), was "
                    + Math.hypot(x, y));
        }
        boolean act = r.bool("act");
        Optional<Face> face = r.nullable("face").map(node -> face(node, r.path("face")));
        return new InputMsg(seq, new Vec2Msg(x, y), act, face);
    }

    private static Face face(JsonNode node, String field) {
        String wire = WireReader.asText(node, field, 1, Checks.WORD_MAX);
        return Face.fromWire(wire).orElseThrow(
                () -> new BadField(field, "must be up, right, down, left or null, was " + wire));
    }

    private static Role role(JsonNode node, String field) {
        String wire = WireReader.asText(node, field, 1, Checks.WORD_MAX);
        return Role.fromWire(wire).orElseThrow(() -> new BadField(field, "must be play, watch or null, was " + wire));
    }

    /** An absent or null persona is the default one. */
    private static Optional<String> persona(WireReader r) {
        Optional<String> persona = r.optText("persona", 1, Checks.WORD_MAX);
        if (persona.isPresent() && !Protocol.BOT_PERSONAS.contains(persona.get())) {
            throw new BadField(r.path("persona"), "must be one of " + Protocol.BOT_PERSONAS + " or null, was " + persona.get());
        }
        return persona;
    }

    private static String emote(WireReader r) {
        String id = r.text("id", 1, Protocol.EMOTE_ID_MAX_CHARS);
        if (!Protocol.EMOTES.contains(id)) {
            throw new BadField(r.path("id"), "must be one of " + Protocol.EMOTES + ", was " + id);
        }
        return id;
    }
}
