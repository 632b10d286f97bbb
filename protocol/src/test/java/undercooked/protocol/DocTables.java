package undercooked.protocol;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The tables of docs/PROTOCOL.md by heading. A row is its cells with backticks removed and
 * escaped pipes ({@code \|}, needed inside a Markdown table) restored.
 */
final class DocTables {

    private static final Pattern CELL_SPLIT = Pattern.compile("(?<!\\\\)\\|");

    private final Map<String, List<List<List<String>>>> byHeading;

    private DocTables(Map<String, List<List<List<String>>>> byHeading) {
        this.byHeading = byHeading;
    }

    static DocTables load() {
        Path doc = locate();
        try {
            return parse(Files.readString(doc));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Surefire runs in the module folder; the doc sits one level up, in the repository's docs/. */
    private static Path locate() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve("docs/PROTOCOL.md");
            if (Files.isRegularFile(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException("docs/PROTOCOL.md not found above " + Path.of("").toAbsolutePath());
    }

    static DocTables parse(String markdown) {
        Map<String, List<List<List<String>>>> tables = new LinkedHashMap<>();
        String heading = "";
        List<List<String>> current = null;
        int rowInTable = 0;
        for (String line : markdown.split("\n")) {
            String trimmed = line.strip();
            if (trimmed.startsWith("#")) {
                heading = trimmed.replaceFirst("^#+", "").strip();
                current = null;
            } else if (trimmed.startsWith("|")) {
                if (current == null) {
                    current = new ArrayList<>();
                    tables.computeIfAbsent(heading, h -> new ArrayList<>()).add(current);
                    rowInTable = 0;
                }
                if (rowInTable++ >= 2) {
                    current.add(cells(trimmed));
                }
            } else {
                current = null;
            }
        }
        return new DocTables(tables);
    }

    /** The {@code index}-th table under a heading; fails loudly when the doc lost it. */
    List<List<String>> table(String heading, int index) {
        List<List<List<String>>> tables = byHeading.get(heading);
        if (tables == null || tables.size() <= index) {
            throw new AssertionError("docs/PROTOCOL.md has no table #" + index + " under heading '" + heading + "'");
        }
        return tables.get(index);
    }

    List<List<String>> table(String heading) {
        return table(heading, 0);
    }

    private static List<String> cells(String row) {
        String inner = row.substring(1, row.endsWith("|") && !row.endsWith("\\|") ? row.length() - 1 : row.length());
        List<String> cells = new ArrayList<>();
        for (String cell : CELL_SPLIT.split(inner, -1)) {
            cells.add(cell.replace("\\|", "|").replace("`", "").strip());
        }
        return cells;
    }
}
