package undercooked.levels.survey;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;
import undercooked.levels.corpus.ArchivedRound;
import undercooked.sim.Comparison;
import undercooked.sim.Golden;
import undercooked.sim.InvalidScriptException;
import undercooked.sim.Kernel;
import undercooked.sim.Kitchen;
import undercooked.sim.KitchenState;
import undercooked.sim.ReplayCursor;
import undercooked.sim.ReplayResult;
import undercooked.sim.ReplayRun;
import undercooked.sim.RoundResult;
import undercooked.sim.StateDiff;
import undercooked.sim.SystemTrace;
import undercooked.sim.Verdict;

/**
 * One archived round re-simulated under the current kernel and held against its golden, to the
 * golden's last tick. A changed round whose summary says it ended (won or lost) and that is still
 * playing there is played on to its end, so a rules change that moves the end shows in the
 * verdict; an aborted round, or one with no summary, is judged at the golden's last tick.
 */
final class RoundCheck {
    private final Kernel kernel;
    private final FramePin frames;

    /**
     * {@code kernel}: {@link Kernel#STANDARD}, or a variant a test makes to stand for a rules change;
     * {@code frames} pins what the golden cannot.
     */
    RoundCheck(Kernel kernel, FramePin frames) {
        this.kernel = kernel;
        this.frames = frames;
    }

    Outcome check(ArchivedRound r) {
        Optional<String> recordedUnder = r.recordedUnder().map(ArchivedRound.Kernel::name);
        Golden g = r.golden();
        Kitchen k;
        ReplayResult run;
        try {
            k = r.level().kitchen();
            run = ReplayRun.run(kernel, k, r.script(), g.finalTick(), false);
        } catch (InvalidScriptException e) {
            return new Outcome.Problem(r.name(), r.link(), "the script does not fit level " + r.script().levelId() + ": "
                    + e.problems().getFirst().render());
        } catch (IllegalArgumentException e) {
            return new Outcome.Problem(r.name(), r.link(), "the round cannot be set up: " + e.getMessage());
        }
        Comparison c = ReplayRun.compare(run, g);
        if (c.divergence().isEmpty() && c.missing().isEmpty()) {
            return new Outcome.Unchanged(r.name(), recordedUnder);
        }
        if (c.divergence().isPresent()) {
            // A golden whose own system hashes disagree with its tick hash was edited or damaged:
            // an archive problem to list, not a rules change to count.
            long at = c.divergence().get().tick();
            java.util.OptionalLong own = undercooked.levels.ReplayFiles.contradictsItselfAt(g, at);
            if (own.isPresent()) {
                return new Outcome.Problem(r.name(), r.link(), "its golden contradicts itself at tick " + at + " (its tick"
                        + " hash " + undercooked.sim.Hasher.hex(c.divergence().get().expected()) + ", its own system hashes"
                        + " ending at " + undercooked.sim.Hasher.hex(own.getAsLong()) + "): edited or damaged there; record"
                        + " it again from a known-good run");
            }
        }
        boolean toEnd = r.recorded().map(x -> !x.result().equals("aborted")).orElse(false);
        // Played on past the golden's end only when it changed: a round that no longer ends where it
        // did is followed to its own end, for the verdict it would have now.
        RoundResult now = RoundResult.of(toEnd && run.finalState().verdict() == Verdict.PLAYING
                ? ReplayRun.run(kernel, k, r.script(), k.timeLimitTicks() + 1, false).finalState() : run.finalState());
        String resultNow = now.result().name().toLowerCase(Locale.ROOT);
        Optional<String> before = r.recorded().map(ArchivedRound.Recorded::result);
        OptionalLong scoreBefore = r.recorded().map(x -> OptionalLong.of(x.score())).orElse(OptionalLong.empty());
        long tick;
        OptionalLong lastMatch;
        Optional<String> system = Optional.empty();
        Optional<String> field = Optional.empty();
        if (c.divergence().isPresent()) {
            Comparison.Divergence d = c.divergence().get();
            tick = d.tick();
            lastMatch = d.lastMatch();
            if (g.hasSystemHashes() && lastMatch.isPresent() && lastMatch.getAsLong() == tick - 1) {
                long at = tick;
                ReplayCursor cursor = ReplayCursor.open(kernel, k, r.script(), at, ReplayCursor.DEFAULT_INTERVAL);
                system = ReplayRun.divergentSystem(cursor, g, at);
                field = system.map(s -> writtenBy(cursor, at - 1, s));
            } else {
                Optional<FramePin.Pin> pin = frames.pin(r, kernel, lastMatch.orElse(-1), tick);
                if (pin.isPresent()) {
                    tick = pin.get().tick();
                    lastMatch = OptionalLong.of(tick - 1);
                    system = pin.get().system();
                    field = Optional.of(pin.get().field());
                }
            }
        } else {
            tick = c.missing().getFirst();
            lastMatch = OptionalLong.of(run.finalTick());
            system = Optional.of("round_timer");
            field = Optional.of("verdict");
        }
        String shownField = field.orElseGet(() -> resultField(before, resultNow, scoreBefore, now));
        return new Outcome.Changed(r.name(), r.link(), tick, lastMatch, system, shownField, before, scoreBefore,
                resultNow, now.score(), recordedUnder);
    }

    /**
     * The first field {@code system} changes in this run's substep from {@code tick}: what the
     * departing system writes now. When it writes nothing here, the recorded kernel's system did.
     */
    private static String writtenBy(ReplayCursor cursor, long tick, String system) {
        KitchenState start = cursor.seek(tick);
        SystemTrace trace = cursor.trace(tick);
        KitchenState before = start;
        for (SystemTrace.Stage stage : trace.stages()) {
            if (stage.system().equals(system)) {
                List<StateDiff.Change> changes = StateDiff.between(before, stage.after());
                return changes.isEmpty() ? "(unchanged by this kernel)" : changes.getFirst().path();
            }
            before = stage.after();
        }
        return "state";
    }

    /** With no system pinned: the first result field that differs from the recorded one, else {@code state}. */
    private static String resultField(Optional<String> before, String resultNow, OptionalLong scoreBefore,
                                      RoundResult now) {
        if (before.isPresent() && !before.get().equals("aborted") && !before.get().equals(resultNow)) {
            return "verdict";
        }
        if (scoreBefore.isPresent() && scoreBefore.getAsLong() != now.score()) {
            return "score";
        }
        return "state";
    }
}
