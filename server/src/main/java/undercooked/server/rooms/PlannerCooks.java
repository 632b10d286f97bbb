package undercooked.server.rooms;

import java.util.ArrayList;
import java.util.List;

import undercooked.bots.Bot;
import undercooked.bots.BotView;
import undercooked.bots.Bots;
import undercooked.bots.Persona;
import undercooked.bots.Team;
import undercooked.sim.PlayerInput;

/**
 * The bots module's planner behind {@link BotCooks}: what a server's rooms seat. One {@link Team}
 * a round, so the round's bots share their claims; one {@link BotView} a step, shared by them all.
 * Each bot's seed is drawn from the round's, so a round with bots is as repeatable as its seed.
 */
final class PlannerCooks {

    private PlannerCooks() {
    }

    static BotCooks planner() {
        return (level, cooks, seed) -> {
            Team team = new Team();
            List<Bot> bots = new ArrayList<>(cooks.size());
            for (int i = 0; i < cooks.size(); i++) {
                BotCooks.Cook c = cooks.get(i);
                Persona persona = Persona.parse(c.persona()).orElse(Persona.EXPERT);
                bots.add(Bots.create(persona, c.playerId(), mix(seed + i + 1), team));
            }
            return state -> {
                BotView view = BotView.of(state);
                List<PlayerInput> inputs = new ArrayList<>(bots.size());
                for (Bot b : bots) {
                    inputs.add(b.next(view));
                }
                return inputs;
            };
        };
    }

    /** SplitMix64's finaliser: neighbouring seeds give unrelated bots. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }
}
