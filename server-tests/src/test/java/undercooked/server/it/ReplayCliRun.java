package undercooked.server.it;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import undercooked.levels.ReplayCli;

/** One run of the real replay CLI ({@code ./undercooked replay ...}) in process: its exit code and what it printed. */
record ReplayCliRun(int exit, String out) {

    static ReplayCliRun of(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream ps = new PrintStream(out, true, StandardCharsets.UTF_8);
        int exit = new ReplayCli(ps, ps, Path.of("")).run(List.of(args));
        return new ReplayCliRun(exit, out.toString(StandardCharsets.UTF_8));
    }
}
