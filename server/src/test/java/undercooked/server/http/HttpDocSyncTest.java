package undercooked.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import undercooked.protocol.HttpCodec;
import undercooked.protocol.RoomRow;
import undercooked.protocol.RoomState;

/** ROOMS.md's HTTP API table names the keys of a room row in the order the typed row writes them. */
class HttpDocSyncTest {

    @Test
    void theRoomListsRowKeysInRoomsMdAreTheRecordsKeys() throws IOException {
        String line = Files.readAllLines(Path.of("..", "docs", "ROOMS.md")).stream()
                .filter(l -> l.startsWith("| `GET /api/rooms` |")).findFirst().orElseThrow();
        Matcher row = Pattern.compile("\\[\\{(.*?)\\}\\]").matcher(line);
        assertTrue(row.find(), line);
        List<String> documented = new ArrayList<>();
        Matcher key = Pattern.compile("\"([a-z_]+)\"").matcher(row.group(1));
        while (key.find()) {
            documented.add(key.group(1));
        }
        RoomRow one = new RoomRow("ABCDE", RoomState.LOBBY, Optional.empty(), 1, 4, 0, 8, 0, OptionalInt.empty(),
                OptionalDouble.empty(), Optional.empty(), Optional.empty());
        List<String> written = new ArrayList<>();
        HttpCodec.write(one).fieldNames().forEachRemaining(written::add);
        assertEquals(written, documented, "ROOMS.md, GET /api/rooms");
    }
}
