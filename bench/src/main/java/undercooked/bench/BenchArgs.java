package undercooked.bench;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The options of one bench command, read the same way for all of them: {@code --name value}
 * pairs, every name known, every number a number in range. A mistake ends the command with
 * its name, what was wrong, the usage line and exit code 2; never a stack trace.
 */
final class BenchArgs {

    private final String command;
    private final String usage;
    private final Map<String, String> values = new LinkedHashMap<>();

    private BenchArgs(String command, String usage) {
        this.command = command;
        this.usage = usage;
    }

    /** Reads {@code args}; {@code known} are the option names without their dashes. */
    static BenchArgs parse(String command, String usage, List<String> known, String[] args) {
        BenchArgs a = new BenchArgs(command, usage);
        for (int i = 0; i < args.length; i += 2) {
            String name = args[i].startsWith("--") ? args[i].substring(2) : "";
            if (!known.contains(name)) {
                a.fail("unknown option " + args[i] + " (known: --" + String.join(", --", known) + ")");
            }
            if (i + 1 >= args.length) {
                a.fail(args[i] + " needs a value");
            }
            a.values.put(name, args[i + 1]);
        }
        return a;
    }

    String text(String name, String otherwise) {
        return values.getOrDefault(name, otherwise);
    }

    int integer(String name, int otherwise, int min, int max) {
        String v = values.get(name);
        if (v == null) {
            return otherwise;
        }
        try {
            int n = Integer.parseInt(v.strip().replace("_", ""));
            if (n < min || n > max) {
                fail("--" + name + " must be " + min + " to " + max + ", was " + n);
            }
            return n;
        } catch (NumberFormatException e) {
            fail("--" + name + " takes a whole number, was " + v);
            return otherwise;
        }
    }

    double decimal(String name, double otherwise, double min, double max) {
        String v = values.get(name);
        if (v == null) {
            return otherwise;
        }
        try {
            double d = Double.parseDouble(v.strip());
            if (!(d >= min && d <= max)) {
                fail("--" + name + " must be " + min + " to " + max + ", was " + v);
            }
            return d;
        } catch (NumberFormatException e) {
            fail("--" + name + " takes a number, was " + v);
            return otherwise;
        }
    }

    /** Ends the command: the reason, the usage line, exit code 2. */
    void fail(String why) {
        System.err.println(command + ": " + why);
        System.err.println("usage: " + usage);
        System.exit(2);
        throw new IllegalStateException("unreachable"); // System.exit does not return
    }
}
