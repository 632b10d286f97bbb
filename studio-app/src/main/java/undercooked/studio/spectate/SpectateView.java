package undercooked.studio.spectate;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.RowConstraints;
import javafx.scene.layout.VBox;

import undercooked.studio.ColumnFit;
import undercooked.studio.ShownPulse;
import undercooked.studio.services.ServerClient;

/**
 * The Spectate window: the server URL and its room browser on the left, the watched rooms on the
 * right in a grid (one, two side by side, or two by two). An animation timer drives the watches
 * (interpolation, frame age) and the room list's two-second refresh while the workspace is shown.
 */
public final class SpectateView extends BorderPane {
    private final SpectateViewModel vm;
    private final GridPane grid = new GridPane();
    private final Map<WatchViewModel, WatchPane> panes = new HashMap<>();

    public SpectateView(SpectateViewModel vm) {
        this.vm = vm;
        setId("spectate-view");
        TextField url = new TextField();
        url.setId("spectate-url");
        url.textProperty().bindBidirectional(vm.urlProperty());
        Button connect = new Button("Connect");
        connect.setId("spectate-connect");
        connect.setDefaultButton(true);
        connect.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        connect.setOnAction(e -> vm.refresh());
        HBox.setHgrow(url, Priority.ALWAYS);
        TableView<SpectateViewModel.RoomRow> rooms = new TableView<>(vm.rooms());
        rooms.setId("spectate-rooms");
        rooms.getColumns().add(col("room", SpectateViewModel.RoomRow::code));
        rooms.getColumns().add(col("state", r -> r.state() + (r.time().isEmpty() ? "" : " " + r.time())));
        rooms.getColumns().add(col("seats", r -> r.seats() + "/" + r.maxSeats()));
        rooms.getColumns().add(col("watching", r -> Integer.toString(r.spectators())));
        rooms.getColumns().add(col("level", r -> ServerClient.shownLevel(r.level())));
        // Every column as wide as its widest text (a code, "countdown 2:59", a level id are read,
        // not guessed from "p..."). The list's side of the window opens as wide as the columns
        // need (up to 45% of it); in a smaller window the list scrolls sideways rather than cut.
        rooms.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        ColumnFit fit = new ColumnFit(rooms, List.of("WWWWW", "countdown 2:59", "4/4", "watching", "01_first_shift"));
        vm.rooms().addListener((ListChangeListener<SpectateViewModel.RoomRow>) c -> fit.fit());
        fit.fit();
        // Where the rooms would be, why there are none: a server that did not answer is said there,
        // in the error's colour, not only in the small line under the list.
        Label none = new Label();
        none.setWrapText(true);
        none.setMaxWidth(420);
        none.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() -> vm.reachableProperty().get()
                || vm.messageProperty().get().isEmpty() || !vm.messageProperty().get().contains(": ")
                ? "Connect to a server to see its rooms." : vm.messageProperty().get(),
                vm.reachableProperty(), vm.messageProperty()));
        none.styleProperty().bind(javafx.beans.binding.Bindings.when(none.textProperty()
                .isEqualTo("Connect to a server to see its rooms.")).then("").otherwise("-fx-text-fill: #C0392B;"));
        rooms.setPlaceholder(none);
        rooms.setRowFactory(tv -> {
            var row = new javafx.scene.control.TableRow<SpectateViewModel.RoomRow>();
            row.setOnMouseClicked(e -> {
                if (e.getClickCount() == 2 && !row.isEmpty()) {
                    vm.watch(row.getItem().code());
                }
            });
            return row;
        });
        TextField code = new TextField();
        code.setId("spectate-code");
        code.setPromptText("room code");
        code.setPrefColumnCount(6);
        Button watch = new Button("Watch");
        watch.setId("spectate-watch");
        watch.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        watch.setOnAction(e -> {
            var sel = rooms.getSelectionModel().getSelectedItem();
            vm.watch(code.getText().isBlank() && sel != null ? sel.code() : code.getText());
            code.clear();
        });
        code.setOnAction(watch.getOnAction()); // Enter in the code field watches, as the button does
        Label refusal = new Label();
        refusal.setId("spectate-refusal");
        refusal.setWrapText(true);
        refusal.getStyleClass().add("warning");
        refusal.textProperty().bind(vm.refusalProperty());
        Button dismiss = new Button("x");
        dismiss.setId("spectate-refusal-dismiss");
        dismiss.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        dismiss.setOnAction(e -> vm.dismissRefusal());
        HBox refused = new HBox(6, refusal, dismiss);
        HBox.setHgrow(refusal, Priority.ALWAYS);
        refused.visibleProperty().bind(vm.refusalProperty().isNotEmpty());
        refused.managedProperty().bind(refused.visibleProperty());
        Label msg = new Label();
        msg.setId("spectate-message");
        msg.setWrapText(true);
        msg.textProperty().bind(vm.messageProperty());
        VBox left = new VBox(6, new Label("Server"), new HBox(6, url, connect), rooms, new HBox(6, code, watch), refused, msg);
        VBox.setVgrow(rooms, Priority.ALWAYS);
        left.setPadding(new Insets(6));
        left.setMinWidth(220);
        left.setMaxWidth(600);
        grid.setHgap(6);
        grid.setVgap(6);
        grid.setPadding(new Insets(6));
        Label empty = new Label("Pick a room and press Watch (up to four at once).");
        BorderPane right = new BorderPane(grid);
        vm.watched().addListener((ListChangeListener<WatchViewModel>) c -> layoutGrid(empty));
        layoutGrid(empty);
        SplitPane split = new SplitPane(left, right);
        split.setDividerPositions(0.3);
        // The divider follows the columns' need when the window (or the list) changes size; a drag
        // of the divider holds until then.
        Runnable place = () -> {
            double w = split.getWidth();
            if (w > 0) {
                split.setDividerPositions(Math.clamp((fit.widthProperty().get() + 16) / w, 0.2, 0.45));
            }
        };
        split.widthProperty().addListener(o -> place.run());
        fit.widthProperty().addListener(o -> place.run());
        setCenter(split);
        ShownPulse.attach(this, vm::tick);
    }

    private void layoutGrid(Label empty) {
        grid.getChildren().clear();
        grid.getColumnConstraints().clear();
        grid.getRowConstraints().clear();
        int n = vm.watched().size();
        if (n == 0) {
            grid.add(empty, 0, 0);
            return;
        }
        int cols = n == 1 ? 1 : 2;
        int rows = n <= 2 ? 1 : 2;
        for (int c = 0; c < cols; c++) {
            ColumnConstraints cc = new ColumnConstraints();
            cc.setMinWidth(0); // a pane gives way to the window's edge: it shrinks (and clips), never pushes past it
            cc.setPercentWidth(100.0 / cols);
            cc.setHgrow(Priority.ALWAYS);
            grid.getColumnConstraints().add(cc);
        }
        for (int r = 0; r < rows; r++) {
            RowConstraints rc = new RowConstraints();
            rc.setMinHeight(0);
            rc.setPercentHeight(100.0 / rows);
            rc.setVgrow(Priority.ALWAYS);
            grid.getRowConstraints().add(rc);
        }
        panes.keySet().retainAll(vm.watched());
        for (int i = 0; i < n; i++) {
            WatchViewModel w = vm.watched().get(i);
            WatchPane p = panes.computeIfAbsent(w, x -> new WatchPane(x, () -> vm.unwatch(x), () -> vm.openReplay(x),
                    () -> vm.report(x)));
            grid.add(p, i % cols, i / cols);
        }
    }

    /** The pane of a watched room (tests, the bench). */
    public WatchPane pane(WatchViewModel w) {
        return panes.get(w);
    }

    /** The grid of watched rooms (the bench renders it). */
    GridPane grid() {
        return grid;
    }

    /** Draws every watched room's kitchen now (the bench times this). */
    public void redrawAll() {
        panes.values().forEach(p -> p.kitchen().redraw());
    }

    private static <T> TableColumn<T, String> col(String name, java.util.function.Function<T, String> f) {
        TableColumn<T, String> c = new TableColumn<>(name);
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(f.apply(d.getValue())));
        return c;
    }
}
