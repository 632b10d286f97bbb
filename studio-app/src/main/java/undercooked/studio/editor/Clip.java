package undercooked.studio.editor;

import java.util.List;

/**
 * Copied grid text: rows of equal width. Kept as characters rather than glyphs so a paste
 * reproduces exactly what was copied, custom legend characters included.
 */
public record Clip(List<String> rows) {
    public Clip {
        rows = List.copyOf(rows);
        if (rows.isEmpty() || rows.getFirst().isEmpty()) {
            throw new IllegalArgumentException("a clip has at least one cell");
        }
        int w = rows.getFirst().length();
        if (rows.stream().anyMatch(r -> r.length() != w)) {
            throw new IllegalArgumentException("clip rows must all be " + w + " wide");
        }
    }

    public int width() {
        return rows.getFirst().length();
    }

    public int height() {
        return rows.size();
    }
}
