package undercooked.studio.spectate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ServerSocket;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import undercooked.protocol.Eventually;
import undercooked.protocol.PlayerSnap;
import undercooked.protocol.RoomState;
import undercooked.server.EmbeddedServer;
import undercooked.server.ServerConfig;
import undercooked.studio.BotRound;
import undercooked.studio.Jobs;
import undercooked.studio.replay.ReplayViewModel;
import undercooked.studio.services.ReplayLink;

/**
 * The Spectate view models against a real server started by the test, with bot clients playing
 * over real sockets and the watcher on its own OkHttp socket. The "UI thread" is one executor
 * here: every read of view-model state goes through it, as the FX thread would in the app.
 */
@Tag("waits") // on a live round's clock: runs before the UI tests (studio-tests/pom.xml)
class SpectateIntegrationTest {
    private EmbeddedServer server;
    private final ExecutorService ui = Executors.newSingleThreadExecutor();
    private final ScheduledExecutorService timers = Executors.newSingleThreadScheduledExecutor();
    private final AtomicReference<LiveConnection> lastConnection = new AtomicReference<>();
    private SpectateViewModel vm;

    @BeforeEach
    void start() {
        server = EmbeddedServer.start(ServerConfig.ephemeral().with("round_seconds", "10"));
        vm = new SpectateViewModel(Jobs.inline(), (api, code, w) -> {
            LiveConnection c = new LiveConnection(api.http(), api.baseUrl(), code, LiveConnection.spectatorHello("QA"), w,
                    ui, timers);
            lastConnection.set(c);
            c.open();
            return c;
        });
        onUi(() -> {
            vm.urlProperty().set("http://127.0.0.1:" + server.port());
            return true;
        });
    }

    @AfterEach
    void stop() {
        onUi(() -> {
            vm.closeAll();
            return true;
        });
        server.stop();
        ui.shutdownNow();
        timers.shutdownNow();
    }

