package undercooked.levels.survey;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.levels.LevelWriter;
import undercooked.levels.RoundMaker;
import undercooked.levels.corpus.Bodies;
import undercooked.levels.corpus.Filter;
import undercooked.levels.corpus.RoundSource;
import undercooked.sim.InputScript;
import undercooked.sim.Kernel;
import undercooked.sim.KernelVariants;
import undercooked.sim.RoundResult;
import undercooked.sim.Vec2;

/**
 * The survey over a generated archive: rounds the campaign's bots played on two levels, kept as
 * the server keeps them (gzip bodies with a summary), beside a truncated body and a stray file.
 * The rules change is made in the test: a kernel variant (the sim's test jar) under which a win
 * needs far more points, so a round that ended as won at its target now plays on and is lost.
 */
class SurveyTest {
    @TempDir
    static Path archive;
    /** Names of the level-01 rounds recorded as won. */
    static List<String> won = new ArrayList<>();

    private static final String SHIFT = "01_first_shift";

    @BeforeAll
    static void generate() throws IOException {
        int id = 1;
        for (long seed : new long[] {2026, 2027, 2028}) {
            write(id++, RoundMaker.play(SHIFT, List.of("ana", "bo"), seed, 3600, true), false);
        }
        String other = Campaign.builtIn().ids().stream().filter(x -> !x.equals(SHIFT)).findFirst().orElseThrow();
        for (long seed : new long[] {5, 6}) {
            write(id++, RoundMaker.play(other, List.of("ana", "bo"), seed, 400, true), true);
        }
        byte[] good = Files.readAllBytes(archive.resolve("1.json.gz"));
        Files.write(archive.resolve("90.json.gz"), Arrays.copyOf(good, good.length / 3));
        Files.writeString(archive.resolve("README.txt"), "the archive of the test server");
    }

    private static void write(int id, RoundMaker.Played p, boolean cutShort) {
        Level level = Campaign.builtIn().load(p.script().levelId()).orElseThrow();
        RoundResult r = RoundResult.of(p.end());
        String result = cutShort ? "aborted" : r.result().wireName();
        String name = archive.resolve(id + ".json.gz").toString();
        if (!cutShort && result.equals("won")) {
            won.add(name);
        }
        Bodies.write(archive.resolve(id + ".json.gz"), Bodies.body(Bodies.withSha(p.script(), LevelWriter.sha256(level)),
                p.golden(), level, Bodies.summary(result, r.score(), r.stars(), 1_000L * id,
                        Optional.of(new String[] {"00000000000000aa", "crisp-basil-0000"}))));
    }

    /** The rules change: a win needs 5,000 points beyond the target, so no round of the bots is won. */
    private static final Kernel RAISED_TARGET = KernelVariants.winMargin(5_000);

    private static SurveyReport survey(Kernel kernel) {
        try (RoundSource source = RoundSource.folders(List.of(archive), Filter.ALL)) {
            return new Survey(kernel, "test kernel", 2).run(source, Filter.ALL, (n, of) -> { });
        }
    }

    @Test
    void anUnchangedKernelReportsEveryRoundUnchangedAndTheBadEntriesApart() {
        SurveyReport r = survey(Kernel.STANDARD);
        assertEquals(5, r.rounds());
        assertEquals(5, r.unchanged());
        assertEquals(List.of(), r.groups());
        assertEquals(2, r.problemCount());
        assertEquals(List.of("90.json.gz", "README.txt"),
                r.problems().stream().map(p -> Path.of(p.name()).getFileName().toString()).toList());
        assertTrue(r.problems().get(0).reason().startsWith("truncated"), r.problems().get(0).reason());
        assertTrue(r.problems().get(1).reason().startsWith("not a replay"), r.problems().get(1).reason());
        assertEquals(Map.of("crisp-basil-0000", 5L), r.recordedUnder());
    }

    @Test
    void aRulesChangeGroupsTheChangedRoundsByTheSystemAndFieldAndCountsTheVerdictsThatFlip() {
        assertTrue(!won.isEmpty(), "the bots win at least one round of the first shift");
        SurveyReport r = survey(RAISED_TARGET);
        assertEquals(5, r.rounds());
        assertEquals(2 + (3 - won.size()), r.unchanged(), ReportWriters.text(r));
        assertEquals(1, r.groups().size(), ReportWriters.text(r));
        SurveyReport.Group g = r.groups().getFirst();
        assertEquals(Optional.of("round_timer"), g.system());
        assertEquals("ticksLeft", g.field());
        assertEquals(won.size(), g.count());
        assertEquals(Map.of("won -> lost", (long) won.size()), g.flips());
        assertEquals(won.stream().sorted().toList(), g.examples().stream().map(Outcome.Changed::name).toList());
        assertTrue(g.scoreMax() <= 0 || g.scored() == won.size());
        String text = ReportWriters.text(r);
        assertTrue(text.contains(won.size() + (won.size() == 1 ? " round" : " rounds")
                + " won before would now be lost"), text);
        assertTrue(text.contains("./undercooked studio --replay " + won.getFirst() + " --tick "), text);
    }

