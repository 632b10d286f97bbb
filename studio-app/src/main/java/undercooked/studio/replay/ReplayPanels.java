package undercooked.studio.replay;

import java.util.List;
import javafx.geometry.Side;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
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
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import undercooked.studio.kitchen.KitchenRenderer;
import undercooked.studio.kitchen.KitchenView;
import undercooked.studio.timeline.Marker;
import undercooked.studio.timeline.TimelineCanvas;

/**
 * The Replays workspace's side panels (Diff, Inspector, Field, Watches, Events, Bookmarks,
 * Golden), each a view over the replay's view models; {@link ReplayView} lays them out in tabs.
 */
final class ReplayPanels {
    /** A diff list's group heading (a bold line above its fields), styled in studio.css. */
    private static final javafx.css.PseudoClass DIFF_GROUP = javafx.css.PseudoClass.getPseudoClass("group");
    private final ReplayViewModel vm;
    private final FieldViewModel fields;
    private final VBox watchBox = new VBox(4);
    private final TableView<EventIndex.Row> eventTable;

    ReplayPanels(ReplayViewModel vm, FieldViewModel fields) {
        this.vm = vm;
        this.fields = fields;
        this.eventTable = eventTable();
        vm.tickProperty().addListener(o -> watchBox.getChildren().forEach(n -> ((WatchPlot) n).setTick(vm.tickProperty().get())));
        fields.watches().addListener((ListChangeListener<FieldViewModel.Watch>) c -> rebuildWatches());
    }

