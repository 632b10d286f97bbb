package undercooked.bench;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The server benchmark's output contract on a tiny run (1 room, 2 s), never its speed. */
class ServerBenchTest {

    /** The bench measures the node the Fleet runs: the CPU line is written in both places, and this ties them. */
    @Test
    void theBenchsCpuLineIsTheFleets() throws Exception {
        String fleet = Files.readString(Path.of("..", "packaging", "k8s", "fleet.yaml"));
        Matcher m = Pattern.compile("name: UNDERCOOKED_CPU_BUDGET_PCT\\s*\\n\\s*value: \"([0-9.]+)\"").matcher(fleet);
        assertTrue(m.find(), "fleet.yaml sets UNDERCOOKED_CPU_BUDGET_PCT");
        assertEquals(m.group(1), ServerBench.PRODUCTION_CPU_BUDGET);
    }


    @Test
    void aTinyRunEndsOnTheServerLineAndEveryBotGetsSnapshots() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ServerBench.run(1, 2, 2, 60, 0, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String[] lines = bytes.toString(StandardCharsets.UTF_8).strip().split("\n");
        String text = String.join("\n", lines);
        String last = lines[lines.length - 1];
        assertTrue(last.matches("server: 1 rooms x 4 players, tick p99 [0-9]+\\.[0-9]{2} ms, "
                + "echo p99 [0-9]+\\.[0-9] ms, late ticks [0-9]+\\.[0-9]{2}%"), last);
        assertTrue(text.matches("(?s).*snap: [1-9][0-9]* frames, mean [0-9]+ B, max [0-9]+ B.*"), text);
        assertTrue(text.matches("(?s).*input->snapshot echo: p50 [0-9.]+ ms, p99 [0-9.]+ ms \\([1-9][0-9]* samples\\).*"), text);
        // the server's own side: every socket's writes counted through the window
        assertTrue(text.matches("(?s).*server side: echo p99 [0-9.]+ ms .*; socket writes [1-9][0-9]*, [0-9]+\\.[0-9]{2}%"
                + " of them 100 ms or more behind their queue.*"), text);
        assertTrue(text.contains("sockets: 4 open at the server, 0 closed by it, 0 failed"), text);
        assertTrue(text.matches("(?s).*server CPU: [0-9]+\\.[0-9]{2} ms per room-second \\([0-9.]+ cores for 1 rooms\\);"
                + " bots [0-9.]+ cores \\(their selector threads\\).*"), text);
        assertTrue(!text.contains("in the kernel:"), "inline, the process's kernel share is not the server's alone: " + text);
        assertTrue(text.matches("(?s).*server heap: -?[0-9]+ KB a room, every room playing \\(live heap after a full GC"
                + " [0-9]+ MB, the empty server's [0-9]+ MB, the bots' own [0-9]+ MB\\).*"), text);
        assertTrue(text.matches("(?s).*RSS \\(server and bots in one JVM\\): [1-9][0-9]* MB.*"), text);
        assertTrue(!text.contains("warning:"), text);
    }

    @Test
    void botsInTheirOwnProcessReportTheServersCpuHeapAndRssApart() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ServerBench.run(new ServerBench.Options(2, 2, 1, 60, 0, 0, true, "", ""),
                new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String text = bytes.toString(StandardCharsets.UTF_8).strip();
        String[] lines = text.split("\n");
        assertTrue(lines[lines.length - 1].matches("server: 2 rooms x 4 players, tick p99 [0-9]+\\.[0-9]{2} ms, "
                + "echo p99 [0-9]+\\.[0-9] ms, late ticks [0-9]+\\.[0-9]{2}%"), text);
        assertTrue(text.matches("(?s).*bots: NIO WebSocket clients on [1-9][0-9]* selector threads? in their own JVM \\(nice.*"),
                text);
        assertTrue(text.matches("(?s).*input->snapshot echo: p50 [0-9.]+ ms, p99 [0-9.]+ ms \\([1-9][0-9]* samples\\).*"), text);
        // Every pong timed against its own ping: 8 clients, 5 pings a second, 2 s.
        java.util.regex.Matcher trips = java.util.regex.Pattern.compile(
                "ping round trip: p50 ([0-9.]+) ms, p99 ([0-9.]+) ms \\(([0-9]+) samples").matcher(text);
        assertTrue(trips.find(), text);
        assertTrue(Integer.parseInt(trips.group(3)) >= 40, "about 80 pings in the window: " + text);
        assertTrue(Double.parseDouble(trips.group(1)) <= Double.parseDouble(trips.group(2)), text);
        assertTrue(text.contains("sockets: 8 open at the server, 0 closed by it, 0 failed"), text);
        assertTrue(text.matches("(?s).*metrics: on; /metrics scraped once a second on the admin port: p50 [0-9.]+ ms,"
                + " p90 [0-9.]+ ms, max [0-9.]+ ms \\([1-9][0-9]* scrapes, 0 failed; the first [0-9.]+ ms\\); the main port.s"
                + " /readyz right after: p50 [0-9.]+ ms, p90 [0-9.]+ ms, max [0-9.]+ ms \\([1-9][0-9]* probes, 0 failed;"
                + " the first [0-9.]+ ms\\).*"), text);
        assertTrue(text.matches("(?s).*server CPU: [0-9]+\\.[0-9]{2} ms per room-second \\([0-9.]+ cores for 2 rooms\\);"
                + " bots [0-9.]+ cores \\(their JVM\\).*"), text);
        // Where the two processes' CPU went: their own code or the kernel (Linux's /proc/PID/stat).
        assertTrue(text.matches("(?s).*in the kernel: [0-9]+% of the server's CPU \\([0-9]+\\.[0-9]{2} ms a room-second\\),"
                + " [0-9]+% of the bots' \\(.*"), text);
        // The server's heap alone: a playing room holds its kitchen, sockets and frame log.
        java.util.regex.Matcher heap = java.util.regex.Pattern.compile("server heap: (-?[0-9]+) KB a room").matcher(text);
        assertTrue(heap.find(), text);
        assertTrue(Integer.parseInt(heap.group(1)) > 0, text);
        assertTrue(text.matches("(?s).*RSS: server [1-9][0-9]* MB, bots [1-9][0-9]* MB \\(their own JVM\\).*"), text);
        assertTrue(!text.contains("warning:"), text);
    }

