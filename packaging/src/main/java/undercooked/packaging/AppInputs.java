package undercooked.packaging;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One application's jars as the Maven build left them in {@code <module>/target/}: its own jar,
 * the class path (every dependency that runs as a plain jar), and JavaFX apart from the rest.
 *
 * <p>JavaFX comes from Maven twice per module: an empty jar without a classifier (it only exists
 * so the pom can pick a platform) and the real one with the platform's classifier
 * ({@code javafx-graphics-25.0.2-linux.jar}, with its native libraries inside). The empty ones are
 * dropped; the platform ones run on the module path, which is the only way JavaFX starts without
 * its "Unsupported JavaFX configuration" warning. Monocle (the headless platform
 * {@code studio screenshot} renders with) is patched into {@code javafx.graphics}, exactly as
 * {@code ./undercooked studio} does from the source tree.
 *
 * @param mainJar the module's own jar
 * @param classPath the module's jar first, then its run-time dependencies in Maven's order
 * @param javafx JavaFX's platform jars (empty for the server)
 * @param monocle the Monocle jar, when the application has one
 */
public record AppInputs(Path mainJar, List<Path> classPath, List<Path> javafx, Optional<Path> monocle) {

    /** {@code javafx-<module>-<version>[-<classifier>].jar} as Maven names it. */
    private static final Pattern JAVAFX = Pattern.compile("javafx-[a-z]+-[0-9][0-9.]*(?:-ea\\+[0-9]+)?(-[a-z0-9_-]+)?\\.jar");

    public AppInputs {
        Objects.requireNonNull(mainJar, "mainJar");
        classPath = List.copyOf(classPath);
        javafx = List.copyOf(javafx);
        Objects.requireNonNull(monocle, "monocle");
    }

    /**
     * Reads {@code <root>/<module>/target/undercooked-<module>-<version>.jar} and the
     * {@code classpath.txt} the parent pom has every module write at {@code package}.
     *
     * @throws PackagingException naming the missing file and the build that makes it
     */
    public static AppInputs fromBuild(Path root, String module, String version) {
        Path target = root.resolve(module).resolve("target");
        Path jar = target.resolve("undercooked-" + module + "-" + version + ".jar");
        Path listed = target.resolve("classpath.txt");
        if (!Files.isRegularFile(jar) || !Files.isRegularFile(listed)) {
            throw new PackagingException("no build of " + module + " (" + (Files.isRegularFile(jar) ? listed : jar)
                    + " is missing): build first with `mvn package` (./undercooked package does)");
        }
        String text;
        try {
            text = Files.readString(listed).strip();
        } catch (IOException e) {
            throw new PackagingException("cannot read " + listed + ": " + e.getMessage());
        }
        List<Path> entries = new ArrayList<>();
        entries.add(jar);
        if (!text.isEmpty()) {
            for (String entry : text.split(File.pathSeparator)) {
                entries.add(Path.of(entry));
            }
        }
        for (Path p : entries) {
            if (!Files.isRegularFile(p)) {
                throw new PackagingException(p + " is on " + module + "'s class path but is not a jar file: rebuild"
                        + " with `mvn package` so every module has its jar");
            }
        }
        return split(entries);
    }

    /** Sorts a Maven class path (the app's jar first) into class path, JavaFX and Monocle. */
    static AppInputs split(List<Path> entries) {
        List<Path> cp = new ArrayList<>();
        List<Path> fx = new ArrayList<>();
        Optional<Path> monocle = Optional.empty();
        for (Path p : entries) {
            String name = p.getFileName().toString();
            Matcher m = JAVAFX.matcher(name);
            if (p.toString().contains("openjfx") && m.matches()) {
                if (m.group(1) != null) {
                    fx.add(p);
                }
            } else if (name.startsWith("openjfx-monocle-")) {
                monocle = Optional.of(p);
            } else {
                cp.add(p);
            }
        }
        return new AppInputs(entries.getFirst(), cp, fx, monocle);
    }

    /** Every jar the application ships, in order: the class path, then JavaFX, then Monocle. */
    public List<Path> allJars() {
        List<Path> all = new ArrayList<>(classPath);
        all.addAll(javafx);
        monocle.ifPresent(all::add);
        return all;
    }
}
