package undercooked.protocol;

import com.fasterxml.jackson.core.JsonGenerator;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * Writes messages field by field in the order of docs/PROTOCOL.md's tables. Hand-written rather
 * than databind: the wire names differ from Java's, optional fields are written as explicit
 * nulls (fixed shapes are easier to check), and there is no reflection on the hot path.
 */
final class MessageWriter {

    private MessageWriter() {
    }

    static void client(JsonGenerator g, ClientMessage message) throws IOException {
        g.writeStartObject();
        g.writeStringField("type", message.type().wire());
        switch (message) {
            case HelloMsg m -> {
                g.writeNumberField("p", m.p());
                nullableText(g, "token", m.token());
                nullableText(g, "name", m.name());
                nullableText(g, "role", m.role().map(Role::wire));
            }
            case SetLevelMsg m -> g.writeStringField("level", m.level());
            case InputMsg m -> {
                g.writeNumberField("seq", m.seq());
                g.writeObjectFieldStart("move");
                g.writeNumberField("x", m.move().x());
                g.writeNumberField("y", m.move().y());
                g.writeEndObject();
                g.writeBooleanField("act", m.act());
                nullableText(g, "face", m.face().map(Face::wire));
            }
            case EmoteMsg m -> g.writeStringField("id", m.id());
            case PingMsg m -> g.writeNumberField("t", m.t());
            case AddBotMsg m -> nullableText(g, "persona", m.persona());
            case RemoveBotMsg m -> g.writeNumberField("seat", m.seat());
            case ReadyMsg _, StartMsg _, ToLobbyMsg _, NextLevelMsg _ -> {
                // the discriminator is the whole message
            }
        }
        g.writeEndObject();
    }

    static void server(JsonGenerator g, ServerMessage message, FrameShape shape) throws IOException {
        g.writeStartObject();
        g.writeStringField("type", message.type().wire());
        g.writeNumberField("p", Protocol.PROTOCOL_VERSION);
        switch (message) {
            case WelcomeMsg m -> {
                g.writeObjectFieldStart("you");
                g.writeStringField("token", m.you().token());
                g.writeNumberField("seat", m.you().seat());
                g.writeBooleanField("host", m.you().host());
                g.writeStringField("role", m.you().role().wire());
                g.writeEndObject();
                g.writeStringField("room", m.room());
                g.writeStringField("state", m.state().wire());
                nullableText(g, "level", m.level());
                seats(g, m.seats());
                g.writeBooleanField("rejoined", m.rejoined());
            }
            case LobbyMsg m -> lobby(g, m);
            case CountdownMsg m -> {
                g.writeNumberField("n", m.n());
                g.writeNumberField("time_limit_s", m.timeLimitS());
            }
            case SnapMsg m -> {
                g.writeFieldName("raw");
                SnapWriter.frame(g, m.raw(), shape);
            }
            case RoundMsg m -> round(g, m);
            case EvMsg m -> {
                g.writeArrayFieldStart("events");
                for (EventWire e : m.events()) {
                    event(g, e);
                }
                g.writeEndArray();
            }
            case ErrMsg m -> {
                g.writeStringField("code", m.code().wire());
                g.writeStringField("msg", m.msg());
                nullableLong(g, "seq", m.seq());
            }
            case PongMsg m -> {
                g.writeNumberField("t", m.t());
                g.writeNumberField("now", m.now());
            }
        }
        g.writeEndObject();
    }

    private static void lobby(JsonGenerator g, LobbyMsg m) throws IOException {
        g.writeStringField("code", m.code());
        g.writeStringField("state", m.state().wire());
        nullableText(g, "level", m.level());
        nullableInt(g, "host_seat", m.hostSeat());
        g.writeBooleanField("can_start", m.canStart());
        seats(g, m.seats());
        g.writeArrayFieldStart("spectators");
        for (SpectatorWire s : m.spectators()) {
            g.writeStartObject();
            g.writeStringField("name", s.name());
            g.writeStringField("color", s.color());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeNumberField("spectator_count", m.spectatorCount());
        nullableInt(g, "unlocked", m.unlocked());
        g.writeNumberField("round_no", m.roundNo());
    }

    private static void round(JsonGenerator g, RoundMsg m) throws IOException {
        nullableText(g, "result", m.result().map(RoundResult::wire));
        g.writeNumberField("score", m.score());
        g.writeNumberField("target", m.target());
        g.writeNumberField("stars", m.stars());
        g.writeNumberField("time_left", m.timeLeft());
        g.writeObjectFieldStart("counters");
        for (Map.Entry<String, Long> counter : m.counters().entrySet()) {
            g.writeNumberField(counter.getKey(), counter.getValue());
        }
        g.writeEndObject();
        g.writeNumberField("longest_streak", m.longestStreak());
        g.writeArrayFieldStart("players");
        for (PlayerScoreWire p : m.players()) {
            g.writeStartObject();
            g.writeStringField("id", p.id());
            g.writeStringField("name", p.name());
            g.writeNumberField("score", p.score());
            g.writeNumberField("dishes_served", p.dishesServed());
            g.writeNumberField("missed_contrib", p.missedContrib());
            nullableText(g, "bot", p.bot());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeStringField("level_id", m.levelId());
        g.writeNumberField("seed", m.seed());
        g.writeNumberField("ticks", m.ticks());
        nullableText(g, "unlocked", m.unlocked());
    }

    private static void seats(JsonGenerator g, List<SeatWire> seats) throws IOException {
        g.writeArrayFieldStart("seats");
        for (SeatWire s : seats) {
            g.writeStartObject();
            g.writeNumberField("index", s.index());
            g.writeStringField("name", s.name());
            g.writeStringField("color", s.color());
            g.writeBooleanField("ready", s.ready());
            g.writeBooleanField("host", s.host());
            g.writeBooleanField("connected", s.connected());
            nullableText(g, "bot", s.bot());
            g.writeEndObject();
        }
        g.writeEndArray();
    }

    /** The {@code ev} shape: payload nested under its own key. */
    static void event(JsonGenerator g, EventWire e) throws IOException {
        g.writeStartObject();
        g.writeStringField("kind", e.kind());
        g.writeNumberField("x", e.x());
        g.writeNumberField("y", e.y());
        g.writeObjectFieldStart("payload");
        payload(g, e.payload());
        g.writeEndObject();
        g.writeEndObject();
    }

    static void payload(JsonGenerator g, Map<String, Object> payload) throws IOException {
        for (Map.Entry<String, Object> entry : payload.entrySet()) {
            g.writeFieldName(entry.getKey());
            switch (entry.getValue()) {
                case Long l -> g.writeNumber(l);
                case Double d -> g.writeNumber(d);
                case String s -> g.writeString(s);
                case Boolean b -> g.writeBoolean(b);
                default -> throw new IllegalStateException("payload holds " + entry.getValue().getClass());
            }
        }
    }

    static void nullableText(JsonGenerator g, String name, Optional<String> value) throws IOException {
        if (value.isPresent()) {
            g.writeStringField(name, value.get());
        } else {
            g.writeNullField(name);
        }
    }

    private static void nullableInt(JsonGenerator g, String name, OptionalInt value) throws IOException {
        if (value.isPresent()) {
            g.writeNumberField(name, value.getAsInt());
        } else {
            g.writeNullField(name);
        }
    }

    private static void nullableLong(JsonGenerator g, String name, OptionalLong value) throws IOException {
        if (value.isPresent()) {
            g.writeNumberField(name, value.getAsLong());
        } else {
            g.writeNullField(name);
        }
    }
}
