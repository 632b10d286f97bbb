package undercooked.studio.replay;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import undercooked.studio.services.ServerClient;

/** Where an open replay came from: a script file, or a round in a server's archive. */
public sealed interface ReplaySource permits ReplaySource.FileSource, ReplaySource.ServerSource {
    /** What a copied link names: the file's absolute path or the round's URL. */
    String locator();

    /** A short name for titles and messages. */
    String title();

    /** A round URL ({@code http://host:8080/api/replays/7}) as its server and id, or empty. */
    static Optional<ServerSource> parseRoundUrl(String url) {
        String u = ServerClient.normalise(url);
        int at = u.lastIndexOf("/api/replays/");
        if (at < 0) {
            return Optional.empty();
        }
        try {
            return Optional.of(new ServerSource(u.substring(0, at),
                    Long.parseLong(u.substring(at + "/api/replays/".length()))));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    record FileSource(Path script) implements ReplaySource {
        public FileSource {
            Objects.requireNonNull(script, "script");
        }

        @Override
        public String locator() {
            return script.toAbsolutePath().normalize().toString();
        }

        @Override
        public String title() {
            return String.valueOf(script.getFileName());
        }
    }

    /** Round {@code id} of the server at {@code baseUrl} (no trailing slash). */
    record ServerSource(String baseUrl, long id) implements ReplaySource {
        public ServerSource {
            Objects.requireNonNull(baseUrl, "baseUrl");
        }

        @Override
        public String locator() {
            return baseUrl + "/api/replays/" + id;
        }

        @Override
        public String title() {
            return "round " + id + " @ " + baseUrl.replaceFirst("^https?://", "");
        }
    }
}
