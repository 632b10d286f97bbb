package undercooked.studio.editor;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import undercooked.levels.Level;
import undercooked.levels.LevelValidator;
import undercooked.levels.Problem;
import undercooked.levels.Reachability;
import undercooked.sim.Kitchen;
import undercooked.sim.StationSpec;

/**
 * What the editor knows about a level beyond its text: the validator's problems and, when the
 * grid can become a kitchen, the reachability heat map. Computed together because both walk the
 * same kitchen and both are redone on every edit.
 */
public record Analysis(List<Problem> problems, Optional<HeatMap> heat) {
    public static final Analysis NONE = new Analysis(List.of(), Optional.empty());

    public Analysis {
        problems = List.copyOf(problems);
        Objects.requireNonNull(heat, "heat");
    }

    /** Pure and thread-safe: the background runner calls it off the FX thread. */
    public static Analysis of(Level level, String file, LevelValidator validator) {
        List<Problem> problems = new ArrayList<>(validator.validate(level, file));
        return new Analysis(problems, heat(level));
    }

    private static Optional<HeatMap> heat(Level level) {
        Kitchen k;
        try {
            k = level.kitchen();
        } catch (IllegalStateException | IllegalArgumentException e) {
            // The validator already names why the grid is no kitchen; there is just no overlay.
            return Optional.empty();
        }
        Reachability r = Reachability.of(k);
        int[] cells = new int[k.width() * k.height()];
        Arrays.fill(cells, HeatMap.NONE);
        List<StationSpec> stations = k.stations();
        for (int i = 0; i < stations.size(); i++) {
            var c = stations.get(i).cell();
            cells[c.y() * k.width() + c.x()] = r.stationDistance(i).orElse(HeatMap.UNREACHABLE);
        }
        return Optional.of(new HeatMap(k.width(), k.height(), cells));
    }
}
