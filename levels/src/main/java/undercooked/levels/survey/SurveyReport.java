package undercooked.levels.survey;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A survey's findings: how many rounds play as they did, the changed ones grouped by cause
 * (the first divergent system and field), and the entries that could not be surveyed. Memory is
 * flat in the number of rounds: a group keeps counts, ranges and three examples, and at most
 * {@link #PROBLEMS_KEPT} problems are kept by name (the rest are counted).
 *
 * @param kernel the rules version the survey ran under, as shown
 * @param recordedUnder rounds by the rules version they were recorded under ({@code not recorded}
 *     for rounds archived before rounds carried it)
 */
public record SurveyReport(String kernel, long rounds, long unchanged, List<Group> groups, long problemCount,
                           List<Outcome.Problem> problems, Map<String, Long> recordedUnder, long millis) {
    public static final int PROBLEMS_KEPT = 200;
    public static final int EXAMPLES = 3;

    public SurveyReport {
        Objects.requireNonNull(kernel, "kernel");
        groups = List.copyOf(groups);
        problems = List.copyOf(problems);
        recordedUnder = Map.copyOf(new TreeMap<>(recordedUnder));
    }

    public long changed() {
        return groups.stream().mapToLong(Group::count).sum();
    }

    /**
     * Changed rounds with one cause.
     *
     * @param system the system after which they first depart, or empty when their goldens could not say
     * @param field the field kind ({@code orders[].deadline}); see {@link Outcome.Changed#field}
     * @param flips verdict flips by kind ({@code won -> lost}: 12)
     * @param scored how many rounds had a recorded score, which {@code scoreMin..scoreMax} and
     *     {@code scoreSum} are over (score now minus score recorded)
     * @param examples the first three by name
     */
    public record Group(Optional<String> system, String field, long count, long firstTick, long lastTick,
                        Map<String, Long> flips, long scored, long scoreMin, long scoreMax, long scoreSum,
                        List<Outcome.Changed> examples) {
        public Group {
            Objects.requireNonNull(system, "system");
            Objects.requireNonNull(field, "field");
            flips = Map.copyOf(new TreeMap<>(flips));
            examples = List.copyOf(examples);
        }

        /** {@code orders / orders[].deadline}, or {@code (not pinned) / score}. */
        public String key() {
            return system.orElse("(not pinned)") + " / " + field;
        }

        /** Verdict flips in words: {@code 12 rounds won before would now be lost}. */
        public List<String> flipSentences() {
            List<String> out = new ArrayList<>();
            flips.forEach((k, n) -> {
                String[] ab = k.split(" -> ");
                out.add(n + (n == 1 ? " round " : " rounds ") + ab[0] + " before would now be " + ab[1]);
            });
            return out;
        }
    }

    /** Collects outcomes from many threads. */
    static final class Tally {
        private final Map<String, Acc> groups = new TreeMap<>();
        private final Map<String, Long> recordedUnder = new TreeMap<>();
        private final List<Outcome.Problem> problems = new ArrayList<>();
        private long problemCount;
        private long unchanged;
        private long rounds;

        private static final class Acc {
            final Optional<String> system;
            final String field;
            long count;
            long first = Long.MAX_VALUE;
            long last = Long.MIN_VALUE;
            final Map<String, Long> flips = new TreeMap<>();
            long scored;
            long min = Long.MAX_VALUE;
            long max = Long.MIN_VALUE;
            long sum;
            final List<Outcome.Changed> examples = new ArrayList<>();

            Acc(Optional<String> system, String field) {
                this.system = system;
                this.field = field;
            }
        }

        synchronized void add(Outcome o) {
            switch (o) {
                case Outcome.Problem p -> {
                    problemCount++;
                    if (problems.size() < PROBLEMS_KEPT) {
                        problems.add(p);
                    }
                }
                case Outcome.Unchanged u -> {
                    rounds++;
                    unchanged++;
                    recordedUnder.merge(u.recordedKernel().orElse("not recorded"), 1L, Long::sum);
                }
                case Outcome.Changed c -> {
                    rounds++;
                    recordedUnder.merge(c.recordedKernel().orElse("not recorded"), 1L, Long::sum);
                    Acc a = groups.computeIfAbsent(c.system().orElse("") + "\u0000" + c.fieldKind(),
                            k -> new Acc(c.system(), c.fieldKind()));
                    a.count++;
                    a.first = Math.min(a.first, c.tick());
                    a.last = Math.max(a.last, c.tick());
                    c.flip().ifPresent(f -> a.flips.merge(f, 1L, Long::sum));
                    if (c.scoreBefore().isPresent()) {
                        long d = c.scoreNow() - c.scoreBefore().getAsLong();
                        a.scored++;
                        a.min = Math.min(a.min, d);
                        a.max = Math.max(a.max, d);
                        a.sum += d;
                    }
                    a.examples.add(c);
                    a.examples.sort(Comparator.comparing(Outcome.Changed::name, SurveyReport::byName));
                    if (a.examples.size() > EXAMPLES) {
                        a.examples.removeLast();
                    }
                }
            }
        }

        synchronized SurveyReport report(String kernel, long millis) {
            List<Group> out = new ArrayList<>();
            for (Acc a : groups.values()) {
                out.add(new Group(a.system, a.field, a.count, a.first, a.last, a.flips, a.scored,
                        a.scored == 0 ? 0 : a.min, a.scored == 0 ? 0 : a.max, a.sum, a.examples));
            }
            out.sort(Comparator.comparingLong(Group::count).reversed().thenComparing(Group::key));
            List<Outcome.Problem> kept = new ArrayList<>(problems);
            kept.sort(Comparator.comparing(Outcome.Problem::name, SurveyReport::byName));
            return new SurveyReport(kernel, rounds, unchanged, out, problemCount, kept, recordedUnder, millis);
        }
    }

    /**
     * Names as people sort them: a run of digits compares as a number, so {@code replay 2} comes
     * before {@code replay 10} (and {@code 9.json.gz} before {@code 10.json.gz}).
     */
    static int byName(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            char x = a.charAt(i);
            char y = b.charAt(j);
            if (Character.isDigit(x) && Character.isDigit(y)) {
                int ei = i;
                int ej = j;
                while (ei < a.length() && Character.isDigit(a.charAt(ei))) {
                    ei++;
                }
                while (ej < b.length() && Character.isDigit(b.charAt(ej))) {
                    ej++;
                }
                String da = a.substring(i, ei).replaceFirst("^0+(?=.)", "");
                String db = b.substring(j, ej).replaceFirst("^0+(?=.)", "");
                int c = da.length() != db.length() ? Integer.compare(da.length(), db.length()) : da.compareTo(db);
                if (c != 0) {
                    return c;
                }
                i = ei;
                j = ej;
            } else {
                if (x != y) {
                    return Character.compare(x, y);
                }
                i++;
                j++;
            }
        }
        int c = Integer.compare(a.length() - i, b.length() - j);
        return c != 0 ? c : a.compareTo(b);
    }
}
