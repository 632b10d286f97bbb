package undercooked.server.archive;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * The file names of the migrations the server ships ({@code db/migration/V<n>__*.sql}), read where
 * the server's classes are: its classes folder, or its jar when Maven has packaged it (the whole
 * suite runs {@code verify}, and these tests are a module of their own).
 */
final class ShippedMigrations {

    private static final String FOLDER = "db/migration/";

    private ShippedMigrations() {
    }

    static List<String> names() throws IOException, URISyntaxException {
        URI where = Migrations.class.getResource("/" + FOLDER).toURI();
        if ("jar".equals(where.getScheme())) {
            String inner = where.getRawSchemeSpecificPart();
            Path jarPath = Path.of(URI.create(inner.substring(0, inner.indexOf("!/"))));
            try (JarFile jar = new JarFile(jarPath.toFile())) {
                return jar.stream().map(e -> e.getName())
                        .filter(n -> n.startsWith(FOLDER) && n.length() > FOLDER.length() && !n.endsWith("/"))
                        .map(n -> n.substring(FOLDER.length())).sorted().toList();
            }
        }
        try (Stream<Path> files = Files.list(Path.of(where))) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
