package undercooked.studio.replay;

import javafx.scene.control.Tooltip;
import javafx.scene.control.ListCell;
import java.util.Locale;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Separator;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.ToolBar;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import undercooked.studio.kitchen.KitchenRenderer;
import undercooked.studio.kitchen.KitchenView;
import undercooked.studio.timeline.Marker;
import undercooked.studio.timeline.Playback;
import undercooked.studio.ShownPulse;
import undercooked.studio.timeline.TimelineCanvas;

/**
 * The replay scrubber's window: transport and tools on top, the kitchen (shared renderer) on the
 * left, the diff, inspector, field, watches, events, bookmarks and golden panels on the right,
 * the timeline at the bottom. Keys: {@code ,} {@code .} and the arrows step a tick (Shift: a
 * second), Space plays, Home/End, {@code [} {@code ]} the previous/next event of the chosen kind.
 */
public final class ReplayView extends BorderPane {
    /** The side panel's least width: all seven tab headers in the default font. */
    static final double TABS_MIN_WIDTH = 540;
    /** The tabs' least width in a view under {@link #SMALL_VIEW} px (a window under about 1,100), so the kitchen keeps about half. */
    static final double TABS_SMALL_MIN_WIDTH = 340;
    /** The workspace's width under which the tabs give way: a 1,280 px window's is about 1,170. */
    static final double SMALL_VIEW = 1000;
    private final ReplayViewModel vm;
    private final FieldViewModel fields;
    private final KitchenView kitchen = new KitchenView();
    private final Label tickLabel = new Label();
    private final TabPane tabs = new TabPane();
    private Tab fieldTab;

    /** What the toolbar's file buttons do (the workspace owns the dialogs). */
    public interface Actions {
        void open();

        void fromServer();

        void compare();

        void copyLink();

        void exportClip();

        void exportPng();

        void bookmark();

        void playFromHere();

        void report();
    }

