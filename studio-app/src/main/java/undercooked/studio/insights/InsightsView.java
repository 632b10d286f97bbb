package undercooked.studio.insights;

import java.util.List;
import java.util.Optional;

import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

import undercooked.levels.Level;
import undercooked.protocol.LevelInsights;
import undercooked.sim.Sim;
import undercooked.studio.kitchen.KitchenRenderer;
import undercooked.studio.kitchen.KitchenView;
import undercooked.studio.kitchen.WireProjection;

/**
 * The Insights workspace's nodes: the filter bar, the kitchen drawn by the shared renderer with
 * the chosen heat layer over it (click a cell for its moments), the moments behind the picked
 * cell or bar (double-click or Open to see one in Replays at its tick, Play from here to play on
 * from it in Host), and the charts whose bars open their moments too.
 */
public final class InsightsView extends BorderPane {
    private final InsightsViewModel vm;
    private final KitchenView kitchen = new KitchenView();
    private final Canvas heat = new Canvas();
    private final StackPane board = new StackPane(kitchen, heat);
    private final ListView<LevelInsights.Moment> moments = new ListView<>();
    private final InsightsCharts charts;
    final Button exportPng = new Button("Export PNG...");
    final Button exportCsv = new Button("Export CSV...");

    public InsightsView(InsightsViewModel vm) {
        this.vm = vm;
        this.charts = new InsightsCharts(vm::drill);
        setId("insights");
        setTop(filters());
        heat.setId("insights-heat");
        heat.widthProperty().bind(board.widthProperty());
        heat.heightProperty().bind(board.heightProperty());
        board.setMinSize(200, 150);
        heat.setOnMouseClicked(e -> {
            KitchenRenderer r = kitchen.rendererProperty().get();
            if (r == null) {
                return;
            }
            redrawAll();
            r.hit(e.getX(), e.getY()).flatMap(InsightsView::cellOf).ifPresent(c -> vm.pick(c[0], c[1]));
        });
        setCenter(board);
        setRight(side());
        Label message = new Label();
        message.setId("insights-message");
        message.textProperty().bind(vm.messageProperty());
        Hyperlink broken = new Hyperlink("List the rounds not summarised");
        broken.setId("insights-broken");
        broken.visibleProperty().bind(Bindings.createBooleanBinding(() -> vm.insightsProperty().get()
                != null && vm.insightsProperty().get().broken() > 0, vm.insightsProperty()));
        broken.managedProperty().bind(broken.visibleProperty());
        broken.setOnAction(e -> vm.drill(new InsightsViewModel.Drill("broken", -1, -1, "", -1, -1)));
        HBox bottom = new HBox(6, message, broken);
        bottom.setPadding(new Insets(4, 8, 4, 8));
        setBottom(bottom);
        vm.kitchenProperty().addListener((o, a, level) -> show(level));
        for (Observable dep : List.<Observable>of(vm.insightsProperty(), vm.layerProperty(), vm.pickedXProperty(),
                vm.pickedYProperty(), board.widthProperty(), board.heightProperty())) {
            dep.addListener(o -> redrawAll());
        }
        vm.insightsProperty().addListener((o, a, in) -> charts.show(in));
    }

    private static Optional<int[]> cellOf(KitchenRenderer.Hit hit) {
        return switch (hit) {
            case KitchenRenderer.CellHit c -> Optional.of(new int[] {c.x(), c.y()});
            case KitchenRenderer.StationHit s -> Optional.of(new int[] {(int) s.station().x(), (int) s.station().y()});
            case KitchenRenderer.CookHit c -> Optional.empty();
        };
    }

    private Node filters() {
        TextField url = new TextField();
        url.setId("insights-url");
        url.setPrefColumnCount(13);
        url.textProperty().bindBidirectional(vm.urlProperty());
        ComboBox<String> level = new ComboBox<>(vm.levels());
        level.setId("insights-level");
        level.setEditable(true);
        level.setPrefWidth(150);
        level.valueProperty().bindBidirectional(vm.levelProperty());
        ChoiceBox<String> who = choice("insights-who", InsightsViewModel.WHO, vm.whoProperty());
        ChoiceBox<String> cooks = choice("insights-cooks", InsightsViewModel.COOKS, vm.cooksProperty());
        ChoiceBox<String> result = choice("insights-result", InsightsViewModel.RESULTS, vm.resultProperty());
        ChoiceBox<String> layer = choice("insights-layer", LevelInsights.LAYERS, vm.layerProperty());
        Button refresh = new Button("Refresh");
        refresh.setId("insights-refresh");
        refresh.setDefaultButton(true);
        refresh.disableProperty().bind(vm.busyProperty());
        refresh.setOnAction(e -> vm.refresh());
        exportPng.setId("insights-export-png");
        exportCsv.setId("insights-export-csv");
        FlowPane bar = new FlowPane(6, 6, new Label("Server"), url, new Label("Level"), level, new Label("Who"), who,
                new Label("Cooks"), cooks, new Label("Result"), result, refresh, new Label("Layer"), layer, exportPng, exportCsv);
        bar.setPadding(new Insets(6, 8, 6, 8));
        return bar;
    }

