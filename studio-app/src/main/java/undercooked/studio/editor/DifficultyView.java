package undercooked.studio.editor;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.DoubleUnaryOperator;
import javafx.geometry.Insets;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import undercooked.playtest.Report;

/**
 * The Difficulty panel: a progress bar while the bots play and the buttons that open the worst
 * round, fixed at the top so they are in view at any window size; below them, scrolling, the star
 * histogram and the score spread drawn on a canvas as wide as the panel, the bottleneck, what
 * changed since the last save and the people beside the bots. All state is the view model's.
 */
final class DifficultyView extends VBox {
    private static final double CHART_H = 120;
    private static final double CHART_MAX_W = 320;
    private final Canvas chart = new Canvas(260, CHART_H);

    DifficultyView(DifficultyViewModel vm) {
        setId("difficulty");
        setSpacing(6);
        setPadding(new Insets(8, 8, 0, 8));
        ProgressBar bar = new ProgressBar();
        bar.setId("difficulty-progress");
        bar.setMaxWidth(Double.MAX_VALUE);
        bar.progressProperty().bind(vm.progressProperty());
        bar.visibleProperty().bind(vm.runningProperty());
        bar.managedProperty().bind(vm.runningProperty());
        Label message = label("difficulty-message");
        message.textProperty().bind(vm.messageProperty());
        Button replay = new Button("Worst round");
        replay.setId("difficulty-open-worst");
        replay.setTooltip(new Tooltip("Opens the lowest-scoring round in Replays at the tick its first order was missed"));
        replay.setOnAction(e -> vm.openWorstInReplays());
        Button host = new Button("Play from there");
        host.setId("difficulty-play-worst");
        host.setTooltip(new Tooltip("Plays the worst round live in Host from the tick its first order was missed"));
        host.setOnAction(e -> vm.playWorstFromHere());
        CheckBox show = new CheckBox("Show on grid");
        show.setId("difficulty-show-on-grid");
        show.setTooltip(new Tooltip("The bottleneck (red), each station's busy share and the cooks' traffic (blue) on the grid"));
        show.selectedProperty().bindBidirectional(vm.showOnGridProperty());
        // AtlantaFX's small buttons: the two and the check box fit one row of the side panel at its usual width.
        replay.getStyleClass().add("small");
        host.getStyleClass().add("small");
        FlowPane buttons = new FlowPane(8, 6, replay, host, show);
        buttons.setAlignment(javafx.geometry.Pos.CENTER_LEFT);

        Label summary = label("difficulty-summary");
        Label bottleneck = label("difficulty-bottleneck");
        Label worst = label("difficulty-worst");
        Label comparison = label("difficulty-comparison");
        comparison.textProperty().bind(vm.comparisonProperty());
        chart.setId("difficulty-chart");
        TextField archive = new TextField();
        archive.setId("difficulty-archive");
        archive.setPromptText("the studio's server, or http://host:port");
        archive.textProperty().bindBidirectional(vm.archiveUrlProperty());
        Button compare = new Button("Compare with people");
        compare.setId("difficulty-compare-people");
        compare.setTooltip(new Tooltip("The stars people earned on this level in the archive, beside the bots',"
                + " and which bots play most like them"));
        compare.setOnAction(e -> vm.compareWithPeople());
        compare.setMinWidth(Button.USE_PREF_SIZE);
        HBox.setHgrow(archive, Priority.ALWAYS);
        HBox calibrate = new HBox(6, archive, compare);
        Label people = label("difficulty-people");
        people.textProperty().bind(vm.peopleProperty());
        VBox body = new VBox(6, chart, summary, bottleneck, comparison, worst, calibrate, people);
        body.setPadding(new Insets(0, 0, 8, 0));
        ScrollPane scroll = new ScrollPane(body);
        scroll.setFitToWidth(true);
        scroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        scroll.getStyleClass().add("edge-to-edge");
        VBox.setVgrow(scroll, Priority.ALWAYS);

        Runnable draw = () -> {
            Optional<Report> r = vm.reportProperty().get();
            boolean done = r.isPresent() && !vm.runningProperty().get();
            replay.setDisable(!done);
            host.setDisable(!done);
            compare.setDisable(!done);
            show.setDisable(r.isEmpty());
            summary.setText(r.map(DifficultyView::summary).orElse(""));
            bottleneck.setText(r.map(x -> x.bottleneck().map(b -> "Bottleneck: " + b.why()).orElse("No bottleneck: no work station was busy"))
                    .orElse(""));
            worst.setText(r.map(x -> "Worst round: seed " + x.worst().seed() + ", " + x.worst().score() + " points"
                    + x.worst().firstMissTick().stream().mapToObj(t -> ", first order missed at tick " + t).findFirst().orElse(""))
                    .orElse(""));
            paint(r);
        };
        vm.reportProperty().addListener(o -> draw.run());
        vm.runningProperty().addListener(o -> draw.run());
        // The chart is as wide as the panel (within limits), so a narrow window scrolls nothing sideways.
        body.widthProperty().addListener(o -> {
            double w = Math.max(160, Math.min(CHART_MAX_W, body.getWidth() - 4));
            if (w != chart.getWidth()) {
                chart.setWidth(w);
                paint(vm.reportProperty().get());
            }
        });
        draw.run();
        getChildren().addAll(bar, message, buttons, scroll);
    }

