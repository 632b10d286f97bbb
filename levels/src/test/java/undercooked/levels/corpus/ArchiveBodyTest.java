package undercooked.levels.corpus;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.zip.GZIPOutputStream;
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
    void formatThreePacksTheFramesAndGivesTheTextsBackByteForByte() throws Exception {
        byte[] gz = ArchiveBody.gzip(scriptText, goldenText, levelText, summary);

        String json = new String(ArchiveBody.inflate(gz), StandardCharsets.UTF_8);
        assertTrue(json.contains("\n\"frames\": {\"cooks\": [\"") && json.contains("\"frames\": []\n}"),
                "the frames are packed apart, the script section has none");
        assertFalse(json.contains("\"tick\": 0, \"player_id\""), "no frame as JSON");
        ArchiveBody.Texts t = ArchiveBody.texts(gz);
        assertEquals(List.of(3, scriptText, goldenText, levelText, summary.toString()),
                List.of(t.format(), t.script(), t.golden(), t.level(), t.summary().toString()));
        ArchiveBody.Sections s = ArchiveBody.sections(ArchiveBody.inflate(gz));
        assertEquals(Optional.of(scriptText), s.script(), "the studio's sections have the whole script too");
    }

    @Test
    void framesGivenByTheCallerMakeTheSameBodyAndWrongOnesAreNotUsed() throws Exception {
        byte[] alone = ArchiveBody.gzip(scriptText, goldenText, levelText, summary);
        byte[] given = ArchiveBody.gzip(scriptText, Optional.of(script.frames()), goldenText, levelText, summary);
        byte[] wrong = ArchiveBody.gzip(scriptText, Optional.of(script.frames().subList(1, script.frames().size())),
                goldenText, levelText, summary);

        assertArrayEquals(ArchiveBody.inflate(alone), ArchiveBody.inflate(given));
        assertArrayEquals(ArchiveBody.inflate(alone), ArchiveBody.inflate(wrong),
                "frames that are not the text's are set aside and the text is read for its own");
        assertEquals(3, ArchiveBody.texts(given).format());
    }

    @Test
    void aScriptThatDoesNotPackMakesAFormatTwoBody() throws Exception {
        String spaced = scriptText.replace("\n    {\"tick\"", "\n      {\"tick\"");
        ArchiveBody.Texts t = ArchiveBody.texts(ArchiveBody.gzip(spaced, goldenText, levelText, summary));

        assertEquals(List.of(2, spaced), List.of(t.format(), t.script()));
    }

    @Test
    void formatTwoEmbedsTheTextsAsJsonAndGivesThemBackByteForByte() throws Exception {
        byte[] gz = ArchiveBody.gzipFormat2(scriptText, goldenText, levelText, summary);

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
    void everyFormatReadsToTheSameRoundAndFormatsTwoAndThreeInOnePass() throws Exception {
        byte[] three = Bodies.body(script, golden, level, summary);
        byte[] two = Bodies.bodyFormat2(script, golden, level, summary);
        byte[] one = Bodies.bodyFormat1(script, golden, level, summary);

        ArchivedRound c = Reading.body("7", "7", three);
        ArchivedRound a = Reading.body("7", "7", two);
        ArchivedRound b = Reading.body("7", "7", one);
        assertEquals(List.of(b.script(), b.golden(), b.level(), b.recorded()),
                List.of(a.script(), a.golden(), a.level(), a.recorded()));
        assertEquals(List.of(b.script(), b.golden(), b.level(), b.recorded()),
                List.of(c.script(), c.golden(), c.level(), c.recorded()));
        assertEquals(script, c.script());
        assertTrue(Reading.streamed(ArchiveBody.inflate(three), "7").isPresent(), "format 3 unpacks in one pass");
        assertTrue(Reading.streamed(ArchiveBody.inflate(two), "7").isPresent(), "format 2 streams");
        assertFalse(Reading.streamed(ArchiveBody.inflate(one), "7").isPresent(), "format 1 goes through its texts");
    }

    @Test
    void damagedPackedFramesAreNamedAndTheRoundIsNotRead() throws Exception {
        String json = new String(ArchiveBody.inflate(Bodies.body(script, golden, level, summary)), StandardCharsets.UTF_8);
        int at = json.indexOf("\"packed\": \"") + "\"packed\": \"".length();
        String cut = json.substring(0, at) + json.substring(at + 8); // eight base64 digits (six bytes) gone
        String notBase64 = json.substring(0, at) + "*" + json.substring(at + 1);
        String noFrames = json.replaceFirst("\n\"frames\": \\{[^}]*},", "");

        List<String> reasons = new ArrayList<>();
        for (String bad : List.of(cut, notBase64, noFrames)) {
            byte[] body = gzip(bad);
            assertFalse(Reading.streamed(ArchiveBody.inflate(body), "7").isPresent());
            reasons.add(assertThrows(Reading.Bad.class, () -> Reading.body("7", "7", body)).getMessage());
        }
        assertTrue(reasons.get(0).startsWith("the script's packed frames do not read: "), reasons.get(0));
        assertTrue(reasons.get(1).startsWith("the script's packed frames do not read: they are not base64"),
                reasons.get(1));
        assertEquals("not a replay body of format 1, 2 or 3 (format, script, golden, level, summary)", reasons.get(2));
    }

    private static byte[] gzip(String json) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(out)) {
            gz.write(json.getBytes(StandardCharsets.UTF_8));
        }
        return out.toByteArray();
    }

    @Test
    void aBrokenScriptInAFormatTwoBodyIsNamedAsTheStrictReaderNamesIt() {
        String broken = scriptText.replaceFirst("\"action\": false", "\"action\": 7");
        Reading.Bad two = assertThrows(Reading.Bad.class, () -> Reading.body("7", "7",
                ArchiveBody.gzipFormat2(broken, goldenText, levelText, summary)));
        Reading.Bad one = assertThrows(Reading.Bad.class, () -> Reading.body("7", "7",
                ArchiveBody.gzipFormat1(broken, goldenText, levelText, summary)));

        assertEquals(one.getMessage(), two.getMessage());
        assertTrue(two.getMessage().startsWith("the script does not read: ") && two.getMessage().contains("true or false"),
                two.getMessage());
    }

    @Test
    void aFormatThreeScriptWithAProblemIsNamedAsTheStrictReaderNamesIt() throws Exception {
        String wrong = scriptText.replaceFirst("\"tick_hz\": 20", "\"tick_hz\": 21");
        byte[] three = ArchiveBody.gzip(wrong, goldenText, levelText, summary);
        assertEquals(3, ArchiveBody.texts(three).format(), "its frames pack");

        Reading.Bad packed = assertThrows(Reading.Bad.class, () -> Reading.body("7", "7", three));
        Reading.Bad one = assertThrows(Reading.Bad.class, () -> Reading.body("7", "7",
                ArchiveBody.gzipFormat1(wrong, goldenText, levelText, summary)));

        assertEquals(one.getMessage(), packed.getMessage());
        assertTrue(packed.getMessage().contains("tick_hz is 21"), packed.getMessage());
    }

    @Test
    void aBodyOfAnotherFormatOrCutShortSaysSo() throws Exception {
        byte[] gz = ArchiveBody.gzip(scriptText, goldenText, levelText, summary);
        String json = new String(ArchiveBody.inflate(gz), StandardCharsets.UTF_8).replaceFirst("\"format\": 3",
                "\"format\": 4");

        ArchiveBody.Corrupt other = assertThrows(ArchiveBody.Corrupt.class,
                () -> ArchiveBody.texts(json.getBytes(StandardCharsets.UTF_8), 0));
        assertEquals("not a replay body of format 1, 2 or 3 (format, script, golden, level, summary)", other.getMessage());
        ArchiveBody.Corrupt cut = assertThrows(ArchiveBody.Corrupt.class,
                () -> ArchiveBody.texts(Arrays.copyOf(gz, gz.length / 2)));
        assertTrue(cut.getMessage().startsWith("truncated"), cut.getMessage());
    }
}