    private <T> T onUi(Supplier<T> s) {
        try {
            return CompletableFuture.supplyAsync(s, ui).get(10, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    /** Waits until the condition holds on the UI thread, pulsing the view model between readings. */
    private void await(String what, long ms, BooleanSupplier condition) {
        Eventually.within(java.time.Duration.ofMillis(ms), what, () -> onUi(() -> {
            vm.tick(System.nanoTime());
            return condition.getAsBoolean();
        }));
    }

    @Test
    void aWatcherFollowsALiveRoundRewindsItReturnsToLiveReconnectsAndOpensItsReplay() throws Exception {
        BotRound bots = new BotRound(server.port());
        CompletableFuture<String> code = new CompletableFuture<>();
        CompletableFuture<Long> archived = bots.playAsync(code::complete);
        // The bots' own failure, if they fail before the room exists, rather than a bare timeout.
        CompletableFuture.anyOf(code, archived).get(20, TimeUnit.SECONDS);
        String room = code.getNow(null);
        assertNotNull(room, "the bots made a room");
        onUi(() -> {
            vm.refresh();
            return true;
        });
        assertTrue(onUi(() -> vm.rooms().stream().anyMatch(r -> r.code().equals(room))), "the room browser lists the room");
        WatchViewModel w = onUi(() -> vm.watch(room)).orElseThrow();
        await("frames arrive and the level is known", 8000, () -> w.frameCountProperty().get() > 20
                && w.levelProperty().get() != null && w.sceneProperty().get() != null);
        assertEquals(RoomState.PLAYING, onUi(() -> w.stateProperty().get()));
        assertTrue(onUi(() -> w.seats().size()) == 2, "two seats, and the watcher took none");
        long firstTick = onUi(() -> w.frame(0).tick());
        List<Double> firstXs = onUi(() -> w.frame(0).players().stream().map(PlayerSnap::x).toList());
        await("ticks advance and cooks move", 5000, () -> {
            var f = w.frame(w.frameCountProperty().get() - 1);
            return f.tick() > firstTick + 40 && !f.players().stream().map(PlayerSnap::x).toList().equals(firstXs);
        });
        await("the RTT is measured", 4000, () -> w.rttProperty().get() >= 0);

        onUi(() -> {
            w.pause();
            return true;
        });
        long paused = onUi(() -> w.drawnTickProperty().get());
        onUi(() -> {
            w.step(-5);
            return true;
        });
        assertTrue(onUi(() -> w.drawnTickProperty().get()) < paused, "stepping back shows an earlier frame");
        assertFalse(onUi(() -> w.liveProperty().get()));
        // Report... here, mid-round: it waits for the round's archive (a watcher has no inputs to clip)
        long reportedTick = onUi(() -> w.drawnTickProperty().get());
        PlayerSnap reportedCook = onUi(() -> w.sceneProperty().get().frame().players().getFirst());
        AtomicReference<ReplayLink> reported = new AtomicReference<>();
        onUi(() -> {
            vm.onReport(reported::set);
            vm.report(w);
            return true;
        });
        assertEquals(reportedTick, onUi(() -> w.reportTickProperty().get()));
        assertTrue(onUi(() -> vm.messageProperty().get()).contains("written when the round ends"),
                onUi(() -> vm.messageProperty().get()));
        assertEquals(null, reported.get(), "nothing to report from until the round is archived");
        Thread.sleep(300);
        assertTrue(onUi(() -> w.drawnTickProperty().get()) < paused, "rewound, the picture holds while the round goes on");
        onUi(() -> {
            w.goLive();
            return true;
        });
        await("back to live, past where it paused", 4000, () -> {
            w.refresh(System.nanoTime());
            return w.drawnTickProperty().get() > paused;
        });

        int before = onUi(() -> w.frameCountProperty().get());
        lastConnection.get().dropForTest();
        await("the drop is seen", 4000, () -> w.statusProperty().get().startsWith("dropped"));
        await("it reconnects and frames come again", 8000, () -> w.connectedProperty().get()
                && w.frameCountProperty().get() > before + 10);

        long id = archived.get(40, TimeUnit.SECONDS);
        await("the round's end is seen", 8000, () -> w.stateProperty().get() == RoomState.ROUND_END);
        await("the waiting report goes on to the archived round", 8000, () -> reported.get() != null);
        String base = "http://127.0.0.1:" + server.port();
        assertEquals(new ReplayLink(base + "/api/replays/" + id, OptionalLong.of(reportedTick), Optional.empty()), reported.get());
        assertEquals(-1, onUi(() -> w.reportTickProperty().get()));
        ReplayViewModel atReport = new ReplayViewModel(Jobs.inline());
        atReport.loading().openServer(base, id, OptionalLong.of(reportedTick));
        var cook = atReport.replayProperty().get().cursor().seek(reportedTick).players().getFirst();
        assertEquals(reportedCook.x(), cook.pos().x(), 0.05, "the archived round at the reported tick is the frame watched");
        assertEquals(reportedCook.y(), cook.pos().y(), 0.05);
        assertTrue(onUi(() -> w.resultProperty().get()).contains("/ "), onUi(() -> w.resultProperty().get()));
        AtomicReference<Long> opened = new AtomicReference<>();
        onUi(() -> {
            vm.onOpenReplay((url, rid) -> opened.set(rid));
            vm.openReplay(w);
            return true;
        });
        assertEquals(id, opened.get());
        ReplayViewModel replay = new ReplayViewModel(Jobs.inline());
        replay.loading().openServer("http://127.0.0.1:" + server.port(), id, OptionalLong.empty());
        assertTrue(replay.replayProperty().get().golden().matches(), replay.golden().summaryProperty().get());
    }

    @Test
    void fourRoomsAtOnceEachOnItsOwnSocketAndAFifthIsRefused() throws Exception {
        BotRound bots = new BotRound(server.port());
        List<String> codes = List.of(bots.idleRoom("A"), bots.idleRoom("B"), bots.idleRoom("C"), bots.idleRoom("D"));
        for (String c : codes) {
            assertTrue(onUi(() -> vm.watch(c)).isPresent());
        }
        await("all four see their lobby", 6000, () -> vm.watched().stream().allMatch(w -> w.seats().size() == 1
                && w.stateProperty().get() == RoomState.LOBBY && w.connectedProperty().get()));
        assertEquals(List.of("P1 A (host)", "P1 B (host)", "P1 C (host)", "P1 D (host)"),
                onUi(() -> vm.watched().stream().map(w -> w.seats().getFirst()).toList()));
        String fifth = bots.idleRoom("E");
        assertEquals(Optional.empty(), onUi(() -> vm.watch(fifth)));
        assertTrue(onUi(() -> vm.refusalProperty().get()).startsWith("Four rooms are watched and every one is live"),
                "four live rooms: the fifth is refused, and says why");
        WatchViewModel second = onUi(() -> vm.watched().get(1));
        onUi(() -> {
            vm.unwatch(vm.watched().getFirst());
            return true;
        });
        Thread.sleep(300);
        assertTrue(onUi(() -> second.connectedProperty().get()), "closing one room leaves the others watched");
    }

    @Test
    void aRoomThatDoesNotExistAndAServerThatIsDownAreNamed() throws Exception {
        WatchViewModel w = onUi(() -> vm.watch("ZZZZZ")).orElseThrow();
        await("the watcher gives up on a room that is not there", 6000, () -> w.goneProperty().get());
        assertTrue(onUi(() -> w.statusProperty().get()).startsWith("no room ZZZZZ on this server (room_gone): check the code"),
                "a code never seen is said as that, not as a room that closed: " + onUi(() -> w.statusProperty().get()));
        int closed;
        try (ServerSocket s = new ServerSocket(0)) {
            closed = s.getLocalPort();
        }
        onUi(() -> {
            vm.urlProperty().set("http://127.0.0.1:" + closed);
            vm.refresh();
            return true;
        });
        assertFalse(onUi(() -> vm.reachableProperty().get()));
        assertTrue(onUi(() -> vm.messageProperty().get()).startsWith("server_unreachable: No answer from"),
                "the message carries its code: " + onUi(() -> vm.messageProperty().get()));
    }

    @Test
    void anHttpsUrlToAPlainServerSaysToUseHttp() {
        undercooked.studio.ErrorReport r = new undercooked.studio.services.ServerClient("https://127.0.0.1:8123")
                .unreachable(new javax.net.ssl.SSLException("Unsupported or unrecognized SSL message"));
        assertEquals("The server there does not speak TLS: use http://127.0.0.1:8123 instead.", r.todo());
        assertTrue(new undercooked.studio.services.ServerClient("http://127.0.0.1:8123").unreachable(
                new java.net.ConnectException("refused")).todo().startsWith("Check that the server runs"));
    }
}
