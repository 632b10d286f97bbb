package undercooked.server.observe;

import io.prometheus.metrics.model.snapshots.GaugeSnapshot;
import io.prometheus.metrics.model.snapshots.Unit;

/** The one-value gauge family every collector of this package writes. */
final class Gauges {

    private Gauges() {
    }

    /** A family of one value, no labels; {@code unit} may be null (a count). */
    static GaugeSnapshot of(String name, String help, Unit unit, double value) {
        return GaugeSnapshot.builder().name(name).help(help).unit(unit)
                .dataPoint(GaugeSnapshot.GaugeDataPointSnapshot.builder().value(value).build()).build();
    }
}
