package undercooked.studio.replay;

import javafx.scene.control.Tooltip;
import javafx.scene.control.ListCell;
import java.util.Locale;
import javafx.animation.AnimationTimer;
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
import undercooked.studio.timeline.TimelineCanvas;

/**
 * The replay scrubber's window: transport and tools on top, the kitchen (shared renderer) on the
 * left, the diff, inspector, field, watches, events, bookmarks and golden panels on the right,
 * the timeline at the bottom. Keys: {@code ,} {@code .} and the arrows step a tick (Shift: a
 * second), Space plays, Home/End, {@code [} {@code ]} the previous/next event of the chosen kind.
 */
public final class ReplayView extends BorderPane {
    /** A diff list's group heading (a bold line above its fields), styled in studio.css. */
    private static final javafx.css.PseudoClass DIFF_GROUP = javafx.css.PseudoClass.getPseudoClass("group");
    private final ReplayViewModel vm;
    private final FieldViewModel fields;
    private final KitchenView kitchen = new KitchenView();
    private final Label tickLabel = new Label();
    private final VBox watchBox = new VBox(4);
    private final TableView<EventIndex.Row> eventTable;

    /** What the toolbar's file buttons do (the workspace owns the dialogs). */
    public interface Actions {
        void open();

        void fromServer();

        void compare();

        void copyLink();

        void exportClip();

        void exportPng();

        void bookmark();
    }

