package undercooked.studio;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** F1's sheet lists every workspace's keys, not only the editor's. */
class ShortcutsTest {
    private static List<String> keys() {
        return Shortcuts.GROUPS.stream().flatMap(g -> g.rows().stream()).map(Shortcuts.Row::keys).toList();
    }

    @ParameterizedTest
    @ValueSource(strings = {". or Right, , or Left", "Space", "[ ]", "Ctrl+B", "Ctrl+Shift+C", "Ctrl+Shift+O", "Ctrl+Shift+R",
            "F6", "F5", "Ctrl+Shift+B"})
    void theSheetListsTheKey(String key) {
        assertTrue(keys().contains(key), key + " in " + keys());
    }
}