    VBox diffPanel() {
        TextField filter = new TextField();
        filter.setId("replay-diff-filter");
        filter.setPromptText("filter: players[0], held, score ...");
        filter.textProperty().bindBidirectional(vm.diff().filterProperty());
        Label mode = new Label();
        mode.textProperty().bind(Bindings.createStringBinding(() -> switch (vm.diff().modeProperty().get()) {
            case TICK -> "what changed at this tick (from the tick before)";
            case MARKS -> "tick A " + vm.diff().markAProperty().get() + " vs tick B " + vm.diff().markBProperty().get();
            case RUNS -> "this run vs the second run, at this tick";
            case AS_PLAYED -> "as played (the server's kept frames) -> as this studio's kernel draws it, at this tick";
        }, vm.diff().modeProperty(), vm.diff().markAProperty(), vm.diff().markBProperty()));
        ListView<Object> list = new ListView<>();
        list.setId("replay-diff");
        list.getStyleClass().add("replay-diff");
        list.setFixedCellSize(24);
        vm.diff().rows().addListener((ListChangeListener<DiffRow>) c -> {
            java.util.List<Object> rows = new java.util.ArrayList<>();
            String group = null;
            for (DiffRow r : vm.diff().rows()) {
                if (!r.group().equals(group)) {
                    group = r.group();
                    rows.add("▸ " + DiffRow.heading(group, vm.stateProperty().get()));
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
    VBox inspector(Tab tab) {
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

    VBox fieldPanel() {
        TextField path = new TextField();
        path.setId("replay-field");
        path.setPromptText("a field path, e.g. players[0].pos.x (select one in the diff or inspector)");
        fields.fieldProperty().addListener((o, a, b) -> path.setText(b));
        path.setOnAction(e -> fields.select(path.getText().strip()));
        completions(path);
        Label value = new Label();
        value.setId("replay-field-value");
        value.textProperty().bind(fields.valueProperty());
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
        cause.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE); // the why-line wraps, never cut to "inputs: ..."
        cause.textProperty().bind(fields.causeProperty());
        VBox box = new VBox(6, path, value, new HBox(6, prev, next, history, watch), cause, table);
        VBox.setVgrow(table, Priority.ALWAYS);
        box.setPadding(new Insets(6));
        return box;
    }

    /** Offers the paths that complete what is typed, from the state's own shape; choosing one selects it. */
    private void completions(TextField path) {
        ContextMenu menu = new ContextMenu();
        menu.setId("replay-field-completions");
        path.textProperty().addListener((o, a, typed) -> {
            if (!path.isFocused() || typed.equals(fields.fieldProperty().get())) {
                menu.hide();
                return;
            }
            List<String> found = fields.complete(typed);
            menu.getItems().setAll(found.stream().limit(12).map(p -> {
                MenuItem m = new MenuItem(p);
                m.setMnemonicParsing(false);
                m.setOnAction(e -> {
                    path.setText(p);
                    path.positionCaret(p.length());
                    fields.select(p);
                });
                return m;
            }).toList());
            if (found.isEmpty()) {
                menu.hide();
            } else if (!menu.isShowing() && path.getScene() != null) {
                menu.show(path, Side.BOTTOM, 0, 0);
            }
        });
        path.focusedProperty().addListener((o, a, on) -> {
            if (!on) {
                menu.hide();
            }
        });
    }

    VBox watchesPanel() {
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

    VBox eventsPanel() {
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

    VBox bookmarksPanel(BookmarksViewModel b) {
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
    /** The golden check, the systems of the tick, the second run and the round as played; it scrolls in a small window. */
    javafx.scene.control.ScrollPane goldenPanel(Tab tab) {
        Label summary = new Label();
        summary.setWrapText(true);
        summary.setMinHeight(Region.USE_PREF_SIZE);
        summary.textProperty().bind(vm.golden().summaryProperty());
        Button go = new Button("Show the divergence");
        go.setId("replay-go-divergence");
        go.disableProperty().bind(vm.golden().divergenceProperty().lessThan(0));
        go.setOnAction(e -> vm.golden().goToDivergence());
        ListView<String> systems = new ListView<>();
        systems.setId("replay-systems");
        vm.tickProperty().addListener(o -> {
            if (tab.isSelected()) {
                systems.getItems().setAll(vm.golden().systemsAtTick());
            }
        });
        tab.selectedProperty().addListener((o, a, on) -> {
            if (on) {
                systems.getItems().setAll(vm.golden().systemsAtTick());
            }
        });
        Label compare = new Label();
        compare.setWrapText(true);
        compare.setMinHeight(Region.USE_PREF_SIZE);
        compare.textProperty().bind(vm.compare().summaryProperty());
        Button close = new Button("Close the second run");
        close.disableProperty().bind(vm.compare().otherProperty().isNull());
        close.setOnAction(e -> vm.compare().close());
        VBox box = new VBox(6, summary, go, new Label("What each kernel system changed in the step into this tick:"),
                systems, compare, close, asPlayedBox());
        VBox.setVgrow(systems, Priority.ALWAYS);
        systems.setMinHeight(96);
        box.setPadding(new Insets(6));
        javafx.scene.control.ScrollPane scroll = new javafx.scene.control.ScrollPane(box);
        scroll.setFitToWidth(true);
        scroll.setFitToHeight(true);
        return scroll;
    }

    /** The round as it was played: its kept frames, drawn or not, and where this kernel first draws it differently. */
    private VBox asPlayedBox() {
        AsPlayedViewModel played = vm.asPlayed();
        Label summary = new Label();
        summary.setId("replay-as-played-summary");
        summary.setWrapText(true);
        summary.setMinHeight(Region.USE_PREF_SIZE); // a wrapping label in a VBox keeps its lines only so
        summary.textProperty().bind(played.summaryProperty());
        CheckBox draw = new CheckBox("Draw the round as it was played (the server's kept frames)");
        draw.setId("replay-as-played");
        draw.selectedProperty().bindBidirectional(played.shownProperty());
        Button go = new Button("Show where it is drawn differently now");
        go.setId("replay-as-played-go");
        go.disableProperty().bind(played.departureProperty().lessThan(0));
        go.setOnAction(e -> played.goToDeparture());
        VBox box = new VBox(6, summary, draw, go);
        box.visibleProperty().bind(played.availableProperty());
        box.managedProperty().bind(played.availableProperty());
        return box;
    }

    private static <T> TableColumn<T, String> col(String name, java.util.function.Function<T, String> f, double w) {
        TableColumn<T, String> c = new TableColumn<>(name);
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(f.apply(d.getValue())));
        c.setPrefWidth(w);
        return c;
    }
}