    @Test
    void theJUnitReportValidatesAgainstTheCommonSchemaWithOneCasePerGroup() throws Exception {
        SurveyReport r = survey(RAISED_TARGET);
        String xml = ReportWriters.junit(r);
        SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI)
                .newSchema(Path.of("src/test/resources/survey/junit.xsd").toFile()).newValidator()
                .validate(new StreamSource(new StringReader(xml)));
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new org.xml.sax.InputSource(new StringReader(xml)));
        NodeList cases = doc.getElementsByTagName("testcase");
        List<String> names = new ArrayList<>();
        for (int i = 0; i < cases.getLength(); i++) {
            names.add(((Element) cases.item(i)).getAttribute("name"));
        }
        assertEquals(List.of(r.unchanged() + " rounds play as recorded", "round_timer / ticksLeft",
                archive.resolve("90.json.gz").toString(), archive.resolve("README.txt").toString()), names);
        assertEquals(1, doc.getElementsByTagName("failure").getLength());
        assertEquals(2, doc.getElementsByTagName("skipped").getLength());
    }

    private record Ran(int exit, String out, String err) {
    }

    private static Ran cli(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = new SurveyCommand(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), Path.of("")).run(List.of(args));
        return new Ran(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theCommandExitsZeroWhenNothingChangedAndWritesTheJunitFileAndNothingIntoTheArchive(@TempDir Path out)
            throws IOException {
        Map<String, Long> before = snapshot(archive);
        Path junit = out.resolve("survey.xml");
        Ran ran = cli(archive.toString(), "--junit", junit.toString(), "--threads", "2");
        assertEquals(0, ran.exit(), ran.out() + ran.err());
        assertTrue(ran.out().contains("5 rounds, 5 unchanged, 0 changed"), ran.out());
        assertTrue(ran.out().contains("NOT SURVEYED " + archive.resolve("90.json.gz") + ": truncated"), ran.out());
        assertTrue(Files.readString(junit).contains("<testsuites"), "the JUnit report is written");
        assertEquals(before, snapshot(archive), "a survey writes nothing into the archive");
        assertTrue(!ran.err().contains("\r") && ran.err().contains("survey: 7 entries done\n"),
                "into a file, progress is whole lines, no carriage returns: " + ran.err().replace("\r", "<CR>"));
    }

    @Test
    void theCommandExitsOneWhenARoundPlaysDifferentlyAndSaysWhichAsJson(@TempDir Path dir) throws IOException {
        RoundMaker.Played p = RoundMaker.play(SHIFT, List.of("ana"), 9, 300, true);
        List<InputScript.Frame> frames = new ArrayList<>(p.script().frames());
        InputScript.Frame f = frames.get(150);
        frames.set(150, new InputScript.Frame(f.tick(), f.playerId(), f.move().equals(Vec2.ZERO) ? new Vec2(1, 0) : Vec2.ZERO, f.action(), f.face()));
        Level level = Campaign.builtIn().load(SHIFT).orElseThrow();
        Bodies.write(dir.resolve("1.json.gz"), Bodies.body(p.script().withFrames(frames), p.golden(), level,
                Bodies.summary("aborted", 0, 0, 1, Optional.empty())));
        Ran ran = cli(dir.toString(), "--json");
        assertEquals(1, ran.exit(), ran.out() + ran.err());
        JsonNode json = JsonMapper.builder().build().readTree(ran.out());
        assertEquals(1, json.get("changed").asInt());
        assertEquals("movement", json.get("groups").get(0).get("system").asText(), ran.out());
        assertEquals(150, json.get("groups").get(0).get("first_tick").asInt() - 1, ran.out());
    }

    @Test
    void aSurveyThatCouldReadNoRoundExitsThreeSoACiGateCannotPassOnNothing(@TempDir Path dir) throws IOException {
        Files.write(dir.resolve("7.json.gz"), new byte[] {31, -117, 8, 0});
        Files.writeString(dir.resolve("notes.txt"), "not a replay");
        Ran ran = cli(dir.toString());
        assertEquals(3, ran.exit(), ran.out() + ran.err());
        assertTrue(ran.out().contains("NOT SURVEYED " + dir.resolve("7.json.gz")), ran.out());
        assertTrue(ran.err().contains("not one round could be surveyed (2 entries refused"), ran.err());
        Path empty = Files.createDirectory(dir.resolve("empty"));
        Ran none = cli(empty.toString());
        assertEquals(3, none.exit(), "an empty folder checks nothing: " + none.out() + none.err());
        assertTrue(none.err().contains("no round was found to survey (" + empty + "): nothing was checked"), none.err());
        Path odd = Files.createDirectory(dir.resolve("odd"));
        Files.writeString(odd.resolve("orphan.golden.json"), "{}");
        Files.writeString(odd.resolve("blank.json"), "");
        Files.write(odd.resolve("noise.json"), new byte[] {(byte) 0xC3, (byte) 0x28, 0, (byte) 0xFF});
        Ran oddRan = cli(odd.toString());
        assertEquals(3, oddRan.exit(), oddRan.out() + oddRan.err());
        assertTrue(oddRan.out().contains("orphan.golden.json") && oddRan.out().contains("a golden with no script beside it"),
                "a golden without its script is named, not passed over: " + oddRan.out());
        assertTrue(oddRan.out().contains("the file is empty"), oddRan.out());
        assertTrue(oddRan.out().contains("not UTF-8 text"), oddRan.out());
        assertFalse(oddRan.out().contains("record one with"), "an empty or binary file is not a script missing its golden: "
                + oddRan.out());
        Ran down = cli("--server", "http://127.0.0.1:9");
        assertEquals(3, down.exit(), "a server that does not answer: " + down.out() + down.err());
        Ran help = cli("--help");
        assertEquals(0, help.exit());
        assertTrue(help.out().contains("Exit codes: 0 every round plays as recorded"), help.out());
    }

    @Test
    void aGoldenEditedAtOneTickIsListedAsDamagedNotCountedAsARulesChange(@TempDir Path dir) throws IOException {
        Path replays = Path.of("src/test/resources/replays");
        Files.copy(replays.resolve("walk_solo.json"), dir.resolve("walk_solo.json"));
        String golden = Files.readString(replays.resolve("walk_solo.golden.json"));
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\{\"tick\": 400, \"hash\": \"[0-9a-f]{16}\"\\}")
                .matcher(golden);
        assertTrue(m.find());
        Files.writeString(dir.resolve("walk_solo.golden.json"),
                golden.replace(m.group(), "{\"tick\": 400, \"hash\": \"deadbeefdeadbeef\"}"));
        Ran ran = cli(dir.toString());
        assertEquals(3, ran.exit(), "nothing else was surveyed: " + ran.out() + ran.err());
        assertTrue(ran.out().contains("its golden contradicts itself at tick 400"), ran.out());
        assertFalse(ran.out().contains("CHANGED"), "no rules change counted: " + ran.out());
    }

    @Test
    void examplesAndProblemsSortAsPeopleReadNumbers() {
        List<String> names = new ArrayList<>(List.of("replay 10", "replay 2", "/a/10.json.gz", "/a/9.json.gz",
                "replay 02", "b", "a10b", "a9c", "replay 1"));
        names.sort(SurveyReport::byName);
        assertEquals(List.of("/a/9.json.gz", "/a/10.json.gz", "a9c", "a10b", "b", "replay 1", "replay 02",
                "replay 2", "replay 10"), names);
    }

    @Test
    void aBadCommandLineExitsTwoWithTheReason() {
        assertEquals(2, cli().exit());
        assertTrue(cli().err().contains("name a server (--server URL) or folders"), cli().err());
        assertEquals(2, cli(archive.toString(), "--server", "http://localhost:1").exit());
        Ran date = cli(archive.toString(), "--since", "yesterday");
        assertEquals(2, date.exit());
        assertTrue(date.err().contains("--since wants a date (2026-12-01)"), date.err());
        assertEquals(2, cli("--server", "localhost").exit());
        assertEquals(2, cli(archive.toString(), "--frobnicate").exit());
    }

    @Test
    void theLevelAndDateFiltersLeaveOtherRoundsUncounted() {
        try (RoundSource source = RoundSource.folders(List.of(archive), Filter.ALL)) {
            Filter f = new Filter(Optional.of(SHIFT), java.util.OptionalLong.of(2_000));
            SurveyReport r = new Survey(Kernel.STANDARD, "test kernel", 2).run(source, f, (n, of) -> { });
            assertEquals(2, r.rounds(), "rounds 2 and 3 of level 01 ended at or after 2 s");
        }
    }

    private static Map<String, Long> snapshot(Path dir) throws IOException {
        Map<String, Long> out = new TreeMap<>();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.toList()) {
                out.put(dir.relativize(p) + " " + Files.size(p), Files.getLastModifiedTime(p).toMillis());
            }
        }
        return out;
    }
}