    private static ChoiceBox<String> choice(String id, List<String> items, javafx.beans.property.StringProperty p) {
        ChoiceBox<String> c = new ChoiceBox<>();
        c.getItems().setAll(items);
        c.setId(id);
        c.valueProperty().bindBidirectional(p);
        c.setPrefWidth(id.equals("insights-layer") ? 110 : 84);
        return c;
    }

    private Node side() {
        Label headline = new Label();
        headline.setId("insights-headline");
        headline.setWrapText(true);
        headline.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        headline.textProperty().bind(vm.headlineProperty());
        moments.setId("insights-moments");
        moments.setItems(vm.moments());
        moments.setPlaceholder(new Label("Click a cell of the kitchen, or a bar."));
        moments.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(LevelInsights.Moment m, boolean empty) {
                super.updateItem(m, empty);
                setText(empty || m == null ? null : InsightsViewModel.line(m, vm.drilledProperty().get()));
                setTooltip(empty || m == null ? null : new Tooltip(InsightsViewModel.detail(m)));
            }
        });
        moments.setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2) {
                openSelected();
            }
        });
        moments.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                openSelected();
            }
        });
        Button open = new Button("Open in Replays");
        open.setId("insights-open");
        open.setTooltip(new Tooltip("The round at this moment's tick, its field selected (double-click, Enter)"));
        open.disableProperty().bind(moments.getSelectionModel().selectedItemProperty().isNull());
        open.setOnAction(e -> openSelected());
        Button play = new Button("Play from here");
        play.setId("insights-play");
        play.setTooltip(new Tooltip("Play the round on from this moment's tick in a live room of the studio's"
                + " own server (Host)"));
        play.disableProperty().bind(moments.getSelectionModel().selectedItemProperty().isNull().or(vm.busyProperty()));
        play.setOnAction(e -> {
            LevelInsights.Moment m = moments.getSelectionModel().getSelectedItem();
            if (m != null) {
                vm.playFromHere(m);
            }
        });
        moments.setMinHeight(72);
        // the list takes what the charts leave: a list's own preferred height (400) squeezed the
        // funnel below the height its legend (which recipe a colour is) needs on a 1280x800 window
        moments.setPrefHeight(120);
        VBox.setVgrow(moments, Priority.ALWAYS);
        VBox side = new VBox(6, headline, moments, new HBox(6, open, play), charts);
        side.setPadding(new Insets(6, 8, 6, 0));
        side.setPrefWidth(340);
        side.setMinWidth(220);
        return side;
    }

    private void openSelected() {
        LevelInsights.Moment m = moments.getSelectionModel().getSelectedItem();
        if (m != null) {
            vm.open(m);
        }
    }

    private void show(Level level) {
        if (level == null) {
            kitchen.rendererProperty().set(null);
            return;
        }
        kitchen.rendererProperty().set(new KitchenRenderer(level));
        kitchen.kitchenSceneProperty().set(KitchenRenderer.Scene.of(new WireProjection()
                .frame(Sim.newRound(level.kitchen(), List.of(), 0), List.of())));
        redrawAll();
    }

    private void redrawAll() {
        kitchen.redraw();
        HeatOverlay.draw(heat, kitchen.rendererProperty().get(), vm.currentLayer(), vm.pickedXProperty().get(),
                vm.pickedYProperty().get());
    }

    /** The kitchen with its heat, as drawn (for the PNG export). */
    public Node board() {
        return board;
    }

    /** The renderer the kitchen was last drawn with (tests click a cell through its geometry). */
    public KitchenRenderer kitchenRenderer() {
        return kitchen.rendererProperty().get();
    }

    /** The funnel chart (tests click its bars). */
    public javafx.scene.chart.BarChart<String, Number> funnelChart() {
        return charts.funnel();
    }

    public ListView<LevelInsights.Moment> momentList() {
        return moments;
    }
}
