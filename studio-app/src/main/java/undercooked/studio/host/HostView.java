package undercooked.studio.host;

import java.io.File;
import java.util.List;
import java.util.Optional;

import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.StringProperty;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.stage.DirectoryChooser;

import undercooked.protocol.Stats;
import undercooked.server.Setting;
import undercooked.studio.ColumnFit;
import undercooked.studio.ShownPulse;
import undercooked.studio.services.HostSettings;
import undercooked.studio.services.ServerClient;

/**
 * The Host window: settings and Start/Stop on the left; on the right the URL players open, the
 * rooms with their join links and the selected room's QR code, the census plot and the log.
 */
public final class HostView extends BorderPane {
    private final HostViewModel vm;

    public HostView(HostViewModel vm) {
        this.vm = vm;
        setId("host-view");
        ScrollPane left = new ScrollPane(settings());
        left.setFitToWidth(true);
        left.setMinWidth(240); // the settings stay readable at 800x500; the live panel gives way
        // The live side scrolls rather than making the window taller than the screen (at 800x500 it
        // asked for 750 px); its width fits the pane, so only a very narrow window scrolls sideways.
        VBox liveBox = live();
        ScrollPane right = new ScrollPane(liveBox);
        right.setId("host-live");
        right.setFitToWidth(true);
        // as tall as the viewport at least (the table and the log grow into a big window); taller
        // than it when it must be, and then it scrolls: squeezed to fit, its lower rows were cut off
        liveBox.minHeightProperty().bind(Bindings.createDoubleBinding(() -> right.getViewportBounds().getHeight(),
                right.viewportBoundsProperty()));
        SplitPane split = new SplitPane(left, right);
        split.setDividerPositions(0.27);
        setCenter(split);
        ShownPulse.attach(this, vm::tick);
    }

    private VBox settings() {
        HostSettings s = vm.server().settings();
        GridPane g = new GridPane();
        g.setHgap(6);
        g.setVgap(6);
        int row = 0;
        row = field(g, row, "Port", "host-port", s.portProperty(), Setting.PORT, "0 picks a free port");
        row = field(g, row, "Round length cap (s)", "host-round-seconds", s.roundSecondsProperty(), Setting.ROUND_SECONDS,
                "0 = the level's own");
        row = field(g, row, "Max rooms", "host-max-rooms", s.maxRoomsProperty(), Setting.MAX_ROOMS, "");
        row = field(g, row, "Snapshot rate (Hz)", "host-snapshot-hz", s.snapshotHzProperty(), Setting.SNAPSHOT_HZ,
                "divides the tick rate");
        row = field(g, row, "Allowed origins", "host-origins", s.allowedOriginsProperty(), Setting.ALLOWED_ORIGINS,
                "comma-separated; empty = same host");
        TextField data = new TextField();
        data.setId("host-data");
        data.textProperty().bindBidirectional(s.dataDirProperty());
        Button choose = new Button("Choose...");
        choose.setOnAction(e -> {
            DirectoryChooser dc = new DirectoryChooser();
            dc.setTitle("Data folder for the hosted server");
            File f = dc.showDialog(getScene() == null ? null : getScene().getWindow());
            if (f != null) {
                s.dataDirProperty().set(f.toString());
            }
        });
        HBox.setHgrow(data, Priority.ALWAYS);
        CheckBox lan = new CheckBox("Open to the network (all interfaces)");
        lan.setId("host-lan");
        lan.selectedProperty().bindBidirectional(s.lanProperty());
        Label warn = new Label("Anyone who can reach this machine can then join and create rooms. Leave it off"
                + " to host for this machine only (127.0.0.1).");
        warn.setWrapText(true);
        warn.getStyleClass().add("warning");
        warn.visibleProperty().bind(s.lanProperty());
        warn.managedProperty().bind(s.lanProperty());
        Button start = new Button("Start");
        start.setId("host-start");
        start.setDefaultButton(true);
        start.setOnAction(e -> vm.server().start());
        Button stop = new Button("Stop");
        stop.setId("host-stop");
        stop.setOnAction(e -> vm.server().stop());
        start.disableProperty().bind(vm.server().runningProperty().or(vm.server().busyProperty()));
        stop.disableProperty().bind(vm.server().runningProperty().not().or(vm.server().busyProperty()));
        g.disableProperty().bind(vm.server().runningProperty().or(vm.server().busyProperty()));
        data.disableProperty().bind(vm.server().runningProperty().or(vm.server().busyProperty()));
        choose.disableProperty().bind(data.disableProperty());
        lan.disableProperty().bind(data.disableProperty());
        Label msg = new Label();
        msg.setId("host-message");
        msg.setWrapText(true);
        msg.textProperty().bind(vm.server().messageProperty());
        VBox box = new VBox(8, new Label("Host a game on this machine"), g, new Label("Data folder"),
                new HBox(6, data, choose), lan, warn, new HBox(6, start, stop), msg);
        box.setPadding(new Insets(8));
        box.setMinWidth(230);
        return box;
    }

