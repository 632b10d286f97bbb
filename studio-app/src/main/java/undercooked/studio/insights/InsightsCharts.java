package undercooked.studio.insights;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.function.Consumer;

import javafx.scene.Cursor;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.Tooltip;

import undercooked.protocol.LevelInsights;

/**
 * The Insights workspace's charts, each bar a door to the moments behind it: the order funnel by
 * recipe (a bar is a recipe's step: came in, started, cooked, plated, served, missed), each
 * fixture's busy share (a bar opens what happened there) and the trend over time (a bar is a
 * slice of rounds, opened as those rounds, the most missed orders first).
 */
final class InsightsCharts extends TabPane {
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("MM-dd HH:mm", Locale.ROOT)
            .withZone(ZoneOffset.UTC);
    private final BarChart<String, Number> funnel = chart("insights-funnel", "Orders by recipe (click a bar)");
    private final BarChart<String, Number> stations = chart("insights-stations", "Busy share of round time, %");
    private final BarChart<String, Number> trend = chart("insights-trend", "Missed orders per round, over time");
    private final Consumer<InsightsViewModel.Drill> drill;

    InsightsCharts(Consumer<InsightsViewModel.Drill> drill) {
        this.drill = drill;
        setId("insights-charts");
        for (String[] t : new String[][] {{"Funnel", "insights-tab-funnel"}, {"Stations", "insights-tab-stations"},
            {"Trend", "insights-tab-trend"}}) {
            Tab tab = new Tab(t[0]);
            tab.setId(t[1]);
            tab.setClosable(false);
            getTabs().add(tab);
        }
        getTabs().get(0).setContent(funnel);
        getTabs().get(1).setContent(stations);
        getTabs().get(2).setContent(trend);
        stations.setLegendVisible(false);
        trend.setLegendVisible(false);
        setMinHeight(180);
        setPrefHeight(330);
    }

    private static BarChart<String, Number> chart(String id, String title) {
        BarChart<String, Number> c = new BarChart<>(new CategoryAxis(), new NumberAxis());
        c.setId(id);
        c.setTitle(title);
        c.setAnimated(false);
        c.setMinHeight(120);
        return c;
    }

    void show(LevelInsights in) {
        funnel.getData().clear();
        stations.getData().clear();
        trend.getData().clear();
        if (in == null) {
            return;
        }
        for (LevelInsights.RecipeFunnel f : in.funnel()) {
            XYChart.Series<String, Number> s = new XYChart.Series<>();
            s.setName(f.recipe());
            long[] v = {f.spawned(), f.started(), f.cooked(), f.plated(), f.served(), f.missed()};
            for (int i = 0; i < v.length; i++) {
                String step = InsightsViewModel.STEPS.get(i);
                String served = step.equals("served") && f.serveP50().isPresent() ? String.format(Locale.ROOT,
                        " (served in %.1f s at the median, %.1f s at p90, %.1f s at p99)", f.serveP50().getAsDouble(),
                        f.serveP90().orElse(0), f.serveP99().orElse(0)) : "";
                bar(s, step, v[i], "funnel-" + f.recipe() + "-" + step, f.recipe() + " " + step + ": " + v[i]
                        + " orders" + served + (step.equals("missed") ? "; click for them, the worst rounds first"
                        : "; click for the moments, the slowest first"),
                        InsightsViewModel.Drill.step(step, f.recipe()));
            }
            funnel.getData().add(s);
        }
        XYChart.Series<String, Number> st = new XYChart.Series<>();
        for (LevelInsights.StationLoad l : in.stations()) {
            String name = l.kind() + " " + l.x() + "," + l.y();
            bar(st, name, Math.round(l.busyShare() * 1000) / 10.0, "station-" + l.index(), String.format(Locale.ROOT,
                    "%s at x %d, y %d: busy %.1f%% of round time, cooks waited %.1f s a round; click for what happened"
                    + " there", l.kind(), l.x(), l.y(), l.busyShare() * 100, l.waitSecondsPerRound()),
                    new InsightsViewModel.Drill("station", l.x(), l.y(), "", -1, -1));
        }
        stations.getData().add(st);
        XYChart.Series<String, Number> tr = new XYChart.Series<>();
        for (LevelInsights.TrendPoint p : in.trend()) {
            String when = WHEN.format(Instant.ofEpochMilli(p.fromMs()));
            bar(tr, when, Math.round(p.missed() * 10) / 10.0, "trend-" + p.fromMs(), String.format(Locale.ROOT,
                    "%d rounds from %s: score %.0f, %.1f served, %.1f missed, %.1f wasted a round; click for the rounds",
                    p.rounds(), when, p.score(), p.served(), p.missed(), p.wasted()),
                    new InsightsViewModel.Drill("rounds", -1, -1, "", p.fromMs(), p.toMs()));
        }
        trend.getData().add(tr);
    }

    /** A bar whose node, once the chart made it, opens the moments behind it when clicked. */
    private void bar(XYChart.Series<String, Number> s, String category, Number value, String id, String tip,
                     InsightsViewModel.Drill d) {
        XYChart.Data<String, Number> bar = new XYChart.Data<>(category, value);
        bar.nodeProperty().addListener((o, was, node) -> {
            if (node != null) {
                node.setId(id);
                node.setCursor(Cursor.HAND);
                Tooltip.install(node, new Tooltip(tip));
                node.setOnMouseClicked(e -> drill.accept(d));
            }
        });
        s.getData().add(bar);
    }

    BarChart<String, Number> funnel() {
        return funnel;
    }
}
