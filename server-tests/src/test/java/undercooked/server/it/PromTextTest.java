package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The test reader of Prometheus text: what it accepts, what it refuses, what a query may name. */
class PromTextTest {

    private static final String TEXT = String.join("\n",
            "# HELP undercooked_ticks_total Room ticks run",
            "# TYPE undercooked_ticks_total counter",
            "undercooked_ticks_total 42.0",
            "# HELP undercooked_echo_latency_seconds Echo",
            "# TYPE undercooked_echo_latency_seconds histogram",
            "undercooked_echo_latency_seconds_bucket{le=\"0.1\"} 3",
            "undercooked_echo_latency_seconds_bucket{le=\"+Inf\"} 4",
            "undercooked_echo_latency_seconds_count 4",
            "undercooked_echo_latency_seconds_sum 0.5",
            "");

    @Test
    void aQueryMayNameOnlySeriesPrometheusStores() {
        PromText t = PromText.parse(TEXT);
        assertTrue(t.has("undercooked_ticks_total"));
        assertTrue(t.has("undercooked_echo_latency_seconds_bucket") && t.has("undercooked_echo_latency_seconds_count"));
        assertFalse(t.has("undercooked_echo_latency_seconds"), "a histogram's bare name is no series");
        assertFalse(t.has("undercooked_ticks"), "nor a counter's name without _total");
        assertEquals(3.0, t.value("undercooked_echo_latency_seconds_bucket{le=\"0.1\"}").orElseThrow());
    }

    @Test
    void aFamilyDeclaredTwiceOrASampleOfNoFamilyIsRefusedByLine() {
        IllegalArgumentException twice = assertThrows(IllegalArgumentException.class,
                () -> PromText.parse(TEXT + "# TYPE undercooked_ticks_total counter\n"));
        assertTrue(twice.getMessage().contains("declared twice"), twice.getMessage());
        IllegalArgumentException stray = assertThrows(IllegalArgumentException.class,
                () -> PromText.parse(TEXT + "undercooked_other 1\n"));
        assertTrue(stray.getMessage().contains("line 10"), stray.getMessage());
    }
}
