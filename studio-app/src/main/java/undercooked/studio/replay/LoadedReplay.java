package undercooked.studio.replay;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import undercooked.levels.Level;
import undercooked.levels.ScriptFocus;
import undercooked.sim.Golden;
import undercooked.sim.InputScript;

/**
 * A replay read and checked but not yet run: the script, its golden when one exists, the level
 * it is played on, a clip's focus, and the notes opening found (a golden it could not read, a
 * level that is not the one the round was recorded on).
 *
 * @param levelFromCampaign true when no level file was found beside the script and the shipped one is used
 * @param levelChanged the {@code LEVEL CHANGED} line, when the level is not the one recorded
 */
public record LoadedReplay(ReplaySource source, InputScript script, Optional<Golden> golden, Level level,
                           boolean levelFromCampaign, Optional<ScriptFocus> focus, Optional<String> levelChanged,
                           List<String> notes) {
    public LoadedReplay {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(script, "script");
        Objects.requireNonNull(golden, "golden");
        Objects.requireNonNull(level, "level");
        Objects.requireNonNull(focus, "focus");
        Objects.requireNonNull(levelChanged, "levelChanged");
        notes = List.copyOf(notes);
    }

    /** How many ticks the round runs: to the golden's last tick (as a check does), else the script's length. */
    public long ticks() {
        long t = golden.map(Golden::finalTick).orElse(script.length());
        return focus.map(f -> Math.max(t, f.to())).orElse(t);
    }
}
