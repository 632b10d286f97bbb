package undercooked.packaging;

import java.io.File;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The JDK modules an application's trimmed runtime needs: what {@code jdeps} finds in every jar
 * that runs on the class path, plus what JavaFX's modules declare they require (they run on the
 * module path beside the runtime, so jlink's closure must already hold their JDK modules; jdeps
 * does not report those). Only modules of this JDK are kept; jlink adds their own requirements.
 */
final class RuntimeModules {
    /**
     * Modules no class names, found through a service lookup at run time, so jdeps cannot see
     * them: {@code jdk.zipfs} provides the "jar" file system the levels module reads the built-in
     * campaign through (without it the server stops at start with "Provider "jar" not found").
     */
    static final List<String> SERVICES = List.of("jdk.zipfs");

    private RuntimeModules() {
    }

    static SortedSet<String> of(AppInputs app) {
        SortedSet<String> modules = new TreeSet<>(jdeps(app.classPath(), app.javafx()));
        modules.addAll(requiredBy(app.javafx()));
        modules.addAll(SERVICES);
        Set<String> jdk = ModuleFinder.ofSystem().findAll().stream().map(r -> r.descriptor().name())
                .collect(Collectors.toSet());
        modules.retainAll(jdk);
        if (modules.isEmpty()) {
            throw new PackagingException("jdeps found no JDK modules for " + app.mainJar().getFileName());
        }
        return modules;
    }

    /**
     * jdeps over every jar, each one also on the module path: several of them are modular jars
     * (OkHttp, Jackson) whose requires jdeps must resolve, the rest it treats as automatic. It
     * warns about the same jar seen both ways ("split package"); only its last line is the answer.
     * JavaFX is on the module path only, for the modular jars that require it (AtlantaFX).
     */
    private static List<String> jdeps(List<Path> jars, List<Path> javafx) {
        String path = Stream.concat(jars.stream(), javafx.stream()).map(Path::toString)
                .collect(Collectors.joining(File.pathSeparator));
        List<String> args = new ArrayList<>(List.of("--print-module-deps", "--ignore-missing-deps", "--multi-release",
                Integer.toString(Runtime.version().feature()), "--module-path", path));
        jars.forEach(j -> args.add(j.toString()));
        String out = JdkTool.run("jdeps", args);
        List<String> lines = out.lines().map(String::strip)
                .filter(l -> !l.isEmpty() && !l.startsWith("Warning:")).toList();
        if (lines.isEmpty() || !lines.getLast().matches("[a-z][a-z0-9.,]*")) {
            throw new PackagingException("jdeps printed no module list: " + out.strip());
        }
        return List.of(lines.getLast().split(","));
    }

    /** The non-static {@code requires} of the modules in these jars. */
    static Set<String> requiredBy(List<Path> modularJars) {
        Set<String> out = new TreeSet<>();
        for (ModuleReference ref : ModuleFinder.of(modularJars.toArray(Path[]::new)).findAll()) {
            for (ModuleDescriptor.Requires r : ref.descriptor().requires()) {
                if (!r.modifiers().contains(ModuleDescriptor.Requires.Modifier.STATIC)) {
                    out.add(r.name());
                }
            }
        }
        return out;
    }
}
