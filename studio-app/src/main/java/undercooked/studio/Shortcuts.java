package undercooked.studio;

import java.util.List;
import java.util.Objects;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;

/**
 * The shortcut sheet shown by Help > Keyboard Shortcuts, as a table grouped by what the keys do
 * (docs/STUDIO.md has the same keys).
 */
public final class Shortcuts {
    /** One key (or combination) and what it does. */
    public record Row(String keys, String action) {
        public Row {
            Objects.requireNonNull(keys, "keys");
            Objects.requireNonNull(action, "action");
        }
    }

    /** A titled group of rows. */
    public record Group(String title, List<Row> rows) {
        public Group {
            Objects.requireNonNull(title, "title");
            rows = List.copyOf(rows);
        }
    }

    public static final List<Group> GROUPS = List.of(
            new Group("Tools", List.of(
                    new Row("B", "Paint"), new Row("E", "Erase"), new Row("L", "Line"), new Row("R", "Rectangle"),
                    new Row("Shift+R", "Filled rectangle"), new Row("G", "Flood fill"), new Row("I", "Eyedropper"),
                    new Row("M", "Select (drag inside the selection to move it)"), new Row("1 - 4", "Spawn brush"))),
            new Group("Edit", List.of(
                    new Row("Ctrl+Z", "Undo"), new Row("Ctrl+Shift+Z, Ctrl+Y", "Redo"),
                    new Row("Ctrl+X / Ctrl+C", "Cut / copy the selection"), new Row("Ctrl+V", "Paste (at the pointer)"),
                    new Row("Delete, Backspace", "Delete the selection (to floor)"),
                    new Row("Arrow keys", "Move the selection one cell"), new Row("Ctrl+A", "Select all"),
                    new Row("Esc", "Deselect"))),
            new Group("View", List.of(
                    new Row("Wheel, Ctrl+= / Ctrl+-", "Zoom in / out"), new Row("Ctrl+0", "Fit the level"),
                    new Row("Right or middle drag, Space+drag", "Pan"), new Row("Ctrl+G", "Grid lines"),
                    new Row("Ctrl+H", "Reachability overlay"))),
            new Group("Replays", List.of(
                    new Row(". or Right, , or Left", "One tick forward / back (with Shift: one second)"),
                    new Row("Home, End", "First / last tick"), new Row("Space", "Play / pause"),
                    new Row("[ ]", "Previous / next event of the chosen kind"),
                    new Row("Ctrl+B", "Bookmark this tick"), new Row("Ctrl+Shift+B", "Report a bug at this tick"),
                    new Row("Ctrl+Shift+C", "Copy a link to this tick"),
                    new Row("Ctrl+Shift+O", "Open a replay"), new Row("Ctrl+Shift+R", "Open a round from a server"),
                    new Row("F6", "Play from here (a live room at this tick)"))),
            new Group("Play-test and Spectate", List.of(
                    new Row("F5", "Play-test the level (Editor): a room on the studio's server, watched in Spectate"),
                    new Row("Enter", "Spectate: list the server's rooms (in the server field)"))),
            new Group("File", List.of(
                    new Row("Ctrl+N", "New level"), new Row("Ctrl+O", "Open"), new Row("Ctrl+S", "Save"),
                    new Row("Ctrl+Shift+S", "Save as"), new Row("Ctrl+Q", "Quit"), new Row("F1", "This list"))));

    private Shortcuts() {
    }

    /** The groups as a two-column table: a title row per group, then keys and action. */
    public static GridPane table(List<Group> groups) {
        GridPane g = new GridPane(18, 3);
        g.setId("shortcuts");
        g.setPadding(new Insets(4, 8, 4, 8));
        int row = 0;
        for (Group group : groups) {
            Label title = new Label(group.title());
            title.getStyleClass().add("panel-title");
            title.setPadding(new Insets(row == 0 ? 0 : 10, 0, 2, 0));
            g.add(title, 0, row++, 2, 1);
            for (Row r : group.rows()) {
                Label keys = new Label(r.keys());
                keys.getStyleClass().add("shortcut-keys");
                keys.setMnemonicParsing(false);
                Label action = new Label(r.action());
                action.setMnemonicParsing(false);
                g.addRow(row++, keys, action);
            }
        }
        return g;
    }
}
