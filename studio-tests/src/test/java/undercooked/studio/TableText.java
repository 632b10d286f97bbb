package undercooked.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;

import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.text.Text;

/** What a table draws: every cell and header whole, not cut to "p..." or "PUR...". */
final class TableText {
    private TableText() {
    }

    static void assertNoneCut(Node table) {
        for (Node n : table.lookupAll(".table-cell")) {
            if (n instanceof Labeled l && l.getText() != null && !l.getText().isEmpty() && l.lookup(".text") instanceof Text t) {
                assertEquals(l.getText(), t.getText(), "a cell drawn whole");
            }
        }
        for (Node n : table.lookupAll(".column-header .label")) {
            if (n instanceof Label l && l.lookup(".text") instanceof Text t) {
                assertEquals(l.getText(), t.getText(), "a header drawn whole");
            }
        }
    }
}
