package undercooked.playtest;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * Bots against people on one level: the people's star distribution from archived rounds beside
 * the bots' play-test, and which persona mix plays most like the people. Closest is the smallest
 * total variation distance between the two star distributions (half the summed differences of
 * their shares; 0 the same, 1 nothing in common), then the nearer mean, then the mix's order.
 *
 * @param people rounds people played with 0, 1, 2 and 3 stars
 * @param mixes each mix the bots played, in {@link PersonaMix} order
 */
public record Calibration(List<Integer> people, List<Mix> mixes) {
    /** One persona mix's play-test against the people. */
    public record Mix(PersonaMix mix, double meanStars, double distance) {
        public Mix {
            Objects.requireNonNull(mix, "mix");
        }
    }

    public Calibration {
        people = List.copyOf(people);
        mixes = List.copyOf(mixes);
        if (people.size() != 4) {
            throw new IllegalArgumentException("people's stars are four counts (0 to 3 stars), got " + people.size());
        }
    }

    /** The people's counts against every report given (one a mix; at least one). */
    public static Calibration of(List<Integer> people, List<Report> bots) {
        if (bots.isEmpty()) {
            throw new IllegalArgumentException("a calibration needs at least one play-test");
        }
        List<Mix> out = new ArrayList<>();
        for (Report r : bots) {
            out.add(new Mix(r.settings().mix(), r.meanStars(), distance(people, r.starCounts())));
        }
        out.sort(Comparator.comparing(Mix::mix));
        return new Calibration(people, out);
    }

    /** Rounds people played. */
    public int rounds() {
        return people.stream().mapToInt(Integer::intValue).sum();
    }

    /** The people's mean stars (0 for no rounds). */
    public double meanStars() {
        return meanStars(people);
    }

    /** The mix whose stars are nearest the people's; empty with no people's rounds. */
    public Optional<Mix> closest() {
        if (rounds() == 0) {
            return Optional.empty();
        }
        double mean = meanStars();
        return mixes.stream().min(Comparator.comparingDouble(Mix::distance)
                .thenComparingDouble(m -> Math.abs(m.meanStars() - mean)).thenComparing(Mix::mix));
    }

    /**
     * {@code bots 2.1 stars, people 1.4 over 37 rounds}: the bots' mean stars of a play-test beside
     * the people's; "no rounds by people" when the archive had none.
     */
    public static String line(Report bots, List<Integer> people) {
        int n = people.stream().mapToInt(Integer::intValue).sum();
        return n == 0 ? String.format(Locale.ROOT, "bots %.1f stars, no rounds by people in the archive", bots.meanStars())
                : String.format(Locale.ROOT, "bots %.1f stars, people %.1f over %d round%s", bots.meanStars(),
                meanStars(people), n, n == 1 ? "" : "s");
    }

    /** {@code closest to people: casual bots (1.5 stars; expert 2.1, mixed 1.8)}. */
    public String closestLine() {
        return closest().map(c -> {
            StringBuilder others = new StringBuilder();
            for (Mix m : mixes) {
                if (m.mix() != c.mix()) {
                    others.append(others.isEmpty() ? "; " : ", ").append(String.format(Locale.ROOT, "%s %.1f",
                            m.mix().wireName(), m.meanStars()));
                }
            }
            return String.format(Locale.ROOT, "closest to people: %s bots (%.1f stars%s)", c.mix().wireName(), c.meanStars(),
                    others);
        }).orElse("no rounds by people to compare with");
    }

    static double distance(List<Integer> a, List<Integer> b) {
        double na = Math.max(1, a.stream().mapToInt(Integer::intValue).sum());
        double nb = Math.max(1, b.stream().mapToInt(Integer::intValue).sum());
        double d = 0;
        for (int s = 0; s < 4; s++) {
            d += Math.abs(a.get(s) / na - b.get(s) / nb);
        }
        return d / 2;
    }

    private static double meanStars(List<Integer> counts) {
        int n = 0;
        int sum = 0;
        for (int s = 0; s < 4; s++) {
            n += counts.get(s);
            sum += s * counts.get(s);
        }
        return n == 0 ? 0 : (double) sum / n;
    }
}
