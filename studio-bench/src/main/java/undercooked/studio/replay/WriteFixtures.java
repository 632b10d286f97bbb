package undercooked.studio.replay;

import java.nio.file.Files;
import java.nio.file.Path;
import undercooked.levels.Campaign;
import undercooked.levels.ReplayFiles;
import undercooked.sim.Golden;
import undercooked.sim.InputScript;
import undercooked.sim.Kitchen;
import undercooked.sim.ReplayRun;

/** Writes the committed 3,000-tick fixture and its golden (run once by hand; the tests check them). */
public final class WriteFixtures {
    private WriteFixtures() {
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        InputScript s = RoundGenerator.busy("busy_kitchen", "01_first_shift", 2026_12_01L, 3000);
        Kitchen k = Campaign.builtIn().load("01_first_shift").orElseThrow().kitchen();
        Files.writeString(dir.resolve("busy_kitchen.json"), ReplayFiles.writeScript(s));
        Files.writeString(dir.resolve("busy_kitchen.golden.json"),
                ReplayFiles.writeGolden(Golden.of(s, k, ReplayRun.run(k, s, 3000, true))));
    }
}
