package undercooked.studio.editor;

import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.VBox;
import undercooked.studio.kitchen.TilePainter;

/** The tiles to paint with, drawn with the canvas's own shapes so a swatch looks like its tile. */
final class PaletteView extends ScrollPane {
    private final BooleanProperty compact = new SimpleBooleanProperty();

    PaletteView(EditorViewModel vm) {
        VBox box = new VBox(2);
        box.setPadding(new Insets(6));
        Label head = new Label("Palette");
        head.getStyleClass().add("panel-title");
        box.getChildren().add(head);
        ToggleGroup group = new ToggleGroup();
        for (PaletteEntry e : PaletteEntry.defaults()) {
            Canvas swatch = new Canvas(20, 20);
            TilePainter.paint(swatch.getGraphicsContext2D(), Optional.of(e.glyph()), 0, 0, 20);
            swatch.getGraphicsContext2D().setStroke(TilePainter.SWATCH_EDGE);
            swatch.getGraphicsContext2D().setLineWidth(1);
            swatch.getGraphicsContext2D().strokeRect(0.5, 0.5, 19, 19);
            ToggleButton b = new ToggleButton(e.label(), swatch);
            b.setId("palette-" + (int) e.symbol());
            b.setToggleGroup(group);
            b.setUserData(e.symbol());
            b.setMaxWidth(Double.MAX_VALUE);
            b.setAlignment(Pos.CENTER_LEFT);
            b.getStyleClass().add("palette-entry");
            b.contentDisplayProperty().bind(Bindings.when(compact).then(ContentDisplay.GRAPHIC_ONLY)
                    .otherwise(ContentDisplay.LEFT));
            b.setTooltip(new Tooltip("'" + e.symbol() + "' " + e.label() + " (" + e.glyph().token() + ")"));
            b.setOnAction(ev -> {
                vm.brushProperty().set(e.symbol());
                if (vm.toolProperty().get() == Tool.ERASE || vm.toolProperty().get() == Tool.EYEDROPPER
                        || vm.toolProperty().get() == Tool.SELECT) {
                    vm.toolProperty().set(Tool.PAINT); // picking a tile means "paint with it"
                }
            });
            box.getChildren().add(b);
        }
        Runnable sync = () -> group.getToggles().forEach(t -> t.setSelected(vm.brushProperty().get().equals(t.getUserData())));
        vm.brushProperty().addListener(o -> sync.run());
        group.selectedToggleProperty().addListener((o, a, b) -> {
            if (b == null) {
                sync.run(); // clicking the selected entry again keeps it selected
            }
        });
        sync.run();
        setContent(box);
        setFitToWidth(true);
        head.visibleProperty().bind(compact.not());
        head.managedProperty().bind(compact.not());
        prefWidthProperty().bind(Bindings.when(compact).then(52.0).otherwise(190.0));
        minWidthProperty().bind(prefWidthProperty());
        setHbarPolicy(ScrollBarPolicy.NEVER);
    }

    /** Swatches only (names in the tooltips): what a narrow window shows. */
    BooleanProperty compactProperty() {
        return compact;
    }
}