    public ReplayView(ReplayViewModel vm, FieldViewModel fields, BookmarksViewModel bookmarks, Actions actions) {
        this.vm = vm;
        this.fields = fields;
        setId("replay-view");
        getStyleClass().add("replay-view");
        setFocusTraversable(true);

        kitchen.setId("replay-kitchen");
        kitchen.kitchenSceneProperty().bind(vm.sceneProperty());
        vm.replayProperty().addListener((o, a, b) -> kitchen.rendererProperty().set(b == null ? null
                : new KitchenRenderer(b.loaded().level())));
        Label hover = new Label();
        hover.setId("replay-hover");
        hover.setWrapText(true);
        kitchen.setOnHover(h -> hover.setText(h.map(x -> Hover.describe(x, vm.stateProperty().get())).orElse("")));
        Label golden = new Label();
        golden.setId("replay-golden");
        golden.setWrapText(true);
        golden.textProperty().bind(Bindings.concat(vm.goldenSummaryProperty(),
                Bindings.when(vm.compareSummaryProperty().isEmpty()).then("").otherwise(Bindings.concat("\n", vm.compareSummaryProperty()))));
        golden.styleProperty().bind(Bindings.when(vm.divergenceProperty().greaterThanOrEqualTo(0))
                .then("-fx-text-fill: #E74C3C; -fx-font-weight: bold;").otherwise(""));
        ListView<java.nio.file.Path> scripts = new ListView<>(vm.folder());
        scripts.setId("replay-folder");
        scripts.setPrefWidth(190);
        scripts.visibleProperty().bind(Bindings.isNotEmpty(vm.folder()));
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
                vm.open(b);
            }
        });
        HBox kitchenRow = new HBox(6, scripts, kitchen);
        HBox.setHgrow(kitchen, Priority.ALWAYS);
        VBox left = new VBox(6, kitchenRow, golden, hover);
        VBox.setVgrow(kitchenRow, Priority.ALWAYS);
        left.setPadding(new Insets(6));

        eventTable = eventTable();
        Tab inspectorTab = new Tab("Inspector");
        inspectorTab.setContent(inspector(inspectorTab));
        Tab goldenTab = new Tab("Golden");
        goldenTab.setContent(goldenPanel(goldenTab));
        TabPane tabs = new TabPane(new Tab("Diff", diffPanel()), inspectorTab,
                new Tab("Field", fieldPanel()), new Tab("Watches", watchesPanel()), new Tab("Events", eventsPanel()),
                new Tab("Bookmarks", bookmarksPanel(bookmarks)), goldenTab);
        tabs.setId("replay-tabs");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        tabs.setMinWidth(300);
        SplitPane split = new SplitPane(left, tabs);
        split.setDividerPositions(0.58);
        setCenter(split);
        setTop(toolbar(actions));

        ProgressBar bar = new ProgressBar();
        bar.progressProperty().bind(vm.progressProperty());
        bar.visibleProperty().bind(vm.busyProperty().or(fields.busyProperty()));
        bar.managedProperty().bind(bar.visibleProperty());
        bar.setPrefWidth(160);
        Button cancel = new Button("Cancel");
        cancel.visibleProperty().bind(vm.busyProperty());
        cancel.managedProperty().bind(cancel.visibleProperty());
        cancel.setOnAction(e -> vm.cancel());
        Label msg = new Label();
        msg.setId("replay-message");
        msg.textProperty().bind(Bindings.createStringBinding(() -> fields.messageProperty().get().isEmpty()
                ? vm.messageProperty().get() : fields.messageProperty().get(), vm.messageProperty(), fields.messageProperty()));
        vm.messageProperty().addListener(o -> fields.messageProperty().set(""));
        HBox status = new HBox(8, bar, cancel, msg);
        status.setPadding(new Insets(2, 8, 4, 8));
        setBottom(new VBox(new TimelineCanvas(ReplayTimeline.of(vm, bookmarks), "replay-timeline"), status));

        tickLabel.setId("replay-tick");
        tickLabel.textProperty().bind(Bindings.createStringBinding(() -> "tick " + vm.tickProperty().get() + " / "
                + vm.endTick() + String.format(Locale.ROOT, "  (%.2f s)", vm.tickProperty().get() / 20.0),
                vm.tickProperty(), vm.replayProperty()));
        vm.tickProperty().addListener(o -> watchBox.getChildren().forEach(n -> ((WatchPlot) n).setTick(vm.tickProperty().get())));
        fields.watches().addListener((ListChangeListener<FieldViewModel.Watch>) c -> rebuildWatches());
        addEventFilter(KeyEvent.KEY_PRESSED, this::key);
        AnimationTimer timer = new AnimationTimer() {
            private long last = -1;

            @Override
            public void handle(long now) {
                if (last > 0 && vm.playingProperty().get()) {
                    vm.advance(Math.min(0.25, (now - last) / 1e9));
                }
                last = now;
            }
        };
        timer.start();
    }

    public KitchenView kitchen() {
        return kitchen;
    }

    private VBox toolbar(Actions a) {
        Button open = button("Open...", "Open a replay script (its golden beside it is found)", a::open);
        Button server = button("From Server...", "Open a round from a server's archive", a::fromServer);
        Button compare = button("Compare...", "Open a second run of the same level beside this one", a::compare);
        Button home = button("|<", "First tick (Home)", vm::home);
        Button back = button("<", "One tick back (, or Left; Shift: one second)", () -> vm.step(-1));
        Button play = button("Play", "Play or pause (Space)", vm::togglePlay);
        play.setId("replay-play");
        play.textProperty().bind(Bindings.when(vm.playingProperty()).then("Pause").otherwise("Play"));
        Button fwd = button(">", "One tick forward (. or Right; Shift: one second)", () -> vm.step(1));
        Button end = button(">|", "Last tick (End)", vm::end);
        ComboBox<Double> speed = new ComboBox<>();
        speed.setId("replay-speed");
        speed.getItems().setAll(ReplayViewModel.SPEEDS);
        speed.valueProperty().bindBidirectional(vm.speedProperty().asObject());
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
        trails.selectedProperty().bindBidirectional(vm.trailsProperty());
        ComboBox<String> follow = new ComboBox<>();
        follow.setPromptText("whole kitchen");
        vm.replayProperty().addListener((o, x, r) -> {
            follow.getItems().setAll("");
            if (r != null) {
                follow.getItems().addAll(r.seats());
            }
        });
        follow.valueProperty().addListener((o, x, v) -> vm.followProperty().set(v == null ? "" : v));
        follow.setTooltip(new Tooltip("Camera: the whole kitchen, or follow a cook"));
        Button markA = button("A", "Mark A here (compare two ticks)", vm::markAHere);
        Button markB = button("B", "Mark B here (compare two ticks)", vm::markBHere);
        Button clear = button("x", "Clear the marks", vm::clearMarks);
        Button bookmark = button("Bookmark", "Bookmark this tick with a note", a::bookmark);
        Button link = button("Copy Link", "Copy a command line that opens this replay at this tick", a::copyLink);
        Button clip = button("Clip...", "Export marks A..B (or the focus) as a new script and golden", a::exportClip);
        Button png = button("PNG...", "Export the current frame as a PNG", a::exportPng);
        ToolBar transport = new ToolBar(home, back, play, fwd, end, speed, tickLabel, new Separator(Orientation.VERTICAL),
                kind, prevEvent, nextEvent, new Separator(Orientation.VERTICAL), trails, follow);
        ToolBar tools = new ToolBar(open, server, compare, new Separator(Orientation.VERTICAL), markA, markB, clear,
                new Separator(Orientation.VERTICAL), bookmark, link, clip, png);
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
        long unit = e.isShiftDown() ? ReplayViewModel.HZ : 1;
        boolean used = true;
        switch (e.getCode()) {
            case COMMA, LEFT -> vm.step(-unit);
            case PERIOD, RIGHT -> vm.step(unit);
            case HOME -> vm.home();
            case END -> vm.end();
            case SPACE -> vm.togglePlay();
            case OPEN_BRACKET -> vm.previousEvent();
            case CLOSE_BRACKET -> vm.nextEvent();
            default -> used = false;
        }
        if (used) {
            e.consume();
        }
    }

    private VBox diffPanel() {
        TextField filter = new TextField();
        filter.setId("replay-diff-filter");
        filter.setPromptText("filter: players[0], held, score ...");
        filter.textProperty().bindBidirectional(vm.diffFilterProperty());
        Label mode = new Label();
        mode.textProperty().bind(Bindings.createStringBinding(() -> switch (vm.diffModeProperty().get()) {
            case TICK -> "what changed at this tick (from the tick before)";
            case MARKS -> "tick A " + vm.markAProperty().get() + " vs tick B " + vm.markBProperty().get();
            case RUNS -> "this run vs the second run, at this tick";
        }, vm.diffModeProperty(), vm.markAProperty(), vm.markBProperty()));
        ListView<Object> list = new ListView<>();
        list.setId("replay-diff");
        list.getStyleClass().add("replay-diff");
        list.setFixedCellSize(24);
        vm.diff().addListener((ListChangeListener<DiffRow>) c -> {
            java.util.List<Object> rows = new java.util.ArrayList<>();
            String group = null;
            for (DiffRow r : vm.diff()) {
                if (!r.group().equals(group)) {
                    group = r.group();
                    rows.add("▸ " + group);
                }
                rows.add(r);
            }
            list.getItems().setAll(rows);
        });
        list.setCellFactory(lv -> new ListCell<>() {
            @Override
            protected void updateItem(Object item, boolean empty) {
                super.updateItem(item, empty);
                // pseudo-classes, not inline styles: a style set per update re-runs CSS on every cell of every seek
                pseudoClassStateChanged(DIFF_GROUP, !empty && item != null && !(item instanceof DiffRow));
                if (empty || item == null) {
                    setText(null);
                } else if (item instanceof DiffRow r) {
                    setText("    " + r.render());
                } else {
                    setText(item.toString());
                }
            }
        });
        list.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (b instanceof DiffRow r) {
                fields.select(r.path());
            }
        });
        list.setPlaceholder(new Label("Nothing changed."));
        VBox box = new VBox(6, filter, mode, list);
        VBox.setVgrow(list, Priority.ALWAYS);
        box.setPadding(new Insets(6));
        return box;
    }

    /** Shows the state only while its tab is open (and at once when it opens): a hidden tree costs a seek nothing. */
    private VBox inspector(Tab tab) {
        InspectorTree tree = new InspectorTree(p -> {
            if (!p.isEmpty()) {
                fields.select(p);
            }
        });
        vm.stateProperty().addListener((o, a, b) -> {
            if (tab.isSelected()) {
                tree.show(b);
            }
        });
        tab.selectedProperty().addListener((o, a, on) -> {
            if (on && vm.stateProperty().get() != null) {
                tree.show(vm.stateProperty().get());
            }
        });
        vm.replayProperty().addListener(o -> tree.setRoot(null));
        VBox box = new VBox(6, new Label("The whole state at this tick; select a field for its history."), tree);
        VBox.setVgrow(tree, Priority.ALWAYS);
        box.setPadding(new Insets(6));
        return box;
    }

    private VBox fieldPanel() {
        TextField path = new TextField();
        path.setId("replay-field");
        path.setPromptText("a field path, e.g. players[0].pos.x (select one in the diff or inspector)");
        fields.fieldProperty().addListener((o, a, b) -> path.setText(b));
        path.setOnAction(e -> fields.select(path.getText().strip()));
        Button prev = new Button("< Previous change");
        prev.setId("replay-prev-change");
        prev.setOnAction(e -> fields.previousChange());
        Button next = new Button("Next change >");
        next.setId("replay-next-change");
        next.setOnAction(e -> fields.nextChange());
        Button history = new Button("History");
        history.setOnAction(e -> fields.computeHistory());
        Button watch = new Button("Watch");
        watch.setOnAction(e -> fields.watch(fields.fieldProperty().get()));
        TableView<FieldViewModel.HistoryRow> table = new TableView<>(fields.history());
        table.setId("replay-history");
        table.getColumns().add(col("tick", r -> Long.toString(r.tick()), 60));
        table.getColumns().add(col("before", FieldViewModel.HistoryRow::before, 120));
        table.getColumns().add(col("after", FieldViewModel.HistoryRow::after, 120));
        table.getColumns().add(col("events of the tick", FieldViewModel.HistoryRow::events, 200));
        table.setPlaceholder(new Label("Press History, Previous or Next change."));
        table.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (b != null) {
                vm.seek(b.tick());
                fields.explain(b.tick());
            }
        });
        Label cause = new Label();
        cause.setId("replay-cause");
        cause.setWrapText(true);
        cause.textProperty().bind(fields.causeProperty());
        VBox box = new VBox(6, path, new HBox(6, prev, next, history, watch), cause, table);
        VBox.setVgrow(table, Priority.ALWAYS);
        box.setPadding(new Insets(6));
        return box;
    }

    private VBox watchesPanel() {
        TextField add = new TextField();
        add.setPromptText("pin a field: score, players[1].pos.x, players[1].held ...  (Enter)");
        add.setOnAction(e -> {
            fields.watch(add.getText());
            add.clear();
        });
        TextField cond = new TextField();
        cond.setId("replay-condition");
        cond.setPromptText("condition: score >= 40, players[0].state == stunned");
        cond.textProperty().bindBidirectional(fields.conditionProperty());
        Button first = new Button("First");
        first.setOnAction(e -> fields.findCondition(true));
        Button next = new Button("Next");
        next.setOnAction(e -> fields.findCondition(false));
        HBox.setHgrow(cond, Priority.ALWAYS);
        javafx.scene.control.ScrollPane scroll = new javafx.scene.control.ScrollPane(watchBox);
        scroll.setFitToWidth(true);
        VBox box = new VBox(6, add, new HBox(6, cond, first, next), scroll);
        VBox.setVgrow(scroll, Priority.ALWAYS);
        box.setPadding(new Insets(6));
        return box;
    }

    private void rebuildWatches() {
        watchBox.getChildren().clear();
        for (FieldViewModel.Watch w : fields.watches()) {
            WatchPlot p = new WatchPlot(w);
            p.setTick(vm.tickProperty().get());
            p.setOnMouseClicked(e -> {
                if (e.getClickCount() == 2) {
                    fields.unwatch(w);
                } else {
                    vm.seek(Math.round(e.getX() / Math.max(1, p.getWidth()) * vm.endTick()));
                }
            });
            watchBox.getChildren().add(p);
        }
    }

    private TableView<EventIndex.Row> eventTable() {
        TableView<EventIndex.Row> t = new TableView<>();
        t.setId("replay-events");
        t.getColumns().add(col("tick", r -> Long.toString(r.tick()), 60));
        t.getColumns().add(col("kind", EventIndex.Row::kind, 100));
        t.getColumns().add(col("who", EventIndex.Row::who, 50));
        t.getColumns().add(col("payload", EventIndex.Row::payload, 240));
        t.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (b != null) {
                vm.seek(b.tick());
            }
        });
        return t;
    }

    private VBox eventsPanel() {
        TextField search = new TextField();
        search.setId("replay-event-search");
        search.setPromptText("search: kind, cook, payload");
        ComboBox<String> kind = new ComboBox<>();
        kind.getItems().add("all kinds");
        for (Marker m : Marker.values()) {
            kind.getItems().add(m.label());
        }
        kind.getSelectionModel().selectFirst();
        Runnable refresh = () -> {
            String q = search.getText().strip().toLowerCase(Locale.ROOT);
            String k = kind.getValue();
            eventTable.getItems().setAll(vm.events().rows().stream()
                    .filter(r -> k == null || k.equals("all kinds") || r.marker().label().equals(k))
                    .filter(r -> q.isEmpty() || (r.kind() + " " + r.who() + " " + r.payload()).toLowerCase(Locale.ROOT).contains(q))
                    .toList());
        };
        search.textProperty().addListener(o -> refresh.run());
        kind.valueProperty().addListener(o -> refresh.run());
        vm.replayProperty().addListener(o -> refresh.run());
        ListView<String> passed = new ListView<>();
        passed.setPrefHeight(90);
        vm.passedEvents().addListener((ListChangeListener<EventIndex.Row>) c -> {
            passed.getItems().setAll(vm.passedEvents().stream().map(r -> r.tick() + "  " + r.kind() + " " + r.who()).toList());
            passed.scrollTo(passed.getItems().size() - 1);
        });
        VBox box = new VBox(6, new HBox(6, search, kind), eventTable, new Label("Passed while playing:"), passed);
        HBox.setHgrow(search, Priority.ALWAYS);
        VBox.setVgrow(eventTable, Priority.ALWAYS);
        box.setPadding(new Insets(6));
        return box;
    }

    private VBox bookmarksPanel(BookmarksViewModel b) {
        ListView<Bookmarks.Bookmark> list = new ListView<>(b.bookmarks());
        list.setId("replay-bookmarks");
        list.setCellFactory(lv -> new ListCell<>() {
            @Override
            protected void updateItem(Bookmarks.Bookmark item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : "tick " + item.tick() + "  " + item.note());
            }
        });
        list.getSelectionModel().selectedItemProperty().addListener((o, x, v) -> {
            if (v != null) {
                vm.seek(v.tick());
            }
        });
        Button remove = new Button("Remove");
        remove.setOnAction(e -> {
            Bookmarks.Bookmark s = list.getSelectionModel().getSelectedItem();
            if (s != null) {
                b.remove(s);
            }
        });
        Label where = new Label();
        where.textProperty().bind(b.messageProperty());
        VBox box = new VBox(6, list, new HBox(6, remove, where));
        VBox.setVgrow(list, Priority.ALWAYS);
        box.setPadding(new Insets(6));
        return box;
    }

    /** The per-system lines are a re-run of the tick system by system: made only while the tab is open. */
    private VBox goldenPanel(Tab tab) {
        Label summary = new Label();
        summary.setWrapText(true);
        summary.textProperty().bind(vm.goldenSummaryProperty());
        Button go = new Button("Show the divergence");
        go.setId("replay-go-divergence");
        go.disableProperty().bind(vm.divergenceProperty().lessThan(0));
        go.setOnAction(e -> vm.goToDivergence());
        ListView<String> systems = new ListView<>();
        systems.setId("replay-systems");
        vm.tickProperty().addListener(o -> {
            if (tab.isSelected()) {
                systems.getItems().setAll(vm.systemsAtTick());
            }
        });
        tab.selectedProperty().addListener((o, a, on) -> {
            if (on) {
                systems.getItems().setAll(vm.systemsAtTick());
            }
        });
        Label compare = new Label();
        compare.setWrapText(true);
        compare.textProperty().bind(vm.compareSummaryProperty());
        Button close = new Button("Close the second run");
        close.disableProperty().bind(vm.otherProperty().isNull());
        close.setOnAction(e -> vm.closeCompare());
        VBox box = new VBox(6, summary, go, new Label("What each kernel system changed in the step into this tick:"),
                systems, compare, close);
        VBox.setVgrow(systems, Priority.ALWAYS);
        box.setPadding(new Insets(6));
        return box;
    }

    private static <T> TableColumn<T, String> col(String name, java.util.function.Function<T, String> f, double w) {
        TableColumn<T, String> c = new TableColumn<>(name);
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(f.apply(d.getValue())));
        c.setPrefWidth(w);
        return c;
    }
}
