package undercooked.studio.services;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import okhttp3.HttpUrl;
import undercooked.levels.Level;
import undercooked.levels.LevelLoader;
import undercooked.levels.Problem;
import undercooked.levels.ReplayFiles;
import undercooked.protocol.HttpCodec;
import undercooked.protocol.ReplayListing;
import undercooked.protocol.ReplaySummary;
import undercooked.sim.InputScript;
import undercooked.studio.ErrorReport;

/**
 * A server's round archive over HTTP (docs/ROOMS.md, "The round archive"): the list with its
 * filters and paging, and one round's script, golden and level. Every failure is an
 * {@link ErrorReport} (server down, not an archive, 404, 422 {@code corrupt_replay}), never an
 * exception to the caller.
 */
public final class ArchiveClient {
    /**
     * One archived round as the list shows it.
     *
     * @param cooks the seated cooks
     * @param bots of them, the bot cooks the host seated (the archive marks them)
     */
    public record Entry(long id, String room, String level, String result, int score, int stars, long ticks,
                        long endedAt, String players, int cooks, int bots) {
        /** At least one person cooked in it: a round of bots alone says nothing about people. */
        public boolean byPeople() {
            return cooks > bots;
        }
    }

    /** One page of the list, newest first; {@code nextBefore} pages on. */
    public record Page(List<Entry> entries, OptionalLong nextBefore, int skipped) {
        public Page {
            entries = List.copyOf(entries);
        }
    }

    /** The list's filters; empty strings mean any. {@code sinceMs} keeps rounds ended at or after it (0: any). */
    public record Filter(String level, String result, long sinceMs) {
        public static final Filter ANY = new Filter("", "", 0);

        public Filter {
            Objects.requireNonNull(level, "level");
            Objects.requireNonNull(result, "result");
        }
    }

    /** What a fetch gave: the texts of a round, or why not. */
    public record Fetched(Optional<Texts> texts, Optional<ErrorReport> error) {
    }

    /** A round's texts, and the rules version its summary names (absent for rounds archived before it was kept). */
    public record Texts(String script, Optional<String> golden, Optional<String> level,
                        Optional<ReplaySummary.Kernel> kernel) {
    }

    /** What listing gave. */
    public record Listed(Optional<Page> page, Optional<ErrorReport> error) {
    }

    private final ServerClient api;
    private final String base;

    /** @param baseUrl e.g. {@code http://127.0.0.1:8080}; a trailing slash is dropped */
    public ArchiveClient(String baseUrl) {
        this.api = new ServerClient(baseUrl);
        this.base = api.baseUrl();
    }

    public String baseUrl() {
        return base;
    }

    public Listed list(Filter filter, OptionalLong before, int limit) {
        HttpUrl parsed = HttpUrl.parse(base + "/api/replays");
        if (parsed == null) {
            return new Listed(Optional.empty(), Optional.of(api.badUrl()));
        }
        HttpUrl.Builder url = parsed.newBuilder().addQueryParameter("limit", Integer.toString(limit));
        if (!filter.level().isBlank()) {
            url.addQueryParameter("level", filter.level().strip());
        }
        if (!filter.result().isBlank()) {
            url.addQueryParameter("result", filter.result().strip());
        }
        before.ifPresent(b -> url.addQueryParameter("before", Long.toString(b)));
        ServerClient.Answer<ReplayListing> answer = api.read(url.build().toString(), HttpCodec::readReplayListing,
                e -> api.notOurs("not_an_archive"));
        if (answer.value().isEmpty()) {
            return new Listed(Optional.empty(), answer.error());
        }
        ReplayListing listing = answer.value().get();
        List<Entry> out = new ArrayList<>();
        for (ReplayListing.Entry r : listing.replays()) {
            if (filter.sinceMs() > 0 && r.endedAt() < filter.sinceMs()) {
                continue;
            }
            out.add(new Entry(r.id(), r.room(), r.level(), r.result(), (int) Math.min(Integer.MAX_VALUE, r.score()), r.stars(),
                    r.ticks(), r.endedAt(),
                    String.join(", ", r.players().stream().map(ReplayListing.Cook::name).toList()),
                    r.players().size(), (int) r.players().stream().filter(c -> c.bot().isPresent()).count()));
        }
        return new Listed(Optional.of(new Page(out, listing.nextBefore(), listing.skipped().size())), Optional.empty());
    }

