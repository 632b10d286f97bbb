package undercooked.levels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A file's JSON mistakes in plain words, never the parser's source, settings or markers. */
class JsonSyntaxTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            cut short       | {"id": "x",\\n  "grid": ["#"          | 1:2: the file ends before the [ opened at line 2, column 11 is closed (cut short, or a bracket missing?)
            object open     | {"id": "x"                           | 1:1: the file ends before the { opened at line 1, column 1 is closed (cut short, or a bracket missing?)
            comma too many  | {"id": "x",}                         | 1:12: '}' where a key in double quotes should be (a comma too many, or a key without quotes?)
            bare word       | {"id": tru}                          | 1:8: 'tru' is not a JSON value (strings take double quotes; true, false and null are lower case)
            comma missing   | {"id": "x" "name": "y"}              | 1:12: '"' where a comma or a closing bracket should be (a comma missing?)
            twice           | {"id": "x", "id": "y"}               | 1:17: the key "id" is given twice in one object
            """)
    void aMistakeIsSaidInPlainWords(String what, String text, String expected) {
        String json = text.replace("\\n", "\n");
        List<Problem> problems = LevelLoader.parse(json, "x.json").problems();
        String message = problems.getFirst().message();
        assertEquals(expected.substring(expected.indexOf(' ') + 1), message.substring(message.indexOf(": ") + 2), message);
        assertFalse(message.contains("Source") || message.contains("marker") || message.contains("StreamReadFeature"), message);
    }
}
