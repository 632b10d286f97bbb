package undercooked.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.text.Text;
import org.testfx.util.WaitForAsyncUtils;

/** What a table draws: every cell and header whole, not cut to "p..." or "PUR...". */
final class TableText {
    private TableText() {
    }

    /**
     * Checks on the FX thread, after the table's CSS and layout: a cell whose item just came has
     * its text but draws it only at the next layout (an empty {@code Text} until then), which a
     * busy machine's pulse can leave for later than the test's next line.
     */
    static void assertNoneCut(Node table) {
        try {
            WaitForAsyncUtils.asyncFx(() -> {
                table.applyCss();
                if (table instanceof Parent p) {
                    p.layout();
                }
                check(table);
            }).get(10, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof AssertionError a) {
                throw a;
            }
            throw new IllegalStateException(e.getCause());
        } catch (InterruptedException | TimeoutException e) {
            throw new IllegalStateException("the table's check did not run on the FX thread", e);
        }
    }

    private static void check(Node table) {
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
