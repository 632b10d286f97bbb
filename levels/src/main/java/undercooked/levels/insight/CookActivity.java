package undercooked.levels.insight;

import java.util.List;
import java.util.Optional;

import undercooked.sim.KitchenState;
import undercooked.sim.Player;
import undercooked.sim.PlayerState;
import undercooked.sim.Reach;
import undercooked.sim.Station;
import undercooked.sim.StationState;
import undercooked.sim.Target;

/**
 * What a cook is doing on one tick, read from the kitchen's state alone, and whether a fixture is
 * busy. One reading for the play-test's bot rounds and the archive's round summaries, so "waiting"
 * means the same thing in the editor's Difficulty panel and in a level's Insights.
 */
public enum CookActivity {
    WALKING, WORKING, WAITING, IDLE;

    /**
     * Walking; working (holding the button on a station, the body may stand still meanwhile);
     * waiting (standing at a busy station it faces); idle (anything else, a stun too).
     */
    public static CookActivity of(KitchenState state, Player p) {
        List<Station> stations = state.stations();
        if (p.state() == PlayerState.MOVING) {
            return WALKING;
        }
        if (p.state() == PlayerState.WORKING || worksAt(p, stations)) {
            return WORKING;
        }
        return waitingAt(state, p).isPresent() ? WAITING : IDLE;
    }

    /** The station an idle cook stands at while it is busy with something else or someone else. */
    public static Optional<Integer> waitingAt(KitchenState state, Player p) {
        if (p.state() != PlayerState.IDLE) {
            return Optional.empty();
        }
        Optional<Target> t = Reach.select(state, p);
        if (t.isPresent() && busy(state.stations().get(t.get().station()), p.id())) {
            return Optional.of(t.get().station());
        }
        return Optional.empty();
    }

    /** Working, holding its finished output, burning, or worked by a cook other than {@code me}. */
    public static boolean busy(Station st, String me) {
        StationState s = st.state();
        return s == StationState.WORKING || s == StationState.READY || s == StationState.BURNING
                || (st.hasWorker() && !st.worker().equals(me));
    }

    private static boolean worksAt(Player p, List<Station> stations) {
        int at = p.holdStation();
        return at >= 0 && at < stations.size() && stations.get(at).worker().equals(p.id());
    }
}
