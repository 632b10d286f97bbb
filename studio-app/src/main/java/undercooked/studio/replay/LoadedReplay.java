package undercooked.studio.replay;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import undercooked.levels.Level;
import undercooked.levels.RulesVersion;
import undercooked.levels.ScriptFocus;
import undercooked.protocol.ReplaySummary;
import undercooked.sim.Golden;
import undercooked.sim.InputScript;

/**
 * A replay read and checked but not yet run: the script, its golden when one exists, the level
 * it is played on, a clip's focus, and the notes opening found (a golden it could not read, a
 * level that is not the one the round was recorded on).
 *
 * @param levelFromCampaign true when no level file was found beside the script and the shipped one is used
 * @param levelChanged the {@code LEVEL CHANGED} line, when the level is not the one recorded
 * @param otherKernel the banner when the round was played under another kernel's rules than this
 *     studio's (a server's round names its rules version; a file does not)
 */
public record LoadedReplay(ReplaySource source, InputScript script, Optional<Golden> golden, Level level,
                           boolean levelFromCampaign, Optional<ScriptFocus> focus, Optional<String> levelChanged,
                           List<String> notes, Optional<String> otherKernel) {
    public LoadedReplay {
        Objects.requireNonNull(otherKernel, "otherKernel");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(script, "script");
        Objects.requireNonNull(golden, "golden");
        Objects.requireNonNull(level, "level");
        Objects.requireNonNull(focus, "focus");
        Objects.requireNonNull(levelChanged, "levelChanged");
        notes = List.copyOf(notes);
    }

    /** A round whose kernel is not known to differ (every file, a server round of today's rules). */
    public LoadedReplay(ReplaySource source, InputScript script, Optional<Golden> golden, Level level,
                        boolean levelFromCampaign, Optional<ScriptFocus> focus, Optional<String> levelChanged,
                        List<String> notes) {
        this(source, script, golden, level, levelFromCampaign, focus, levelChanged, notes, Optional.empty());
    }

    /** The same round, with the banner of the kernel it was played under when that is not this studio's. */
    public LoadedReplay playedUnder(Optional<ReplaySummary.Kernel> kernel) {
        return new LoadedReplay(source, script, golden, level, levelFromCampaign, focus, levelChanged, notes,
                kernel.filter(k -> !k.id().equals(RulesVersion.current().id())).map(k -> "played under kernel "
                        + k.name() + ", replayed under this studio's " + RulesVersion.current().name()
                        + ": today's rules on the recorded inputs may play differently (replay survey shows how)"));
    }

    /** How many ticks the round runs: to the golden's last tick (as a check does), else the script's length. */
    public long ticks() {
        long t = golden.map(Golden::finalTick).orElse(script.length());
        return focus.map(f -> Math.max(t, f.to())).orElse(t);
    }
}
