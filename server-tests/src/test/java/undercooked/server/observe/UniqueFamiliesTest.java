package undercooked.server.observe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import undercooked.server.testing.LoggedMessages;

import io.prometheus.metrics.model.snapshots.GaugeSnapshot;
import io.prometheus.metrics.model.snapshots.MetricSnapshot;
import io.prometheus.metrics.model.snapshots.MetricSnapshots;

/**
 * A metric name clash (two of our families under one Prometheus name) leaves the second out and
 * names it once in the log; the scrape keeps the rest, where the Prometheus client alone refuses
 * the whole scrape.
 */
class UniqueFamiliesTest {

    private static MetricSnapshot gauge(String name, double value) {
        return GaugeSnapshot.builder().name(name).help("h")
                .dataPoint(GaugeSnapshot.GaugeDataPointSnapshot.builder().value(value).build()).build();
    }

    @Test
    void aClashKeepsTheFirstFamilyAndNamesTheSecondOnce() {
        try (LoggedMessages log = LoggedMessages.of(ServerMetrics.class)) {
            Set<String> warned = new HashSet<>();
            for (int scrape = 0; scrape < 2; scrape++) {
                ServerMetrics.Unique u = new ServerMetrics.Unique(warned);
                u.metricSnapshot(gauge("undercooked_database_pool_connections_active", 1));
                // A dot is written as '_': the same Prometheus name.
                u.metricSnapshot(gauge("undercooked_database_pool_connections.active", 2));
                u.metricSnapshot(gauge("undercooked_seats", 3));
                MetricSnapshots out = u.build();
                assertEquals(2, out.size(), "the clash left out, the rest kept");
                assertEquals(1.0, ((GaugeSnapshot) out.get(0)).getDataPoints().get(0).getValue(), "the first kept");
            }
            List<String> warnings = log.messages();
            assertEquals(1, warnings.stream().filter(w -> w.contains("metric name clash")).count(), "named once: " + warnings);
            assertTrue(warnings.get(0).contains("undercooked_database_pool_connections_active"), warnings.get(0));
        }
    }

    @Test
    void withoutTheCheckTheClientRefusesToWriteTheWholeScrape() {
        // The case the check exists for: writing two families under one name throws, so the node's
        // /metrics would answer 500 and every meter would be lost with the one clash.
        for (String second : List.of("undercooked_seats", "undercooked.seats")) {
            org.junit.jupiter.api.Assertions.assertThrows(RuntimeException.class,
                    () -> io.prometheus.metrics.expositionformats.PrometheusTextFormatWriter.create().write(
                            new java.io.ByteArrayOutputStream(),
                            new MetricSnapshots(gauge("undercooked_seats", 1), gauge(second, 2))), second);
        }
    }
}
