package undercooked.studio.replay;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.zip.GZIPInputStream;
import undercooked.levels.Level;
import undercooked.levels.LevelLoader;
import undercooked.levels.LevelValidator;
import undercooked.levels.LevelWriter;
import undercooked.levels.Problem;
import undercooked.levels.RecipeBook;
import undercooked.levels.ReplayFiles;
import undercooked.levels.ReplayLevels;
import undercooked.levels.ScriptFocus;
import undercooked.levels.corpus.ArchiveBody;
import undercooked.protocol.ReplaySummary;
import undercooked.sim.Golden;
import undercooked.sim.Hasher;
import undercooked.sim.InputScript;
import undercooked.studio.ErrorReport;
import undercooked.studio.services.FileKinds;

/**
 * Reads a replay from a file or from the texts a server sent, with the same rules as
 * {@code ./undercooked replay check}: the golden beside the script, the level found by
 * {@link ReplayLevels}, and {@code LEVEL CHANGED} when the level is not the one recorded. Every
 * failure is an {@link ErrorReport} naming the file and what to do; nothing here throws at a user.
 */
public final class ReplayLoader {
    /** A read replay, or why there is none. */
    public record Outcome(Optional<LoadedReplay> replay, Optional<ErrorReport> error) {
        static Outcome of(LoadedReplay r) {
            return new Outcome(Optional.of(r), Optional.empty());
        }

        static Outcome fail(ErrorReport e) {
            return new Outcome(Optional.empty(), Optional.of(e));
        }
    }

    private ReplayLoader() {
    }

    /** The replay scripts of a folder, by name, or why there are none. */
    public record Scripts(List<Path> scripts, Optional<ErrorReport> error) {
    }

    /** Every replay script in a folder (not goldens, levels or bookmarks), by name. */
    public static Scripts scriptsIn(Path dir) {
        List<Path> scripts = new ArrayList<>();
        try (var s = Files.list(dir)) {
            s.filter(FileKinds::isReplayFile).filter(p -> !p.getFileName().toString().endsWith(ReplayFiles.GOLDEN_SUFFIX))
                    .sorted().forEach(scripts::add);
        } catch (java.io.IOException | RuntimeException e) {
            return new Scripts(List.of(), Optional.of(new ErrorReport("unreadable_folder", "The folder " + dir
                    + " cannot be read (" + e.getMessage() + ").", "Choose a folder you can read.")));
        }
        if (scripts.isEmpty()) {
            return new Scripts(List.of(), Optional.of(new ErrorReport("no_replays", "The folder " + dir
                    + " holds no replay scripts.", "Choose a folder with *.json scripts (a file with \"frames\"),"
                    + " e.g. levels/src/test/resources/replays.")));
        }
        return new Scripts(List.copyOf(scripts), Optional.empty());
    }

    /** The most an archive file may unzip to: far above a 60-minute round, far below memory. */
    static final int ARCHIVE_MAX_BYTES = 256 * 1024 * 1024;

