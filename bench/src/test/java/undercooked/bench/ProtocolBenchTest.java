package undercooked.bench;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** Checks the output contract of the benchmark, not its speed: a benchmark is never a timed test. */
class ProtocolBenchTest {

    @Test
    void lastLineIsTheSummaryWithBothRates() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();

        ProtocolBench.run(0.02, new PrintStream(bytes, true, StandardCharsets.UTF_8));

        String[] lines = bytes.toString(StandardCharsets.UTF_8).strip().split("\n");
        String last = lines[lines.length - 1];
        assertTrue(last.matches("protocol msgs/s: decode [1-9][0-9]* encode [1-9][0-9]*"), last);
    }
}
