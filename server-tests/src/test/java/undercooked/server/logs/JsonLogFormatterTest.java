package undercooked.server.logs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

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
    void aLineWithAFieldPrintsItsMessageAsWrittenInBothFormats() throws Exception {
        Logger logger = Logger.getLogger("undercooked.test.LogFieldLiteral");
        logger.setUseParentHandlers(false);
        List<LogRecord> got = new ArrayList<>();
        Handler keep = new Handler() {
            @Override
            public void publish(LogRecord r) {
                got.add(r);
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        logger.addHandler(keep);
        try {
            // MessageFormat would put the field in for {0} and drop the apostrophes.
            String braces = "room QWERT: the cook 'Ana {0}' can't join {1} twice";
            String plain = "room QWERT: the cook can't join";
            LogField.log(logger, Level.WARNING, braces, LogField.room("QWERT"));
            LogField.log(logger, Level.WARNING, plain, new IllegalStateException("boom"), LogField.room("QWERT"));
            for (int i = 0; i < 2; i++) {
                String said = i == 0 ? braces : plain;
                JsonNode o = parse(new JsonLogFormatter(Optional.empty()).format(got.get(i)));
                assertEquals(said, o.get("message").asText(), "the JSON format");
                assertEquals("QWERT", o.get("room").asText());
                assertEquals(said, new SimpleFormatter().formatMessage(got.get(i)), "the text format");
            }
        } finally {
            logger.removeHandler(keep);
        }
    }

    @Test
    void controlCharactersAreEscaped() throws Exception {
        LogRecord r = new LogRecord(Level.INFO, "bell\u0007 and nul\u0000");
        JsonNode o = parse(new JsonLogFormatter(Optional.empty()).format(r));
        assertEquals("bell\u0007 and nul\u0000", o.get("message").asText());
    }
}
