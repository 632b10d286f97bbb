package undercooked.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

import undercooked.protocol.HttpCodec;
import undercooked.protocol.LevelCatalog;
import undercooked.protocol.ReplayListing;
import undercooked.protocol.ReplaySummary;
import undercooked.protocol.RoomRow;
import undercooked.protocol.RoomState;
import undercooked.protocol.SessionAnswer;
import undercooked.protocol.Stats;

/**
 * ROOMS.md names the keys of the typed HTTP answers in the order their records write them: a room
 * row, the session and the level list in the HTTP API table, the census in its table, an archived
 * round's entry and its summary.
 */
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

    private static List<String> docs() throws IOException {
        return Files.readAllLines(Path.of("..", "docs", "ROOMS.md"));
    }

    private static List<String> keys(JsonNode written) {
        List<String> out = new ArrayList<>();
        written.fieldNames().forEachRemaining(out::add);
        return out;
    }

    private static List<String> quoted(String text, String quote) {
        List<String> out = new ArrayList<>();
        Matcher key = Pattern.compile(quote + "([a-z_0-9]+)" + quote).matcher(text);
        while (key.find()) {
            out.add(key.group(1));
        }
        return out;
    }

    @Test
    void theSessionAnswersKeysInRoomsMdAreTheRecordsKeys() throws IOException {
        String line = docs().stream().filter(l -> l.startsWith("| `POST /api/session` |")).findFirst().orElseThrow();
        String answer = line.split(" \\| ")[2];
        List<String> documented = quoted(answer.substring(answer.indexOf('{'), answer.indexOf('}') + 1), "\"");
        assertEquals(keys(HttpCodec.write(new SessionAnswer("t", "Ana", 0, Optional.empty()))), documented,
                "ROOMS.md, POST /api/session");
    }

    @Test
    void theCensusTableInRoomsMdListsEveryKeyTheServerWritesInOrder() throws IOException {
        List<String> lines = docs();
        int header = lines.indexOf("| Key | What it counts |");
        assertTrue(header > 0, "ROOMS.md has the /api/stats table");
        List<String> documented = lines.subList(header + 2, lines.size()).stream().takeWhile(l -> l.startsWith("|"))
                .flatMap(l -> quoted(l.split(" \\| ")[0], "`").stream()).toList();
        Stats full = new Stats(1, new Stats.Admission(Optional.of("over"), 2), new Stats.Sockets(1, 1, 1, 0, 0, 0, 0, 0), Stats.Guards.ZERO, 1.0, new Stats.Ticks(0.1, 0.2,
                OptionalDouble.of(1), OptionalDouble.of(2), 1, 0), 0, 0, Stats.InputCensus.ZERO,
                Optional.of(new Stats.ArchiveCensus(0, 0, 0, 0, 0, 0, 0)), List.of());
        assertEquals(keys(HttpCodec.write(full)), documented, "ROOMS.md, /api/stats");
    }

    @Test
    void theArchivesEntryKeysInRoomsMdAreTheRecordsKeys() throws IOException {
        String text = String.join(" ", docs());
        int at = text.indexOf("Each entry: ");
        assertTrue(at > 0, "ROOMS.md describes an archived round's entry");
        String entry = text.substring(at, text.indexOf("(epoch ms)", at));
        List<String> documented = new ArrayList<>(quoted(entry, "`"));
        documented.add("players");
        ReplayListing page = new ReplayListing(List.of(new ReplayListing.Entry(1, "ABCDE", 1, "01", "00",
                BigInteger.ONE, "won", 1, 1, 1, 1, 1, List.of())), List.of(), OptionalLong.empty());
        assertEquals(keys(HttpCodec.write(page).get("replays").get(0)), documented, "ROOMS.md, GET /api/replays");
        int answer = text.indexOf("`GET /api/replays` answers");
        List<String> pageKeys = quoted(text.substring(answer, text.indexOf(", newest", answer)), "\"");
        ReplayListing skipped = new ReplayListing(List.of(), List.of(new ReplayListing.Skipped(1, "gone")),
                OptionalLong.of(1));
        List<String> written = new ArrayList<>(keys(HttpCodec.write(skipped)));
        written.addAll(2, keys(HttpCodec.write(skipped).get("skipped").get(0)));
        assertEquals(written, pageKeys, "ROOMS.md, the page: replays, skipped with its id and reason, next_before");
    }

    @Test
    void theLevelListsKeysInRoomsMdAreTheRecordsKeys() throws IOException {
        String line = docs().stream().filter(l -> l.startsWith("| `GET /api/levels` |")).findFirst().orElseThrow();
        String answer = line.split(" \\| ")[2];
        List<String> documented = quoted(answer.substring(answer.indexOf('{'), answer.lastIndexOf('}') + 1), "\"");
        LevelCatalog one = new LevelCatalog(List.of(new LevelCatalog.Entry("01", "A", 1, 60, 10)));
        List<String> written = new ArrayList<>(keys(HttpCodec.write(one)));
        written.addAll(keys(HttpCodec.write(one).get("levels").get(0)));
        assertEquals(written, documented, "ROOMS.md, GET /api/levels");
    }

    @Test
    void theSummarysKeysInRoomsMdAreTheRecordsKeys() throws IOException {
        String text = String.join(" ", docs());
        int at = text.indexOf("`/summary` is `{");
        assertTrue(at > 0, "ROOMS.md describes a replay's summary");
        String shape = text.substring(text.indexOf('{', at) + 1, text.indexOf("}`", at));
        List<String> documented = quoted(shape.replaceAll("\\[\\{[^}]*}]", "").replace("{kind: n}", ""), "\\b");
        ReplaySummary s = new ReplaySummary(1, "won", 1, 1, 1, 1, 1, 0, 0, List.of(new ReplaySummary.Seat(
                new ReplayListing.Cook("p0", 0, "Ana", Optional.empty()), Optional.of(new ReplaySummary.Share(1, 1, 0)))),
                new java.util.TreeMap<>(), java.util.OptionalLong.of(1), Optional.of(new ReplaySummary.Kernel("k", "n")));
        assertEquals(keys(HttpCodec.write(s)), documented, "ROOMS.md, /summary");
        String seat = shape.substring(shape.indexOf("[{") + 2, shape.indexOf("}]"));
        assertEquals(keys(HttpCodec.write(s).get("seats").get(0)), quoted(seat, "\\b"), "ROOMS.md, /summary's seats");
    }
}
