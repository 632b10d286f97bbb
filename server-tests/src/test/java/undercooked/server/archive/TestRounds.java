package undercooked.server.archive;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.sim.InputScript;
import undercooked.sim.KitchenState;
import undercooked.sim.PlayerInput;
import undercooked.sim.RoundResult;
import undercooked.sim.Sim;
import undercooked.sim.SimConstants;
import undercooked.sim.TickHash;
import undercooked.sim.Vec2;

/** Short rounds played through the kernel the way a room records them, for the store tests. */
public final class TestRounds {

    private TestRounds() {
    }

    /** A 45-tick round of two cooks on {@code levelId}, recorded with its live hashes. */
    public static RoundRecord played(String room, String levelId, String result, long seed) {
        Level level = Campaign.builtIn().load(levelId).orElseThrow();
        KitchenState s = Sim.newRound(level.kitchen(), List.of("p0", "p1"), seed);
        List<InputScript.Frame> frames = new ArrayList<>();
        List<TickHash> hashes = new ArrayList<>(List.of(new TickHash(0, s.stateHash())));
        for (int t = 0; t < 45; t++) {
            PlayerInput in = new PlayerInput("p0", new Vec2(t % 2 == 0 ? 1 : 0, -1), t % 5 == 0,
                    java.util.Optional.empty(), s.tick(), t + 1);
            frames.add(new InputScript.Frame(s.tick(), "p0", in.move(), in.action(), in.face(),
                    OptionalLong.of(in.receivedAtTick()), OptionalLong.of(in.seq())));
            s = Sim.step(s, SimConstants.STEP_DT, List.of(in)).state();
            if (s.tick() % RoundRecord.HASH_EVERY == 0 || t == 44) {
                hashes.add(new TickHash(s.tick(), s.stateHash()));
            }
        }
        return new RoundRecord(room, 1, level, seed, List.of(new RoundRecord.Cook("p0", 0, "Ana"),
                new RoundRecord.Cook("p1", 1, "Bo")), frames, List.of(), hashes, result, RoundResult.of(s),
                Map.of("picked", 2L), 1_000, 3_250);
    }

    /**
     * A whole round of casual bots on {@code levelId} (the bots module's round, as a room would
     * archive it), labelled as bots' or as people's ({@code humans}: the cast shows no persona).
     */
    public static RoundRecord botRound(String levelId, int cooks, long seed, boolean humans, long endedAtMs) {
        Level level = Campaign.builtIn().load(levelId).orElseThrow();
        List<undercooked.bots.Persona> personas = java.util.Collections.nCopies(cooks, undercooked.bots.Persona.CASUAL);
        undercooked.bots.BotRound.Result played = undercooked.bots.BotRound.play(level.kitchen(), personas, seed);
        List<RoundRecord.Cook> cast = new ArrayList<>();
        List<String> ids = undercooked.bots.BotRound.ids(cooks);
        for (int i = 0; i < cooks; i++) {
            cast.add(new RoundRecord.Cook(ids.get(i), i, humans ? "Cook " + (i + 1) : "Bot " + (i + 1),
                    humans ? java.util.Optional.empty() : java.util.Optional.of("casual")));
        }
        return RoundRecord.replayed("BOTS" + (char) ('A' + seed % 26), level, played.script(), cast, endedAtMs - 1_000,
                endedAtMs);
    }
}
