package undercooked.studio.editor;

import javafx.geometry.Insets;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;

/**
 * The level's settings as fields. A value is committed with Enter or when the field loses
 * focus; a refused value stays in the field, marked red, and the reason is said in the line
 * under the form ({@link PropertiesViewModel#refusalProperty}), so nothing here moves.
 */
final class PropertiesView extends VBox {
    /** Our own state, not the theme's :danger, which adds a border and so makes the row 2 px taller. */
    private static final javafx.css.PseudoClass REFUSED = javafx.css.PseudoClass.getPseudoClass("refused");

    PropertiesView(PropertiesViewModel vm) {
        super(2);
        setPadding(new Insets(6, 8, 8, 8));
        getStyleClass().add("properties");
        section("Level");
        for (PropertiesViewModel.Field f : vm.fields()) {
            if (f == vm.interval) {
                recipes(vm); // near the top: the recipe list is what a designer changes most after the grid
                section("Orders");
            }
            if (f == vm.burn) {
                section("Hazards");
            }
            if (f == vm.rushAt) {
                CheckBox plates = new CheckBox("Dirty plates (need a sink)");
                plates.setId("prop-dirty-plates");
                plates.selectedProperty().bindBidirectional(vm.dirtyPlatesProperty());
                CheckBox fire = new CheckBox("Fire (burnt pots catch and spread)");
                fire.setId("prop-fire");
                fire.selectedProperty().bindBidirectional(vm.fireProperty());
                ignoreEnter(plates);
                ignoreEnter(fire);
                getChildren().addAll(plates, fire);
            }
            field(f);
        }
    }

    private void recipes(PropertiesViewModel vm) {
        section("Recipes");
        FlowPane recipes = new FlowPane(8, 4);
        for (PropertiesViewModel.RecipeChoice r : vm.recipes()) {
            CheckBox c = new CheckBox(r.id());
            c.setMnemonicParsing(false); // recipe ids have underscores, which would be eaten as mnemonics
            c.setId("recipe-" + r.id());
            c.selectedProperty().bindBidirectional(r.selectedProperty());
            ignoreEnter(c);
            recipes.getChildren().add(c);
        }
        getChildren().add(recipes);
    }

    /**
     * Fields commit on Enter, so designers press it everywhere; on a focused check box the
     * button behaviour would toggle it (and add an undo step). Space still toggles.
     */
    static void ignoreEnter(CheckBox box) {
        box.addEventFilter(KeyEvent.ANY, e -> {
            if (e.getCode() == KeyCode.ENTER) {
                e.consume();
            }
        });
    }

    private void section(String title) {
        Label l = new Label(title);
        l.getStyleClass().add("panel-title");
        l.setPadding(new Insets(6, 0, 0, 0));
        getChildren().add(l);
    }

    private void field(PropertiesViewModel.Field f) {
        Label label = new Label(f.label());
        label.getStyleClass().add("field-label");
        TextField tf = new TextField();
        tf.setId("prop-" + f.label().replaceAll("[^A-Za-z]+", "-").toLowerCase(java.util.Locale.ROOT).replaceAll("-+$", ""));
        tf.textProperty().bindBidirectional(f.textProperty());
        tf.setOnAction(e -> f.commit());
        tf.focusedProperty().addListener((o, was, now) -> {
            if (!now) {
                f.commit();
            }
        });
        f.errorProperty().addListener((o, a, b) -> tf.pseudoClassStateChanged(
                REFUSED, !b.isEmpty()));
        // In a narrow panel (a 900 x 600 window) the label gives way, cut with its whole text in a
        // tooltip, before the value does: a designer reads "06_rush_hour", not "06_rush_h".
        label.setMinWidth(60);
        label.setPrefWidth(128);
        label.setTooltip(new javafx.scene.control.Tooltip(f.label()));
        tf.setMinWidth(112);
        javafx.scene.layout.HBox row = new javafx.scene.layout.HBox(6, label, tf);
        row.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        javafx.scene.layout.HBox.setHgrow(tf, javafx.scene.layout.Priority.ALWAYS);
        getChildren().add(row);
    }
}
