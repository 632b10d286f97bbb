package undercooked.server.bots;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * {@code ./undercooked bots <command> ...}: bot cooks from the command line. Each subcommand is a
 * {@link Command} registered by name in {@link #commands()}; add one there (with its line in
 * {@link #USAGE}). Exit codes: 0 done, 2 a bad command line or input (named, never a stack trace);
 * a subcommand may add its own.
 */
public final class BotsCli {
    static final String USAGE = """
            Usage: ./undercooked bots <command> [options]
              play LEVEL --cooks N [--persona P] [--seed S] [--out SCRIPT]
                                         play a round of LEVEL (a campaign id or a level file) with N bot cooks in-process,
                                         print the result, and with --out write the input script and its golden
                                         (./undercooked replay check SCRIPT, the studio opens it)
            Personas: expert (default), casual
            Exit codes: 0 done, 2 bad command line or input""";

    /** One subcommand. {@code args} are the words after its name. */
    public interface Command {
        int run(List<String> args, PrintStream out, PrintStream err, Path cwd);
    }

    /** A bad command line or input: exit 2 with this message. */
    public static final class Stop extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public Stop(String message) {
            super(message, null, false, false);
        }
    }

    private final PrintStream out;
    private final PrintStream err;
    private final Path cwd;

    public BotsCli(PrintStream out, PrintStream err, Path cwd) {
        this.out = Objects.requireNonNull(out, "out");
        this.err = Objects.requireNonNull(err, "err");
        this.cwd = Objects.requireNonNull(cwd, "cwd");
    }

    public static void main(String[] args) {
        System.exit(new BotsCli(System.out, System.err, Path.of("")).run(List.of(args)));
    }

    /** The subcommands by name, in the order help lists them. */
    static Map<String, Command> commands() {
        Map<String, Command> all = new LinkedHashMap<>();
        all.put("play", new PlayCommand());
        return all;
    }

    public int run(List<String> args) {
        String cmd = args.isEmpty() ? "help" : args.getFirst();
        if (List.of("help", "-h", "--help").contains(cmd)) {
            out.println(USAGE);
            return 0;
        }
        Command c = commands().get(cmd);
        if (c == null) {
            err.println("bots: unknown command '" + cmd + "'");
            err.println(USAGE);
            return 2;
        }
        try {
            return c.run(args.subList(1, args.size()), out, err, cwd);
        } catch (Stop e) {
            err.println("bots " + cmd + ": " + e.getMessage());
            return 2;
        }
    }

    /** The value after {@code --name} in {@code args} (or the default). */
    static String option(List<String> args, String name, String fallback) {
        int i = args.indexOf(name);
        if (i < 0) {
            return fallback;
        }
        if (i + 1 >= args.size() || args.get(i + 1).startsWith("--")) {
            throw new Stop(name + " needs a value");
        }
        return args.get(i + 1);
    }

    /** A whole number option in {@code min..max}, named when it is not one. */
    static long number(List<String> args, String name, long fallback, long min, long max) {
        String v = option(args, name, Long.toString(fallback));
        long n;
        try {
            n = Long.parseLong(v);
        } catch (NumberFormatException e) {
            throw new Stop(name + " must be a whole number, got '" + v + "'");
        }
        if (n < min || n > max) {
            throw new Stop(name + " must be " + min + " to " + max + ", got " + n);
        }
        return n;
    }
}
