package undercooked.server.http;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.Objects;

import io.helidon.http.HeaderNames;
import io.helidon.http.Status;
import io.helidon.webserver.http.HttpRules;
import io.helidon.webserver.http.HttpService;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import undercooked.server.ServerConfig;

/**
 * The room deep link {@code /r/CODE}: the browser client's own page, so a shared link opens
 * the game on that room. Helidon's static content only maps a path to a file of that name, so
 * this one route answers with {@code index.html} itself (from {@code static_dir} when set, else
 * the bundled copy); the page reads the code from its own address. {@code /replay/ID} is the
 * same page, which then plays that archived round instead of joining a room.
 */
public final class ClientPage implements HttpService {

    private final ServerConfig config;

    public ClientPage(ServerConfig config) {
        this.config = Objects.requireNonNull(config, "config");
    }

    @Override
    public void routing(HttpRules rules) {
        rules.get("/r/{code}", this::page)
                .get("/replay/{id}", this::page); // the page plays the round; a bad id is said there, in words
    }

    /**
     * Any path nothing else answered (registered after the static files): a page that says so
     * and links to the start, with status 404, instead of a bare "Endpoint not found".
     */
    public void notFound(ServerRequest req, ServerResponse res) {
        res.header(HeaderNames.CONTENT_TYPE, "text/html; charset=utf-8");
        res.status(Status.NOT_FOUND_404).send(file("404.html"));
    }

    private void page(ServerRequest req, ServerResponse res) {
        res.header(HeaderNames.CONTENT_TYPE, "text/html; charset=utf-8");
        // The page is tiny and read per request so that a static_dir edit shows on reload.
        res.header(HeaderNames.CACHE_CONTROL, "no-cache");
        res.status(Status.OK_200).send(file("index.html"));
    }

    private byte[] file(String name) {
        try {
            if (config.staticDir().isPresent()) {
                return Files.readAllBytes(config.staticDir().get().resolve(name));
            }
            try (InputStream in = ClientPage.class.getClassLoader().getResourceAsStream("static/" + name)) {
                if (in == null) {
                    throw new IOException("static/" + name + " is not on the class path");
                }
                return in.readAllBytes();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
