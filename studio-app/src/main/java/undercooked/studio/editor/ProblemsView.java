package undercooked.studio.editor;

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
        list.setCellFactory(lv -> new ListCell<>() {
            @Override
            protected void updateItem(Problem p, boolean empty) {
                super.updateItem(p, empty);
                setText(null);
                if (empty || p == null) {
                    setGraphic(null);
                    return;
                }
                Label text = new Label(p.code().code() + "  " + p.location().render() + "\n" + p.message());
                text.setWrapText(true);
                // A cell sizes itself from its graphic's preferred width, which for a wrapping label
                // is its whole text on one line; pinning the width to the list's makes it wrap.
                text.prefWidthProperty().bind(lv.widthProperty().subtract(30));
                text.maxWidthProperty().bind(lv.widthProperty().subtract(30));
                text.setMinHeight(Region.USE_PREF_SIZE);
                setPrefWidth(0);
                setGraphic(text);
            }
        });
        list.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> vm.selectProblem(Optional.ofNullable(b)));
        VBox.setVgrow(list, Priority.ALWAYS);
        getChildren().addAll(head, list);
    }
}
