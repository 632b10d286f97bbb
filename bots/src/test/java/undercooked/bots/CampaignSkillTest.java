package undercooked.bots;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import undercooked.levels.Campaign;
import undercooked.sim.InputScript;
import undercooked.sim.Kitchen;
import undercooked.sim.KitchenState;
import undercooked.sim.ReplayCursor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Expert bots on every campaign level with 1, 2 and 4 cooks, 20 seeds each: every round replays to
 * the same hashes from its script, no bot ever sends an illegal input, and four experts reach the
 * skill target (two stars on 01 to 03, one from 04 on) in at least 16 of the 20 seeds. One
 * parameter row per level plays all its rounds once and asserts everything on them.
 */
class CampaignSkillTest {
    private record Played(BotRound.Result round, KitchenState replayed) {
    }

    private static Campaign campaign;
    private static final List<String> SUMMARY = new ArrayList<>();

    @BeforeAll
    static void load() {
        campaign = Campaign.builtIn();
    }

    @AfterAll
    static void report() {
        SUMMARY.forEach(System.out::println);
    }

    @ParameterizedTest(name = "{0}: {1} seeds, 4 experts reach {2} star(s) in >= {3} of them")
    @CsvSource(textBlock = """
            01_first_shift,         20, 2, 16
            02_salad_bar,           20, 2, 16
            03_the_pass,            20, 2, 16
            04_upstairs_downstairs, 20, 1, 16
            05_full_service,        20, 1, 16
            06_rush_hour,           20, 1, 16
            07_banquet_hall,        20, 1, 16
            """)
    void expertsCookEveryLevelReplayCleanAndReachTheTarget(String level, int seeds, int stars, int enough) {
        Kitchen k = campaign.load(level).orElseThrow().kitchen();
        int reached = 0;
        StringBuilder line = new StringBuilder(level);
        StringBuilder missedSeeds = new StringBuilder();
        for (int cooks : new int[] {1, 2, 4}) {
            if (cooks > 4 * k.spawns().size()) {
                continue;
            }
            int[] dist = new int[4];
            // The seeds' rounds are independent and the bots keep no shared state (PurityArchTest), so
            // they play on every core; the checks below read them in seed order, as before.
            int n = cooks;
            List<Played> rounds = LongStream.rangeClosed(1, seeds).parallel().mapToObj(seed -> {
                BotRound.Result r = BotRound.play(k, n, Persona.EXPERT, seed);
                return new Played(r, replayedToTheEnd(k, r.script()));
            }).toList();
            for (long seed = 1; seed <= seeds; seed++) {
                BotRound.Result r = rounds.get((int) seed - 1).round();
                long s = seed;
                assertEquals(0, r.illegalInputs(), () -> level + " " + cooks + " cooks seed " + s + ": illegal inputs");
                KitchenState replayed = rounds.get((int) seed - 1).replayed();
                assertEquals(r.finalState().tick(), replayed.tick(), () -> level + " seed " + s + ": replay length");
                assertEquals(r.finalState().stateHashHex(), replayed.stateHashHex(),
                        () -> level + " " + cooks + " cooks seed " + s + ": the replay diverged");
                dist[r.result().stars()]++;
                if (cooks == 4 && r.result().stars() >= stars) {
                    reached++;
                } else if (cooks == 4) {
                    missedSeeds.append(' ').append(seed);
                }
            }
            line.append(String.format("  %d cooks: stars 0:%d 1:%d 2:%d 3:%d", cooks, dist[0], dist[1], dist[2], dist[3]));
        }
        SUMMARY.add(line + (missedSeeds.isEmpty() ? "" : "  (4 cooks short of the target on seeds" + missedSeeds + ")"));
        int got = reached;
        assertTrue(got >= enough, () -> level + ": 4 experts reached " + stars + " star(s) in " + got + " of " + seeds + " seeds");
    }

    /**
     * The script's round replayed from its seed to its end, one substep a tick as {@code ReplayRun}
     * steps it, keeping only the last state: {@code ReplayRun.run} hashes and keeps every tick's
     * state (what a golden needs), which took two thirds of this test's time, and only the end is
     * compared here. {@code ReplayCursorTest} holds the cursor's states equal to a straight run's.
     */
    private static KitchenState replayedToTheEnd(Kitchen k, InputScript script) {
        KitchenState[] last = new KitchenState[1];
        ReplayCursor.open(k, script, script.length(), Integer.MAX_VALUE, (state, events) -> {
            last[0] = state;
            return true;
        });
        return last[0];
    }
}
