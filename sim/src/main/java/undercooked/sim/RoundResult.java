package undercooked.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import static undercooked.sim.SimConstants.STAR2_SHARE;
import static undercooked.sim.SimConstants.STAR3_SHARE;

/**
 * The verdict as the result screen and the wire's {@code round} message show it. Built from a
 * state at any time ({@code result} is PLAYING before the verdict); the server adds only what the
 * kernel does not know (names, the viewer's unlock).
 */
public record RoundResult(Verdict result, long score, long target, int stars, double timeLeftSeconds,
                          long served, long missed, long wasted, int longestStreak, List<PlayerResult> players,
                          String levelId, long seed, long ticks) {
    /** One seat's contribution (display only). */
    public record PlayerResult(String id, long score, int dishesServed, int missedContrib) {
    }

    public RoundResult {
        Objects.requireNonNull(result, "result");
        players = List.copyOf(players);
        Objects.requireNonNull(levelId, "levelId");
    }

    public static RoundResult of(KitchenState s) {
        List<PlayerResult> players = new ArrayList<>();
        for (Player p : s.players()) {
            Scoreboard.SeatScore ss = s.board().seats().get(p.seat());
            players.add(new PlayerResult(p.id(), ss.score(), ss.dishesServed(), ss.missed()));
        }
        return new RoundResult(s.verdict(), s.score(), s.kitchen().targetScore(), stars(s), s.timeLeftSeconds(),
                s.counter("served"), s.counter("missed"), s.counter("wasted"), s.board().longestStreak(), players,
                s.kitchen().id(), s.seed(), s.tick());
    }

    /** 0 unless won; then 3 with at least STAR3_SHARE of the clock left, 2 with STAR2_SHARE, else 1. */
    public static int stars(KitchenState s) {
        if (s.verdict() != Verdict.WON) {
            return 0;
        }
        double share = (double) s.ticksLeft() / s.kitchen().timeLimitTicks();
        return share >= STAR3_SHARE ? 3 : share >= STAR2_SHARE ? 2 : 1;
    }
}
