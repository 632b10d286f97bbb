package undercooked.sim;

import java.util.ArrayList;
import java.util.List;

/**
 * What the result screen shows besides the score: the serve streak, its high-water mark, and each
 * seat's contribution (display only: the kitchen is co-op).
 */
public record Scoreboard(int streak, int longestStreak, List<SeatScore> seats) {
    /** One seat's share: points it earned (serves, trash nudges), dishes it served, misses held against it. */
    public record SeatScore(long score, int dishesServed, int missed) {
    }

    public Scoreboard {
        seats = List.copyOf(seats);
        if (streak < 0 || longestStreak < streak) {
            throw new IllegalArgumentException("streak " + streak + " and longest " + longestStreak + " do not agree");
        }
    }

    public static Scoreboard start(int seatCount) {
        List<SeatScore> seats = new ArrayList<>();
        for (int i = 0; i < seatCount; i++) {
            seats.add(new SeatScore(0, 0, 0));
        }
        return new Scoreboard(0, 0, seats);
    }

    Scoreboard served(int seat, long points) {
        List<SeatScore> next = new ArrayList<>(seats);
        SeatScore s = next.get(seat);
        next.set(seat, new SeatScore(s.score() + points, s.dishesServed() + 1, s.missed()));
        return new Scoreboard(streak + 1, Math.max(longestStreak, streak + 1), next);
    }

    Scoreboard nudged(int seat, long points) {
        List<SeatScore> next = new ArrayList<>(seats);
        SeatScore s = next.get(seat);
        next.set(seat, new SeatScore(s.score() + points, s.dishesServed(), s.missed()));
        return new Scoreboard(streak, longestStreak, next);
    }

    /** A missed order breaks the streak and counts against every seat: nobody served it. */
    Scoreboard missed() {
        List<SeatScore> next = new ArrayList<>();
        for (SeatScore s : seats) {
            next.add(new SeatScore(s.score(), s.dishesServed(), s.missed() + 1));
        }
        return new Scoreboard(0, longestStreak, next);
    }
}
