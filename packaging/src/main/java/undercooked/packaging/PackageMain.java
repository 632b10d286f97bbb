package undercooked.packaging;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * {@code ./undercooked package [--out DIR] [--no-deb]}: builds the server distribution, both
 * app images and, when fakeroot and dpkg-deb are there, a .deb of each; prints what it made,
 * how long each part took and how big it is.
 */
public final class PackageMain {
    static final String USAGE = """
            usage: ./undercooked package [--out DIR] [--no-deb]
              --out DIR   where to build (default packaging/out)
              --no-deb    app images and the server distribution only""";

    private PackageMain() {
    }

    public static void main(String[] args) {
        System.exit(run(List.of(args), System.out, System.err));
    }

    static int run(List<String> args, PrintStream out, PrintStream err) {
        Path root = Path.of(System.getProperty("undercooked.root", ".")).toAbsolutePath().normalize();
        Path dest = root.resolve("packaging/out");
        boolean deb = true;
        List<String> rest = new ArrayList<>(args);
        while (!rest.isEmpty()) {
            String a = rest.removeFirst();
            switch (a) {
                case "--no-deb" -> deb = false;
                case "--out" -> {
                    if (rest.isEmpty()) {
                        err.println("package: --out needs a folder\n" + USAGE);
                        return 2;
                    }
                    dest = Path.of(rest.removeFirst()).toAbsolutePath().normalize();
                }
                case "--help", "-h" -> {
                    out.println(USAGE);
                    return 0;
                }
                default -> {
                    err.println("package: unknown argument " + a + "\n" + USAGE);
                    return 2;
                }
            }
        }
        long t0 = System.nanoTime();
        Packager p = new Packager(root, dest, version(), out::println);
        try {
            out.println("packaging Undercooked " + version() + " into " + dest);
            p.serverDistribution();
            p.serverImage();
            p.studioImage();
            List<String> missing = Packager.debToolsMissing();
            if (deb && missing.isEmpty()) {
                for (Path d : p.debs()) {
                    out.printf("  %-22s %5.1f MB  %s%n", d.getFileName(), d.toFile().length() / 1e6, d);
                }
            } else if (deb) {
                err.println("package: no .deb built: it needs " + String.join(" and ", missing)
                        + " (sudo apt-get install fakeroot dpkg-dev); the app images are ready");
            }
        } catch (PackagingException e) {
            err.println("package: " + e.getMessage());
            return 1;
        }
        out.printf("done in %.1f s. Start the studio with %s, the server with %s%n", (System.nanoTime() - t0) / 1e9,
                p.layout().images().resolve(Packager.STUDIO).resolve("bin").resolve(Packager.STUDIO),
                p.layout().server().resolve("bin").resolve(Packager.SERVER));
        return 0;
    }

    /** The project version Maven stamped into packaging.properties. */
    static String version() {
        try (InputStream in = PackageMain.class.getResourceAsStream("packaging.properties")) {
            Properties props = new Properties();
            if (in != null) {
                props.load(in);
            }
            String v = props.getProperty("version", "").strip();
            if (v.isEmpty() || v.startsWith("${")) {
                throw new PackagingException("packaging.properties has no version: run through Maven's build");
            }
            return v;
        } catch (IOException e) {
            throw new PackagingException("cannot read packaging.properties: " + e.getMessage());
        }
    }
}
