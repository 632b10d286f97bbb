package undercooked.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * ROOMS.md's settings table is the {@link Setting} table, row for row: name, flag, variable and
 * default (a setting with an empty default shows a word in brackets, such as "(none)").
 */
class SettingsDocSyncTest {

    private static List<List<String>> documentedRows() throws IOException {
        List<String> lines = Files.readAllLines(Path.of("..", "docs", "ROOMS.md"));
        int header = lines.indexOf("| Setting | Flag | Variable | Default | What it bounds |");
        assertTrue(header > 0, "ROOMS.md has the settings table");
        return lines.subList(header + 2, lines.size()).stream().takeWhile(l -> l.startsWith("|"))
                .map(l -> Arrays.stream(l.substring(1, l.length() - 1).split(" \\| ", 5)).map(String::strip)
                        .map(c -> c.replace("`", "")).toList())
                .toList();
    }

    @Test
    void roomsMdListsEverySettingInTheTablesOrderWithItsFlagVariableAndDefault() throws IOException {
        List<List<String>> rows = documentedRows();
        assertEquals(Arrays.stream(Setting.values()).map(Setting::key).toList(), rows.stream().map(r -> r.get(0)).toList(),
                "ROOMS.md's settings, in order");
        for (int i = 0; i < rows.size(); i++) {
            Setting s = Setting.values()[i];
            List<String> row = rows.get(i);
            assertEquals(s.flag(), row.get(1), s.key());
            assertEquals(s.envName(), row.get(2), s.key());
            if (s.defaultValue().isEmpty()) {
                assertTrue(row.get(3).startsWith("(") && row.get(3).endsWith(")"), s.key() + ": " + row.get(3));
            } else {
                assertEquals(s.defaultValue(), row.get(3), s.key());
            }
            assertTrue(!row.get(4).isBlank(), s.key() + " says what it bounds");
        }
    }
}
