package undercooked.studio.services;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * "Copy link to this tick": a command line a colleague pastes to land on the same tick with the
 * same field selected, {@code ./undercooked studio --replay <file-or-url> --tick N [--field PATH]}.
 * The same parser reads it back from the studio's arguments, so the two cannot drift.
 */
public record ReplayLink(String replay, OptionalLong tick, Optional<String> field) {
    public ReplayLink {
        Objects.requireNonNull(replay, "replay");
        Objects.requireNonNull(tick, "tick");
        Objects.requireNonNull(field, "field");
    }

    /** The command line, with arguments quoted for a POSIX shell where they need it. */
    public String command() {
        List<String> a = new ArrayList<>(List.of("./undercooked", "studio", "--replay", quote(replay)));
        tick.ifPresent(t -> a.addAll(List.of("--tick", Long.toString(t))));
        field.ifPresent(f -> a.addAll(List.of("--field", quote(f))));
        return String.join(" ", a);
    }

    /**
     * Reads {@code --replay X [--tick N] [--field P]} (the arguments after {@code studio}).
     *
     * @throws IllegalArgumentException naming the argument that is wrong
     */
    public static ReplayLink parse(List<String> args) {
        String replay = null;
        OptionalLong tick = OptionalLong.empty();
        Optional<String> field = Optional.empty();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (!List.of("--replay", "--tick", "--field").contains(a)) {
                throw new IllegalArgumentException("unexpected argument '" + a + "'; a replay link is --replay FILE|URL"
                        + " [--tick N] [--field PATH]");
            }
            if (i + 1 >= args.size()) {
                throw new IllegalArgumentException(a + " needs a value");
            }
            String v = args.get(++i);
            switch (a) {
                case "--replay" -> replay = v;
                case "--tick" -> {
                    try {
                        long t = Long.parseLong(v);
                        if (t < 0) {
                            throw new NumberFormatException();
                        }
                        tick = OptionalLong.of(t);
                    } catch (NumberFormatException e) {
                        throw new IllegalArgumentException("--tick needs a whole number from 0, got '" + v + "'");
                    }
                }
                default -> field = Optional.of(v);
            }
        }
        if (replay == null) {
            throw new IllegalArgumentException("--replay FILE|URL is missing");
        }
        return new ReplayLink(replay, tick, field);
    }

    /** True when the link names a round on a server rather than a file. */
    public boolean isServer() {
        return replay.startsWith("http://") || replay.startsWith("https://");
    }

    private static String quote(String s) {
        return s.matches("[A-Za-z0-9_./:@%+=,-]+") ? s : "'" + s.replace("'", "'\\''") + "'";
    }
}
