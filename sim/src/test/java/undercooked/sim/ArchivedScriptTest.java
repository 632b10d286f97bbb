package undercooked.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

import org.junit.jupiter.api.Test;

/**
 * What the round archive writes: frames with the stamps the room gave them (several per cook in a
 * tick, late ones, out of seq order), a seat that never sent a frame, and a park between two
 * steps. Replaying that script must give the live round's hash at every tick.
 */
class ArchivedScriptTest {

    private static final Kitchen KITCHEN = TestKitchens.standard();
    private static final List<String> SEATS = List.of("p0", "p1", "p2");

    @Test
    void aLiveRoundWithStampsASilentSeatAndAParkReplaysHashForHash() {
        List<List<PlayerInput>> choreo = DeterminismTest.drive(Choreography.twoCooks(), List.of("a", "b"),
                ReplayScripts.SEED).inputs();
        KitchenState s = Sim.newRound(KITCHEN, SEATS, ReplayScripts.SEED);
        List<InputScript.Frame> frames = new ArrayList<>();
        List<InputScript.Park> parks = new ArrayList<>();
        List<Long> live = new ArrayList<>(List.of(s.stateHash()));
        long[] seq = new long[2];
        boolean parked = false;
        for (int t = 0; t < choreo.size(); t++) {
            if (!parked && t >= 100 && s.player("p0").flatMap(Player::held).isPresent()) {
                parks.add(new InputScript.Park(s.tick(), "p0"));
                StepResult p = Sim.park(s, "p0");
                assertFalse(p.events().isEmpty(), "the park released something");
                s = p.state();
                parked = true;
            }
            List<PlayerInput> fed = new ArrayList<>();
            for (PlayerInput in : choreo.get(t)) {
                int cook = in.playerId().equals("a") ? 0 : 1;
                String id = "p" + cook;
                long first = ++seq[cook];
                long second = ++seq[cook];
                // The frame the kernel must take arrived a tick early with the lower seq; a later,
                // contrary one is listed first so the script's own stamping would pick wrongly.
                fed.add(new PlayerInput(id, new Vec2(-in.move().x(), 1.0), !in.action(), Optional.empty(),
                        s.tick(), second));
                fed.add(new PlayerInput(id, in.move(), in.action(), in.face(), Math.max(0, s.tick() - 1), first));
            }
            for (PlayerInput in : fed) {
                frames.add(new InputScript.Frame(s.tick(), in.playerId(), in.move(), in.action(), in.face(),
                        OptionalLong.of(in.receivedAtTick()), OptionalLong.of(in.seq())));
            }
            s = Sim.step(s, SimConstants.STEP_DT, fed).state();
            live.add(s.stateHash());
        }
        assertTrue(parked, "the choreography gave p0 an item to park");
        InputScript script = new InputScript("archived", ReplayScripts.SEED, "test", SimConstants.TICK_HZ, 1,
                frames, List.of(), SEATS, parks, Optional.empty());

        ReplayResult r = ReplayRun.run(KITCHEN, script, live.size() - 1);

        assertEquals(live, r.hashes().stream().map(TickHash::hash).toList());
        assertEquals(3, r.finalState().players().size(), "the silent seat p2 is seated");
    }

    @Test
    void aTypedScriptKeepsItsFingerprintAndSeatsByFirstAppearance() {
        InputScript typed = ReplayScripts.twoCooks();
        InputScript same = new InputScript(typed.name(), typed.seed(), typed.levelId(), typed.tickHz(),
                typed.recordEvery(), typed.frames(), typed.items(), List.of(), List.of(), Optional.empty());
        assertEquals(typed.fingerprint(), same.fingerprint());
        assertEquals(List.of("a", "b"), same.seats());
    }

    @Test
    void archiveKeysThatCannotBeReplayedAreNamed() {
        List<InputScript.Frame> frames = List.of(new InputScript.Frame(0, "p9", Vec2.ZERO, false, Optional.empty()));
        InvalidScriptException e = assertThrows(InvalidScriptException.class, () -> new InputScript("bad", 1, "test",
                20, 1, frames, List.of(), List.of("p0", "p0"),
                List.of(new InputScript.Park(5, "p0"), new InputScript.Park(2, "p0")), Optional.of("ABC")));
        assertEquals(List.of("$.seats[1]", "$.frames[0].player_id", "$.parks[1].tick", "$.level_sha256"),
                e.problems().stream().map(ScriptProblem::path).toList());
    }
}
