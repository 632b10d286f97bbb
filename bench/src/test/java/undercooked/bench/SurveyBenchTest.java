package undercooked.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;
import undercooked.levels.survey.SurveyReport;

/** Checks the output contract of the benchmark, not its speed: a benchmark is never a timed test. */
class SurveyBenchTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3})
    void everyRoundOfTheBenchArchivePlaysAsRecordedAndTheLastLineIsTheThroughput(int format) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();

        SurveyReport r = SurveyBench.run(dir, 6, 2, 2, format, new PrintStream(bytes, true, StandardCharsets.UTF_8));

        assertEquals(6, r.unchanged());
        String[] lines = bytes.toString(StandardCharsets.UTF_8).strip().split("\n");
        assertTrue(lines[0].contains("2 distinct bodies (format " + format + ") of 3600 ticks"), lines[0]);
        assertTrue(lines[1].matches("one body of 14400 frames: format 1 [0-9.]+ KB \\([0-9]+ KB unzipped\\), format 2 .*,"
                + " format 3 [0-9.]+ KB \\([0-9]+ KB unzipped\\)"), lines[1]);
        assertTrue(lines[lines.length - 1].matches("survey: 6 rounds x 3600 ticks in [0-9.]+ s on 2 threads .*"),
                lines[lines.length - 1]);
    }
}
