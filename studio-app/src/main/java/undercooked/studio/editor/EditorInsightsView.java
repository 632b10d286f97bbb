package undercooked.studio.editor;

import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;

import undercooked.protocol.LevelInsights;
import undercooked.studio.Jobs;
import undercooked.studio.StudioContext;

/** The editor's Insights tab: a server, a layer, Fetch, Show on the grid, and the warning in words. */
final class EditorInsightsView extends VBox {

    /**
     * Makes the tab's view model, adds the tab to {@code view}, draws its overlay on the grid and
     * keeps it on {@code vm}'s level and on the server the studio uses.
     */
    static EditorInsightsViewModel install(EditorView view, EditorViewModel vm, StudioContext context) {
        EditorInsightsViewModel insights = new EditorInsightsViewModel(Jobs.background(1), context::client);
        view.addInsights(new EditorInsightsView(insights));
        view.canvas().insightsOverlayProperty().bind(insights.overlayProperty());
        insights.level(vm.level());
        vm.levelProperty().addListener((o, a, l) -> insights.level(l));
        context.shell().serverInUseProperty().addListener((o, a, u) -> {
            if (!u.isBlank()) {
                insights.urlProperty().set(u);
            }
        });
        return insights;
    }

    EditorInsightsView(EditorInsightsViewModel vm) {
        super(6);
        setId("editor-insights");
        setPadding(new Insets(6, 8, 6, 8));
        TextField url = new TextField();
        url.setId("editor-insights-url");
        url.setPrefColumnCount(14);
        url.textProperty().bindBidirectional(vm.urlProperty());
        ChoiceBox<String> layer = new ChoiceBox<>();
        layer.setId("editor-insights-layer");
        layer.getItems().setAll(LevelInsights.LAYERS);
        layer.valueProperty().bindBidirectional(vm.layerProperty());
        Button fetch = new Button("Fetch");
        fetch.setId("editor-insights-fetch");
        fetch.setTooltip(new Tooltip("Ask the server for this level's insights over every archived round of it"));
        fetch.disableProperty().bind(vm.busyProperty());
        fetch.setOnAction(e -> vm.fetch());
        CheckBox show = new CheckBox("Show on the grid");
        show.setId("editor-insights-show");
        show.selectedProperty().bindBidirectional(vm.showProperty());
        Label warning = new Label();
        warning.setId("editor-insights-warning");
        warning.setWrapText(true);
        warning.getStyleClass().add("field-error");
        warning.textProperty().bind(vm.warningProperty());
        warning.visibleProperty().bind(vm.warningProperty().isNotEmpty());
        warning.managedProperty().bind(warning.visibleProperty());
        Label message = new Label();
        message.setId("editor-insights-message");
        message.setWrapText(true);
        message.textProperty().bind(vm.messageProperty());
        // The warning first: in a short window the tab shows only its top rows, and stale heat
        // drawn over a changed kitchen is what the designer must not miss.
        getChildren().addAll(warning, new FlowPane(6, 6, new Label("Server"), url, fetch),
                new FlowPane(6, 6, new Label("Layer"), layer, show), message);
    }
}
