package undercooked.sim;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Reads Markdown tables out of docs/SIMULATION.md so tests can hold the docs to the code. */
final class DocTables {
    private DocTables() {
    }

    static Path simulationDoc() {
        Path p = Path.of("..", "docs", "SIMULATION.md");
        if (!Files.exists(p)) {
            p = Path.of("docs", "SIMULATION.md");
        }
        return p;
    }

    /**
     * The cells of one column (0-based, backticks stripped) of the first table after the heading
     * whose text contains {@code heading}.
     */
    static List<String> column(Path doc, String heading, int col) throws IOException {
        List<String> rows = table(doc, heading);
        List<String> out = new ArrayList<>();
        for (String row : rows) {
            out.add(cells(row).get(col));
        }
        return out;
    }

    /** The body rows (no header, no separator) of the first table after the heading. */
    static List<String> table(Path doc, String heading) throws IOException {
        List<String> lines = Files.readAllLines(doc);
        int i = 0;
        while (i < lines.size() && !(lines.get(i).startsWith("#") && lines.get(i).contains(heading))) {
            i++;
        }
        if (i == lines.size()) {
            throw new IllegalStateException("no heading containing '" + heading + "' in " + doc);
        }
        while (i < lines.size() && !lines.get(i).startsWith("|")) {
            i++;
        }
        List<String> rows = new ArrayList<>();
        i += 2; // header and separator
        while (i < lines.size() && lines.get(i).startsWith("|")) {
            rows.add(lines.get(i));
            i++;
        }
        return rows;
    }

    static List<String> cells(String row) {
        String[] parts = row.trim().split("\\|");
        List<String> out = new ArrayList<>();
        for (int i = 1; i < parts.length; i++) {
            out.add(parts[i].trim().replace("`", ""));
        }
        return out;
    }
}
