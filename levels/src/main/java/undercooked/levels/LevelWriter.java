package undercooked.levels;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Writes a level in the one canonical layout: 2-space indent, keys in a fixed order, one grid
 * row per line, short lists on one line. Hand-formatting (rather than a pretty printer) is what
 * makes a one-tile change a one-line diff; the shipped campaign is byte-identical to this output.
 */
public final class LevelWriter {
    private LevelWriter() {
    }

    /**
     * The SHA-256 (64 lower-case hex digits) of the level's canonical text: what an archived round
     * records so a later edit of its level is named instead of showing up as a bare divergence.
     * Canonical, so re-formatting a file by hand does not change it.
     */
    public static String sha256(Level level) {
        try {
            byte[] digest = java.security.MessageDigest.getInstance("SHA-256")
                    .digest(write(level).getBytes(java.nio.charset.StandardCharsets.UTF_8));
            return java.util.HexFormat.of().formatHex(digest);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    /** The canonical text, ending in a newline. */
    public static String write(Level level) {
        List<String> fields = new ArrayList<>();
        fields.add(field(Keys.ID, str(level.id())));
        fields.add(field(Keys.NAME, str(level.name())));
        fields.add(field(Keys.ORDER, Integer.toString(level.order())));
        fields.add(field(Keys.TIME_LIMIT_S, Integer.toString(level.timeLimitS())));
        fields.add(field(Keys.TARGET_SCORE, Integer.toString(level.targetScore())));
        fields.add(field(Keys.RECIPES, inlineList(level.recipes())));
        OrderSettings o = level.orders();
        fields.add(field(Keys.ORDERS, object(List.of(
                field(Keys.INTERVAL_S, Integer.toString(o.intervalS())),
                field(Keys.DEADLINE_S, Integer.toString(o.deadlineS())),
                field(Keys.MAX_ACTIVE, Integer.toString(o.maxActive()))))));
        HazardSettings h = level.hazards();
        if (h.any()) {
            List<String> hazards = new ArrayList<>(List.of(
                    field(Keys.BURN_S, Integer.toString(h.burnS())),
                    field(Keys.SPILL_INTERVAL_S, Integer.toString(h.spillIntervalS())),
                    field(Keys.DIRTY_PLATES, Boolean.toString(h.dirtyPlates()))));
            if (h.fire()) {
                hazards.add(field(Keys.FIRE, "true"));
            }
            if (!h.obstacle().isEmpty()) {
                hazards.add(field(Keys.OBSTACLE, "[" + String.join(", ", h.obstacle().stream()
                        .map(c -> "[" + c.x() + ", " + c.y() + "]").toList()) + "]"));
            }
            if (h.rush().any()) {
                HazardSettings.RushSettings r = h.rush();
                hazards.add(field(Keys.RUSH, object(List.of(
                        field(Keys.AT_S, Integer.toString(r.atS())),
                        field(Keys.DURATION_S, Integer.toString(r.durationS())),
                        field(Keys.INTERVAL_S, Integer.toString(r.intervalS())),
                        field(Keys.DEADLINE_S, Integer.toString(r.deadlineS()))))));
            }
            fields.add(field(Keys.HAZARDS, object(hazards)));
        }
        if (!level.legend().overrides().isEmpty()) {
            List<String> entries = new ArrayList<>();
            for (Map.Entry<Character, Glyph> e : level.legend().overrides().entrySet()) {
                entries.add(str(String.valueOf(e.getKey())) + ": " + str(e.getValue().token()));
            }
            fields.add(field(Keys.LEGEND, object(entries)));
        }
        fields.add(field(Keys.GRID, level.grid().isEmpty() ? "[]" : block('[', ']', level.grid().stream()
                .map(LevelWriter::str).toList())));
        return block('{', '}', fields) + "\n";
    }

    /** Writes the canonical text to a file (UTF-8), whole or not at all ({@link AtomicFile}). */
    public static void write(Level level, Path path) throws IOException {
        AtomicFile.write(path, write(level));
    }

    private static String field(String key, String value) {
        return str(key) + ": " + value;
    }

    private static String object(List<String> entries) {
        return entries.isEmpty() ? "{}" : block('{', '}', entries);
    }

    /** One entry per line at one indent step; a nested block's own lines move in with it. */
    private static String block(char open, char close, List<String> lines) {
        StringBuilder sb = new StringBuilder().append(open).append('\n');
        for (int i = 0; i < lines.size(); i++) {
            sb.append("  ").append(lines.get(i).replace("\n", "\n  "));
            sb.append(i + 1 < lines.size() ? ",\n" : "\n");
        }
        return sb.append(close).toString();
    }

    private static String inlineList(List<String> items) {
        return "[" + String.join(", ", items.stream().map(LevelWriter::str).toList()) + "]";
    }

    static String str(String s) {
        return "\"" + new String(JsonStringEncoder.getInstance().quoteAsString(s)) + "\"";
    }
}
