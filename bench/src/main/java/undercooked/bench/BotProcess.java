package undercooked.bench;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The bench's bots in a process of their own ({@code bench server --bots process}), so that
 * {@code taskset} can give them a core apart from the server's and the server's CPU and memory
 * read on their own. It talks to the bench over its standard streams, one line each: it prints
 * {@code window opened} and {@code window closed} at the window's edges, waits after the second
 * for a line on its input (the bench measures the server while every room still plays), then
 * prints its {@link BotLoad.Figures} line and ends. Warnings are {@code warning: ...} lines.
 */
public final class BotProcess {

    private BotProcess() {
    }

    public static void main(String[] args) throws Exception {
        BenchArgs a = BenchArgs.parse("bench server bots", "BotProcess --port P --rooms N --seconds S --warmup S"
                + " --spectators N --bot-nice K [--bot-threads N]", List.of("port", "rooms", "seconds", "warmup", "spectators",
                        "bot-nice", "bot-threads"), args);
        int port = a.integer("port", 0, 1, 65535);
        BotLoad.Plan plan = new BotLoad.Plan(a.integer("rooms", 1, 1, 100_000), a.integer("seconds", 20, 1, 3600),
                a.integer("warmup", 2, 0, 3600), a.integer("spectators", 0, 0, ServerBench.MAX_SPECTATORS),
                a.integer("bot-nice", 0, 0, 19), false, a.integer("bot-threads", 0, 0, 256));
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        BotLoad.Figures f = BotLoad.run(new InetSocketAddress("127.0.0.1", port), plan, new BotLoad.Window() {
            @Override
            public void opened() {
                out.println("window opened");
            }

            @Override
            public void closed(long botHeapBytes) {
                out.println("window closed");
                try {
                    in.readLine();
                } catch (java.io.IOException e) {
                    // the bench is gone: nothing left to wait for
                }
            }
        }, true, out);
        out.println(f.line());
        System.exit(0);
    }
}