    /** A text field for one server setting; its tooltip is the setting's help line and flag from the server's table. */
    private static int field(GridPane g, int row, String label, String id, StringProperty p, Setting setting, String hint) {
        TextField f = new TextField();
        f.setId(id);
        f.setPrefColumnCount(8);
        f.setPromptText(hint);
        f.setTooltip(new Tooltip(setting.help() + " (" + setting.flag() + ")"));
        f.textProperty().bindBidirectional(p);
        g.add(new Label(label), 0, row);
        g.add(f, 1, row);
        return row + 1;
    }

    private VBox live() {
        TextField url = new TextField();
        url.setId("host-url");
        url.setEditable(false);
        url.textProperty().bind(Bindings.when(vm.server().runningProperty()).then(vm.server().playerUrlProperty())
                .otherwise("(not hosting)"));
        HBox.setHgrow(url, Priority.ALWAYS);
        Button browser = new Button("Open browser client");
        browser.setId("host-open-browser");
        browser.setMinWidth(Region.USE_PREF_SIZE);
        browser.setOnAction(e -> vm.openBrowser(Optional.ofNullable(vm.selectedProperty().get())));
        browser.disableProperty().bind(vm.server().runningProperty().not());
        Label lan = new Label();
        lan.setId("host-lan-addresses");
        lan.setWrapText(true);
        vm.server().lanAddresses().addListener((ListChangeListener<String>) c -> lan.setText(vm.server().lanAddresses().isEmpty() ? ""
                : "This machine on the network: " + String.join(", ", vm.server().lanAddresses())));
        TableView<HostViewModel.RoomRow> rooms = new TableView<>(vm.rooms());
        rooms.setId("host-rooms");
        rooms.getColumns().add(col("room", HostViewModel.RoomRow::code, 64));
        rooms.getColumns().add(col("state", HostViewModel.RoomRow::state, 80));
        rooms.getColumns().add(col("seats", r -> r.seats() + "/" + r.maxSeats(), 50));
        rooms.getColumns().add(col("watching", r -> Integer.toString(r.spectators()), 64));
        rooms.getColumns().add(col("level", r -> ServerClient.shownLevel(r.level()), 130));
        rooms.getColumns().add(col("join link", HostViewModel.RoomRow::join, 240));
        // The code is read out to players: never cut (nor the state, seats or watchers); the level
        // and the link may scroll sideways.
        ColumnFit fit = new ColumnFit(rooms, List.of("WWWWW", "countdown", "4/4", "watching", "01_first_shift",
                "http://127.0.0.1:65535/r/WWWWW"));
        vm.rooms().addListener((ListChangeListener<HostViewModel.RoomRow>) c -> fit.fit());
        fit.fit();
        rooms.setPlaceholder(new Label("No rooms yet: press New room, or players create their own from the URL above."));
        rooms.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (b != null) {
                vm.selectedProperty().set(b);
            }
        });
        vm.selectedProperty().addListener((o, a, b) -> {
            if (b != null && !b.equals(rooms.getSelectionModel().getSelectedItem())) {
                rooms.getSelectionModel().select(b);
            }
        });
        Button create = new Button("New room");
        create.setId("host-new-room");
        create.setOnAction(e -> vm.server().createRoom());
        Button watch = new Button("Watch in Spectate");
        watch.setId("host-watch");
        watch.setOnAction(e -> Optional.ofNullable(vm.selectedProperty().get()).ifPresent(vm::watch));
        create.disableProperty().bind(vm.server().runningProperty().not());
        watch.disableProperty().bind(vm.selectedProperty().isNull());
        Label join = new Label();
        join.setId("host-join");
        join.setWrapText(true);
        join.setMaxWidth(QrView.SIZE);
        join.setMinHeight(Region.USE_PREF_SIZE);
        join.textProperty().bind(Bindings.createStringBinding(() -> vm.selectedProperty().get() == null ? ""
                : "Room " + vm.selectedProperty().get().code() + ": scan to join\n" + vm.selectedProperty().get().join(),
                vm.selectedProperty()));
        // the note first: in a small window it is what must be read, before the code and its link
        VBox qr = new VBox(4, networkNote(), new QrView(vm.qrProperty()), join);
        qr.setMinWidth(Region.USE_PREF_SIZE); // the code, its note and "Open to the network" whole: the room table gives way
        HBox.setHgrow(rooms, Priority.ALWAYS);
        HBox middle = new HBox(8, rooms, qr);
        VBox.setVgrow(middle, Priority.ALWAYS);
        Label census = new Label();
        census.setId("host-census");
        census.setWrapText(true);
        census.setMinHeight(Region.USE_PREF_SIZE);
        census.textProperty().bind(vm.censusProperty());
        ListView<String> log = new ListView<>(vm.server().log());
        log.setId("host-log");
        log.setPrefHeight(110);
        log.setPlaceholder(new Label("The server's log lines appear here."));
        vm.server().log().addListener((ListChangeListener<String>) c -> log.scrollTo(vm.server().log().size() - 1));
        VBox box = new VBox(6, new Label("Players open"), new HBox(6, url, browser), lan, hostLink(), middle,
                new HBox(6, create, watch), new BotSeatsView(vm.botSeats()), census, new LoadPlot(vm.history()),
                slowTicks(), log);
        box.setPadding(new Insets(8));
        return box;
    }

    /** The server's slowest ticks lately, each opened in Replays at that tick once its round is archived. */
    private VBox slowTicks() {
        ListView<Stats.SlowTick> list = new ListView<>(vm.slowTicks());
        list.setId("host-slow-ticks");
        list.setPrefHeight(84);
        list.setPlaceholder(new Label("No slow ticks yet: the slowest room ticks of the last five minutes appear here."));
        list.setCellFactory(v -> new ListCell<>() {
            private final Label what = new Label();
            private final Button open = new Button("Open in Replays");
            private final HBox row = new HBox(8, open, what);

            {
                open.setMinWidth(Region.USE_PREF_SIZE);
                open.setOnAction(e -> vm.openSlowTick(getItem()));
                row.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
            }

            @Override
            protected void updateItem(Stats.SlowTick t, boolean empty) {
                super.updateItem(t, empty);
                if (empty || t == null) {
                    setGraphic(null);
                    return;
                }
                what.setText(HostCensus.slowLine(t));
                open.setDisable(t.replay().isEmpty());
                setGraphic(row);
            }
        });
        return new VBox(2, new Label("Slowest ticks (the last five minutes)"), list);
    }

    /**
     * The last play-test's host link with Copy, shown every time: where no browser opened (or
     * another one should), opening it seats the designer as the room's host at once.
     */
    private HBox hostLink() {
        TextField link = new TextField();
        link.setId("host-link");
        link.setEditable(false);
        link.textProperty().bind(vm.server().hostLinkProperty());
        HBox.setHgrow(link, Priority.ALWAYS);
        Button copy = new Button("Copy");
        copy.setId("host-copy-link");
        copy.setMinWidth(Region.USE_PREF_SIZE);
        copy.setOnAction(e -> {
            ClipboardContent c = new ClipboardContent();
            c.putString(link.getText());
            Clipboard.getSystemClipboard().setContent(c);
            vm.server().say("Copied the host link: open it in a browser to play as the room's host.");
        });
        Label what = new Label("Your host link");
        what.setMinWidth(Region.USE_PREF_SIZE);
        HBox row = new HBox(6, what, link, copy);
        row.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        row.visibleProperty().bind(vm.server().hostLinkProperty().isNotEmpty());
        row.managedProperty().bind(row.visibleProperty());
        return row;
    }

    /** Beside the QR code while hosting on 127.0.0.1: a phone cannot reach that address; offer the network. */
    private VBox networkNote() {
        Label note = new Label("127.0.0.1 is this machine only: a phone cannot reach it.");
        note.setId("host-qr-note");
        note.setWrapText(true);
        note.setMaxWidth(QrView.SIZE);
        note.setMinHeight(Region.USE_PREF_SIZE); // all its lines, in a small window too: the link below gives way
        note.getStyleClass().add("warning");
        Button open = new Button("Open to the network");
        open.setId("host-open-network");
        open.setMinWidth(Region.USE_PREF_SIZE);
        open.setTooltip(new javafx.scene.control.Tooltip("Restart the server on every interface and show this"
                + " machine's LAN address in the links and the QR code (its rooms close)"));
        open.setOnAction(e -> vm.server().openToNetwork());
        VBox box = new VBox(4, note, open);
        box.visibleProperty().bind(vm.server().runningProperty().and(vm.server().settings().lanProperty().not()));
        box.managedProperty().bind(box.visibleProperty());
        return box;
    }

    private static <T> TableColumn<T, String> col(String name, java.util.function.Function<T, String> f, double w) {
        TableColumn<T, String> c = new TableColumn<>(name);
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(f.apply(d.getValue())));
        c.setPrefWidth(w);
        return c;
    }
}
