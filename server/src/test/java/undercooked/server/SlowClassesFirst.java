package undercooked.server;

import java.util.Comparator;
import java.util.List;

import org.junit.jupiter.api.ClassOrderer;
import org.junit.jupiter.api.ClassOrdererContext;

/**
 * The order the server's test classes are handed to JUnit's concurrent lanes (server/pom.xml):
 * the longest first, so the lanes do not end with one long class running alone. The phone test
 * leads, as it holds both chromium lanes; then the longest class of each chromium lane and the
 * longest other classes (the times are a whole run's on this machine, decision 0033); the rest
 * follow by name. A class missing here only loses its place in the queue.
 */
public final class SlowClassesFirst implements ClassOrderer {
    private static final List<String> SLOWEST = List.of(
            "PhoneBrowserTest",
            "ClusterIntegrationTest",
            "TwoBrowsersRoundBrowserTest",
            "AccessBrowserTest",
            "ArchiveIntegrationTest",
            "PlayTestRoomIntegrationTest",
            "FrameBudgetIntegrationTest",
            "SpectateIntegrationTest",
            "LiveReplayIntegrationTest",
            "RoundIntegrationTest");

    @Override
    public void orderClasses(ClassOrdererContext context) {
        context.getClassDescriptors().sort(Comparator
                .comparingInt((org.junit.jupiter.api.ClassDescriptor d) -> rank(d.getTestClass().getSimpleName()))
                .thenComparing(d -> d.getTestClass().getName()));
    }

    private static int rank(String simpleName) {
        int i = SLOWEST.indexOf(simpleName);
        return i < 0 ? SLOWEST.size() : i;
    }
}
