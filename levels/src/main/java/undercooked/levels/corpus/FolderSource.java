package undercooked.levels.corpus;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.stream.Stream;
import undercooked.levels.ReplayFiles;

/**
 * Rounds in folders: archive bodies ({@code <id>.json.gz}) and scripts with their goldens. The
 * file names are listed up front (names only, so memory grows with the count of names, never with
 * the rounds); each file is read when its {@link RoundSource.Pending} is read.
 */
final class FolderSource implements RoundSource {
    static final String BODY_SUFFIX = ".json.gz";
    static final String SUMMARY_SUFFIX = ".summary.json";
    /** The server's database file in a data folder (server/archive/Database.sqliteUrl), and SQLite's files beside it. */
    static final String NODE_DATABASE = "undercooked\\.db(-wal|-shm|-journal)?";

    private final List<Path> entries;
    private final List<Unreadable> missing;
    private final Filter filter;
    private int at;
    private boolean closed;

    FolderSource(List<Path> paths, Filter filter) {
        this.filter = Objects.requireNonNull(filter, "filter");
        List<Path> found = new ArrayList<>();
        List<Unreadable> gone = new ArrayList<>();
        for (Path p : paths) {
            if (Files.isDirectory(p)) {
                try (Stream<Path> walk = Files.walk(p)) {
                    for (Path f : walk.filter(Files::isRegularFile).sorted().toList()) {
                        if (isEntry(f)) {
                            found.add(f);
                        } else {
                            orphanGolden(f).ifPresent(gone::add);
                        }
                    }
                } catch (IOException e) {
                    gone.add(new Unreadable(p.toString(), p.toString(), "cannot list the folder: " + e.getMessage()));
                }
            } else if (Files.isRegularFile(p)) {
                found.add(p);
            } else {
                gone.add(new Unreadable(p.toString(), p.toString(), "no such file or folder"));
            }
        }
        this.entries = List.copyOf(found);
        this.missing = List.copyOf(gone);
    }

    /**
     * A golden whose script is not beside it: no round can be replayed from it, and a survey that
     * passed it over would say nothing of a round someone meant to keep.
     */
    private static Optional<Unreadable> orphanGolden(Path f) {
        String n = f.getFileName().toString();
        if (!n.endsWith(ReplayFiles.GOLDEN_SUFFIX) || n.startsWith(".")) {
            return Optional.empty();
        }
        Path script = f.resolveSibling(n.substring(0, n.length() - ReplayFiles.GOLDEN_SUFFIX.length()) + ".json");
        return Files.isRegularFile(script) ? Optional.empty() : Optional.of(new Unreadable(f.toString(), f.toString(),
                "a golden with no script beside it (" + script.getFileName() + "): the round cannot be replayed;"
                        + " put its script back or remove the golden"));
    }

    /**
     * A file that is an entry: anything but a golden, a summary or a level file beside scripts (those
     * belong to a script), or a node's own database in its data folder ({@code undercooked.db} and
     * SQLite's {@code -wal} and {@code -shm} beside it), so a stray file ({@code notes.txt}) is
     * reported rather than passed over.
     */
    private static boolean isEntry(Path p) {
        String n = p.getFileName().toString();
        if (n.startsWith(".") || n.endsWith(ReplayFiles.GOLDEN_SUFFIX) || n.endsWith(SUMMARY_SUFFIX)
                || n.matches(NODE_DATABASE)) {
            return false;
        }
        return !(n.endsWith(".json") && ReplayFiles.isLevelFile(p));
    }

    @Override
    public synchronized Optional<Pending> next() {
        if (closed) {
            return Optional.empty();
        }
        if (at < missing.size()) {
            Unreadable u = missing.get(at++);
            return Optional.of(Entry.of(u));
        }
        int i = at++ - missing.size();
        if (i >= entries.size()) {
            return Optional.empty();
        }
        Path p = entries.get(i);
        return Optional.of(new Entry(p.toString(), () -> read(p)));
    }

    @Override
    public OptionalLong expected() {
        return OptionalLong.of(entries.size() + missing.size());
    }

    @Override
    public synchronized void close() {
        closed = true;
    }

    private Read read(Path p) {
        String name = p.toString();
        String n = p.getFileName().toString();
        try {
            if (n.endsWith(BODY_SUFFIX)) {
                return Reading.body(name, name, Files.readAllBytes(p));
            }
            if (!n.endsWith(".json")) {
                return new Unreadable(name, name, "not a replay: neither an archive body <id>" + BODY_SUFFIX
                        + " nor a script <name>.json with its golden beside it");
            }
            // The script itself first: an empty or binary file is that, not a script waiting for its golden.
            String script = Files.readString(p);
            if (script.isBlank()) {
                return new Unreadable(name, name, "the file is empty; a replay script is one JSON object");
            }
            Path golden = ReplayFiles.goldenPath(p);
            if (!Files.isRegularFile(golden)) {
                return new Unreadable(name, name, "no golden beside it (" + golden.getFileName()
                        + "); record one with ./undercooked replay record");
            }
            Path summary = p.resolveSibling(n.substring(0, n.length() - ".json".length()) + SUMMARY_SUFFIX);
            Optional<String> summaryText = Files.isRegularFile(summary) ? Optional.of(Files.readString(summary))
                    : Optional.empty();
            return Reading.files(p, script, Files.readString(golden), summaryText);
        } catch (Reading.Bad e) {
            return new Unreadable(name, name, e.getMessage());
        } catch (NoSuchFileException e) {
            return new Unreadable(name, name, "the file went away during the survey");
        } catch (CharacterCodingException e) {
            return new Unreadable(name, name, "not a replay: the file is not UTF-8 text");
        } catch (IOException e) {
            return new Unreadable(name, name, "cannot read the file: " + e.getMessage());
        }
    }
}
