package undercooked.levels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import undercooked.sim.Event;
import undercooked.sim.EventKind;
import undercooked.sim.ItemLedger;
import undercooked.sim.Kitchen;
import undercooked.sim.KitchenState;
import undercooked.sim.PlayerInput;
import undercooked.sim.RoundResult;
import undercooked.sim.Sim;
import undercooked.sim.StepResult;
import undercooked.sim.Verdict;

/**
 * Whole rounds on campaign levels, played by {@link KitchenBot}s through the kernel: the kitchen
 * rules work end to end (fetch, chop, cook, plate, serve, wash, win), every item path balances,
 * and a recorded round replays hash for hash.
 */
class FullRoundTest {

    record Round(List<Long> hashes, List<List<PlayerInput>> inputs, Set<EventKind> kinds, KitchenState last) {
    }

    static Round play(String levelId, List<String> ids, long seed, int maxTicks) {
        Kitchen k = Campaign.builtIn().load(levelId).orElseThrow().kitchen();
        KitchenState s = Sim.newRound(k, ids, seed);
        KitchenBot.Team team = new KitchenBot.Team();
        List<KitchenBot> bots = new ArrayList<>();
        for (int i = 0; i < ids.size(); i++) {
            bots.add(new KitchenBot(ids.get(i), i, team, k));
        }
        List<Long> hashes = new ArrayList<>();
        List<List<PlayerInput>> inputs = new ArrayList<>();
        Set<EventKind> kinds = EnumSet.noneOf(EventKind.class);
        for (int t = 0; t < maxTicks && s.verdict() == Verdict.PLAYING; t++) {
            List<PlayerInput> in = new ArrayList<>();
            for (KitchenBot b : bots) {
                in.add(b.input(s));
            }
            StepResult r = Sim.step(s, 0.05, in);
            List<String> broken = ItemLedger.violations(s, r.state(), r.events());
            if (!broken.isEmpty()) {
                throw new AssertionError(levelId + " tick " + t + ": " + broken);
            }
            r.events().stream().map(Event::kind).forEach(kinds::add);
            inputs.add(in);
            s = r.state();
            hashes.add(s.stateHash());
        }
        return new Round(hashes, inputs, kinds, s);
    }

    static List<Long> replay(String levelId, List<String> ids, long seed, List<List<PlayerInput>> inputs) {
        KitchenState s = Sim.newRound(Campaign.builtIn().load(levelId).orElseThrow().kitchen(), ids, seed);
        List<Long> hashes = new ArrayList<>();
        for (List<PlayerInput> in : inputs) {
            s = Sim.step(s, 0.05, in).state();
            hashes.add(s.stateHash());
        }
        return hashes;
    }

    @Test
    void twoCooksWinTheFirstShiftServingAtLeastThreeOrdersAndTheRoundReplaysExactly() {
        List<String> ids = List.of("ana", "bo");
        Round round = play("01_first_shift", ids, 2026, 3600);
        RoundResult result = RoundResult.of(round.last());
        assertEquals(Verdict.WON, result.result(), "result " + result);
        assertTrue(result.served() >= 3, "served " + result.served());
        assertTrue(result.score() >= result.target());
        assertTrue(result.stars() >= 1);
        assertTrue(round.kinds().containsAll(List.of(EventKind.CHOPPED, EventKind.COOKED, EventKind.PLATED,
                EventKind.SERVED, EventKind.ROUND_OVER)), round.kinds().toString());
        assertEquals(round.hashes(), replay("01_first_shift", ids, 2026, round.inputs()), "first replay");
        assertEquals(round.hashes(), replay("01_first_shift", ids, 2026, round.inputs()), "second replay");
    }

    @Test
    void dirtyPlatesComeBackAndAreWashedOnTheFullService() {
        // The bots are plain players, not good ones: on this seed their first serve comes early
        // enough for its plate to come back and be washed before the shelf's stack runs out.
        List<String> ids = List.of("ana", "bo");
        Round round = play("05_full_service", ids, 2026, 4800);
        assertTrue(round.kinds().containsAll(List.of(EventKind.SERVED, EventKind.PLATE_RETURNED, EventKind.WASHED,
                EventKind.COOKED)), round.kinds().toString());
        assertEquals(round.hashes(), replay("05_full_service", ids, 2026, round.inputs()));
    }

    @Test
    void fourCooksOnTheRushHourReplayExactlyWithEveryHazardRunning() {
        List<String> ids = List.of("a", "b", "c", "d");
        Round round = play("06_rush_hour", ids, 11, 4000);
        assertTrue(round.kinds().containsAll(List.of(EventKind.SPILL, EventKind.RUSH, EventKind.ORDER_IN, EventKind.CHOPPED)),
                round.kinds().toString());
        assertTrue(round.last().hazards().stream().anyMatch(z -> z.kind() == undercooked.sim.HazardKind.MOVING_OBSTACLE));
        assertEquals(round.hashes(), replay("06_rush_hour", ids, 11, round.inputs()));
        Round again = play("06_rush_hour", ids, 11, 4000);
        assertEquals(round.hashes(), again.hashes(), "a second live run is the same round");
    }
}
