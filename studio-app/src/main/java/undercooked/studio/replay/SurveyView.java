package undercooked.studio.replay;

import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import undercooked.levels.survey.Outcome;
import undercooked.levels.survey.SurveyReport;

/**
 * The survey window: where to survey (a folder or a server), Survey and Cancel with a progress
 * bar; the groups of changed rounds as a table with a bar chart of the counts beside it; the
 * selected group's example rounds, each opened at its first divergent tick; the entries that could
 * not be surveyed, one a line; and the report's summary line.
 */
final class SurveyView extends BorderPane {
    SurveyView(SurveyViewModel vm, Supplier<Optional<Path>> chooseFolder, Runnable close) {
        setPadding(new Insets(10));
        setPrefSize(980, 620);
        TextField archive = new TextField();
        archive.setId("survey-archive");
        archive.setPromptText("a folder of replays, or http://host:8080");
        archive.textProperty().bindBidirectional(vm.archiveProperty());
        HBox.setHgrow(archive, Priority.ALWAYS);
        Button folder = whole(new Button("Folder..."));
        folder.setId("survey-folder");
        folder.setOnAction(e -> chooseFolder.get().ifPresent(p -> vm.archiveProperty().set(p.toString())));
        TextField level = new TextField();
        level.setId("survey-level");
        level.setPromptText("level id (any)");
        level.setPrefColumnCount(12);
        level.textProperty().bindBidirectional(vm.levelProperty());
        Button run = whole(new Button("Survey"));
        run.setId("survey-run");
        run.setDefaultButton(true);
        run.disableProperty().bind(vm.runningProperty());
        run.setOnAction(e -> vm.run());
        Button cancel = whole(new Button("Cancel"));
        cancel.setId("survey-cancel");
        cancel.disableProperty().bind(vm.runningProperty().not());
        cancel.setOnAction(e -> vm.cancel());
        HBox top = new HBox(6, new Label("Archive"), archive, folder, level, run, cancel);
        top.setAlignment(Pos.CENTER_LEFT);
        ProgressBar bar = new ProgressBar();
        bar.setId("survey-progress");
        bar.setMaxWidth(Double.MAX_VALUE);
        bar.progressProperty().bind(vm.progressProperty());
        bar.visibleProperty().bind(vm.runningProperty());
        VBox head = new VBox(6, top, bar);
        head.setPadding(new Insets(0, 0, 8, 0));
        setTop(head);

        TableView<SurveyViewModel.GroupRow> table = new TableView<>(vm.groups());
        table.setId("survey-groups");
        table.getColumns().add(col("cause (system / field)", SurveyViewModel.GroupRow::cause, 230));
        table.getColumns().add(col("rounds", r -> Long.toString(r.count()), 60));
        table.getColumns().add(col("first ticks", SurveyViewModel.GroupRow::ticks, 90));
        table.getColumns().add(col("verdict flips", SurveyViewModel.GroupRow::flips, 220));
        table.getColumns().add(col("score change", SurveyViewModel.GroupRow::scores, 130));
        table.setMinHeight(90);
        table.setPlaceholder(new Label("No changed rounds to show."));

        ListView<Outcome.Changed> examples = new ListView<>();
        examples.setId("survey-examples");
        examples.setPrefHeight(90);
        examples.setMinHeight(64); // a small window keeps two examples in sight
        examples.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(Outcome.Changed c, boolean empty) {
                super.updateItem(c, empty);
                setText(empty || c == null ? null : c.name() + "  tick " + c.tick() + "  " + c.field()
                        + c.flip().map(f -> "  (" + f + ")").orElse(""));
            }
        });
        examples.setPlaceholder(new Label("Select a group to see its example rounds."));
        table.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> examples.getItems()
                .setAll(b == null ? java.util.List.of() : b.group().examples()));
        examples.setOnMouseClicked(e -> {
            if (e.getClickCount() == 2 && examples.getSelectionModel().getSelectedItem() != null) {
                vm.openExample(examples.getSelectionModel().getSelectedItem());
            }
        });
        Button openExample = whole(new Button("Open at first divergent tick"));
        openExample.setId("survey-open");
        openExample.disableProperty().bind(examples.getSelectionModel().selectedItemProperty().isNull());
        openExample.setOnAction(e -> vm.openExample(examples.getSelectionModel().getSelectedItem()));
        HBox exampleBar = new HBox(8, new Label("Examples"), openExample);
        exampleBar.setAlignment(Pos.CENTER_LEFT);
        Label asPlayedLine = new Label("A server's round opens in Replays drawn as it was played when its kernel"
                + " was another, with the diff panel comparing it with this studio's kernel (Golden check: As played).");
        asPlayedLine.setId("survey-as-played-hint");
        asPlayedLine.setWrapText(true);
        VBox left = new VBox(6, table, exampleBar, examples, asPlayedLine);
        VBox.setVgrow(table, Priority.ALWAYS);

        NumberAxis rounds = new NumberAxis();
        rounds.setMinorTickVisible(false);
        rounds.setTickLabelFormatter(new StringConverter<>() { // counts: whole numbers only
            @Override
            public String toString(Number n) {
                return n.doubleValue() == Math.rint(n.doubleValue()) ? Long.toString(n.longValue()) : "";
            }

            @Override
            public Number fromString(String s) {
                return Long.parseLong(s);
            }
        });
        BarChart<String, Number> chart = new BarChart<>(new CategoryAxis(), rounds);
        chart.setId("survey-chart");
        chart.setAnimated(false);
        chart.setLegendVisible(false);
        chart.setTitle("Rounds by outcome");
        chart.setMinWidth(260);
        vm.reportProperty().addListener((o, a, r) -> chart.setData(r == null ? FXCollections.observableArrayList()
                : bars(r)));
        SplitPane middle = new SplitPane(left, chart);
        middle.setDividerPositions(0.66);
        setCenter(middle);

        ListView<String> problems = new ListView<>(vm.problems());
        problems.setId("survey-problems");
        problems.setPrefHeight(80);
        problems.setMinHeight(56);
        problems.setPlaceholder(new Label("Every entry was surveyed."));
        Label msg = new Label();
        msg.setId("survey-message");
        msg.textProperty().bind(vm.messageProperty());
        msg.setWrapText(true);
        msg.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(msg, Priority.ALWAYS);
        Button done = whole(new Button("Close"));
        done.setId("survey-close");
        done.setCancelButton(true); // Escape
        done.setOnAction(e -> {
            vm.cancel();
            close.run();
        });
        HBox foot = new HBox(8, msg, done);
        foot.setAlignment(Pos.CENTER_LEFT);
        VBox bottom = new VBox(6, new Label("Not surveyed"), problems, foot);
        bottom.setPadding(new Insets(8, 0, 0, 0));
        setBottom(bottom);
        SplitPane.setResizableWithParent(chart, true);
        middle.setOrientation(Orientation.HORIZONTAL);
    }

    /** One bar per outcome: unchanged, each group of changed rounds, not surveyed. */
    private static ObservableList<XYChart.Series<String, Number>> bars(SurveyReport r) {
        XYChart.Series<String, Number> s = new XYChart.Series<>();
        s.getData().add(new XYChart.Data<>("unchanged", r.unchanged()));
        for (SurveyReport.Group g : r.groups()) {
            s.getData().add(new XYChart.Data<>(g.system().orElse("(not pinned)") + "\n" + g.field(), g.count()));
        }
        s.getData().add(new XYChart.Data<>("not surveyed", r.problemCount()));
        return FXCollections.observableArrayList(java.util.List.of(s));
    }

    /** A button never shrinks below its label. */
    private static Button whole(Button b) {
        b.setMinWidth(Region.USE_PREF_SIZE);
        return b;
    }

    private static TableColumn<SurveyViewModel.GroupRow, String> col(String name,
            Function<SurveyViewModel.GroupRow, String> f, double width) {
        TableColumn<SurveyViewModel.GroupRow, String> c = new TableColumn<>(name);
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(f.apply(d.getValue())));
        c.setPrefWidth(width);
        return c;
    }
}
