package undercooked.studio.replay;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import undercooked.levels.AtomicFile;

/**
 * Bookmarks of a replay, kept in a sidecar in the studio's data folder ({@link #inDataDir}; earlier
 * studios wrote {@code walk_solo.bookmarks.json} beside {@code walk_solo.json}, which is still read),
 * never touching the script or its golden.
 * Written whole through a temporary file and a rename, so a crash leaves the old file or the new.
 */
public final class Bookmarks {
    public static final String SUFFIX = ".bookmarks.json";
    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    /** A marked tick with a note. */
    public record Bookmark(long tick, String note) {
        public Bookmark {
            Objects.requireNonNull(note, "note");
            if (tick < 0) {
                throw new IllegalArgumentException("a bookmark's tick is 0 or more, got " + tick);
            }
        }
    }

    private Bookmarks() {
    }

    /** The sidecar of a script file. */
    public static Path sidecar(Path script) {
        String name = String.valueOf(script.getFileName());
        String stem = name.endsWith(".json") ? name.substring(0, name.length() - 5) : name;
        return script.resolveSibling(stem + SUFFIX);
    }

    /**
     * A script's sidecar in the studio's data folder: {@code bookmarks/<name>-<hash>.bookmarks.json},
     * the hash of the script's absolute path telling two {@code round.json} of different folders apart.
     */
    public static Path inDataDir(Path dataDir, Path script) {
        String abs = script.toAbsolutePath().normalize().toString();
        String name = String.valueOf(script.getFileName());
        String stem = name.endsWith(".json") ? name.substring(0, name.length() - 5) : name;
        try {
            byte[] h = java.security.MessageDigest.getInstance("SHA-256").digest(abs.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            return dataDir.resolve("bookmarks").resolve(stem + "-" + java.util.HexFormat.of().formatHex(h, 0, 4) + SUFFIX);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }

    /**
     * The bookmarks in a sidecar, by tick; none when there is no file.
     *
     * @throws IOException when the file exists but cannot be read or is not a bookmarks file
     */
    public static List<Bookmark> read(Path sidecar) throws IOException {
        if (!Files.exists(sidecar)) {
            return List.of();
        }
        JsonNode root;
        try {
            root = MAPPER.readTree(Files.readString(sidecar));
        } catch (JsonProcessingException e) {
            throw new IOException(sidecar.getFileName() + " is not valid JSON (line " + e.getLocation().getLineNr() + ")");
        }
        JsonNode list = root == null ? null : root.get("bookmarks");
        if (list == null || !list.isArray()) {
            throw new IOException(sidecar.getFileName() + " has no \"bookmarks\" list");
        }
        List<Bookmark> out = new ArrayList<>();
        for (JsonNode b : list) {
            if (!b.path("tick").canConvertToLong() || b.path("tick").asLong() < 0 || !b.path("note").isTextual()) {
                throw new IOException(sidecar.getFileName() + ": a bookmark is {\"tick\": 120, \"note\": \"...\"}");
            }
            out.add(new Bookmark(b.get("tick").asLong(), b.get("note").asText()));
        }
        out.sort(Comparator.comparingLong(Bookmark::tick));
        return List.copyOf(out);
    }

    /** Writes the bookmarks (by tick); an empty list removes the sidecar. */
    public static void write(Path sidecar, List<Bookmark> bookmarks) throws IOException {
        if (bookmarks.isEmpty()) {
            Files.deleteIfExists(sidecar);
            return;
        }
        ObjectNode root = MAPPER.createObjectNode();
        ArrayNode list = root.putArray("bookmarks");
        bookmarks.stream().sorted(Comparator.comparingLong(Bookmark::tick))
                .forEach(b -> list.addObject().put("tick", b.tick()).put("note", b.note()));
        AtomicFile.write(sidecar, MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n");
    }
}
