package undercooked.studio.replay;

import java.util.Objects;
import java.util.Optional;
import undercooked.levels.Level;
import undercooked.sim.InputScript;
import undercooked.studio.ErrorReport;

/**
 * "Play from here": what the scrubber hands the Host workspace to take a replay over at a tick
 * (the script, the level it was played on, the tick), or the named reason it cannot. A replay
 * whose level changed since the round was recorded is refused here, before any server is asked:
 * its first ticks would not hash like the original's.
 */
public record PlayFromHere(InputScript script, Level level, long tick) {
    public PlayFromHere {
        Objects.requireNonNull(script, "script");
        Objects.requireNonNull(level, "level");
    }

    /** A takeover request or its refusal, exactly one. */
    public record Checked(Optional<PlayFromHere> request, Optional<ErrorReport> error) {
    }

    /** The request for {@code replay} at {@code tick}, or why not. */
    public static Checked of(Optional<OpenedReplay> replay, long tick) {
        if (replay.isEmpty()) {
            return no(new ErrorReport("no_replay", "No replay is open, so there is nothing to play on from.",
                    "Open a replay (File > Open, or From Server), pick a tick and press Play from here."));
        }
        LoadedReplay loaded = replay.get().loaded();
        if (loaded.levelChanged().isPresent()) {
            return no(new ErrorReport("level_changed", "The round cannot be played on from tick " + tick + ": "
                    + loaded.levelChanged().get() + ".", "Put the level as played beside the script"
                    + " (a server's round: its /level), then open the replay again."));
        }
        if (tick >= replay.get().endTick()) {
            return no(new ErrorReport("round_over", "Tick " + tick + " is the round's last; there is nothing left to play.",
                    "Step back to an earlier tick and press Play from here."));
        }
        return new Checked(Optional.of(new PlayFromHere(loaded.script(), loaded.level(), tick)), Optional.empty());
    }

    private static Checked no(ErrorReport r) {
        return new Checked(Optional.empty(), Optional.of(r));
    }
}
