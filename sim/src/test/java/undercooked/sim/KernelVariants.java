package undercooked.sim;

/**
 * Kernels that play by other rules, for tests of what finds rules changes (the archive survey in
 * levels reaches them through this module's test jar). Each is the standard kernel with one
 * deliberate change inside one system, the way a changed constant there would play.
 */
public final class KernelVariants {
    private KernelVariants() {
    }

    /**
     * A win needs {@code margin} points beyond the level's target: where the standard round timer
     * ends the round as won with fewer, this one keeps it playing and counts the clock down, and
     * at time-up below target + margin the round is lost.
     */
    public static Kernel winMargin(int margin) {
        return Kernel.STANDARD.after("round_timer", "win-margin-" + margin, s -> {
            KitchenState st = s.state;
            if (st.verdict() != Verdict.WON || st.score() >= st.kitchen().targetScore() + margin) {
                return;
            }
            long left = st.ticksLeft() > 0 ? st.ticksLeft() - 1 : 0;
            if (left > 0) {
                s.events.removeIf(e -> e.kind() == EventKind.ROUND_OVER);
                s.state = st.withClock(left, Verdict.PLAYING);
            } else {
                s.state = st.withClock(0, Verdict.LOST);
            }
        });
    }

    /**
     * The round's clock runs at double speed: the round timer takes a second tick off while the
     * round plays. Every frame's clock then differs from the standard kernel's from the first
     * substep on, so what a watcher was shown (an archived round's frames) tells the two apart.
     */
    public static Kernel fastClock() {
        return Kernel.STANDARD.after("round_timer", "fast-clock", s -> {
            KitchenState st = s.state;
            if (st.verdict() == Verdict.PLAYING && st.ticksLeft() > 1) {
                s.state = st.withClock(st.ticksLeft() - 1, Verdict.PLAYING);
            }
        });
    }
}
