package undercooked.server.client;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * axe-core, the accessibility engine, from the npm registry: installed by the test itself into
 * the build's {@code target/axe} on first use (one {@code npm install} of a pinned version, as the
 * launcher installs chromium), so a clean checkout needs nothing by hand. Without npm the calling
 * test is skipped with the reason.
 */
final class AxeCore {
    static final String VERSION = "4.14.1";
    private static final Path DIR = Path.of("target", "axe");
    private static final Path SCRIPT = DIR.resolve(Path.of("node_modules", "axe-core", "axe.min.js"));

    private AxeCore() {
    }

    /** The engine's source, to inject into a page. */
    static String script() {
        if (!Files.isRegularFile(SCRIPT)) {
            install();
        }
        try {
            return Files.readString(SCRIPT, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new AssertionError("cannot read " + SCRIPT.toAbsolutePath(), e);
        }
    }

    private static void install() {
        String out;
        int exit;
        try {
            Files.createDirectories(DIR);
            Process npm = new ProcessBuilder("npm", "install", "--no-audit", "--no-fund", "--prefix", DIR.toString(),
                    "axe-core@" + VERSION).redirectErrorStream(true).start();
            out = new String(npm.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assumeTrue(npm.waitFor(120, TimeUnit.SECONDS), "npm install axe-core took over 2 minutes");
            exit = npm.exitValue();
        } catch (IOException e) {
            assumeTrue(false, "the accessibility check needs npm to install axe-core " + VERSION + ": " + e.getMessage());
            return;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
        assumeTrue(exit == 0 && Files.isRegularFile(SCRIPT), "npm could not install axe-core " + VERSION + ": " + out);
    }

    /**
     * Runs axe on the page as it is and returns its serious and critical violations, each as
     * "rule (impact): help, at: selectors".
     */
    static List<String> seriousViolations(Browser b) {
        b.js(script() + "\n;window.__axeDone = null; axe.run(document, {resultTypes: ['violations']})"
                + ".then(r => { window.__axeDone = r.violations; }).catch(e => { window.__axeDone = [{id: 'axe-error',"
                + " impact: 'critical', help: String(e), nodes: []}]; });");
        b.await("window.__axeDone !== null", "axe-core finishes");
        List<?> found = (List<?>) b.js("return window.__axeDone.filter(v => v.impact === 'serious' || v.impact === 'critical')"
                + ".map(v => ({id: v.id, impact: v.impact, help: v.help, at: v.nodes.slice(0, 4).map(n => n.target.join(' '))}));");
        return found.stream().map(v -> (Map<?, ?>) v)
                .map(v -> v.get("id") + " (" + v.get("impact") + "): " + v.get("help") + ", at: " + v.get("at")).toList();
    }
}
