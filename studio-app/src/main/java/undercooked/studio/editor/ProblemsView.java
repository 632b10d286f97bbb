package undercooked.studio.editor;

import java.util.List;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import undercooked.levels.Problem;

/** The validator's problems, live; selecting one highlights its cell on the canvas. */
final class ProblemsView extends VBox {
    ProblemsView(EditorViewModel vm) {
        super(4);
        setPadding(new Insets(6, 8, 8, 8));
        Label head = new Label();
        head.getStyleClass().add("panel-title");
        head.textProperty().bind(Bindings.createStringBinding(() -> vm.checkFailedProperty().get()
                ? "Problems: the check itself failed (check_failed); see the log"
                : vm.problems().isEmpty() ? "Problems: none, the level is valid"
                : "Problems (" + vm.problems().size() + ")", vm.problems(), vm.checkFailedProperty()));
        ListView<Problem> list = new ListView<>(vm.problems());
        list.setId("problems");
        list.setPlaceholder(new Label("No problems: this kitchen is playable."));
        list.setCellFactory(lv -> new ProblemCell(lv));
        list.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> vm.selectProblem(Optional.ofNullable(b)));
        VBox.setVgrow(list, Priority.ALWAYS);
        getChildren().addAll(head, list);
    }

    /**
     * A problem as two parts: its code and cell, then the message wrapped to the list's width.
     * A wrapping label reports its whole text on one line as its preferred width, so the row
     * would size itself for one line and clip the rest; the message's width is therefore
     * pinned to the list's (less padding and the scroll bar) and the row is as tall as that text.
     */
    private static final class ProblemCell extends ListCell<Problem> {
        private final Label head = new Label();
        private final Label message = new Label();
        private final VBox box = new VBox(2, head, message);

        ProblemCell(ListView<Problem> lv) {
            getStyleClass().add("problem-cell");
            head.getStyleClass().add("problem-code");
            head.setMnemonicParsing(false);
            message.setMnemonicParsing(false);
            for (Label l : List.of(head, message)) {
                l.setWrapText(true);
                l.setMinHeight(Region.USE_PREF_SIZE);
                l.prefWidthProperty().bind(lv.widthProperty().subtract(40));
                l.maxWidthProperty().bind(l.prefWidthProperty());
            }
            box.setMinHeight(Region.USE_PREF_SIZE);
            setPrefWidth(0);
        }

        @Override
        protected void updateItem(Problem p, boolean empty) {
            super.updateItem(p, empty);
            setText(null);
            if (empty || p == null) {
                setGraphic(null);
                return;
            }
            String where = p.location().render();
            head.setText(p.code().code() + (where.isEmpty() ? "" : "   " + where));
            message.setText(p.message());
            setGraphic(box);
        }
    }
}
