package undercooked.levels;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import undercooked.sim.SimConstants;

class RulesVersionTest {
    @TempDir
    Path dir;

    @Test
    void theCurrentVersionIsComputedOnceFromTheWholeKernelAndReadsAsANameAndAnId() {
        RulesVersion v = RulesVersion.current();
        assertEquals(v, RulesVersion.compute(), "the same kernel gives the same version");
        assertTrue(v.id().matches("[0-9a-f]{16}"), v.id());
        assertTrue(v.name().matches("[a-z]+-[a-z]+-" + v.id().substring(0, 4)), v.name());
        assertFalse(v.partial(), "the sim's classes are read from its folder or jar");
        assertEquals(v.name() + " (" + v.id() + ")", v.shown());
    }

    @Test
    void everyPublicConstantIsHashedByNameAndValue() {
        String constants = RulesVersion.constants();
        assertTrue(constants.contains("MISSED_PENALTY=" + SimConstants.MISSED_PENALTY + "\n"), constants);
        assertEquals(SimConstants.class.getFields().length, constants.lines().count());
    }

    @Test
    void aRecipesPointsOrCookTimeIsPartOfTheRulesButItsNameIsNot() {
        RecipeBook shipped = RecipeBook.builtIn();
        undercooked.sim.Recipe first = shipped.recipes().getFirst();
        java.util.function.Function<undercooked.sim.Recipe, RecipeBook> withFirst = r -> {
            java.util.List<undercooked.sim.Recipe> all = new java.util.ArrayList<>(shipped.recipes());
            all.set(0, r);
            return RecipeBook.of(all);
        };
        RulesVersion now = RulesVersion.compute(shipped);
        assertEquals(RulesVersion.current(), now, "the running kernel's version is the shipped book's");
        assertNotEquals(now, RulesVersion.compute(withFirst.apply(new undercooked.sim.Recipe(first.id(), first.name(),
                first.ingredients(), first.cooked(), first.points() + 1, first.cookTicks()))), "points");
        assertNotEquals(now, RulesVersion.compute(withFirst.apply(new undercooked.sim.Recipe(first.id(), first.name(),
                first.ingredients(), first.cooked(), first.points(), first.cookTicks() + 20))), "cook time");
        assertEquals(now, RulesVersion.compute(withFirst.apply(new undercooked.sim.Recipe(first.id(),
                first.name() + " deluxe", first.ingredients(), first.cooked(), first.points(), first.cookTicks()))),
                "a display name is not a rule");
        assertTrue(RulesVersion.recipes(shipped).lines().count() == shipped.recipes().size());
    }

    @Test
    void anotherDigestIsAnotherVersionAndName() {
        byte[] a = new byte[32];
        byte[] b = a.clone();
        b[0] = 1;
        b[1] = 1;
        b[2] = 1;
        assertNotEquals(RulesVersion.of(a, false), RulesVersion.of(b, false));
        assertNotEquals(RulesVersion.of(a, false).name(), RulesVersion.of(b, false).name());
    }

    /** Compiles {@code source} as {@code T.java} and returns its class file. */
    private byte[] compiled(String name, String source) throws IOException {
        Path src = dir.resolve(name).resolve("T.java");
        Files.createDirectories(src.getParent());
        Files.writeString(src, source);
        int rc = ToolProvider.getSystemJavaCompiler().run(null, null, null, "-g", "-d",
                src.getParent().toString(), src.toString());
        assertEquals(0, rc, "compiles");
        return Files.readAllBytes(src.getParent().resolve("T.class"));
    }

    @Test
    void aCommentOrABlankLineMovesNothingButACodeChangeDoes() throws IOException {
        byte[] plain = compiled("a", "class T { int f(int x) { int y = x + 1; return y * 2; } }");
        byte[] moved = compiled("b", "class T {\n\n  // a comment that shifts every line\n\n  int f(int x) {\n"
                + "    int renamed = x + 1;\n    return renamed * 2;\n  }\n}\n");
        byte[] changed = compiled("c", "class T { int f(int x) { int y = x + 1; return y * 3; } }");
        assertFalse(Arrays.equals(plain, moved), "javac's own bytes differ (line numbers, local names)");
        assertArrayEquals(RulesVersion.stripped(plain), RulesVersion.stripped(moved));
        assertFalse(Arrays.equals(RulesVersion.stripped(plain), RulesVersion.stripped(changed)));
    }
}
