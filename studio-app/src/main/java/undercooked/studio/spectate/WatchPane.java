package undercooked.studio.spectate;

import javafx.scene.layout.Region;
import javafx.scene.control.Tooltip;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import undercooked.studio.kitchen.KitchenRenderer;
import undercooked.studio.kitchen.KitchenView;
import undercooked.studio.timeline.TimelineCanvas;

/**
 * One watched room in the grid: a header (code, state, connection with RTT and frame age), the
 * kitchen through the shared renderer, the rewind controls (pause, step, the shared timeline, Live, delay),
 * the camera, seats and an event ticker, and Open replay once the round has ended.
 */
final class WatchPane extends BorderPane {
    /** The camera box's first choice: no cook followed. */
    private static final String WHOLE = "whole kitchen";
    /** The header's room besides the title and x: the pane's padding, two gaps and the connection's "...". */
    private static final double HEADER_ROOM = 8 + 2 * 8 + 24;

    private final KitchenView kitchen = new KitchenView();

    WatchPane(WatchViewModel w, Runnable close, Runnable openReplay, Runnable report) {
        setId("watch-" + w.code());
        getStyleClass().add("watch-pane");
        setPadding(new Insets(4));
        // In a small window a pane is as small as its cell of the grid: what does not fit is clipped,
        // never drawn over the next pane or past the window's edge.
        setMinSize(0, 0);
        javafx.scene.shape.Rectangle clip = new javafx.scene.shape.Rectangle();
        clip.widthProperty().bind(widthProperty());
        clip.heightProperty().bind(heightProperty());
        setClip(clip);
        kitchen.kitchenSceneProperty().bind(w.sceneProperty());
        w.levelProperty().addListener((o, a, l) -> kitchen.rendererProperty().set(l == null ? null : new KitchenRenderer(l)));
        if (w.levelProperty().get() != null) {
            kitchen.rendererProperty().set(new KitchenRenderer(w.levelProperty().get()));
        }
        // The code is never cut: it is what tells the panes apart (a 900 x 600 window had read
        // "ACNX..."); the state and level beside it give way first.
        Label codeLabel = new Label(w.code());
        codeLabel.setId("watch-code-" + w.code());
        codeLabel.setStyle("-fx-font-weight: bold;");
        codeLabel.setMinWidth(Region.USE_PREF_SIZE);
        Label title = new Label();
        title.setId("watch-title-" + w.code());
        title.setStyle("-fx-font-weight: bold;");
        title.textProperty().bind(Bindings.createStringBinding(() -> w.stateProperty().get().wire()
                + (w.levelIdProperty().get().isEmpty() ? "" : "  " + w.levelIdProperty().get()),
                w.stateProperty(), w.levelIdProperty()));
        Label conn = new Label();
        conn.setId("watch-status-" + w.code());
        // While the link is down the frame's age comes first: it is what says the picture is old.
        conn.textProperty().bind(Bindings.createStringBinding(() -> !w.connectedProperty().get()
                && !w.goneProperty().get() && w.frameAgeProperty().get() >= 0
                ? "last frame " + ageText(w.frameAgeProperty().get()) + " ago  ·  " + w.statusProperty().get()
                : w.statusProperty().get()
                + (w.rttProperty().get() >= 0 ? "  ·  RTT " + w.rttProperty().get() + " ms" : "")
                + (w.frameAgeProperty().get() >= 0 ? "  ·  frame " + w.frameAgeProperty().get() + " ms ago" : ""),
                w.statusProperty(), w.rttProperty(), w.frameAgeProperty(), w.connectedProperty(), w.goneProperty()));
        conn.styleProperty().bind(Bindings.when(w.goneProperty()).then("-fx-text-fill: #E74C3C;")
                .otherwise(Bindings.when(w.connectedProperty()).then("").otherwise("-fx-text-fill: #E67E22;")));
        Button x = new Button("x");
        x.setTooltip(new Tooltip("Stop watching this room"));
        x.setOnAction(e -> close.run());
        // the code, state and level whole in a pane wide enough for them; the connection's line gives way
        // first, and a level id too long for the pane (a play-test's) is cut before it pushes x out
        title.minWidthProperty().bind(Bindings.createDoubleBinding(() -> getWidth() <= 320 ? 60
                : Math.max(60, Math.min(title.prefWidth(-1), getWidth() - x.getWidth() - HEADER_ROOM)),
                widthProperty(), x.widthProperty(), title.textProperty()));
        HBox header = new HBox(8, codeLabel, title, conn);
        HBox.setHgrow(conn, Priority.ALWAYS);
        conn.setMaxWidth(Double.MAX_VALUE);
        header.getChildren().add(x);
        setTop(header);
        // Over a kitchen whose server stopped answering: the picture is the last one, not live (a
        // spectator's trial read a frozen clock and a red Live as a round still playing).
        Label stale = new Label();
        stale.setId("watch-stale-" + w.code());
        stale.setStyle("-fx-background-color: rgba(20,20,28,0.82); -fx-text-fill: white; -fx-padding: 6 10;"
                + " -fx-font-weight: bold;");
        stale.visibleProperty().bind(w.connectedProperty().not().and(w.goneProperty().not())
                .and(w.frameAgeProperty().greaterThanOrEqualTo(STALE_MS)));
        stale.textProperty().bind(Bindings.createStringBinding(() -> "Not live (last frame "
                + ageText(w.frameAgeProperty().get()) + " ago)", w.frameAgeProperty()));
        setCenter(new javafx.scene.layout.StackPane(kitchen, stale));

        Button pause = new Button("||");
        pause.setTooltip(new Tooltip("Pause: rewind what was just seen while the round goes on"));
        pause.setOnAction(e -> w.pause());
        Button back = new Button("<");
        back.setOnAction(e -> w.step(-1));
        Button fwd = new Button(">");
        fwd.setOnAction(e -> w.step(1));
        Button live = new Button("Live");
        live.setId("watch-live-" + w.code());
        live.setOnAction(e -> w.goLive());
        live.styleProperty().bind(Bindings.when(w.liveProperty()).then("-fx-font-weight: bold; -fx-text-fill: #E74C3C;")
                .otherwise(""));
        TimelineCanvas timeline = new TimelineCanvas(w.timeline(), "watch-timeline-" + w.code(), 40);
        timeline.setMinWidth(20);
        HBox.setHgrow(timeline, Priority.ALWAYS);
        ComboBox<String> delay = new ComboBox<>();
        delay.getItems().setAll("no delay", "5 s delay", "10 s delay", "30 s delay");
        delay.getSelectionModel().selectFirst();
        delay.valueProperty().addListener((o, a, b) -> w.delaySecondsProperty().set(b == null || b.startsWith("no") ? 0
                : Double.parseDouble(b.substring(0, b.indexOf(' ')))));
        ComboBox<String> camera = new ComboBox<>();
        camera.getItems().setAll(WHOLE, "p0", "p1", "p2", "p3");
        camera.setValue(WHOLE); // named, never a blank box
        camera.valueProperty().addListener((o, a, b) -> w.followProperty().set(b == null || b.equals(WHOLE) ? "" : b));
        Button replay = new Button("Open replay");
        replay.setId("watch-replay-" + w.code());
        // a round that ended, or a room closed mid-round (its round archived as aborted)
        replay.visibleProperty().bind(w.stateProperty().isEqualTo(undercooked.protocol.RoomState.ROUND_END)
                .or(w.endedMidRoundProperty()));
        replay.managedProperty().bind(replay.visibleProperty());
        replay.setOnAction(e -> openReplay.run());
        // Report... at the paused tick; asked mid-round it says so until the round's archive writes it
        Button reportButton = new Button();
        reportButton.setId("watch-report-" + w.code());
        reportButton.textProperty().bind(Bindings.when(w.reportTickProperty().greaterThanOrEqualTo(0))
                .then(Bindings.concat("Report at ", w.reportTickProperty(), "...")).otherwise("Report..."));
        reportButton.setTooltip(new Tooltip("A bug report of the tick on screen: clip, link, PNG, versions (written in Replays"
                + " from the archived round; mid-round it waits for the round's end)"));
        reportButton.visibleProperty().bind(w.liveProperty().not().or(w.reportTickProperty().greaterThanOrEqualTo(0)));
        reportButton.managedProperty().bind(reportButton.visibleProperty());
        reportButton.disableProperty().bind(w.reportTickProperty().greaterThanOrEqualTo(0));
        reportButton.setOnAction(e -> report.run());
        for (javafx.scene.control.Control c : java.util.List.of(x, pause, back, fwd, live, replay, reportButton)) {
            c.setMinWidth(Region.USE_PREF_SIZE);
        }
        delay.setPrefWidth(120);
        delay.setMinWidth(Region.USE_PREF_SIZE); // "no delay" read whole; the seats' line gives way first
        camera.setPrefWidth(160); // "whole kitchen" whole
        camera.setMinWidth(Region.USE_PREF_SIZE);
        HBox controls = new HBox(6, pause, back, fwd, timeline, live, reportButton, replay);
        controls.setMinWidth(0);
        // a narrow pane keeps pause, the timeline and Live; stepping is on the timeline too
        for (Button step : java.util.List.of(back, fwd)) {
            step.visibleProperty().bind(widthProperty().greaterThanOrEqualTo(300));
            step.managedProperty().bind(step.visibleProperty());
        }
        controls.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        Label seats = new Label();
        seats.setMinWidth(0);
        HBox options = new HBox(6, delay, camera, seats);
        // the rows never make the pane wider than its cell: in a narrow pane they are clipped at its edge
        options.setMinWidth(0);
        options.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        seats.textProperty().bind(Bindings.createStringBinding(() -> String.join("   ", w.seats()), w.seats()));
        ListView<String> ticker = new ListView<>(w.ticker());
        ticker.setPrefHeight(56);
        ticker.setFixedCellSize(20);
        ListView<String> diff = new ListView<>(w.diff());
        diff.setPrefHeight(56);
        diff.setFixedCellSize(20);
        diff.visibleProperty().bind(w.liveProperty().not());
        diff.managedProperty().bind(diff.visibleProperty());
        HBox lists = new HBox(6, ticker, diff);
        HBox.setHgrow(ticker, Priority.ALWAYS);
        HBox.setHgrow(diff, Priority.ALWAYS);
        // a small pane (four rooms in a small window) gives its lists' room to the kitchen
        lists.visibleProperty().bind(heightProperty().greaterThanOrEqualTo(400));
        lists.managedProperty().bind(lists.visibleProperty());
        // three or four rooms in a small window: the options row gives its room to the kitchen too
        options.visibleProperty().bind(heightProperty().greaterThanOrEqualTo(240));
        options.managedProperty().bind(options.visibleProperty());
        VBox bottom = new VBox(4, controls, options, lists);
        bottom.setPadding(new Insets(4, 0, 0, 0));
        setBottom(bottom);
    }

    KitchenView kitchen() {
        return kitchen;
    }

    /** A frame older than this over a dropped link is said over the kitchen to be the last one. */
    static final long STALE_MS = 2000;

    /** {@code 800 ms}, {@code 6 s}, {@code 1 min 5 s}. */
    static String ageText(long ms) {
        if (ms < 1000) {
            return ms + " ms";
        }
        long s = ms / 1000;
        return s < 60 ? s + " s" : s / 60 + " min " + s % 60 + " s";
    }
}
