package undercooked.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

/** Bench commands answer a mistyped option with its name and the usage line (exit 2), never a trace. */
class BenchArgsTest {

    private record Outcome(int exit, String err) {
    }

    /** Runs a bench main in its own JVM, as the launcher does. */
    private static Outcome run(Class<?> main, String... args) throws IOException, InterruptedException {
        List<String> cmd = new java.util.ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), main.getName()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "finished");
        return new Outcome(p.exitValue(), err);
    }

    @Test
    void aNumberWrittenAsScienceIsNamedNotThrown() throws Exception {
        Outcome o = run(SimBench.class, "--ticks", "1e6");
        assertEquals(2, o.exit());
        assertTrue(o.err().startsWith("bench sim: --ticks takes a whole number, was 1e6"), o.err());
        assertTrue(o.err().contains("usage: ./undercooked bench sim"), o.err());
        assertFalse(o.err().contains("Exception"), o.err());
    }

    @Test
    void anUnknownOptionAndAnOutOfRangeValueAreRefusedByName() throws Exception {
        Outcome unknown = run(ProtocolBench.class, "--secs", "2");
        assertEquals(2, unknown.exit());
        assertTrue(unknown.err().startsWith("bench protocol: unknown option --secs (known: --seconds)"), unknown.err());
        Outcome zero = run(ProtocolBench.class, "--seconds", "0");
        assertEquals(2, zero.exit());
        assertTrue(zero.err().startsWith("bench protocol: --seconds must be 0.1 to 600.0, was 0"), zero.err());
        Outcome missing = run(ServerBench.class, "--rooms");
        assertEquals(2, missing.exit());
        assertTrue(missing.err().startsWith("bench server: --rooms needs a value"), missing.err());
    }

    @Test
    void whereTheBotsRunIsCheckedBeforeAnythingStarts() throws Exception {
        Outcome where = run(ServerBench.class, "--bots", "remote");
        assertEquals(2, where.exit());
        assertTrue(where.err().startsWith("bench server: --bots is inline (random bots in the server's JVM), process"), where.err());
        assertTrue(where.err().contains("planner") && where.err().contains("was remote"), where.err());
        Outcome list = run(ServerBench.class, "--bots-cpus", "one");
        assertEquals(2, list.exit());
        assertTrue(list.err().startsWith("bench server: --bots-cpus takes a taskset CPU list such as 1 or 0,1 or 0-1,"
                + " was one"), list.err());
        Outcome both = run(ServerBench.class, "--bots", "inline", "--bots-cpus", "1");
        assertEquals(2, both.exit());
        assertTrue(both.err().startsWith("bench server: --bots-cpus pins the bots' own process"), both.err());
        assertFalse(both.err().contains("Exception"), both.err());
    }
}
