package undercooked.levels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * One minimal bad fixture per problem code under {@code src/test/resources/bad/<code>/} (a file,
 * or a folder for cross-file rules; {@code no_such_path} deliberately has none). A new code
 * without a fixture fails the first test, so the table cannot quietly lose a row.
 */
class ProblemCodesTest {
    static final Path BAD = Path.of("src", "test", "resources", "bad");

    private final LevelValidator validator = new LevelValidator(RecipeBook.builtIn());

    @ParameterizedTest(name = "{0}")
    @EnumSource(ProblemCode.class)
    void eachMinimalBadFixtureIsNamedWithExactlyItsOwnCode(ProblemCode code) {
        List<Problem> problems = validator.validatePath(BAD.resolve(code.code()));

        assertEquals(Set.of(code.code()), codes(problems), () -> "problems: " + problems);
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(ProblemCode.class)
    void everyProblemNamesItsFileAndSaysWhatToDo(ProblemCode code) {
        for (Problem p : validator.validatePath(BAD.resolve(code.code()))) {
            assertTrue(p.file().startsWith(BAD.resolve(code.code()).toString()), p::render);
            assertTrue(p.message().length() > 10, p::render);
            assertTrue(p.render().contains(": " + code.code() + ": "), p::render);
        }
    }

    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.ValueSource(strings = {"bad_legend", "unknown_key", "bad_value"})
    void aFileWithAShapeProblemIsNoLevelForAReaderThatTakesWhatItCan(String code) {
        // The editor and the play-test read levels this way; a level made of what could be read
        // would lose the bad legend entry or the unknown key without a word.
        LevelLoader.Result r = LevelLoader.load(BAD.resolve(code).resolve("01_x.json"));
        assertEquals(Set.of(code), codes(r.problems()));
        assertTrue(r.level().isEmpty(), "no level from a file with a " + code + " problem");
    }

    @ParameterizedTest(name = "{0} at {2}")
    @CsvSource(delimiter = '|', textBlock = """
            bad_json            | 01_x.json  | 4:3
            wrong_type          | 01_x.json  | $.order
            missing_key         | 01_x.json  | $.name
            unknown_key         | 01_x.json  | $.colour
            bad_value           | 01_x.json  | $.orders.interval_s
            id_mismatch         | 01_y.json  | $.id
            duplicate_order     | 01_b.json  | $.order
            bad_legend          | 01_x.json  | $.legend["ab"]
            ragged_row          | 01_x.json  | x 6, y 2
            unknown_tile        | 01_x.json  | x 3, y 0
            duplicate_spawn     | 01_x.json  | x 3, y 2
            spawn_blocked       | 01_x.json  | x 7, y 1
            unreachable_station | 01_x.json  | x 1, y 4
            unknown_recipe      | 01_x.json  | $.recipes[1]
            duplicate_recipe    | 01_x.json  | $.recipes[1]
            recipe_missing_shelf | 01_x.json | $.recipes[0]
            deadline_too_short  | 01_x.json  | $.orders.deadline_s
            target_unreachable  | 01_x.json  | $.target_score
            """)
    void problemsPointAtTheCellOrKeyThatIsWrong(String code, String file, String location) {
        List<Problem> problems = validator.validatePath(BAD.resolve(code));

        assertEquals(List.of(BAD.resolve(code).resolve(file) + ":" + location),
                problems.stream().map(p -> p.file() + ":" + p.location().render()).distinct().toList());
    }

    @ParameterizedTest
    @EnumSource(ProblemCode.class)
    void codesAreStableLowerSnakeStrings(ProblemCode code) {
        assertTrue(code.code().matches("[a-z]+(_[a-z]+)*"), code.code());
    }

    @org.junit.jupiter.api.Test
    void aFolderOfBrokenFilesReportsEveryCodeInOnePass() {
        List<Path> all = java.util.Arrays.stream(ProblemCode.values()).map(c -> BAD.resolve(c.code())).toList();

        Set<String> found = codes(validator.validatePaths(all));

        assertEquals(java.util.Arrays.stream(ProblemCode.values()).map(ProblemCode::code)
                .collect(Collectors.toCollection(TreeSet::new)), found);
        assertFalse(found.isEmpty());
    }

    static Set<String> codes(List<Problem> problems) {
        return problems.stream().map(p -> p.code().code()).collect(Collectors.toCollection(TreeSet::new));
    }
}
