package undercooked.server.observe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;

import io.prometheus.metrics.instrumentation.jvm.ProcessMetrics;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import io.prometheus.metrics.model.snapshots.CounterSnapshot;
import io.prometheus.metrics.model.snapshots.GaugeSnapshot;
import io.prometheus.metrics.model.snapshots.MetricSnapshot;
import io.prometheus.metrics.model.snapshots.MetricSnapshots;

/** The process meters keep the Prometheus client's names, types and help, with the same figures. */
class ProcessMetersTest {

    private static Map<String, MetricSnapshot> byName(MetricSnapshots snapshots) {
        Map<String, MetricSnapshot> out = new LinkedHashMap<>();
        snapshots.forEach(m -> out.put(m.getMetadata().getPrometheusName(), m));
        return out;
    }

    private static double value(MetricSnapshot m) {
        return m instanceof CounterSnapshot c ? c.getDataPoints().get(0).getValue()
                : ((GaugeSnapshot) m).getDataPoints().get(0).getValue();
    }

    @Test
    void theClientsProcessFamiliesComeOutUnderTheirNamesTypesAndHelp() {
        PrometheusRegistry client = new PrometheusRegistry();
        ProcessMetrics.builder().register(client);
        Map<String, MetricSnapshot> theirs = byName(client.scrape());
        Map<String, MetricSnapshot> ours = byName(new ProcessMeters().collect());

        assertEquals(theirs.keySet(), ours.keySet(), "the same families");
        assertTrue(ours.keySet().containsAll(java.util.List.of("process_cpu_seconds", "process_open_fds",
                "process_resident_memory_bytes")), "the ones the dashboard and operators read: " + ours.keySet());
        theirs.forEach((name, m) -> {
            MetricSnapshot o = ours.get(name);
            assertEquals(m.getClass(), o.getClass(), name + "'s type");
            assertEquals(m.getMetadata().getHelp(), o.getMetadata().getHelp(), name + "'s help");
            assertEquals(m.getMetadata().getUnit(), o.getMetadata().getUnit(), name + "'s unit");
        });
        assertEquals(value(theirs.get("process_start_time_seconds")), value(ours.get("process_start_time_seconds")));
        assertEquals(value(theirs.get("process_max_fds")), value(ours.get("process_max_fds")));
        // The descriptor count is not compared here: the server's other test classes in this JVM
        // open and close theirs between the two readings (ProcessFiguresTest checks the count on a
        // child process that holds still). The memory, read a moment apart, is close.
        assertTrue(value(ours.get("process_open_fds")) >= 3, "at least the standard streams");
        assertEquals(value(theirs.get("process_resident_memory_bytes")), value(ours.get("process_resident_memory_bytes")),
                64 * 1024 * 1024, "resident memory");
        assertTrue(value(ours.get("process_cpu_seconds")) >= value(theirs.get("process_cpu_seconds")), "CPU time only grows");
    }
}