    /**
     * A script file, a golden (its script beside it is opened), or a server's archive file
     * ({@code replays/3.json.gz}, or unzipped). A level, or a file that is not JSON, is refused
     * with what it is and where to open it instead.
     */
    public static Outcome fromFile(Path file) {
        if (Files.isRegularFile(file)) {
            if (FileKinds.isGzip(file) || FileKinds.isArchiveFile(file)) {
                return fromArchiveFile(file);
            }
            String head = FileKinds.head(file).stripLeading();
            if (!head.startsWith("{")) {
                return Outcome.fail(new ErrorReport("not_a_replay", file.getFileName() + " is not a replay: it is not JSON text.",
                        "Open a replay script (*.json with \"frames\"), its *.golden.json, or a round the server archived"
                                + " (replays/<id>.json.gz)."));
            }
            if (FileKinds.isLevelFile(file)) {
                return Outcome.fail(new ErrorReport("is_a_level", file.getFileName() + " is a level, not a replay.",
                        "This is a level: open it in the Editor (File > Open... there, or ./undercooked studio " + file + ")."));
            }
        }
        Path script = file;
        String name = String.valueOf(file.getFileName());
        if (name.endsWith(ReplayFiles.GOLDEN_SUFFIX)) {
            script = file.resolveSibling(name.substring(0, name.length() - ReplayFiles.GOLDEN_SUFFIX.length()) + ".json");
            if (!Files.isRegularFile(script)) {
                return Outcome.fail(new ErrorReport("no_script", file + " is a golden, and its script " + script.getFileName()
                        + " is not beside it.", "Open the script itself (the .json without .golden), or put it beside the golden."));
            }
        }
        ReplayFiles.Read<ReplayFiles.ScriptFile> read = ReplayFiles.readScriptFile(script);
        if (read.value().isEmpty()) {
            return Outcome.fail(problems("bad_replay", script.toString(), read.problems(),
                    "Fix the file (docs/SIMULATION.md, Replays, lists its keys), or open another replay."));
        }
        List<String> notes = new ArrayList<>();
        Optional<Golden> golden = Optional.empty();
        Path goldenFile = ReplayFiles.goldenPath(script);
        if (Files.isRegularFile(goldenFile)) {
            ReplayFiles.Read<Golden> g = ReplayFiles.readGolden(goldenFile);
            golden = g.value();
            if (g.value().isEmpty()) {
                notes.add(GOLDEN_NOTE + goldenFile.getFileName() + " could not be read (" + g.problems().getFirst().message()
                        + "); the replay opens without a golden check.");
            }
        }
        InputScript s = read.value().get().script();
        golden = withoutOtherRounds(golden, golden.flatMap(g -> ReplayFiles.anotherScriptsGolden(s, g)),
                goldenFile.getFileName().toString(), notes);
        ReplayLevels.Found found = ReplayLevels.find(s.levelId(), script, Optional.empty(), read.value().get().level());
        if (!found.problems().isEmpty()) {
            return Outcome.fail(problems("level_invalid", found.file().map(Path::toString).orElse(s.levelId()),
                    found.problems(), "Fix the level in the editor, or remove it so the campaign's level is used."));
        }
        if (found.level().isEmpty()) {
            return Outcome.fail(new ErrorReport("level_missing", script.getFileName() + " is played on level '" + s.levelId()
                    + "', which is neither beside it nor in the campaign.", "Put " + s.levelId() + ".json (the level as played)"
                    + " beside the script; a round from a server: download its /level too."));
        }
        return Outcome.of(loaded(new ReplaySource.FileSource(script), s, golden, found.level().get(),
                found.file().isEmpty() && read.value().get().level().isEmpty(), read.value().get().focus(), notes));
    }

    /** How a note about the golden beside a replay begins: the golden panel shows it in place of a check. */
    static final String GOLDEN_NOTE = "The golden ";

    /**
     * A golden recorded for another round checks nothing of this one: the replay opens without it,
     * the whole script long, and a note says why (it had been read as a divergence, a changed
     * level, and a round cut to the other round's length).
     */
    private static Optional<Golden> withoutOtherRounds(Optional<Golden> golden, Optional<String> other, String shown,
                                                       List<String> notes) {
        if (other.isEmpty()) {
            return golden;
        }
        notes.add(GOLDEN_NOTE + shown + " is not this round's: " + other.get().replaceFirst("^its golden is ", "it is ")
                + ". The replay opens without a golden check; record this script's golden (./undercooked replay record).");
        return Optional.empty();
    }

    /**
     * A round file the server's archive wrote: the gzip (or plain) JSON envelope of script, golden
     * and level ({@link ArchiveBody}, either format).
     */
    static Outcome fromArchiveFile(Path file) {
        byte[] bytes;
        try (InputStream raw = Files.newInputStream(file);
             InputStream in = FileKinds.isGzip(file) ? new GZIPInputStream(raw) : raw) {
            bytes = in.readNBytes(ARCHIVE_MAX_BYTES + 1);
            if (bytes.length > ARCHIVE_MAX_BYTES) {
                return Outcome.fail(new ErrorReport("bad_replay", file.getFileName() + " unzips to more than "
                        + ARCHIVE_MAX_BYTES / (1024 * 1024) + " MB.", "Open a round the server archived, unchanged."));
            }
        } catch (IOException e) {
            return Outcome.fail(new ErrorReport("bad_replay", file.getFileName() + " cannot be unzipped (" + e.getMessage() + ").",
                    "The file is damaged or not a round the server archived; download it again (GET /api/replays/{id})."));
        }
        Optional<ArchiveBody.Sections> envelope;
        try {
            envelope = Optional.of(ArchiveBody.sections(bytes));
        } catch (ArchiveBody.Corrupt e) {
            envelope = Optional.empty();
        }
        if (envelope.isEmpty() || envelope.get().script().isEmpty()) {
            return Outcome.fail(new ErrorReport("bad_replay", file.getFileName() + " is not a round the server archived"
                    + " (no \"script\" inside).", "Open a server's replays/<id>.json.gz, a replay script, or its golden."));
        }
        ArchiveBody.Sections b = envelope.get();
        Outcome o = fromTexts(new ReplaySource.FileSource(file), b.script().get(), b.golden(), b.level());
        // The summary names the kernel the round was played under, as the server's header does.
        Optional<ReplaySummary.Kernel> kernel = b.summary().map(x -> x.path("kernel"))
                .filter(k -> k.path("id").isTextual() && k.path("name").isTextual())
                .map(k -> new ReplaySummary.Kernel(k.get("id").asText(), k.get("name").asText()));
        return o.replay().isPresent() ? Outcome.of(o.replay().get().playedUnder(kernel)) : o;
    }

