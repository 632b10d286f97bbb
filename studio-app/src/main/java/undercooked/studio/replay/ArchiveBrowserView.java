package undercooked.studio.replay;

import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.function.BiConsumer;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import undercooked.studio.services.ArchiveClient;

/** The archive list: server URL, filters, the rounds table, paging; a double-click or Open opens a round. */
final class ArchiveBrowserView extends BorderPane {
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm").withZone(ZoneId.systemDefault());

    ArchiveBrowserView(ArchiveBrowserViewModel vm, BiConsumer<String, Long> open, Runnable cancel) {
        setPadding(new Insets(10));
        setPrefSize(860, 480);
        TextField url = new TextField();
        url.setId("archive-url");
        url.textProperty().bindBidirectional(vm.urlProperty());
        HBox.setHgrow(url, Priority.ALWAYS);
        TextField level = new TextField();
        level.setPromptText("level id");
        level.textProperty().bindBidirectional(vm.levelProperty());
        ComboBox<String> result = new ComboBox<>();
        result.setId("archive-result");
        result.getItems().setAll("any result", "won", "lost", "aborted");
        // the box shows the filter the list uses: a reopened dialog keeps "lost" and says so
        result.setValue(vm.resultProperty().get().isEmpty() ? "any result" : vm.resultProperty().get());
        result.valueProperty().addListener((o, a, b) -> vm.resultProperty().set(b == null || b.startsWith("any") ? "" : b));
        DatePicker since = new DatePicker(vm.sinceMsProperty().get() == 0 ? null
                : Instant.ofEpochMilli(vm.sinceMsProperty().get()).atZone(ZoneId.systemDefault()).toLocalDate());
        since.setPromptText("since (date)");
        since.valueProperty().addListener((o, a, b) -> vm.sinceMsProperty().set(b == null ? 0
                : b.atStartOfDay(ZoneId.systemDefault()).toInstant().toEpochMilli()));
        Button refresh = new Button("List");
        refresh.setId("archive-refresh");
        refresh.setDefaultButton(true);
        refresh.setOnAction(e -> vm.refresh());
        whole(refresh);
        HBox top = new HBox(6, new Label("Server"), url, level, result, since, refresh);
        top.setPadding(new Insets(0, 0, 8, 0));
        setTop(top);

        TableView<ArchiveClient.Entry> table = new TableView<>(vm.entries());
        table.setId("archive-table");
        table.getColumns().add(col("id", e -> Long.toString(e.id()), 50));
        table.getColumns().add(col("level", ArchiveClient.Entry::level, 140));
        table.getColumns().add(col("result", ArchiveClient.Entry::result, 70));
        table.getColumns().add(col("score", e -> Integer.toString(e.score()), 55));
        table.getColumns().add(col("stars", e -> Integer.toString(e.stars()), 45));
        table.getColumns().add(col("ticks", e -> Long.toString(e.ticks()), 60));
        table.getColumns().add(col("ended", e -> e.endedAt() == 0 ? "" : WHEN.format(Instant.ofEpochMilli(e.endedAt())), 130));
        table.getColumns().add(col("room", ArchiveClient.Entry::room, 70));
        table.getColumns().add(col("players", ArchiveClient.Entry::players, 200));
        table.setRowFactory(tv -> {
            var row = new javafx.scene.control.TableRow<ArchiveClient.Entry>();
            row.setOnMouseClicked(e -> {
                if (e.getClickCount() == 2 && !row.isEmpty()) {
                    open.accept(vm.urlProperty().get(), row.getItem().id());
                }
            });
            return row;
        });
        table.setPlaceholder(new Label("Press List to read the server's archive."));
        setCenter(table);

        Button prev = new Button("< Newer");
        prev.disableProperty().bind(vm.hasPreviousProperty().not());
        prev.setOnAction(e -> vm.previousPage());
        Button next = new Button("Older >");
        next.disableProperty().bind(vm.hasNextProperty().not());
        next.setOnAction(e -> vm.nextPage());
        Button openButton = new Button("Open");
        openButton.setId("archive-open");
        openButton.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull());
        openButton.setOnAction(e -> open.accept(vm.urlProperty().get(), table.getSelectionModel().getSelectedItem().id()));
        Label msg = new Label();
        msg.setId("archive-message");
        msg.textProperty().bind(vm.messageProperty());
        msg.setWrapText(true);
        HBox.setHgrow(msg, Priority.ALWAYS);
        msg.setMaxWidth(Double.MAX_VALUE);
        Button close = new Button("Cancel");
        close.setId("archive-cancel");
        close.setCancelButton(true); // Escape
        close.setOnAction(e -> cancel.run());
        whole(prev);
        whole(next);
        whole(openButton);
        whole(close);
        HBox bottom = new HBox(8, prev, next, msg, openButton, close);
        bottom.setPadding(new Insets(8, 0, 0, 0));
        setBottom(new VBox(bottom));
    }

    /** A button never shrinks below its label (they were drawn as "..."). */
    private static void whole(Button b) {
        b.setMinWidth(Region.USE_PREF_SIZE);
    }

    private static TableColumn<ArchiveClient.Entry, String> col(String name,
            java.util.function.Function<ArchiveClient.Entry, String> f, double width) {
        TableColumn<ArchiveClient.Entry, String> c = new TableColumn<>(name);
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(f.apply(d.getValue())));
        c.setPrefWidth(width);
        return c;
    }
}
