package undercooked.studio.host;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.levels.LevelValidator;
import undercooked.levels.RecipeBook;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import undercooked.sim.InputScript;
import undercooked.studio.Jobs;
import undercooked.studio.replay.RoundGenerator;
import undercooked.studio.spectate.LiveConnection;
import undercooked.studio.services.Intent;
import undercooked.studio.services.LocalServer;
import undercooked.studio.services.Navigator;
import undercooked.studio.spectate.SpectateViewModel;
import undercooked.studio.spectate.WatchViewModel;

/**
 * The Host part of {@code ./undercooked bench studio}: Start until {@code /healthz} answers, and
 * Play-test until the Spectate watcher has the room's first picture with its level (a lobby sends
 * no kitchen frames before a round starts), and Play from here at tick 3,000 of a busy round (the
 * server's own time for the prefix). A fresh data folder each run; the server is stopped.
 */
public final class HostBench {
    static final long PREFIX_TICKS = 3000;
    private static final Pattern PREFIX = Pattern.compile("from tick " + PREFIX_TICKS + " \\(prefix ([0-9.]+) ms\\)");

    private HostBench() {
    }

    public static void run(PrintStream out) throws Exception {
        Path data = Files.createTempDirectory("studio-host-bench-");
        ExecutorService ui = Executors.newSingleThreadExecutor();
        ScheduledExecutorService timers = Executors.newSingleThreadScheduledExecutor();
        CompletableFuture<WatchViewModel> watching = new CompletableFuture<>();
        SpectateViewModel spectate = new SpectateViewModel(Jobs.inline(), (api, code, w) -> {
            LiveConnection c = new LiveConnection(api.http(), api.baseUrl(), code, LiveConnection.spectatorHello("bench"),
                    w, ui, timers);
            c.open();
            return c;
        });
        Navigator navigator = Navigator.detached();
        navigator.handle(Intent.WatchRoom.class, "spectate", r -> ui.execute(() -> {
            spectate.urlProperty().set(r.serverUrl());
            watching.complete(spectate.watch(r.code()).orElseThrow());
        }));
        LocalServer host = new LocalServer(Jobs.inline(), url -> Optional.of("bench"), navigator);
        try {
            host.settings().dataDirProperty().set(data.toString());
            long t0 = System.nanoTime();
            host.start();
            if (!host.runningProperty().get()) {
                out.println("studio host: did not start: " + host.messageProperty().get());
                return;
            }
            long startMs = (System.nanoTime() - t0) / 1_000_000;
            Level level = Campaign.builtIn().levels().getFirst();
            long t1 = System.nanoTime();
            host.playTest(level, new LevelValidator(RecipeBook.builtIn()));
            WatchViewModel w = watching.get(10, TimeUnit.SECONDS);
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (!CompletableFuture.supplyAsync(() -> w.levelProperty().get() != null && !w.seats().isEmpty(), ui)
                    .get(5, TimeUnit.SECONDS)) {
                if (System.nanoTime() > deadline) {
                    out.println("studio host: start " + startMs + " ms, play-test: no picture within 10 s");
                    return;
                }
                Thread.sleep(2);
            }
            long playMs = (System.nanoTime() - t1) / 1_000_000;
            ui.submit(spectate::closeAll).get(5, TimeUnit.SECONDS);
            // Play from here at the end of a busy 3,000-tick round: the server fast-forwards the
            // whole prefix before it answers; the figure is its own measure of that run.
            InputScript round = RoundGenerator.busy("bench_takeover", level.id(), 20261201, PREFIX_TICKS);
            long t2 = System.nanoTime();
            host.playFromHere(round, level, PREFIX_TICKS);
            long createMs = (System.nanoTime() - t2) / 1_000_000;
            Matcher m = PREFIX.matcher(String.join("\n", host.log()));
            String prefix = m.find() ? m.group(1) : "n/a (" + host.messageProperty().get() + ")";
            out.printf("studio host: start %d ms, play-test to first frame %d ms, play-from-here prefix %s ms (%d ticks)%n",
                    startMs, playMs, prefix, PREFIX_TICKS);
            out.printf("  play from here: the takeover room answered in %d ms, prefix included%n", createMs);
        } finally {
            host.stopNow();
            ui.shutdownNow();
            timers.shutdownNow();
        }
    }
}