    /**
     * The texts a server's archive sent for one round. A level text is the level as played; without
     * one the campaign's level of that id is used.
     */
    public static Outcome fromTexts(ReplaySource source, String scriptText, Optional<String> goldenText,
                                    Optional<String> levelText) {
        String file = source.locator();
        ReplayFiles.Read<ReplayFiles.ScriptFile> read = ReplayFiles.parseScriptFile(scriptText, file, "round");
        if (read.value().isEmpty()) {
            return Outcome.fail(problems("corrupt_replay", file, read.problems(),
                    "The server sent a script the studio cannot read; fetch it again, or report the round id."));
        }
        List<String> notes = new ArrayList<>();
        Optional<Golden> golden = goldenText.flatMap(t -> {
            ReplayFiles.Read<Golden> g = ReplayFiles.parseGolden(t, file + "/golden");
            if (g.value().isEmpty()) {
                notes.add("The server's golden could not be read; the replay opens without a golden check.");
            }
            return g.value();
        });
        InputScript s = read.value().get().script();
        golden = withoutOtherRounds(golden, golden.flatMap(g -> ReplayFiles.otherRound(s, g)), "the server's golden", notes);
        Level level;
        boolean campaign = levelText.isEmpty() && read.value().get().level().isEmpty();
        if (levelText.isPresent()) {
            LevelLoader.Result lr = LevelLoader.parse(levelText.get(), file + "/level");
            List<Problem> problems = lr.problems().isEmpty() && lr.level().isPresent()
                    ? new LevelValidator(RecipeBook.builtIn()).validateText(levelText.get(), s.levelId() + ".json")
                    : lr.problems();
            if (lr.level().isEmpty() || !problems.isEmpty()) {
                return Outcome.fail(problems("level_invalid", file + "/level", problems,
                        "The level the round was played on does not load here; report the round id."));
            }
            level = lr.level().get();
        } else {
            Optional<Level> shipped = ReplayLevels.find(s.levelId(), java.nio.file.Path.of("."), Optional.empty(),
                    read.value().get().level()).level();
            if (shipped.isEmpty()) {
                return Outcome.fail(new ErrorReport("level_missing", "The server did not send level '" + s.levelId()
                        + "' and the campaign has no such level.", "Try again; the server's /level answer was missing."));
            }
            level = shipped.get();
        }
        return Outcome.of(loaded(source, s, golden, level, campaign, read.value().get().focus(), notes));
    }

    private static LoadedReplay loaded(ReplaySource source, InputScript s, Optional<Golden> golden, Level level,
                                       boolean campaign, Optional<ScriptFocus> focus, List<String> notes) {
        Optional<String> changed = Optional.empty();
        String sha = LevelWriter.sha256(level);
        if (s.levelSha256().isPresent() && !s.levelSha256().get().equals(sha)) {
            changed = Optional.of("LEVEL CHANGED: level " + s.levelId() + " has sha256 " + sha
                    + " but the round was recorded on " + s.levelSha256().get());
        } else if (golden.isPresent()) {
            long now;
            try {
                now = level.kitchen().layoutHash();
            } catch (IllegalStateException e) {
                now = 0;
            }
            if (golden.get().layoutHash() != now) {
                changed = Optional.of("LEVEL CHANGED: the golden was recorded on layout " + Hasher.hex(golden.get().layoutHash())
                        + ", level " + s.levelId() + " now has layout " + Hasher.hex(now));
            }
        }
        if (golden.isPresent() && golden.get().scriptFingerprint() != s.fingerprint()) {
            notes.add("The script changed since its golden was recorded (fingerprint " + Hasher.hex(s.fingerprint())
                    + ", golden " + Hasher.hex(golden.get().scriptFingerprint()) + ").");
        }
        return new LoadedReplay(source, s, golden, level, campaign, focus, changed, notes);
    }

    private static ErrorReport problems(String code, String file, List<Problem> problems, String todo) {
        StringBuilder b = new StringBuilder(file).append(": ").append(problems.size())
                .append(problems.size() == 1 ? " problem" : " problems");
        for (int i = 0; i < Math.min(5, problems.size()); i++) {
            b.append(i == 0 ? ": " : "; ").append(problems.get(i).location().render()).append(' ')
                    .append(problems.get(i).message());
        }
        if (problems.size() > 5) {
            b.append("; and ").append(problems.size() - 5).append(" more");
        }
        return new ErrorReport(code, b.append('.').toString(), todo);
    }
}
