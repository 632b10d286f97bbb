package undercooked.bots;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import undercooked.levels.LevelLoader;
import undercooked.sim.Event;
import undercooked.sim.Kitchen;
import undercooked.sim.KitchenState;
import undercooked.sim.PlayerInput;
import undercooked.sim.Sim;
import undercooked.sim.SimConstants;
import undercooked.sim.Station;
import undercooked.sim.StepResult;
import undercooked.sim.Verdict;

/** Small hand-made kitchens for the planning-step tests, and a stepped loop that plays bots on a state. */
final class Kitchens {
    private Kitchens() {
    }

    /** A kitchen from a level file's text: {@code rules} is the JSON between the grid and the id (recipes, orders, hazards). */
    static Kitchen of(String id, String rules, String... grid) {
        StringBuilder g = new StringBuilder();
        for (String row : grid) {
            g.append(g.isEmpty() ? "" : ",\n").append('"').append(row).append('"');
        }
        String text = "{\"id\": \"" + id + "\", \"name\": \"Test\", \"order\": 1, \"time_limit_s\": 120, \"target_score\": 500,\n"
                + rules + ",\n\"grid\": [" + g + "]}";
        LevelLoader.Result r = LevelLoader.parse(text, id + ".json");
        return r.level().orElseThrow(() -> new AssertionError("test kitchen " + id + ": " + r.problems())).kitchen();
    }

    /** The state with one station replaced. */
    static KitchenState withStation(KitchenState s, Station st) {
        List<Station> stations = new ArrayList<>(s.stations());
        stations.set(st.index(), st);
        return new KitchenState(s.kitchen(), s.seed(), s.tick(), s.accumulator(), s.rngState(), s.players(), stations,
                s.nextItemId() + 4, s.ticksLeft(), s.verdict(), s.score(), s.counters(), s.orders(), s.hazards(),
                s.hazardRngState(), s.plateReturns(), s.board());
    }

    /** The index of the station on a cell. */
    static int at(Kitchen k, int x, int y) {
        return k.stationIndexAt(x, y).orElseThrow();
    }

    /** What a played stretch produced: the events of every tick and the last state. */
    record Played(List<Event> events, KitchenState last, long illegal) {
        long count(undercooked.sim.EventKind kind, String player) {
            return events.stream().filter(e -> e.kind() == kind
                    && (player.isEmpty() || player.equals(e.payload().get("player_id")))).count();
        }
    }

    /** Steps the bots on {@code s} until {@code done} holds or {@code ticks} pass. */
    static Played play(KitchenState s, List<Bot> bots, int ticks, Predicate<KitchenState> done) {
        List<Event> events = new ArrayList<>();
        long illegal = 0;
        BotView.Projector views = new BotView.Projector();
        for (int t = 0; t < ticks && s.verdict() == Verdict.PLAYING && !done.test(s); t++) {
            BotView v = views.of(s);
            List<PlayerInput> in = new ArrayList<>();
            for (Bot b : bots) {
                PlayerInput i = b.next(v);
                illegal += BotRound.legal(i, b.playerId()) ? 0 : 1;
                in.add(i);
            }
            StepResult r = Sim.step(s, SimConstants.STEP_DT, in);
            events.addAll(r.events());
            s = r.state();
        }
        return new Played(events, s, illegal);
    }

    static KitchenState round(Kitchen k, int cooks, long seed) {
        return Sim.newRound(k, BotRound.ids(cooks), seed);
    }
}
