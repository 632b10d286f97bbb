package undercooked.studio.services;

import java.nio.file.Files;
import java.nio.file.Path;
import undercooked.levels.ReplayFiles;

/**
 * Which workspace a file belongs to, asked by more than one of them: the editor refuses a replay
 * that merely ends in {@code .json}, and Replays takes it. Here so neither imports the other.
 */
public final class FileKinds {
    private FileKinds() {
    }

    /** True for a file the replay workspace opens: a script ({@code "frames"}) or a golden. */
    public static boolean isReplayFile(Path file) {
        String name = String.valueOf(file.getFileName());
        if (name.endsWith(ReplayFiles.GOLDEN_SUFFIX)) {
            return true;
        }
        if (!name.endsWith(".json") || !Files.isRegularFile(file)) {
            return false;
        }
        try (var in = Files.newBufferedReader(file)) {
            char[] head = new char[4096];
            int n = in.read(head);
            String s = n <= 0 ? "" : new String(head, 0, n);
            return s.contains("\"frames\"") && !s.contains("\"grid\"");
        } catch (java.io.IOException | RuntimeException e) {
            return false;
        }
    }
}
