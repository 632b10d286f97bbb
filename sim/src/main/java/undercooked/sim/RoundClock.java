package undercooked.sim;

/**
 * The round timer: ends the round early as won the substep the score reaches the target, and
 * otherwise counts the clock down one tick per substep; at zero, the time-up verdict (won when the
 * score has reached the target, lost otherwise). Stars come from {@link RoundResult}.
 */
final class RoundClock {
    private RoundClock() {
    }

    static void run(Substep s) {
        KitchenState st = s.state;
        if (st.verdict() != Verdict.PLAYING || st.ticksLeft() <= 0) {
            return;
        }
        long target = st.kitchen().targetScore();
        if (target > 0 && st.score() >= target) {
            finish(s, st.withClock(st.ticksLeft(), Verdict.WON));
            return;
        }
        long left = st.ticksLeft() - 1;
        if (left > 0) {
            s.state = st.withClock(left, Verdict.PLAYING);
            return;
        }
        Verdict v = st.score() >= target ? Verdict.WON : Verdict.LOST;
        finish(s, st.withClock(0, v));
    }

    private static void finish(Substep s, KitchenState over) {
        s.state = over;
        s.events.add(Event.of(EventKind.ROUND_OVER, s.tick(), 0.0, 0.0, "result", over.verdict().wireName(),
                "score", over.score(), "target", over.kitchen().targetScore(), "stars", (long) RoundResult.stars(over)));
    }
}