    /** Round {@code id}: its script, and its golden and level when the server has them. */
    public Fetched fetch(long id) {
        String at = base + "/api/replays/" + id;
        ServerClient.Body script = get(at);
        if (script.error().isPresent()) {
            return new Fetched(Optional.empty(), script.error());
        }
        ServerClient.Body golden = get(at + "/golden");
        ServerClient.Body level = get(at + "/level");
        return new Fetched(Optional.of(new Texts(script.text(), golden.error().isEmpty() ? Optional.of(golden.text())
                : Optional.empty(), level.error().isEmpty() ? Optional.of(level.text()) : Optional.empty(),
                kernel(get(at + "/summary")))), Optional.empty());
    }

    /** A round ready to be played on from: its script and the level as played. */
    public record Resumable(InputScript script, Level level) {
        public Resumable {
            Objects.requireNonNull(script, "script");
            Objects.requireNonNull(level, "level");
        }
    }

    /** What {@link #resumable} gave: the round, or why not. */
    public record Resumed(Optional<Resumable> round, Optional<ErrorReport> error) {
    }

    /**
     * Round {@code id}'s script and the level it was played on (its {@code /level}, else the level
     * inside the script): what a takeover needs to play it on from a tick (Host's play from here).
     */
    public Resumed resumable(long id) {
        String at = base + "/api/replays/" + id;
        ServerClient.Body script = get(at);
        if (script.error().isPresent()) {
            return new Resumed(Optional.empty(), script.error());
        }
        ReplayFiles.Read<ReplayFiles.ScriptFile> read = ReplayFiles.parseScriptFile(script.text(), at, "round");
        if (read.value().isEmpty()) {
            return new Resumed(Optional.empty(), Optional.of(new ErrorReport("corrupt_replay", "Round " + id
                    + "'s script does not read: " + read.problems().stream().findFirst().map(Problem::render)
                    .orElse("no reason given") + ".", "Open it in Replays to see what is wrong, or report the round id.")));
        }
        ServerClient.Body levelText = get(at + "/level");
        Optional<Level> level = levelText.error().isPresent() ? read.value().get().level()
                : LevelLoader.parse(levelText.text(), at + "/level").level();
        if (level.isEmpty()) {
            return new Resumed(Optional.empty(), Optional.of(new ErrorReport("level_missing", "The server has no"
                    + " readable level as round " + id + " was played, so it cannot be played on from.",
                    "Open it in Replays instead, or report the round id.")));
        }
        return new Resumed(Optional.of(new Resumable(read.value().get().script(), level.get())), Optional.empty());
    }

    /**
     * Round {@code id}'s frames as the server draws them ({@code /api/replays/{id}/frames}): the
     * frames as played, kept when the round was archived (decision 0040), or for a round archived
     * before rounds kept them, the server's own kernel's drawing; empty with why when it refuses.
     */
    public ServerClient.Body frames(long id) {
        return get(base + "/api/replays/" + id + "/frames");
    }

    /**
     * Round {@code id}'s frames as it was played, when the server kept them (its frames endpoint
     * answers {@code Undercooked-Frames: as-played <name> <id>}); empty for a round archived before
     * rounds kept them (the endpoint then draws it with the server's kernel, which is not how it was
     * played), a server that does not answer, or frames that do not read.
     */
    public Optional<KeptFrames> keptFrames(long id) {
        okhttp3.Request req;
        try {
            req = new okhttp3.Request.Builder().url(base + "/api/replays/" + id + "/frames")
                    .header("Accept", "application/json").build();
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
        try (okhttp3.Response r = api.http().newCall(req).execute()) {
            String[] said = Objects.requireNonNullElse(r.header(FRAMES_HEADER), "").split(" ");
            if (!r.isSuccessful() || said.length != 3 || !said[0].equals("as-played")) {
                return Optional.empty();
            }
            return Optional.of(new KeptFrames(new ReplaySummary.Kernel(said[2], said[1]),
                    HttpCodec.readReplayFrames(r.body().string())));
        } catch (java.io.IOException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** The header the frames endpoint names its drawing's kernel in. */
    static final String FRAMES_HEADER = "Undercooked-Frames";

    /** A round's frames as played, and the kernel that played it. */
    public record KeptFrames(ReplaySummary.Kernel kernel, undercooked.protocol.ReplayFrames frames) {
        public KeptFrames {
            Objects.requireNonNull(kernel, "kernel");
            Objects.requireNonNull(frames, "frames");
        }
    }

    /** The summary's rules version; none when the summary is missing, unreadable or older than it. */
    private static Optional<ReplaySummary.Kernel> kernel(ServerClient.Body summary) {
        if (summary.error().isPresent()) {
            return Optional.empty();
        }
        try {
            return HttpCodec.readReplaySummary(summary.text()).kernel();
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    private ServerClient.Body get(String url) {
        return api.get(url);
    }
}
