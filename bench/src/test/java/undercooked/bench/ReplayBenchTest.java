package undercooked.bench;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** Checks the output contract of the benchmark, not its speed: a benchmark is never a timed test. */
class ReplayBenchTest {

    @Test
    void lastLineIsTheSeekSummaryAndSeeksStayWithinTheKeyframeBound() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();

        ReplayBench.run(60, 50, new PrintStream(bytes, true, StandardCharsets.UTF_8));

        String[] lines = bytes.toString(StandardCharsets.UTF_8).strip().split("\n");
        String last = lines[lines.length - 1];
        assertTrue(last.matches("replay seek ms: [0-9]+\\.[0-9]{3}/[0-9]+\\.[0-9]{3} over 60 random seeks \\(3000-tick round\\)"),
                last);
        assertTrue(lines[lines.length - 2].matches("seek cost: at most ([0-9]|[1-4][0-9]) substeps per seek \\(bound 49\\)"),
                lines[lines.length - 2]);
    }
}
