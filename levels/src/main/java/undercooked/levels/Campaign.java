package undercooked.levels;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The levels in play order. {@link #builtIn()} reads the shipped campaign from the class path
 * ({@code levels/*.json}), so the server, the bench and the studio all play the same files the
 * validator checked.
 */
public final class Campaign {
    /** The class-path folder holding the shipped level files. */
    static final String RESOURCE_FOLDER = "levels";

    private final List<Level> levels;

    private Campaign(List<Level> levels) {
        this.levels = levels;
    }

    /**
     * A campaign of these levels, sorted by {@link Level#order()}.
     *
     * @throws IllegalArgumentException when two levels share an id or an order
     */
    public static Campaign of(List<Level> levels) {
        Set<String> ids = new HashSet<>();
        Set<Integer> orders = new HashSet<>();
        for (Level l : levels) {
            if (!ids.add(l.id()) || !orders.add(l.order())) {
                throw new IllegalArgumentException("level " + l.id() + " repeats an id or order (" + l.order() + ")");
            }
        }
        return new Campaign(levels.stream().sorted(Comparator.comparingInt(Level::order)).toList());
    }

    /**
     * The shipped campaign. Every file must load and validate clean: a broken shipped level is a
     * packaging bug, so it fails loudly here rather than in the middle of a round.
     *
     * @throws IllegalStateException when a shipped level is missing or has problems
     */
    public static Campaign builtIn() {
        return Shipped.CAMPAIGN;
    }

    /**
     * Read and validated once per JVM, as the recipe book is: the campaign and its levels are
     * immutable, and checking every level's reachability per call cost 30-130 ms (the banquet
     * hall's grid most of it); opening a replay of a shipped level, a CLI command and the tests'
     * every archived round each paid it.
     */
    private static final class Shipped {
        static final Campaign CAMPAIGN = read();
    }

    private static Campaign read() {
        Map<String, String> texts = builtInTexts();
        LevelValidator validator = new LevelValidator(RecipeBook.builtIn());
        List<Problem> problems = validator.validateTexts(texts);
        if (!problems.isEmpty()) {
            throw new IllegalStateException("the shipped campaign has problems, first: " + problems.getFirst());
        }
        List<Level> levels = new ArrayList<>();
        texts.forEach((name, text) -> levels.add(LevelLoader.parse(text, name).level().orElseThrow()));
        return of(levels);
    }

    /** Levels in campaign order. */
    public List<Level> levels() {
        return levels;
    }

    /** Level ids in campaign order. */
    public List<String> ids() {
        return levels.stream().map(Level::id).toList();
    }

    /** The level with this id, if the campaign has it. */
    public Optional<Level> load(String id) {
        Objects.requireNonNull(id, "id");
        return levels.stream().filter(l -> l.id().equals(id)).findFirst();
    }

    /**
     * The shipped level files by resource name ({@code levels/01_x.json}), name order. Works from
     * a folder on the class path and from inside a jar.
     */
    static Map<String, String> builtInTexts() {
        URL url = Campaign.class.getResource("/" + RESOURCE_FOLDER);
        if (url == null) {
            throw new IllegalStateException("no " + RESOURCE_FOLDER + "/ folder on the class path");
        }
        try {
            URI uri = url.toURI();
            if ("jar".equals(uri.getScheme())) {
                return readJar(uri);
            }
            return readFolder(Path.of(uri));
        } catch (IOException | URISyntaxException e) {
            throw new IllegalStateException("cannot read the shipped levels: " + e.getMessage(), e);
        }
    }

    /**
     * Synchronized: two threads loading the campaign at once (a server's rooms while the studio's
     * editor opens, the server's concurrent test classes) shared one zip file system, and the first
     * to finish closed it under the other's read (ClosedFileSystemException).
     */
    private static synchronized Map<String, String> readJar(URI uri) throws IOException {
        FileSystem fs;
        try {
            fs = FileSystems.newFileSystem(uri, Map.of());
        } catch (FileSystemAlreadyExistsException e) {
            // Someone else has the jar open: read through theirs and leave it open for them.
            return readFolder(FileSystems.getFileSystem(uri).getPath("/" + RESOURCE_FOLDER));
        }
        try (fs) {
            return readFolder(fs.getPath("/" + RESOURCE_FOLDER));
        }
    }

    private static Map<String, String> readFolder(Path folder) throws IOException {
        TreeMap<String, String> texts = new TreeMap<>();
        try (Stream<Path> s = Files.list(folder)) {
            for (Path p : s.filter(p -> p.getFileName().toString().endsWith(".json")).toList()) {
                texts.put(RESOURCE_FOLDER + "/" + p.getFileName(), Files.readString(p));
            }
        }
        return texts;
    }
}
