package undercooked.studio.services;

import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Optional;
import undercooked.levels.Level;
import undercooked.levels.LevelWriter;

/** The body of {@code POST /api/rooms}: a host name, and for Play-test the level itself. */
final class RoomRequest {
    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    private RoomRequest() {
    }

    static String body(String name, Optional<Level> level) {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("name", name);
        level.ifPresent(l -> {
            try {
                o.set("level", MAPPER.readTree(LevelWriter.write(l)));
            } catch (IOException e) {
                throw new UncheckedIOException("a written level is JSON", e);
            }
        });
        return o.toString();
    }
}
