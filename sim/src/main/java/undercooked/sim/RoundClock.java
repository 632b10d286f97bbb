package undercooked.sim;

/**
 * The round timer: counts the clock down one tick per substep and, when it reaches zero, gives the
 * time-up verdict (won when the score has reached the target, lost otherwise). The early win on
 * reaching the target before time and the stars belong to the kitchen rules.
 */
final class RoundClock {
    private RoundClock() {
    }

    static void run(Substep s) {
        KitchenState st = s.state;
        if (st.verdict() != Verdict.PLAYING || st.ticksLeft() <= 0) {
            return;
        }
        long left = st.ticksLeft() - 1;
        if (left > 0) {
            s.state = st.withClock(left, Verdict.PLAYING);
            return;
        }
        Verdict v = st.score() >= st.kitchen().targetScore() ? Verdict.WON : Verdict.LOST;
        s.state = st.withClock(0, v);
        s.events.add(Event.of(EventKind.ROUND_OVER, s.tick(), 0.0, 0.0,
                "result", v.wireName(), "score", st.score(), "target", st.kitchen().targetScore()));
    }
}