    private static Label label(String id) {
        Label l = new Label();
        l.setId(id);
        l.setWrapText(true);
        l.setMinHeight(Label.USE_PREF_SIZE);
        return l;
    }

    static String summary(Report r) {
        return String.format(Locale.ROOT, "Median %d stars (mean %.2f), win rate %d%%, score %.1f +- %.1f over %d rounds",
                r.medianStars(), r.meanStars(), Math.round(r.winRate() * 100), r.scoreMean(), r.scoreCi95(), r.rounds());
    }

    /** Left: rounds by stars (0 to 3); right: the best, median and worst scores against the mean's interval. */
    private void paint(Optional<Report> report) {
        double cw = chart.getWidth();
        GraphicsContext g = chart.getGraphicsContext2D();
        g.clearRect(0, 0, cw, CHART_H);
        g.setFont(Font.font(11));
        if (report.isEmpty()) {
            return;
        }
        Report r = report.get();
        int max = r.starCounts().stream().mapToInt(Integer::intValue).max().orElse(1);
        double base = CHART_H - 16;
        double bars = cw * 0.55;
        double step = bars / 4;
        for (int s = 0; s <= 3; s++) {
            double h = max == 0 ? 0 : (base - 14) * r.starCounts().get(s) / max;
            double x = 4 + s * step;
            g.setFill(s == r.medianStars() ? Color.web("#d9822b") : Color.web("#8a9bb0"));
            g.fillRect(x, base - h, step * 0.78, h);
            g.setFill(Color.web("#777"));
            g.fillText(s + "*", x + step * 0.25, CHART_H - 3);
            g.fillText(Integer.toString(r.starCounts().get(s)), x + step * 0.2, base - h - 3);
        }
        double lo = Math.min(r.worst().score(), r.scoreMean() - r.scoreCi95());
        double hi = Math.max(r.best().score(), r.scoreMean() + r.scoreCi95());
        double span = Math.max(1, hi - lo);
        DoubleUnaryOperator y = v -> base - (base - 14) * (v - lo) / span;
        double cx = bars + 18;
        g.setStroke(Color.web("#8a9bb0"));
        g.setLineWidth(10);
        g.strokeLine(cx, y.applyAsDouble(r.scoreMean() + r.scoreCi95()), cx, y.applyAsDouble(r.scoreMean() - r.scoreCi95()) + 1);
        g.setFill(Color.web("#d9822b"));
        for (Report.RoundRef ref : List.of(r.best(), r.median(), r.worst())) {
            g.fillOval(cx - 4, y.applyAsDouble(ref.score()) - 4, 8, 8);
        }
        g.setFill(Color.web("#777"));
        double top = Math.max(11, y.applyAsDouble(r.best().score()) + 4);
        double bottom = Math.min(base, y.applyAsDouble(r.worst().score()) + 4);
        if (r.best().score() == r.worst().score()) {
            g.fillText("all " + r.best().score(), cx + 10, top);
        } else {
            g.fillText("best " + r.best().score(), cx + 10, Math.min(top, bottom - 12));
            g.fillText("worst " + r.worst().score(), cx + 10, Math.max(bottom, top + 12));
        }
        g.fillText("score", cx - 12, CHART_H - 3);
    }
}
