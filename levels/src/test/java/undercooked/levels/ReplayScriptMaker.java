package undercooked.levels;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import undercooked.sim.Facing;
import undercooked.sim.InputScript;
import undercooked.sim.GoalScript.Goal;
import undercooked.sim.GoalScript.MoveTo;
import undercooked.sim.GoalScript.Press;
import undercooked.sim.GoalScript.Push;
import undercooked.sim.GoalScript.WaitItemOn;
import undercooked.sim.GoalScript.WaitReady;
import undercooked.sim.GoalScript.WaitTick;

/**
 * Makes the committed replay scripts (not their goldens: those come from
 * {@code ./undercooked replay record}). Not a test: it writes files. Run it only to change what a
 * script plays, then re-record the goldens and say why in the commit.
 *
 * <pre>
 * mvn -pl levels test-compile
 * java -cp levels/target/test-classes:levels/target/classes:$(cat levels/target/classpath.txt) \
 *     undercooked.levels.ReplayScriptMaker levels/src/test/resources/replays
 * </pre>
 */
final class ReplayScriptMaker {
    static final String FIRST_SHIFT = "01_first_shift";
    static final String FULL_SERVICE = "05_full_service";

    private ReplayScriptMaker() {
    }

    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args.length > 0 ? args[0] : "levels/src/test/resources/replays");
        Files.createDirectories(dir);
        Campaign campaign = Campaign.builtIn();
        for (InputScript s : List.of(walkSolo(campaign), passAndContest(campaign), trashLongPress(campaign),
                cookedAndServed(campaign))) {
            Path file = dir.resolve(s.name() + ".json");
            Files.writeString(file, ReplayFiles.writeScript(s));
            System.out.println("wrote " + file + " (" + s.frames().size() + " frames, " + s.length() + " ticks)");
        }
    }

    /** One cook laps the first kitchen, runs into walls and counters on the way, for 640+ ticks. */
    static InputScript walkSolo(Campaign c) {
        List<Goal> lap = List.of(new MoveTo(11, 2, Facing.UP), new Push(1, 0, 12), new MoveTo(11, 6, Facing.RIGHT),
                new Push(0.6, 0.8, 10), new MoveTo(1, 6, Facing.DOWN), new Push(-1, 0, 8), new MoveTo(1, 2, Facing.LEFT),
                new Push(0, -1, 8), new MoveTo(6, 3, Facing.DOWN), new Push(0, 1, 10), new Push(-0.3, 1, 12));
        List<Goal> goals = new java.util.ArrayList<>();
        for (int i = 0; i < 3; i++) {
            goals.addAll(lap);
        }
        goals.add(new WaitTick(640));
        return new ScriptDriver(List.of("ana"), List.of(goals))
                .play(level(c, FIRST_SHIFT), "walk_solo", FIRST_SHIFT, 20_261_129L, 1, 2000);
    }

    /**
     * Ana fetches a tomato and sets it on the middle counter; Bo, across it, takes it inside the
     * window (a hand-off) and puts it back; then both grab for it on the same tick (one is told
     * contested_lost).
     */
    static InputScript passAndContest(Campaign c) {
        List<Goal> ana = List.of(new MoveTo(2, 2, Facing.UP), new Press(1), new MoveTo(5, 3, Facing.DOWN), new Press(1),
                new WaitTick(200), new Press(1), new WaitTick(230));
        List<Goal> bo = List.of(new MoveTo(5, 5, Facing.UP), new WaitItemOn(5, 4), new Press(1), new Press(1),
                new WaitTick(200), new Press(1), new WaitTick(230));
        return new ScriptDriver(List.of("ana", "bo"), List.of(ana, bo))
                .play(level(c, FIRST_SHIFT), "pass_and_contest", FIRST_SHIFT, 7L, 1, 1000);
    }

    /** A cook takes a tomato to the trash can: a short press trashes nothing, the long press does. */
    static InputScript trashLongPress(Campaign c) {
        List<Goal> cook = List.of(new MoveTo(2, 2, Facing.UP), new Press(1), new MoveTo(11, 3, Facing.DOWN), new MoveTo(11, 4, Facing.LEFT),
                new Press(3), new Press(10), new WaitTick(200));
        return new ScriptDriver(List.of("cy"), List.of(cook))
                .play(level(c, FULL_SERVICE), "trash_long_press", FULL_SERVICE, 99L, 1, 1000);
    }

    /**
     * A whole dish, solo: three tomatoes fetched, chopped and put in the pot; a plate set on the
     * prep counter while the soup cooks; the soup plated and served against an open order.
     */
    static InputScript cookedAndServed(Campaign c) {
        List<Goal> cook = new java.util.ArrayList<>();
        for (int i = 0; i < 3; i++) {
            cook.addAll(List.of(new MoveTo(2, 2, Facing.UP), new Press(1), new MoveTo(7, 2, Facing.UP), new Press(1),
                    new Press(45), new WaitReady(7, 1), new Press(1), new MoveTo(10, 2, Facing.UP), new Press(1)));
        }
        cook.addAll(List.of(new MoveTo(2, 6, Facing.DOWN), new Press(1), new MoveTo(6, 3, Facing.DOWN), new Press(1),
                new MoveTo(10, 2, Facing.UP), new WaitReady(10, 1), new Press(1), new MoveTo(6, 3, Facing.DOWN),
                new Press(1), new WaitReady(6, 4), new Press(1), new MoveTo(11, 3, Facing.RIGHT), new Press(1),
                new WaitTick(0)));
        return new ScriptDriver(List.of("dee"), List.of(cook))
                .play(level(c, FIRST_SHIFT), "cooked_and_served", FIRST_SHIFT, SERVED_SEED, 20, 3000);
    }

    /** A seed whose order stream has a tomato soup open when the soup reaches the window. */
    static final long SERVED_SEED = 1L;

    private static undercooked.sim.Kitchen level(Campaign c, String id) {
        return c.load(id).orElseThrow(() -> new IllegalStateException("no level " + id)).kitchen();
    }
}