    @Test
    void aPongsTIsReadFromTheTextTheServerWrites() {
        undercooked.protocol.WireCodec codec = new undercooked.protocol.WireCodec();
        for (long t : new long[] {0, 7, 1234, 999_999_999_999L}) {
            byte[] text = codec.pong(new undercooked.protocol.PongMsg(t, 12.5)).getBytes(StandardCharsets.US_ASCII);
            // At an offset inside a larger buffer, as the bots' read buffer holds it.
            java.nio.ByteBuffer buf = java.nio.ByteBuffer.allocate(text.length + 10);
            buf.position(6);
            buf.put(text);
            assertEquals(t, BenchBot.pongT(buf, 6, text.length), new String(text, StandardCharsets.US_ASCII));
        }
        byte[] noT = "{\"type\":\"pong\",\"p\":4,\"now\":1.0}".getBytes(StandardCharsets.US_ASCII);
        assertEquals(-1, BenchBot.pongT(java.nio.ByteBuffer.wrap(noT), 0, noT.length));
        byte[] cut = "{\"type\":\"pong\",\"p\":4,\"t\":".getBytes(StandardCharsets.US_ASCII);
        assertEquals(-1, BenchBot.pongT(java.nio.ByteBuffer.wrap(cut), 0, cut.length));
    }

    @Test
    void aBotStopsItsInputsWhenItsRoundsClockRunsOutAndStartsItAgainWithTheNextRound() {
        undercooked.protocol.WireCodec codec = new undercooked.protocol.WireCodec();
        BenchStats stats = new BenchStats(16);
        java.util.concurrent.CountDownLatch none = new java.util.concurrent.CountDownLatch(0);
        SocketBots.Handler handler = BenchBot.handler(stats, none, none, none);
        BenchBot bot = new BenchBot(0, "tok");
        SocketBots.Bot socket = new SocketBots.Bot(0, bot, null);
        long second = 1_000_000_000L;
        long t0 = 5 * second;
        frame(handler, socket, codec.encode(new undercooked.protocol.CountdownMsg(3, 30)), t0);
        assertEquals(30, bot.comingRoundS, "the countdown names the round's length");
        assertTrue(!bot.clockRanOut(t0 + 100 * second), "no clock before the round's first snapshot");
        long start = t0 + 3 * second;
        frame(handler, socket, "{\"type\":\"snap\",\"p\":4,\"raw\":{}}", start);
        assertTrue(!bot.clockRanOut(start + 29 * second), "inputs through the round");
        assertTrue(bot.clockRanOut(start + 30 * second), "none once its 30 s are up");
        // The next round: its countdown clears the clock, its first snapshot starts a new one.
        frame(handler, socket, codec.encode(new undercooked.protocol.CountdownMsg(3, 12)), start + 35 * second);
        assertTrue(!bot.clockRanOut(start + 40 * second), "the next round's countdown: no clock yet");
        frame(handler, socket, "{\"type\":\"snap\",\"p\":4,\"raw\":{}}", start + 38 * second);
        assertTrue(!bot.clockRanOut(start + 49 * second));
        assertTrue(bot.clockRanOut(start + 50 * second), "its 12 s are up");
    }

    private static void frame(SocketBots.Handler handler, SocketBots.Bot socket, String text, long now) {
        byte[] bytes = text.getBytes(StandardCharsets.US_ASCII);
        handler.onText(socket, java.nio.ByteBuffer.wrap(bytes), 0, bytes.length, now);
    }

    @Test
    void theBotsFiguresSurviveTheTripBetweenProcesses() {
        BotLoad.Figures f = new BotLoad.Figures(60.0, 20.0, 5.0, 10, 4600, 2600, 9000, 25.5, 61.25, 9, 1.25, 4.5, 3,
                1.5, 9.0, 8, 0, 1,
                "ACDEF", 0.0, 0.0, 0, 0, 0, -1, 12_345.5, 71.5, 384.0, 3, 7, "1000/slow_consumer:12,4401/room_gone:3",
                "rate_limited:4");
        assertEquals(f, BotLoad.Figures.parse(f.line()));
    }

