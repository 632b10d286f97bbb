package undercooked.studio.spectate;

import java.util.Locale;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import javafx.scene.Scene;
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
    /** One 60 Hz screen pulse. */
    private static final long PULSE = 16_666_667L;

    private SpectateBench() {
    }

    public static void run(PrintStream out) throws Exception {
        Level level = Campaign.builtIn().load("01_first_shift").orElseThrow();
        List<String> wire = wire(frames(level, 3600));
        SpectateViewModel vm = new SpectateViewModel(Jobs.inline(), (api, code, w) -> () -> { });
        SpectateView view = Headless.onFx(() -> {
            SpectateView v = new SpectateView(vm);
            new Scene(v, 1280, 800); // not shown: the snapshot below is the frame's one render pass
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
        List<Long> modelNs = new ArrayList<>();
        List<Long> canvasNs = new ArrayList<>();
        List<Long> passNs = new ArrayList<>();
        long[] parts = new long[3];
        long start = System.nanoTime();
        int fed = 0;
        javafx.scene.image.WritableImage[] img = new javafx.scene.image.WritableImage[ROOMS];
        java.util.Random phase = new java.util.Random(7);
        for (int n = 0; n < SECONDS * 60; n++) {
            long frameAt = start + n * PULSE;
            if (n % 3 == 1) { // 20 Hz frames into a 60 Hz screen, arriving at any point between two pulses
                long arrival = frameAt - PULSE + 1 + (long) (phase.nextDouble() * (PULSE - 2));
                while (System.nanoTime() < arrival) {
                    Thread.onSpinWait();
                }
                int index = fed++;
                Headless.onFx(() -> {
                    long now = System.nanoTime();
                    for (WatchViewModel w : vm.watched()) {
                        w.feed(decode(wire.get(index % wire.size())), now);
                    }
                    return true;
                });
            }
            while (System.nanoTime() < frameAt) {
                Thread.onSpinWait();
            }
            long took = Headless.onFx(() -> {
                long t0 = System.nanoTime();
                vm.tick(t0);
                long t1 = System.nanoTime();
                view.redrawAll();
                long t2 = System.nanoTime();
                img[0] = view.grid().snapshot(null, img[0]); // one render pass of the four rooms, as one screen pulse
                long t3 = System.nanoTime();
                parts[0] = t1 - t0;
                parts[1] = t2 - t1;
                parts[2] = t3 - t2;
                return t3 - t0;
            });
            if (n >= 30) {
                drawNs.add(took);
                modelNs.add(parts[0]);
                canvasNs.add(parts[1]);
                passNs.add(parts[2]);
            }
        }
        Collections.sort(drawNs);
        List<Long> toScreen = new ArrayList<>();
        List<Long> beyond = new ArrayList<>();
        for (WatchViewModel w : vm.watched()) {
            List<WatchViewModel.Shown> all = w.frameToScreen();
            for (WatchViewModel.Shown s : all.subList(Math.min(all.size(), 10), all.size())) { // once the gap is measured
                toScreen.add(s.latencyNanos());
                beyond.add(s.beyondDelayNanos());
            }
        }
        Collections.sort(toScreen);
        Collections.sort(beyond);
        long delayMs = vm.watched().getFirst().interpolationDelayNanos() / 1_000_000;
        double frameP99 = p99(drawNs);
        double screenP99 = toScreen.isEmpty() ? Double.NaN : p99(toScreen);
        long memoryMb = roundMemoryMb(wire);
        out.printf(Locale.ROOT, "studio spectate: frame p99 %.1f ms (%d rooms), frame-to-screen p99 %.1f ms"
                + " (interpolation delay %d ms; beyond the delay p99 %.1f ms), memory per watched round %.1f MB%n", frameP99,
                ROOMS, screenP99, delayMs, beyond.isEmpty() ? Double.NaN : p99(beyond), memoryMb / 10.0);
        out.printf(Locale.ROOT, "studio spectate: frame split p99: view models %.1f ms, canvas commands %.1f ms,"
                + " render pass %.1f ms%n", p99(sorted(modelNs)), p99(sorted(canvasNs)), p99(sorted(passNs)));
        Headless.onFx(() -> {
            vm.closeAll();
            return true;
        });
    }

    private static List<Long> sorted(List<Long> ns) {
        List<Long> s = new ArrayList<>(ns);
        Collections.sort(s);
        return s;
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
