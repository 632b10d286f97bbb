package undercooked.levels.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import undercooked.levels.Level;
import undercooked.levels.LevelWriter;
import undercooked.levels.ReplayFiles;
import undercooked.sim.Golden;
import undercooked.sim.InputScript;

class ArchiveBodyTest {
    private final ReplayFiles.ScriptFile committed = Bodies.committedScript("walk_solo");
    private final Golden golden = Bodies.committedGolden("walk_solo");
    private final Level level = Bodies.campaign(committed.script().levelId());
    private final InputScript script = Bodies.withSha(committed.script(), LevelWriter.sha256(level));
    private final ObjectNode summary = Bodies.summary("won", 60, 2, 1_000,
            Optional.of(new String[] {"0123456789abcdef", "crisp-basil-0123"}));
    private final String scriptText = ReplayFiles.writeScript(script, Optional.empty(), Optional.of(level));
    private final String goldenText = ReplayFiles.writeGolden(golden);
    private final String levelText = LevelWriter.write(level);

    @Test
    void formatTwoEmbedsTheTextsAsJsonAndGivesThemBackByteForByte() throws Exception {
        byte[] gz = ArchiveBody.gzip(scriptText, goldenText, levelText, summary);

        String json = new String(ArchiveBody.inflate(gz), StandardCharsets.UTF_8);
        assertTrue(json.contains("\"script\": {\n  \"name\": "), "the script is a section, not a string");
        assertFalse(json.contains("\\\"frames\\\""), "no escaped text anywhere");
        ArchiveBody.Texts t = ArchiveBody.texts(gz);
        assertEquals(List.of(2, scriptText, goldenText, levelText, summary.toString()),
                List.of(t.format(), t.script(), t.golden(), t.level(), t.summary().toString()));
    }

    @Test
    void formatOneReadsToTheSameTexts() throws Exception {
        ArchiveBody.Texts t = ArchiveBody.texts(ArchiveBody.gzipFormat1(scriptText, goldenText, levelText, summary));

        assertEquals(List.of(1, scriptText, goldenText, levelText, summary.toString()),
                List.of(t.format(), t.script(), t.golden(), t.level(), t.summary().toString()));
    }

    @Test
    void aTextThatIsNotOneJsonObjectAndANewlineStaysAString() throws Exception {
        for (String odd : List.of("", "not json\n", "{\"a\": 1}", "{\"a\": 1}\n{\"b\": 2}\n", "{\"a\": [1,}\n")) {
            ArchiveBody.Texts t = ArchiveBody.texts(ArchiveBody.gzip(odd, goldenText, odd, summary));

            assertEquals(List.of(odd, goldenText, odd), List.of(t.script(), t.golden(), t.level()), odd);
        }
    }

    @Test
    void bothFormatsReadToTheSameRoundAndFormatTwoInOnePass() throws Exception {
        byte[] two = Bodies.body(script, golden, level, summary);
        byte[] one = Bodies.bodyFormat1(script, golden, level, summary);

        ArchivedRound a = Reading.body("7", "7", two);
        ArchivedRound b = Reading.body("7", "7", one);
        assertEquals(List.of(b.script(), b.golden(), b.level(), b.recorded()),
                List.of(a.script(), a.golden(), a.level(), a.recorded()));
        assertEquals(script, a.script());
        assertTrue(Reading.streamed(ArchiveBody.inflate(two), "7").isPresent(), "format 2 streams");
        assertFalse(Reading.streamed(ArchiveBody.inflate(one), "7").isPresent(), "format 1 goes through its texts");
    }

    @Test
    void aBrokenScriptInAFormatTwoBodyIsNamedAsTheStrictReaderNamesIt() {
        String broken = scriptText.replaceFirst("\"action\": false", "\"action\": 7");
        Reading.Bad two = assertThrows(Reading.Bad.class, () -> Reading.body("7", "7",
                ArchiveBody.gzip(broken, goldenText, levelText, summary)));
        Reading.Bad one = assertThrows(Reading.Bad.class, () -> Reading.body("7", "7",
                ArchiveBody.gzipFormat1(broken, goldenText, levelText, summary)));

        assertEquals(one.getMessage(), two.getMessage());
        assertTrue(two.getMessage().startsWith("the script does not read: ") && two.getMessage().contains("true or false"),
                two.getMessage());
    }

    @Test
    void aBodyOfAnotherFormatOrCutShortSaysSo() throws Exception {
        byte[] gz = ArchiveBody.gzip(scriptText, goldenText, levelText, summary);
        String json = new String(ArchiveBody.inflate(gz), StandardCharsets.UTF_8).replaceFirst("\"format\": 2",
                "\"format\": 3");

        ArchiveBody.Corrupt other = assertThrows(ArchiveBody.Corrupt.class,
                () -> ArchiveBody.texts(json.getBytes(StandardCharsets.UTF_8), 0));
        assertEquals("not a replay body of format 1 or 2 (format, script, golden, level, summary)", other.getMessage());
        ArchiveBody.Corrupt cut = assertThrows(ArchiveBody.Corrupt.class,
                () -> ArchiveBody.texts(Arrays.copyOf(gz, gz.length / 2)));
        assertTrue(cut.getMessage().startsWith("truncated"), cut.getMessage());
    }
}
