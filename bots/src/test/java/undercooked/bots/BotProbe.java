package undercooked.bots;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import undercooked.levels.Campaign;
import undercooked.sim.Event;
import undercooked.sim.EventKind;
import undercooked.sim.Item;
import undercooked.sim.Kitchen;
import undercooked.sim.KitchenState;
import undercooked.sim.Player;
import undercooked.sim.PlayerInput;
import undercooked.sim.Sim;
import undercooked.sim.SimConstants;
import undercooked.sim.StepResult;
import undercooked.sim.Verdict;

/** A trace of one bot round for a person tuning the planner: -Dprobe=LEVEL,COOKS,SEED[,EVERY]. Not part of the suite. */
class BotProbe {
    @Test
    @EnabledIfSystemProperty(named = "probe", matches = ".+")
    void traceOneRound() {
        String[] a = System.getProperty("probe").split(",");
        Kitchen k = Campaign.builtIn().load(a[0]).orElseThrow().kitchen();
        int cooks = Integer.parseInt(a[1]);
        long seed = Long.parseLong(a[2]);
        int every = a.length > 3 ? Integer.parseInt(a[3]) : 100;
        Team team = new Team();
        List<Planner> bots = new ArrayList<>();
        List<String> ids = BotRound.ids(cooks);
        for (String id : ids) {
            bots.add(new Planner(id, Persona.EXPERT, seed * 31 + id.hashCode(), team));
        }
        KitchenState s = Sim.newRound(k, ids, seed);
        while (s.verdict() == Verdict.PLAYING) {
            BotView v = BotView.of(s);
            List<PlayerInput> in = new ArrayList<>();
            for (Planner b : bots) {
                in.add(b.next(v));
            }
            StepResult r = Sim.step(s, SimConstants.STEP_DT, in);
            for (Event e : r.events()) {
                if (e.kind() == EventKind.SERVED || e.kind() == EventKind.MISSED || e.kind() == EventKind.DENIED
                        || e.kind() == EventKind.FIRE || e.kind() == EventKind.BURNT || e.kind() == EventKind.TRASHED) {
                    System.out.println("t" + s.tick() + " " + e.kind() + " " + e.payload());
                }
            }
            if (s.tick() % every == 0) {
                StringBuilder b = new StringBuilder("t" + s.tick() + " score " + s.score() + " orders " + v.orders().stream().map(o -> o.recipe() + "/" + o.ticksLeft()).toList());
                for (int i = 0; i < bots.size(); i++) {
                    Player p = s.players().get(i);
                    b.append("\n   ").append(bots.get(i).describe()).append(" at ").append(String.format("%.1f,%.1f", p.pos().x(), p.pos().y()))
                            .append(" holds ").append(p.held().map(Item::wireName).orElse("-"));
                }
                b.append("\n   ");
                for (BotView.Fixture f : v.stations()) {
                    if (!f.contents().isEmpty() && f.kind() != undercooked.sim.StationKind.SPAWN_SHELF) {
                        b.append(f.index()).append(f.kind().wireName().charAt(0)).append(f.cell()).append(f.contents().stream().map(Item::wireName).toList())
                                .append(f.state().wireName()).append(' ');
                    }
                }
                b.append("\n   claims ").append(team.claims(Team.Kind.STATION)).append(team.claims(Team.Kind.SLOT)).append(team.claims(Team.Kind.PLATE));
                System.out.println(b);
            }
            s = r.state();
        }
        System.out.println("end " + s.verdict() + " score " + s.score() + " tick " + s.tick());
    }
}
