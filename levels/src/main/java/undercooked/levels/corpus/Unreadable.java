package undercooked.levels.corpus;

import java.util.Objects;

/**
 * An entry of an archive that is not a round this build can re-simulate, and why, in words for the
 * report line: a truncated body, a script that does not parse, a level that is gone or changed, a
 * file that is no replay at all, a server that stopped answering. A survey counts and lists these
 * and goes on.
 */
public record Unreadable(String name, String link, String reason) implements RoundSource.Read {
    public Unreadable {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(link, "link");
        Objects.requireNonNull(reason, "reason");
    }
}
