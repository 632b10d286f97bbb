package undercooked.studio.spectate;

import java.util.Locale;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import javafx.scene.Scene;
import javafx.stage.Stage;
import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.protocol.FullFrame;
import undercooked.protocol.LobbyMsg;
import undercooked.protocol.RoomState;
import undercooked.protocol.SnapDelta;
import undercooked.protocol.SnapMsg;
import undercooked.protocol.WireCodec;
import undercooked.sim.KitchenState;
import undercooked.sim.ReplayCursor;
import undercooked.studio.Headless;
import undercooked.studio.Jobs;
import undercooked.studio.kitchen.WireProjection;
import undercooked.studio.replay.RoundGenerator;

/**
 * The spectator's part of {@code ./undercooked bench studio}: four watched rooms of four busy
 * cooks, each fed 20 frames a second (frames of a generated round, projected by the server's
 * encoder), drawn at 60 Hz for five seconds in the headless software renderer. "frame" is one
 * animation frame for all four rooms (interpolate, draw, rasterise); "frame-to-screen" is from a
 * frame's arrival to its first drawing, which by design waits one interpolation delay; "memory" is
 * what a whole 180 s round kept for rewind costs (3,600 frames), after a full collection.
 */
public final class SpectateBench {
    private static final int ROOMS = 4;
    private static final int SECONDS = 5;

    private SpectateBench() {
    }

    public static void run(PrintStream out) throws Exception {
        Level level = Campaign.builtIn().load("01_first_shift").orElseThrow();
        List<String> wire = wire(frames(level, 3600));
        SpectateViewModel vm = new SpectateViewModel(Jobs.inline(), (api, code, w) -> () -> { });
        SpectateView view = Headless.onFx(() -> {
            SpectateView v = new SpectateView(vm);
            Stage stage = new Stage();
            stage.setScene(new Scene(v, 1280, 800));
            stage.show();
            for (int i = 0; i < ROOMS; i++) {
                WatchViewModel w = vm.watch("ROOM" + i).orElseThrow();
                w.levelArrived(level);
                w.feed(new LobbyMsg("ROOM" + i, RoomState.PLAYING, Optional.of(level.id()), java.util.OptionalInt.of(0),
                        false, List.of(), List.of(), 0, java.util.OptionalInt.empty(), 1), System.nanoTime());
            }
            return v;
        });
        Headless.settle();
        List<Long> drawNs = new ArrayList<>();
        long start = System.nanoTime();
        int fed = 0;
        javafx.scene.image.WritableImage[] img = new javafx.scene.image.WritableImage[ROOMS];
        for (int n = 0; n < SECONDS * 60; n++) {
            long frameAt = start + n * 16_666_667L;
            while (System.nanoTime() < frameAt) {
                Thread.onSpinWait();
            }
            boolean feed = n % 3 == 0; // 20 Hz frames into a 60 Hz screen
            int index = fed;
            long took = Headless.onFx(() -> {
                long now = System.nanoTime();
                if (feed) {
                    for (WatchViewModel w : vm.watched()) {
                        w.feed(decode(wire.get(index % wire.size())), now);
                    }
                }
                long t0 = System.nanoTime();
                vm.tick(t0);
                view.redrawAll();
                img[0] = view.grid().snapshot(null, img[0]); // one render pass of the four rooms, as one screen pulse

                return System.nanoTime() - t0;
            });
            if (feed) {
                fed++;
            }
            if (n >= 30) {
                drawNs.add(took);
            }
        }
        Collections.sort(drawNs);
        List<Long> toScreen = new ArrayList<>();
        for (WatchViewModel w : vm.watched()) {
            List<Long> all = w.frameToScreenNanos();
            toScreen.addAll(all.subList(Math.min(all.size(), 10), all.size())); // after the frame gap is measured
        }
        Collections.sort(toScreen);
        long delayMs = vm.watched().getFirst().interpolationDelayNanos() / 1_000_000;
        double frameP99 = p99(drawNs);
        double screenP99 = toScreen.isEmpty() ? Double.NaN : p99(toScreen);
        long memoryMb = roundMemoryMb(wire);
        out.printf(Locale.ROOT, "studio spectate: frame p99 %.1f ms (%d rooms), frame-to-screen p99 %.1f ms"
                + " (interpolation delay %d ms), memory per watched round %.1f MB%n", frameP99, ROOMS, screenP99, delayMs,
                memoryMb / 10.0);
        Headless.onFx(() -> {
            vm.closeAll();
            view.getScene().getWindow().hide();
            return true;
        });
    }

    private static double p99(List<Long> sorted) {
        return sorted.get((int) Math.ceil(sorted.size() * 0.99) - 1) / 1e6;
    }

    /** A 180 s round's frames kept by one watcher, in tenths of a megabyte. */
    private static long roundMemoryMb(List<String> source) {
        WatchViewModel w = new WatchViewModel("MEM");
        long t = System.nanoTime();
        for (String text : source) {
            w.feed(decode(text), t++);
        }
        if (w.keptFrames() != source.size()) {
            throw new IllegalStateException("kept " + w.keptFrames() + " of " + source.size());
        }
        long with = settledUse();
        w.clearForBench();
        long without = settledUse();
        return Math.max(0, with - without) * 10 / (1024 * 1024);
    }

    /** Heap in use after collections have settled. */
    private static long settledUse() {
        long best = Long.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            System.gc();
            best = Math.min(best, used());
        }
        return best;
    }

    private static long used() {
        Runtime rt = Runtime.getRuntime();
        return rt.totalMemory() - rt.freeMemory();
    }

    private static final WireCodec CODEC = new WireCodec();

    /** A stream as a live room sends it: the first frame full, then a delta against the frame before. */
    static List<String> wire(List<FullFrame> frames) {
        List<String> out = new ArrayList<>(frames.size());
        for (int i = 0; i < frames.size(); i++) {
            out.add(CODEC.encode(new SnapMsg(i == 0 ? frames.get(i) : SnapDelta.between(frames.get(i - 1), frames.get(i)))));
        }
        return out;
    }

    private static SnapMsg decode(String text) {
        return (SnapMsg) CODEC.decodeServer(text).message().orElseThrow();
    }

    /** The wire frames of a busy generated round, as the server's encoder would send them. */
    static List<FullFrame> frames(Level level, int ticks) {
        ReplayCursor c = ReplayCursor.open(level.kitchen(), RoundGenerator.busy("spectate_bench", level.id(), 7, ticks));
        WireProjection p = new WireProjection();
        List<FullFrame> out = new ArrayList<>(ticks);
        for (long t = 1; t <= c.endTick(); t++) {
            KitchenState s = c.seek(t);
            out.add(p.frame(s, c.events()));
        }
        return out;
    }
}
