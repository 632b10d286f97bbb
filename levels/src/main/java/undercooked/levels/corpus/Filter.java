package undercooked.levels.corpus;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Which rounds of an archive to walk: one level's, and those that ended at or after a moment.
 * Sources apply it where it is cheap (a server's listing by level, its newest-first order for the
 * date); {@link #accepts} is the final word on a round that was read.
 *
 * @param sinceMs epoch ms; a round without a recorded end is judged by its file's modification time
 *     when it has a file, else kept
 */
public record Filter(Optional<String> level, OptionalLong sinceMs) {
    public static final Filter ALL = new Filter(Optional.empty(), OptionalLong.empty());

    public Filter {
        Objects.requireNonNull(level, "level");
        Objects.requireNonNull(sinceMs, "sinceMs");
    }

    /** True when the round is one this filter asks for. */
    public boolean accepts(ArchivedRound round) {
        if (level.isPresent() && !level.get().equals(round.script().levelId())) {
            return false;
        }
        if (sinceMs.isEmpty()) {
            return true;
        }
        OptionalLong ended = round.recorded().map(ArchivedRound.Recorded::endedAtMs).orElse(OptionalLong.empty())
                .stream().boxed().findFirst().map(OptionalLong::of).orElseGet(() -> modified(round.link()));
        return ended.isEmpty() || ended.getAsLong() >= sinceMs.getAsLong();
    }

    /** A file's modification time, for a round whose source records no end (a script and golden pair). */
    private static OptionalLong modified(String link) {
        if (link.startsWith("http://") || link.startsWith("https://")) {
            return OptionalLong.empty();
        }
        try {
            return OptionalLong.of(Files.getLastModifiedTime(Path.of(link)).toMillis());
        } catch (IOException | InvalidPathException e) {
            return OptionalLong.empty();
        }
    }
}
