package undercooked.studio.editor;

import java.util.EnumMap;
import java.util.Map;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.Separator;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The editor's layout: tools on top, palette left, the grid in the middle, properties and
 * problems right. Single-key tool shortcuts are handled here, not as menu accelerators, so
 * typing a name in the properties panel never switches tools.
 */
public final class EditorView extends BorderPane {
    private final GridCanvas canvas;

    /** Below this width the palette shows swatches only and the side panel narrows, so the canvas keeps room. */
    static final double COMPACT_BELOW = 1000;
    private final PaletteView palette;
    private final SidePanel side;
    private final Tab problemsTab = new Tab("Problems");
    private final Tab difficultyTab = new Tab("Difficulty");
    private final TabPane below = new TabPane(problemsTab);

    public EditorView(EditorViewModel vm, PropertiesViewModel props) {
        getStyleClass().add("editor");
        canvas = new GridCanvas(vm);
        canvas.setId("grid-canvas");
        setTop(toolbar(vm));
        palette = new PaletteView(vm);
        setCenter(canvas);
        ScrollPane propsScroll = new ScrollPane(new PropertiesView(props));
        propsScroll.setFitToWidth(true);
        propsScroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        VBox.setVgrow(propsScroll, Priority.ALWAYS);
        // Refusals are said here, in a line of fixed height under the form, so a refused value never
        // pushes the fields below it down under the pointer (the field itself is marked red).
        Label refusal = new Label();
        refusal.setId("prop-refusal");
        refusal.setWrapText(true);
        refusal.setMinHeight(36);
        refusal.setPrefHeight(36);
        refusal.setMaxHeight(36);
        refusal.setMaxWidth(Double.MAX_VALUE);
        refusal.setPadding(new Insets(2, 8, 2, 8));
        refusal.textProperty().bind(Bindings.createStringBinding(() -> props.refusalProperty().get().isEmpty()
                ? "Enter or leaving a field applies it." : props.refusalProperty().get(), props.refusalProperty()));
        Runnable mark = () -> refusal.getStyleClass().setAll("label",
                props.refusalProperty().get().isEmpty() ? "field-hint" : "field-error");
        props.refusalProperty().addListener(o -> mark.run());
        mark.run();
        VBox propsBox = new VBox(propsScroll, refusal);
        ProblemsView problems = new ProblemsView(vm);
        // Small minimums: the divider keeps its place when the window shrinks and grows back.
        propsBox.setMinHeight(60);
        problems.setMinHeight(60);
        problemsTab.setContent(problems);
        problemsTab.setClosable(false);
        difficultyTab.setClosable(false);
        below.setId("editor-below");
        below.setMinHeight(60);
        side = new SidePanel(propsBox, below, 0.62);
        side.setId("editor-side");
        side.setMinWidth(240);
        widthProperty().addListener(o -> compact(getWidth() < COMPACT_BELOW));
        compact(false);
        Runnable panels = () -> {
            setLeft(vm.showPaletteProperty().get() ? palette : null);
            setRight(vm.showSidePanelProperty().get() ? side : null);
        };
        vm.showPaletteProperty().addListener(o -> panels.run());
        vm.showSidePanelProperty().addListener(o -> panels.run());
        panels.run();
        addEventHandler(KeyEvent.KEY_PRESSED, e -> keys(vm, e));
    }

    /** A narrow window: swatches without names, a narrower side panel (BorderPane gives sides their preferred width). */
    private void compact(boolean on) {
        palette.compactProperty().set(on);
        side.setPrefWidth(on ? 250 : 300);
    }

    /** Adds the Difficulty tab beside Problems; its play-tests run only while it is shown. */
    void addDifficulty(DifficultyView view, Runnable shown) {
        difficultyTab.setContent(view); // it scrolls its own lower part; its buttons stay in view
        difficultyTab.setId("tab-difficulty");
        below.getTabs().add(difficultyTab);
        difficultyTab.selectedProperty().addListener(o -> shown.run());
    }

    /** Adds the Insights tab: a level's insights from a server's archive, drawn over the grid. */
    void addInsights(EditorInsightsView view) {
        Tab tab = new Tab("Insights");
        tab.setId("tab-insights");
        tab.setClosable(false);
        ScrollPane scroll = new ScrollPane(view);
        scroll.setFitToWidth(true);
        tab.setContent(scroll);
        below.getTabs().add(tab);
    }

