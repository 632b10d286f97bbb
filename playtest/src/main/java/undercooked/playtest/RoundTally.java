package undercooked.playtest;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

import undercooked.levels.insight.CookActivity;
import undercooked.levels.insight.Traffic;
import undercooked.sim.Event;
import undercooked.sim.InputScript;
import undercooked.sim.KitchenState;
import undercooked.sim.Player;
import undercooked.sim.ReplayCursor;
import undercooked.sim.RoundResult;
import undercooked.sim.Station;

/**
 * Counts one round as the replay shows it, a tick at a time: a few array increments per cook and
 * per fixture, so the measuring costs a fraction of what the bots cost. Seen from the state after
 * each step (tick 1 to the end); tick 0 is the seating.
 */
final class RoundTally implements ReplayCursor.Observer {
    private final long[] busy;
    private final long[] waitAt;
    private final long[][] cook; // per seat: walk, work, wait, idle, hand-offs
    private final List<String> ids = new ArrayList<>();
    private final int width;
    private final int height;
    private final long[] cells;
    private long fires;
    private long firstMiss = -1;
    private KitchenState last;

    RoundTally(int stations, int cooks, int width, int height) {
        this.width = width;
        this.height = height;
        cells = new long[width * height];
        busy = new long[stations];
        waitAt = new long[stations];
        cook = new long[cooks][5];
    }

    @Override
    public boolean tick(KitchenState state, List<Event> events) {
        last = state;
        if (state.tick() == 0) {
            state.players().forEach(p -> ids.add(p.id()));
            return true;
        }
        List<Station> stations = state.stations();
        for (int i = 0; i < stations.size(); i++) {
            if (CookActivity.busy(stations.get(i), "")) {
                busy[i]++;
            }
        }
        for (Player p : state.players()) {
            long[] c = cook[p.seat()];
            int cx = (int) Math.floor(p.pos().x());
            int cy = (int) Math.floor(p.pos().y());
            if (cx >= 0 && cy >= 0 && cx < width && cy < height) {
                cells[cy * width + cx]++;
            }
            CookActivity a = CookActivity.of(state, p);
            c[a.ordinal()]++;
            if (a == CookActivity.WAITING) {
                waitAt[CookActivity.waitingAt(state, p).orElseThrow()]++;
            }
        }
        for (Event e : events) {
            switch (e.kind()) {
                case FIRE -> fires++;
                case MISSED -> {
                    if (firstMiss < 0) {
                        firstMiss = e.tick() + 1;
                    }
                }
                case HANDED_OFF -> e.get("player_id").flatMap(this::seatOf).ifPresent(s -> cook[s][4]++);
                default -> {
                }
            }
        }
        return true;
    }

    private Optional<Integer> seatOf(Object id) {
        int i = ids.indexOf(String.valueOf(id));
        return i < 0 ? Optional.empty() : Optional.of(i);
    }

    RoundStats result(long seed, InputScript script) {
        RoundResult r = RoundResult.of(last);
        List<RoundStats.StationUse> st = new ArrayList<>();
        for (Station s : last.stations()) {
            st.add(new RoundStats.StationUse(s.index(), s.kind(), s.cell(), busy[s.index()], waitAt[s.index()]));
        }
        List<RoundStats.CookUse> cooks = new ArrayList<>();
        for (int i = 0; i < ids.size(); i++) {
            long[] c = cook[i];
            cooks.add(new RoundStats.CookUse(ids.get(i), c[0], c[1], c[2], c[3], c[4]));
        }
        return new RoundStats(seed, r.stars(), r.score(), r.served(), r.missed(), r.wasted(), fires, last.tick(),
                firstMiss < 0 ? OptionalLong.empty() : OptionalLong.of(firstMiss), st, cooks,
                new Traffic(width, height, cells), script);
    }
}
