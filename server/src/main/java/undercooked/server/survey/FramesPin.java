package undercooked.server.survey;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import undercooked.levels.corpus.ArchivedRound;
import undercooked.levels.survey.FramePin;
import undercooked.protocol.FrameDiff;
import undercooked.protocol.HttpCodec;
import undercooked.protocol.ReplayFrames;
import undercooked.server.wire.AsPlayed;
import undercooked.server.wire.SnapshotEncoder;
import undercooked.sim.InputScript;
import undercooked.sim.Kernel;
import undercooked.sim.Kitchen;

/**
 * Pins a server's changed round by the frames it kept as played ({@code GET
 * /api/replays/{id}/frames}, answered {@code Undercooked-Frames: as-played ...}): the first frame
 * the survey's kernel draws differently is the tick, its first field that a system of that kernel
 * writes in the substep into it is the field, and that system the cause. A round with no kept
 * frames (archived before rounds kept them, or a file), or whose frames cannot be fetched or read,
 * is left as the golden could place it; the survey never fails for want of a pin.
 */
public final class FramesPin implements FramePin {
    private static final Duration TIMEOUT = Duration.ofSeconds(30);
    static final String FRAMES_HEADER = "Undercooked-Frames";

    private final HttpClient http;

    public FramesPin() {
        this(HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).version(HttpClient.Version.HTTP_1_1).build());
    }

    FramesPin(HttpClient http) {
        this.http = Objects.requireNonNull(http, "http");
    }

    @Override
    public Optional<Pin> pin(ArchivedRound round, Kernel kernel, long from, long to) {
        Optional<ReplayFrames> kept = kept(round.link());
        if (kept.isEmpty()) {
            return Optional.empty();
        }
        return pin(kept.get(), kernel, round.level().kitchen(), round.script(), from, to);
    }

    /** The pin from frames already in hand (what a test and the studio hold). */
    static Optional<Pin> pin(ReplayFrames kept, Kernel kernel, Kitchen kitchen, InputScript script, long from, long to) {
        try {
            AsPlayed.Merged asPlayed = AsPlayed.merge(kept, new SnapshotEncoder().atRest(kitchen));
            Optional<AsPlayed.Departure> d = AsPlayed.between(asPlayed, AsPlayed.drawn(kernel, kitchen, script));
            // Frames show a departure only once the kitchen a watcher sees differs, which may be after
            // the hashes did (a count the wire does not carry); a pin outside the golden's window
            // (from, to] would name a later effect, not the cause, so the golden's placing stands.
            if (d.isEmpty() || d.get().tick() <= from || d.get().tick() > to) {
                return Optional.empty();
            }
            long tick = d.get().tick();
            List<FrameDiff.Change> changes = d.get().changes();
            if (d.get().every() > 1) {
                return Optional.of(new Pin(tick, Optional.empty(), changes.getFirst().path()));
            }
            Optional<AsPlayed.Writer> w = AsPlayed.writer(kernel, kitchen, script, tick, changes);
            return Optional.of(w.map(x -> new Pin(tick, Optional.of(x.system()), x.change().path()))
                    .orElseGet(() -> new Pin(tick, Optional.empty(), changes.getFirst().path())));
        } catch (RuntimeException e) {
            // Frames that do not merge or a script that no longer plays: the golden's placing stands.
            return Optional.empty();
        }
    }

    /** The round's frames as played, when its link is a server's round and the server kept them. */
    private Optional<ReplayFrames> kept(String link) {
        if (!link.startsWith("http://") && !link.startsWith("https://")) {
            return Optional.empty();
        }
        try {
            HttpRequest req = HttpRequest.newBuilder(URI.create(link + "/frames")).timeout(TIMEOUT).GET().build();
            HttpResponse<String> res = http.send(req, HttpResponse.BodyHandlers.ofString());
            if (res.statusCode() != 200 || !res.headers().firstValue(FRAMES_HEADER).orElse("").startsWith("as-played ")) {
                return Optional.empty();
            }
            return Optional.of(HttpCodec.readReplayFrames(res.body()));
        } catch (IOException | IllegalArgumentException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }
}
