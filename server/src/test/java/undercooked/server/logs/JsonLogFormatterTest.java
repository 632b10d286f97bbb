package undercooked.server.logs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.LogRecord;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** --log-format json: every record is one object on one line that a JSON parser reads back. */
class JsonLogFormatterTest {

    private final ObjectMapper mapper = new ObjectMapper();

    private JsonNode parse(String line) throws Exception {
        assertTrue(line.endsWith("\n"), "a record ends its line");
        assertEquals(line.indexOf('\n'), line.length() - 1, "one line a record: " + line);
        return mapper.readTree(line);
    }

    @Test
    void aRecordIsOneParseableObjectWithTimeLevelLoggerAndMessage() throws Exception {
        LogRecord r = new LogRecord(Level.WARNING, "round 3 of room ABCDE is not archived: \"disk\"\n\tfull");
        r.setLoggerName("undercooked.server.rooms.RoundRecorder");
        r.setMillis(1_700_000_000_123L);
        JsonNode o = parse(new JsonLogFormatter(Optional.empty()).format(r));
        assertEquals("2023-11-14T22:13:20.123Z", o.get("time").asText());
        assertEquals("WARNING", o.get("level").asText());
        assertEquals("undercooked.server.rooms.RoundRecorder", o.get("logger").asText());
        assertEquals("round 3 of room ABCDE is not archived: \"disk\"\n\tfull", o.get("message").asText(),
                "quotes, newlines and tabs survive the round trip");
        assertFalse(o.has("node"), "no node field on a node without an id");
    }

    @Test
    void theNodeAndARoomFieldAreTheirOwnKeys() throws Exception {
        LogRecord r = new LogRecord(Level.SEVERE, "room QWERT failed and was aborted");
        r.setParameters(new Object[] {LogField.room("QWERT")});
        r.setThrown(new IllegalStateException("tick 12: boom"));
        JsonNode o = parse(new JsonLogFormatter(Optional.of("node-a")).format(r));
        assertEquals("node-a", o.get("node").asText());
        assertEquals("QWERT", o.get("room").asText());
        assertEquals("java.lang.IllegalStateException: tick 12: boom", o.get("error").asText());
        assertTrue(o.get("at").asText().contains("JsonLogFormatterTest"), "where it was thrown, one frame");
    }

    @Test
    void controlCharactersAreEscaped() throws Exception {
        LogRecord r = new LogRecord(Level.INFO, "bell\u0007 and nul\u0000");
        JsonNode o = parse(new JsonLogFormatter(Optional.empty()).format(r));
        assertEquals("bell\u0007 and nul\u0000", o.get("message").asText());
    }
}
