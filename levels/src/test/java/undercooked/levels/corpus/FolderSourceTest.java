package undercooked.levels.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import undercooked.levels.LevelWriter;
import undercooked.levels.ReplayFiles;
import undercooked.sim.InputScript;

class FolderSourceTest {
    @TempDir
    Path dir;

    private List<RoundSource.Read> walk(RoundSource source) {
        List<RoundSource.Read> out = new ArrayList<>();
        for (Optional<RoundSource.Pending> p = source.next(); p.isPresent(); p = source.next()) {
            out.add(p.get().read());
        }
        return out;
    }

    private void archiveFolder() throws IOException {
        ReplayFiles.ScriptFile s = Bodies.committedScript("walk_solo");
        var golden = Bodies.committedGolden("walk_solo");
        var level = Bodies.campaign(s.script().levelId());
        InputScript archived = Bodies.withSha(s.script(), LevelWriter.sha256(level));
        byte[] good = Bodies.body(archived, golden, level, Bodies.summary("won", 60, 2, 1_000,
                Optional.of(new String[] {"0123456789abcdef", "crisp-basil-0123"})));
        Bodies.write(dir.resolve("7.json.gz"), good);
        Bodies.write(dir.resolve("8.json.gz"), Arrays.copyOf(good, good.length / 2));
        Files.writeString(dir.resolve("notes.txt"), "not a round");
        for (String db : List.of("undercooked.db", "undercooked.db-wal", "undercooked.db-shm")) {
            Files.writeString(dir.resolve(db), "SQLite format 3"); // a node's data folder: its database, not a round
        }
        Files.copy(Path.of("src/test/resources/replays/walk_solo.json"), dir.resolve("walk_solo.json"));
        Files.copy(Path.of("src/test/resources/replays/walk_solo.golden.json"), dir.resolve("walk_solo.golden.json"));
        Files.writeString(dir.resolve(level.id() + ".json"), LevelWriter.write(level));
    }

    @Test
    void aFolderYieldsItsRoundsAndNamesEachBadEntryWithItsReason() throws IOException {
        archiveFolder();
        try (RoundSource source = RoundSource.folders(List.of(dir), Filter.ALL)) {
            assertEquals(OptionalLong.of(4), source.expected(), "the level file and the golden are not entries");
            List<RoundSource.Read> reads = walk(source);
            assertEquals(List.of("7.json.gz", "8.json.gz", "notes.txt", "walk_solo.json"),
                    reads.stream().map(r -> Path.of(r.name()).getFileName().toString()).toList());
            ArchivedRound body = assertInstanceOf(ArchivedRound.class, reads.get(0));
            assertEquals(Optional.of(new ArchivedRound.Kernel("0123456789abcdef", "crisp-basil-0123")),
                    body.recorded().orElseThrow().kernel());
            assertEquals("won", body.recorded().orElseThrow().result());
            assertTrue(assertInstanceOf(Unreadable.class, reads.get(1)).reason().startsWith("truncated"),
                    reads.get(1).toString());
            assertTrue(assertInstanceOf(Unreadable.class, reads.get(2)).reason().startsWith("not a replay"),
                    reads.get(2).toString());
            ArchivedRound pair = assertInstanceOf(ArchivedRound.class, reads.get(3));
            assertEquals(Optional.empty(), pair.recorded());
            assertEquals("01_first_shift", pair.level().id());
            // A script and golden: the kernel its golden names is what it was recorded under.
            ReplayFiles.RecordedKernel named = ReplayFiles.readGoldenFile(dir.resolve("walk_solo.golden.json"))
                    .value().orElseThrow().kernel().orElseThrow();
            assertEquals(Optional.of(new ArchivedRound.Kernel(named.id(), named.name())), pair.recordedUnder());
            assertEquals(body.recorded().orElseThrow().kernel(), body.recordedUnder(), "a body's summary says it");
        }
    }

    @Test
    void aRoundWhoseLevelChangedSinceItWasPlayedIsUnreadableWithTheReason() throws IOException {
        ReplayFiles.ScriptFile s = Bodies.committedScript("walk_solo");
        var level = Bodies.campaign(s.script().levelId());
        Files.writeString(dir.resolve("r.json"), ReplayFiles.writeScript(
                Bodies.withSha(s.script(), "ab".repeat(32)), Optional.empty(), Optional.empty()));
        Files.copy(Path.of("src/test/resources/replays/walk_solo.golden.json"), dir.resolve("r.golden.json"));
        Files.writeString(dir.resolve(level.id() + ".json"), LevelWriter.write(level));
        try (RoundSource source = RoundSource.folders(List.of(dir), Filter.ALL)) {
            Unreadable u = assertInstanceOf(Unreadable.class, walk(source).getFirst());
            assertTrue(u.reason().contains("changed since the round"), u.reason());
        }
    }

    @Test
    void aRoundThatRecordsNoEndIsDatedByItsFilesModificationTime() throws IOException {
        archiveFolder();
        long since = java.time.Instant.parse("2021-01-01T00:00:00Z").toEpochMilli();
        Filter filter = new Filter(Optional.empty(), OptionalLong.of(since));
        Path script = dir.resolve("walk_solo.json");
        ArchivedRound pair;
        ArchivedRound body;
        try (RoundSource source = RoundSource.folders(List.of(dir), Filter.ALL)) {
            List<RoundSource.Read> reads = walk(source);
            body = assertInstanceOf(ArchivedRound.class, reads.get(0));
            pair = assertInstanceOf(ArchivedRound.class, reads.get(3));
        }
        assertFalse(filter.accepts(body), "its summary says it ended at 1,000 ms after the epoch");
        Files.setLastModifiedTime(script, java.nio.file.attribute.FileTime.fromMillis(since - 86_400_000L));
        assertFalse(filter.accepts(pair), "a script last written the day before");
        Files.setLastModifiedTime(script, java.nio.file.attribute.FileTime.fromMillis(since + 86_400_000L));
        assertTrue(filter.accepts(pair), "a script written the day after");
    }

    @Test
    void walkingAFolderWritesNothingIntoIt() throws IOException {
        archiveFolder();
        Map<String, Long> before = snapshot();
        try (RoundSource source = RoundSource.folders(List.of(dir), Filter.ALL)) {
            walk(source);
        }
        assertEquals(before, snapshot());
    }

    @Test
    void aMissingPathIsAnEntryOfItsOwn() {
        try (RoundSource source = RoundSource.folders(List.of(dir.resolve("gone")), Filter.ALL)) {
            Unreadable u = assertInstanceOf(Unreadable.class, walk(source).getFirst());
            assertEquals("no such file or folder", u.reason());
        }
    }

    private Map<String, Long> snapshot() throws IOException {
        Map<String, Long> out = new TreeMap<>();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.toList()) {
                out.put(dir.relativize(p) + " " + Files.size(p), Files.getLastModifiedTime(p).toMillis());
            }
        }
        return out;
    }
}