    void showInsights() {
        below.getTabs().stream().filter(t -> "tab-insights".equals(t.getId())).findFirst()
                .ifPresent(t -> below.getSelectionModel().select(t));
    }

    boolean insightsShown() {
        return below.getSelectionModel().getSelectedItem() != null
                && "tab-insights".equals(below.getSelectionModel().getSelectedItem().getId());
    }

    boolean difficultyShown() {
        return difficultyTab.isSelected() && below.getTabs().contains(difficultyTab);
    }

    /** After a level opens: Difficulty for a level without problems, else Problems; an Insights tab in view stays. */
    void showDifficulty(boolean on) {
        if (!insightsShown()) {
            below.getSelectionModel().select(on ? difficultyTab : problemsTab);
        }
    }

    public GridCanvas canvas() {
        return canvas;
    }

    private ToolBar toolbar(EditorViewModel vm) {
        ToolBar bar = new ToolBar();
        bar.setId("editor-tools");
        bar.setMinWidth(0); // past its width, tools go behind the overflow button instead of widening the window
        ToggleGroup group = new ToggleGroup();
        Map<Tool, ToggleButton> buttons = new EnumMap<>(Tool.class);
        for (Tool t : Tool.values()) {
            ToggleButton b = new ToggleButton(t.label());
            b.setId("tool-" + t.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
            b.setToggleGroup(group);
            b.setTooltip(new Tooltip(t.label() + " (" + t.key() + "): " + t.help()));
            b.setOnAction(e -> {
                vm.toolProperty().set(t);
                b.setSelected(true); // a second click on the active tool must not leave none lit
            });
            buttons.put(t, b);
            bar.getItems().add(b);
        }
        Runnable sync = () -> buttons.forEach((t, b) -> b.setSelected(t == vm.toolProperty().get()));
        vm.toolProperty().addListener(o -> sync.run());
        sync.run();
        ToggleButton reach = new ToggleButton("Reachability");
        reach.setId("toggle-reach");
        reach.setTooltip(new Tooltip("Walking distance from the nearest spawn to each station; red: unreachable (Ctrl+H)"));
        reach.selectedProperty().bindBidirectional(vm.showReachProperty());
        ToggleButton grid = new ToggleButton("Grid");
        grid.setTooltip(new Tooltip("Grid lines (Ctrl+G)"));
        grid.selectedProperty().bindBidirectional(vm.showGridProperty());
        Button fit = new Button("Fit");
        fit.setTooltip(new Tooltip("Show the whole level (Ctrl+0)"));
        fit.setOnAction(e -> canvas.fit());
        bar.getItems().addAll(new Separator(), grid, reach, fit);
        return bar;
    }

    private void keys(EditorViewModel vm, KeyEvent e) {
        if (e.getTarget() instanceof TextInputControl || e.isShortcutDown() || e.isAltDown()) {
            return;
        }
        Tool t = switch (e.getCode()) {
            case B -> Tool.PAINT;
            case E -> Tool.ERASE;
            case L -> Tool.LINE;
            case R -> e.isShiftDown() ? Tool.RECT_FILLED : Tool.RECT;
            case G -> Tool.FILL;
            case I -> Tool.EYEDROPPER;
            case M -> Tool.SELECT;
            default -> null;
        };
        if (t != null) {
            vm.toolProperty().set(t);
            e.consume();
        } else if (e.getCode() == KeyCode.DELETE || e.getCode() == KeyCode.BACK_SPACE) {
            vm.deleteSelection();
            e.consume();
        } else if (e.getCode().isArrowKey() && vm.selectionProperty().get().isPresent()) {
            switch (e.getCode()) {
                case UP, KP_UP -> vm.nudgeSelection(0, -1);
                case DOWN, KP_DOWN -> vm.nudgeSelection(0, 1);
                case LEFT, KP_LEFT -> vm.nudgeSelection(-1, 0);
                default -> vm.nudgeSelection(1, 0);
            }
            e.consume();
        } else if (e.getCode() == KeyCode.ESCAPE) {
            vm.clearSelection();
            e.consume();
        } else if (e.getCode().isDigitKey() && e.getText().length() == 1
                && undercooked.levels.Legend.DEFAULTS.containsKey(e.getText().charAt(0))) {
            vm.brushProperty().set(e.getText().charAt(0)); // 1-4: the spawn seats
            e.consume();
        }
    }
}
