package undercooked.packaging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AppInputsTest {
    private static final String FX = "/m2/org/openjfx/javafx-graphics/25.0.2/";

    @Test
    void javafxPlaceholdersAreDroppedPlatformJarsGoToTheModulePathAndMonocleApart() {
        List<Path> maven = List.of(Path.of("/build/undercooked-studio-app-0.1.0.jar"), Path.of("/m2/okhttp-jvm-5.5.1.jar"),
                Path.of(FX + "javafx-graphics-25.0.2.jar"), Path.of(FX + "javafx-graphics-25.0.2-linux.jar"),
                Path.of("/m2/org/openjfx/javafx-base/25.0.2/javafx-base-25.0.2-linux-aarch64.jar"),
                Path.of("/m2/org/testfx/openjfx-monocle-21.0.2.jar"), Path.of("/m2/qrcodegen-1.8.0.jar"));
        AppInputs in = AppInputs.split(maven);
        assertEquals(Path.of("/build/undercooked-studio-app-0.1.0.jar"), in.mainJar());
        assertEquals(List.of(maven.get(0), maven.get(1), maven.get(6)), in.classPath());
        assertEquals(List.of(maven.get(3), maven.get(4)), in.javafx());
        assertEquals(Optional.of(maven.get(5)), in.monocle());
    }

    @Test
    void aServerClassPathHasNoJavafx() {
        AppInputs in = AppInputs.split(List.of(Path.of("/b/undercooked-server-0.1.0.jar"), Path.of("/m2/sqlite-jdbc-3.54.1.0.jar")));
        assertEquals(2, in.classPath().size());
        assertEquals(List.of(), in.javafx());
        assertEquals(Optional.empty(), in.monocle());
    }

    @Test
    void aMissingBuildIsNamedWithTheCommandThatMakesIt(@TempDir Path root) {
        PackagingException e = assertThrows(PackagingException.class,
                () -> AppInputs.fromBuild(root, "server", "0.1.0"));
        assertEquals("no build of server (" + root.resolve("server/target/undercooked-server-0.1.0.jar")
                + " is missing): build first with `mvn package` (./undercooked package does)", e.getMessage());
    }

    @Test
    void theAppVersionIsTheNumericPartOfTheProjectVersion() {
        assertEquals("0.1.0", Packager.appVersion("0.1.0-SNAPSHOT"));
        assertEquals("2.10", Packager.appVersion("2.10"));
        assertEquals("the project version dev does not start with a number",
                assertThrows(PackagingException.class,
                        () -> Packager.appVersion("dev")).getMessage());
    }
}
