package undercooked.studio.replay;

import java.util.ArrayList;
import java.util.List;
import undercooked.sim.Cell;
import undercooked.sim.FieldPath;
import undercooked.sim.KitchenState;
import undercooked.sim.Player;
import undercooked.sim.Station;
import undercooked.sim.StateDiff;
import undercooked.studio.kitchen.KitchenRenderer;

/** The kernel fields of what the pointer is over: a cook ({@code players[i]}) or a station ({@code stations[i]}). */
final class Hover {
    private Hover() {
    }

    static String describe(KitchenRenderer.Hit hit, KitchenState s) {
        if (s == null) {
            return "";
        }
        return switch (hit) {
            case KitchenRenderer.CookHit c -> {
                for (Player p : s.players()) {
                    if (p.id().equals(c.playerId())) {
                        yield fields("players[" + p.seat() + "]", p);
                    }
                }
                yield c.playerId();
            }
            case KitchenRenderer.StationHit st -> {
                for (int i = 0; i < s.stations().size(); i++) {
                    Station x = s.stations().get(i);
                    if (x.cell().x() == (int) st.station().x() && x.cell().y() == (int) st.station().y()) {
                        yield fields("stations[" + i + "]", x);
                    }
                }
                yield st.station().kind();
            }
            case KitchenRenderer.CellHit c -> "cell x " + c.x() + ", y " + c.y();
        };
    }

    static String fields(String path, Object value) {
        List<String> parts = new ArrayList<>();
        for (FieldPath.Child c : FieldPath.children(value)) {
            List<FieldPath.Child> inner = FieldPath.children(c.value());
            // a cell is written as everywhere else in the studio: column first, named
            String v = c.value() instanceof Cell cell ? "x " + cell.x() + ", y " + cell.y()
                    : inner.isEmpty() || c.value() instanceof List<?> ? StateDiff.show(c.value())
                    : String.join(", ", inner.stream().map(x -> StateDiff.show(x.value())).toList());
            parts.add(c.segment() + " " + v);
        }
        return path + ":  " + String.join(" · ", parts);
    }
}
