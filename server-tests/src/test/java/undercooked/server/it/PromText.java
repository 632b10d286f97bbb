package undercooked.server.it;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A strict reader of Prometheus' text exposition format 0.0.4: every line is a {@code # HELP}, a
 * {@code # TYPE} or a sample of a declared family, names and labels as the format allows, values
 * numbers. Anything else throws, naming the line: what Prometheus itself would refuse to scrape.
 */
final class PromText {

    private static final Pattern NAME = Pattern.compile("[a-zA-Z_:][a-zA-Z0-9_:]*");
    private static final Pattern SAMPLE = Pattern.compile(
            "([a-zA-Z_:][a-zA-Z0-9_:]*)(\\{((?:[a-zA-Z_][a-zA-Z0-9_]*=\"(?:[^\"\\\\\\n]|\\\\[\\\\\"n])*\",?)*)\\})?"
                    + " ([-+]?(?:[0-9.eE+-]+|NaN|Inf))( -?[0-9]+)?");

    /** Family name to its type, in the scrape's order. */
    final Map<String, String> types = new LinkedHashMap<>();
    /** Each sample line's series (name and labels as written) to its value. */
    final Map<String, Double> samples = new LinkedHashMap<>();

    static PromText parse(String text) {
        PromText t = new PromText();
        int n = 0;
        for (String line : text.split("\n", -1)) {
            n++;
            if (line.isEmpty()) {
                continue;
            }
            if (line.startsWith("# HELP ")) {
                String name = line.substring(7).split(" ", 2)[0];
                require(NAME.matcher(name).matches(), n, line);
                continue;
            }
            if (line.startsWith("# TYPE ")) {
                String[] parts = line.substring(7).split(" ");
                require(parts.length == 2 && NAME.matcher(parts[0]).matches()
                        && parts[1].matches("counter|gauge|histogram|summary|untyped"), n, line);
                require(t.types.putIfAbsent(parts[0], parts[1]) == null, n, "family declared twice: " + line);
                continue;
            }
            require(!line.startsWith("#"), n, line);
            Matcher m = SAMPLE.matcher(line);
            require(m.matches(), n, line);
            String name = m.group(1);
            require(t.family(name).isPresent(), n, "a sample of no declared family: " + line);
            String series = name + (m.group(2) == null ? "" : m.group(2));
            require(t.samples.put(series, Double.parseDouble(m.group(4).replace("Inf", "Infinity"))) == null, n,
                    "a series twice: " + line);
        }
        return t;
    }

    /** The declared family a sample name belongs to ({@code x_bucket} belongs to histogram {@code x}). */
    java.util.Optional<String> family(String sample) {
        if (types.containsKey(sample)) {
            return java.util.Optional.of(sample);
        }
        for (String suffix : new String[] {"_total", "_bucket", "_sum", "_count", "_created", "_info"}) {
            if (sample.endsWith(suffix)) {
                String base = sample.substring(0, sample.length() - suffix.length());
                if (types.containsKey(base)) {
                    return java.util.Optional.of(base);
                }
            }
        }
        return java.util.Optional.empty();
    }

    /** The value of one series, e.g. {@code undercooked_rooms{state="lobby"}}. */
    OptionalDouble value(String series) {
        Double v = samples.get(series);
        return v == null ? OptionalDouble.empty() : OptionalDouble.of(v);
    }

    /**
     * Whether a metric name a query uses is a series here: some sample has exactly that name
     * ({@code x_total}, {@code x_bucket}; a counter's bare family name {@code x} is not a series
     * Prometheus stores, so a query of it finds nothing and this says no).
     */
    boolean has(String metric) {
        for (String series : samples.keySet()) {
            int brace = series.indexOf('{');
            if ((brace < 0 ? series : series.substring(0, brace)).equals(metric)) {
                return true;
            }
        }
        return false;
    }

    private static void require(boolean ok, int line, String text) {
        if (!ok) {
            throw new IllegalArgumentException("not Prometheus text format at line " + line + ": " + text);
        }
    }
}
