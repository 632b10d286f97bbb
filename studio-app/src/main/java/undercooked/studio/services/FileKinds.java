package undercooked.studio.services;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import undercooked.levels.ReplayFiles;

/**
 * Which workspace a file belongs to, asked by more than one of them: the editor refuses a replay
 * that merely ends in {@code .json}, and Replays takes it. Here so neither imports the other.
 */
public final class FileKinds {
    /** An archive envelope's start: both body formats write {@code "format"} first. */
    private static final Pattern ENVELOPE = Pattern.compile("\\s*\\{\\s*\"format\"\\s*:");

    private FileKinds() {
    }

    /**
     * True for a file the replay workspace opens: a script ({@code "frames"}), a golden, or a
     * server's archive file ({@code replays/3.json.gz}, or the same unzipped).
     */
    public static boolean isReplayFile(Path file) {
        String name = String.valueOf(file.getFileName());
        if (name.endsWith(ReplayFiles.GOLDEN_SUFFIX) || isArchiveFile(file)) {
            return true;
        }
        if (!name.endsWith(".json") || !Files.isRegularFile(file)) {
            return false;
        }
        String s = head(file);
        return s.contains("\"frames\"") && !s.contains("\"grid\"");
    }

    /**
     * True for a round the server archived: gzip ({@code <id>.json.gz}) or its JSON envelope, whose
     * first key is {@code "format"} (no script, golden or level file starts so; a format-2 body's
     * script may lie past the head, after its level).
     */
    public static boolean isArchiveFile(Path file) {
        if (!Files.isRegularFile(file)) {
            return false;
        }
        if (isGzip(file)) {
            return true;
        }
        return ENVELOPE.matcher(head(file)).lookingAt();
    }

    /** True for a level file: JSON with a {@code "grid"} and no {@code "frames"}. */
    public static boolean isLevelFile(Path file) {
        String s = Files.isRegularFile(file) ? head(file) : "";
        return s.contains("\"grid\"") && !s.contains("\"frames\"") && !s.contains("\"script\"")
                && !ENVELOPE.matcher(s).lookingAt();
    }

    /** Whether a file starts with gzip's magic bytes. */
    public static boolean isGzip(Path file) {
        try (var in = Files.newInputStream(file)) {
            return in.read() == 0x1f && in.read() == 0x8b;
        } catch (java.io.IOException | RuntimeException e) {
            return false;
        }
    }

    /** The first 4 KB of a file as text (Latin-1: never fails on bytes that are not UTF-8), "" when unreadable. */
    public static String head(Path file) {
        try (var in = Files.newInputStream(file)) {
            return new String(in.readNBytes(4096), java.nio.charset.StandardCharsets.ISO_8859_1);
        } catch (java.io.IOException | RuntimeException e) {
            return "";
        }
    }
}