    public ReplayView(ReplayViewModel vm, FieldViewModel fields, BookmarksViewModel bookmarks, Actions actions) {
        this.vm = vm;
        this.fields = fields;
        setId("replay-view");
        getStyleClass().add("replay-view");
        setFocusTraversable(true);

        kitchen.setId("replay-kitchen");
        kitchen.kitchenSceneProperty().bind(vm.scene().sceneProperty());
        vm.replayProperty().addListener((o, a, b) -> kitchen.rendererProperty().set(b == null ? null
                : new KitchenRenderer(b.loaded().level())));
        Label hover = new Label();
        hover.setId("replay-hover");
        hover.setWrapText(true);
        // a fixed two-line height: a read-out that appears on hover must not push the kitchen up
        hover.setMinHeight(36);
        hover.setPrefHeight(36);
        hover.setMaxHeight(36);
        kitchen.setOnHover(h -> hover.setText(h.map(x -> Hover.describe(x, vm.stateProperty().get())).orElse("")));
        Label golden = new Label();
        golden.setId("replay-golden");
        golden.setWrapText(true);
        golden.textProperty().bind(Bindings.concat(vm.golden().summaryProperty(),
                Bindings.when(vm.compare().summaryProperty().isEmpty()).then("").otherwise(Bindings.concat("\n", vm.compare().summaryProperty()))));
        // At most four lines, the rest in its tooltip: a long reason (a golden that is another
        // round's) took the height of a 900 x 600 window's kitchen.
        golden.setMaxHeight(76);
        javafx.scene.control.Tooltip whole = new javafx.scene.control.Tooltip();
        whole.textProperty().bind(golden.textProperty());
        whole.setWrapText(true);
        whole.setMaxWidth(480);
        golden.setTooltip(whole);
        golden.styleProperty().bind(Bindings.when(vm.golden().divergenceProperty().greaterThanOrEqualTo(0))
                .then("-fx-text-fill: #E74C3C; -fx-font-weight: bold;").otherwise(""));
        ListView<java.nio.file.Path> scripts = new ListView<>(vm.loading().folder());
        scripts.setId("replay-folder");
        scripts.setPrefWidth(190);
        scripts.visibleProperty().bind(Bindings.isNotEmpty(vm.loading().folder()));
        scripts.managedProperty().bind(scripts.visibleProperty());
        scripts.setCellFactory(lv -> new ListCell<>() {
            @Override
            protected void updateItem(java.nio.file.Path item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : item.getFileName().toString());
            }
        });
        scripts.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (b != null && (vm.replayProperty().get() == null
                    || !vm.replayProperty().get().loaded().source().locator().equals(b.toAbsolutePath().normalize().toString()))) {
                vm.loading().open(b);
            }
        });
        HBox kitchenRow = new HBox(6, scripts, kitchen);
        HBox.setHgrow(kitchen, Priority.ALWAYS);
        VBox left = new VBox(6, kitchenRow, golden, hover);
        VBox.setVgrow(kitchenRow, Priority.ALWAYS);
        left.setPadding(new Insets(6));

        ReplayPanels panels = new ReplayPanels(vm, fields);
        Tab inspectorTab = new Tab("Inspector");
        inspectorTab.setContent(panels.inspector(inspectorTab));
        Tab goldenTab = new Tab("Golden");
        goldenTab.setContent(panels.goldenPanel(goldenTab));
        fieldTab = new Tab("Field", panels.fieldPanel());
        tabs.getTabs().setAll(new Tab("Diff", panels.diffPanel()), inspectorTab, fieldTab,
                new Tab("Watches", panels.watchesPanel()), new Tab("Events", panels.eventsPanel()),
                new Tab("Bookmarks", panels.bookmarksPanel(bookmarks)), goldenTab);
        tabs.setId("replay-tabs");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        // wide enough for every tab's header: at 1280 px the Golden tab was behind the overflow;
        // in a small window (900 x 600) the kitchen keeps its half and the last tabs go behind it
        // (the kitchen had shrunk to 230 px, its orders and labels gone)
        tabs.minWidthProperty().bind(javafx.beans.binding.Bindings.when(widthProperty().greaterThanOrEqualTo(SMALL_VIEW))
                .then(TABS_MIN_WIDTH).otherwise(TABS_SMALL_MIN_WIDTH));
        SplitPane split = new SplitPane(left, tabs);
        split.setDividerPositions(0.54);
        setCenter(split);
        setTop(toolbar(actions));

        ProgressBar bar = new ProgressBar();
        bar.progressProperty().bind(vm.loading().progressProperty());
        bar.visibleProperty().bind(vm.loading().busyProperty().or(fields.busyProperty()));
        bar.managedProperty().bind(bar.visibleProperty());
        bar.setPrefWidth(160);
        Button cancel = new Button("Cancel");
        cancel.visibleProperty().bind(vm.loading().busyProperty());
        cancel.managedProperty().bind(cancel.visibleProperty());
        cancel.setOnAction(e -> vm.loading().cancel());
        Label msg = new Label();
        msg.setId("replay-message");
        msg.textProperty().bind(Bindings.createStringBinding(() -> fields.messageProperty().get().isEmpty()
                ? vm.messageProperty().get() : fields.messageProperty().get(), vm.messageProperty(), fields.messageProperty()));
        vm.messageProperty().addListener(o -> fields.messageProperty().set(""));
        HBox status = new HBox(8, bar, cancel, msg);
        status.setPadding(new Insets(2, 8, 4, 8));
        setBottom(new VBox(new TimelineCanvas(ReplayTimeline.of(vm, bookmarks), "replay-timeline"), status));

        tickLabel.setId("replay-tick");
        // room for "tick 72000 / 72000  (3600.00 s)": the controls after it stay put as it counts
        tickLabel.setMinWidth(230);
        tickLabel.setPrefWidth(230);
        tickLabel.textProperty().bind(Bindings.createStringBinding(() -> "tick " + vm.tickProperty().get() + " / "
                + vm.endTick() + String.format(Locale.ROOT, "  (%.2f s)", vm.tickProperty().get() / 20.0),
                vm.tickProperty(), vm.replayProperty()));
        addEventFilter(KeyEvent.KEY_PRESSED, this::key);
        // Only while Replays is on screen: a hidden workspace costs nothing a frame (playing waits).
        ShownPulse.attach(this, vm.playback()::pulse);
    }

    public KitchenView kitchen() {
        return kitchen;
    }

    /** Shows the Field tab (a link with {@code --field} opens on it). */
    public void showFieldTab() {
        tabs.getSelectionModel().select(fieldTab);
    }

    private VBox toolbar(Actions a) {
        Button open = button("Open...", "Open a replay script (its golden beside it is found)", a::open);
        Button server = button("From Server...", "Open a round from a server's archive", a::fromServer);
        Button compare = button("Compare...", "Open a second run of the same level beside this one", a::compare);
        Button home = button("|<", "First tick (Home)", vm::home);
        Button back = button("<", "One tick back (, or Left; Shift: one second)", () -> vm.step(-1));
        Button play = button("Play", "Play or pause (Space)", vm.playback()::togglePlay);
        play.setId("replay-play");
        play.textProperty().bind(Bindings.when(vm.playback().playingProperty()).then("Pause").otherwise("Play"));
        play.setMinWidth(64); // Play and Pause take the same room: the toolbar does not shift
        play.setPrefWidth(64);
        Button fwd = button(">", "One tick forward (. or Right; Shift: one second)", () -> vm.step(1));
        Button end = button(">|", "Last tick (End)", vm::end);
        ComboBox<Double> speed = new ComboBox<>();
        speed.setId("replay-speed");
        speed.getItems().setAll(Playback.SPEEDS);
        speed.valueProperty().bindBidirectional(vm.playback().speedProperty());
        speed.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(Double d) {
                return d == null ? "" : (d == Math.rint(d) ? Integer.toString(d.intValue()) : d.toString()) + "x";
            }

            @Override
            public Double fromString(String s) {
                return Double.valueOf(s.replace("x", ""));
            }
        });
        ComboBox<Marker> kind = new ComboBox<>();
        kind.setId("replay-kind");
        kind.getItems().setAll(java.util.Arrays.stream(Marker.values()).filter(m -> m != Marker.OTHER).toList());
        kind.valueProperty().bindBidirectional(vm.navKindProperty());
        kind.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(Marker m) {
                return m == null ? "" : m.label();
            }

            @Override
            public Marker fromString(String s) {
                return Marker.parse(s);
            }
        });
        Button prevEvent = button("[ Prev", "Previous event of this kind ([)", vm::previousEvent);
        Button nextEvent = button("Next ]", "Next event of this kind (])", vm::nextEvent);
        CheckBox trails = new CheckBox("Trails");
        trails.selectedProperty().bindBidirectional(vm.scene().trailsProperty());
        ComboBox<String> follow = new ComboBox<>();
        follow.setId("replay-camera");
        follow.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(String seat) {
                return seat == null || seat.isEmpty() ? "whole kitchen" : "follow " + seat;
            }

            @Override
            public String fromString(String s) {
                return s.startsWith("follow ") ? s.substring(7) : "";
            }
        });
        follow.getItems().setAll("");
        follow.setValue("");
        vm.replayProperty().addListener((o, x, r) -> {
            follow.getItems().setAll("");
            if (r != null) {
                follow.getItems().addAll(r.seats());
            }
            follow.setValue("");
        });
        follow.valueProperty().addListener((o, x, v) -> vm.scene().followProperty().set(v == null ? "" : v));
        follow.setTooltip(new Tooltip("Camera: the whole kitchen, or follow a cook"));
        Button markA = button("A", "Mark A here (compare two ticks)", vm.diff()::markAHere);
        Button markB = button("B", "Mark B here (compare two ticks)", vm.diff()::markBHere);
        Button clear = button("x", "Clear the marks", vm.diff()::clearMarks);
        Button bookmark = button("Bookmark", "Bookmark this tick with a note", a::bookmark);
        Button link = button("Copy Link", "Copy a command line that opens this replay at this tick", a::copyLink);
        Button clip = button("Clip...", "Export marks A..B (or the focus) as a new script and golden", a::exportClip);
        Button png = button("PNG...", "Export the current frame as a PNG", a::exportPng);
        Button takeOver = button("Play from here", "Start a live room on this studio's host at this tick: the round's"
                + " inputs up to here, then players take the seats (F6)", a::playFromHere);
        takeOver.setId("play-from-here");
        Button report = button("Report...", "A bug report of this tick in one folder: clip, link, PNG, field history,"
                + " note, versions; its summary is copied (Ctrl+Shift+B)", a::report);
        report.setId("replay-report");
        report.disableProperty().bind(vm.replayProperty().isNull());
        takeOver.disableProperty().bind(vm.replayProperty().isNull());
        ToolBar transport = new ToolBar(home, back, play, fwd, end, speed, tickLabel, new Separator(Orientation.VERTICAL),
                kind, prevEvent, nextEvent, new Separator(Orientation.VERTICAL), trails, follow);
        ToolBar tools = new ToolBar(open, server, compare, new Separator(Orientation.VERTICAL), markA, markB, clear,
                new Separator(Orientation.VERTICAL), bookmark, link, clip, png, new Separator(Orientation.VERTICAL), report, takeOver);
        return new VBox(tools, transport);
    }

    private static Button button(String text, String tip, Runnable r) {
        Button b = new Button(text);
        b.setTooltip(new Tooltip(tip));
        b.setFocusTraversable(false);
        b.setOnAction(e -> r.run());
        return b;
    }

    private void key(KeyEvent e) {
        if (e.getTarget() instanceof TextInputControl) {
            return;
        }
        long unit = e.isShiftDown() ? Playback.HZ : 1;
        boolean used = true;
        switch (e.getCode()) {
            case COMMA, LEFT -> vm.step(-unit);
            case PERIOD, RIGHT -> vm.step(unit);
            case HOME -> vm.home();
            case END -> vm.end();
            case SPACE -> vm.playback().togglePlay();
            case OPEN_BRACKET -> vm.previousEvent();
            case CLOSE_BRACKET -> vm.nextEvent();
            default -> used = false;
        }
        if (used) {
            e.consume();
        }
    }
}
