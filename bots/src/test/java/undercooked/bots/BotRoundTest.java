package undercooked.bots;

import java.util.List;

import org.junit.jupiter.api.Test;
import undercooked.levels.Campaign;
import undercooked.sim.Kitchen;
import undercooked.sim.ReplayResult;
import undercooked.sim.ReplayRun;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BotRoundTest {
    private static final Campaign CAMPAIGN = Campaign.builtIn();

    @Test
    void twoBotsServeOnFirstShiftAndTheirScriptReplaysToTheSameState() {
        Kitchen k = CAMPAIGN.load("01_first_shift").orElseThrow().kitchen();
        BotRound.Result r = BotRound.play(k, 2, Persona.EXPERT, 7);
        assertTrue(r.result().served() >= 1, () -> "served " + r.result());
        assertEquals(0, r.illegalInputs());
        ReplayResult replay = ReplayRun.run(k, r.script());
        assertEquals(r.finalState().stateHash(), replay.finalState().stateHash());
        assertEquals(List.of("bot1", "bot2"), r.script().seats());
    }
}
