package undercooked.server.client;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import undercooked.server.EmbeddedServer;
import undercooked.server.ServerConfig;

/**
 * A browser test's servers and chromiums, registered with {@code @RegisterExtension}: each
 * chromium gets its own profile folder (so its own player token) under one temporary folder, and
 * after each test the browsers close, then the servers stop, then the folder goes. With
 * {@link #host} it also starts a round server and opens the host's browser before each test.
 */
final class BrowserRun implements BeforeEachCallback, AfterEachCallback {
    private final int hostRoundSeconds;
    private final List<Browser> browsers = new ArrayList<>();
    private final List<EmbeddedServer> servers = new ArrayList<>();
    private Path profiles;
    private Browser host;

    BrowserRun() {
        this(0);
    }

    private BrowserRun(int hostRoundSeconds) {
        this.hostRoundSeconds = hostRoundSeconds;
    }

    /** Before each test: a server whose rounds last {@code roundSeconds}, and the host's browser. */
    static BrowserRun host(int roundSeconds) {
        return new BrowserRun(roundSeconds);
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        if (hostRoundSeconds > 0) {
            roundServer(hostRoundSeconds);
            host = open("host");
        }
    }

    /** A throwaway server whose rounds last {@code roundSeconds}; skips the test without chromium. */
    EmbeddedServer roundServer(int roundSeconds) {
        return kept(Browser.roundServer(roundSeconds));
    }

    /** A throwaway server with {@code config}; skips the test without chromium. */
    EmbeddedServer server(ServerConfig config) {
        Browser.assumeInstalled();
        return kept(EmbeddedServer.start(config));
    }

    private EmbeddedServer kept(EmbeddedServer s) {
        servers.add(s);
        return s;
    }

    /** A desktop chromium with the profile {@code name}. */
    Browser open(String name) {
        Browser b = new Browser(profile(name));
        browsers.add(b);
        return b;
    }

    /** A phone (Browser#phone) with the profile {@code name}. */
    Browser phone(String name, int width, int height) {
        Browser b = Browser.phone(profile(name), width, height);
        browsers.add(b);
        return b;
    }

    /** The first server started. */
    EmbeddedServer server() {
        return servers.getFirst();
    }

    /** The host's browser of {@link #host}. */
    Browser host() {
        return host;
    }

    /** Every chromium this test opened, in order. */
    List<Browser> browsers() {
        return List.copyOf(browsers);
    }

    /** {@code path} on the first server started. */
    String url(String path) {
        return "http://127.0.0.1:" + server().port() + path;
    }

    private Path profile(String name) {
        try {
            if (profiles == null) {
                profiles = Files.createTempDirectory("undercooked-browsers-");
            }
            return profiles.resolve(name);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void afterEach(ExtensionContext context) {
        try {
            Browser.closeAll(null, browsers.toArray(Browser[]::new));
        } finally {
            servers.forEach(EmbeddedServer::stop);
            browsers.clear();
            servers.clear();
            host = null;
            deleteProfiles();
        }
    }

    /** Best effort: a chromium that left a file behind costs a temp folder, not the test. */
    private void deleteProfiles() {
        if (profiles == null) {
            return;
        }
        try (Stream<Path> all = Files.walk(profiles)) {
            all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            // left for the system's temp cleaning
        }
        profiles = null;
    }
}
