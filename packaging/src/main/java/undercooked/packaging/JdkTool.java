package undercooked.packaging;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.spi.ToolProvider;

/**
 * Runs a tool of the running JDK (jdeps, jlink, jpackage) in this process through
 * {@link ToolProvider}: no second JVM to start, and the tools always match the JDK that built
 * the jars. A failing tool becomes a {@link PackagingException} carrying the tool's own words.
 */
final class JdkTool {
    private JdkTool() {
    }

    /** Runs {@code name} with {@code args}; returns what it printed (standard output and errors together). */
    static String run(String name, List<String> args) {
        ToolProvider tool = ToolProvider.findFirst(name).orElseThrow(() -> new PackagingException(
                "this Java (" + System.getProperty("java.home") + ") has no " + name + ": run the packager on a full"
                        + " JDK 25 (./undercooked finds one), not a runtime"));
        StringWriter out = new StringWriter();
        int code;
        try (PrintWriter w = new PrintWriter(out)) {
            code = tool.run(w, w, args.toArray(String[]::new));
        }
        if (code != 0) {
            String text = out.toString().strip();
            throw new PackagingException(name + " failed (exit " + code + "): "
                    + (text.length() > 4000 ? "..." + text.substring(text.length() - 4000) : text));
        }
        return out.toString();
    }
}