    @Test
    void closesAreCountedByCodeAndReasonMostFirst() {
        BenchStats stats = new BenchStats(1);
        assertEquals("none", stats.closeReasons());
        stats.closedWith(4401, "room gone");
        stats.closedWith(1000, "slow consumer");
        stats.closedWith(1000, "slow consumer");
        stats.closedWith(1005, "");
        String line = stats.closeReasons();
        assertTrue(line.startsWith("1000/slow_consumer:2,"), line);
        assertTrue(line.contains("4401/room_gone:1") && line.contains("1005/-:1"), line);
        assertTrue(!line.contains(" "), line);
        stats.refusedWith("{\"type\":\"err\",\"code\":\"rate_limited\",\"msg\":\"more than 60 frames a second\"}");
        stats.refusedWith("{\"type\":\"err\",\"code\":\"rate_limited\",\"msg\":\"x\"}");
        stats.refusedWith("{\"type\":\"err\"}");
        assertEquals("rate_limited:2,unreadable:1", stats.errCodes());
    }

    @Test
    void botsSpreadOverTheSelectorThreadsAskedForAndTheFiguresKeepTheirShape(@TempDir Path dir) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Path profile = dir.resolve("window.collapsed");
        ServerBench.run(new ServerBench.Options(3, 2, 1, 60, 0, 4, false, "", "", false, 0, true, 3, "1", "0",
                        profile.toString()),
                new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String text = bytes.toString(StandardCharsets.UTF_8).strip();
        String[] lines = text.split("\n");
        assertTrue(lines[lines.length - 1].matches("server: 3 rooms x 4 players \\+ 4 spectators, tick p99 [0-9]+\\.[0-9]{2} ms, "
                + "echo p99 [0-9]+\\.[0-9] ms, late ticks [0-9]+\\.[0-9]{2}%"), text);
        assertTrue(text.contains("bots: NIO WebSocket clients on 3 selector threads in the server's JVM"), text);
        // Every socket on every thread was welcomed, played and stayed open.
        assertTrue(text.contains("sockets: 16 open at the server, 0 closed by it, 0 failed"), text);
        assertTrue(text.matches("(?s).*handshake: p50 [0-9.]+ ms, p95 [0-9.]+ ms \\(12 sockets, 0 failures\\).*"), text);
        assertTrue(text.matches("(?s).*input->snapshot echo: p50 [0-9.]+ ms, p99 [0-9.]+ ms \\([1-9][0-9]* samples\\).*"), text);
        assertTrue(text.matches("(?s).*bots sent: (19|20|21)\\.[0-9] inputs/s and [4-6]\\.[0-9] pings/s per client.*"), text);
        assertTrue(text.matches("(?s).*bots [0-9.]+ cores \\(their selector threads\\).*"), text);
        assertTrue(!text.contains("warning:"), text);
        // --profile: the window's stacks written, the server's own threads in them, and summed up.
        assertTrue(text.matches("(?s).*profile: [0-9,]+ samples \\((cpu|itimer), one a 1ms of CPU\\) in .*window\\.collapsed.*"), text);
        assertTrue(text.contains("  by thread: "), text);
        String stacks = Files.readString(profile);
        assertTrue(stacks.contains("[room-ticker-") && stacks.contains("undercooked/server/rooms/Room.tick"), stacks.length()
                + " bytes of stacks without a room's tick");
    }

    @Test
    void withoutAskingTheBotsTakeOneSelectorThreadPerCoreButNeverMoreThanTheyHaveRoomsAndSpectators() {
        int cores = Runtime.getRuntime().availableProcessors();
        assertEquals(Math.min(cores, 50), new BotLoad.Plan(50, 1, 0, 0, 0).selectorThreads());
        assertEquals(1, new BotLoad.Plan(1, 1, 0, 0, 0).selectorThreads());
        assertEquals(8, new BotLoad.Plan(1000, 1, 0, 0, 0, false, 8).selectorThreads());
    }

    @Test
    void aTinyRunWithSpectatorsReportsTheirFramesAndThePlayersEcho() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ServerBench.run(1, 2, 1, 60, 0, 20, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String[] lines = bytes.toString(StandardCharsets.UTF_8).strip().split("\n");
        String text = String.join("\n", lines);
        String last = lines[lines.length - 1];
        assertTrue(last.matches("server: 1 rooms x 4 players \\+ 20 spectators, tick p99 [0-9]+\\.[0-9]{2} ms, "
                + "echo p99 [0-9]+\\.[0-9] ms, late ticks [0-9]+\\.[0-9]{2}%"), last);
        assertTrue(text.matches("(?s).*spectators: 20 sockets on room [A-Z]{5}, .* ([5-9]|1[0-9])\\.[0-9] frames/s .*; 0 closed by the server.*"),
                text);
        assertTrue(text.contains("sockets: 24 open at the server, 0 closed by it, 0 failed"), text);
        assertTrue(!text.contains("warning:"), text);
    }
}
