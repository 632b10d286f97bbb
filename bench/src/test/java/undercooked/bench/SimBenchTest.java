package undercooked.bench;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The benchmark's output contract and its determinism, never its speed. */
class SimBenchTest {

    private static String[] runBench(String... args) {
        PrintStream was = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        try {
            SimBench.main(args);
        } finally {
            System.setOut(was);
        }
        return bytes.toString(StandardCharsets.UTF_8).strip().split("\n");
    }

    @Test
    void theLastLineIsTheFigureWithTheSameHashOnEveryRun() {
        String[] first = runBench("--ticks", "200000", "--runs", "1");
        String last = first[first.length - 1];
        assertTrue(last.matches("sim ticks/s: [0-9]+ \\(4 cooks, 200000 ticks, hash [0-9a-f]{16}\\)"), last);
        String[] second = runBench("--ticks", "200000", "--runs", "1");
        String hash = last.substring(last.indexOf("hash "));
        assertEquals(hash, second[second.length - 1].substring(second[second.length - 1].indexOf("hash ")),
                "the same scripted round ends on the same state");
    }

    @Test
    void theBoxSpeedIsTheScriptsRateOnThisMachine() {
        double speed = SimBench.boxSpeed();
        // Any machine that runs the suite does more than 10,000 kernel ticks a second (this one
        // 345,000-990,000); a rate of 0, NaN or infinity would mean the runs were not timed.
        assertTrue(speed > 10_000 && Double.isFinite(speed), "box speed " + speed);
    }
}
