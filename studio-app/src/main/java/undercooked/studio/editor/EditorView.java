package undercooked.studio.editor;

import java.util.EnumMap;
import java.util.Map;
import javafx.geometry.Orientation;
import javafx.scene.control.Button;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Separator;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;

/**
 * The editor's layout: tools on top, palette left, the grid in the middle, properties and
 * problems right. Single-key tool shortcuts are handled here, not as menu accelerators, so
 * typing a name in the properties panel never switches tools.
 */
public final class EditorView extends BorderPane {
    private final GridCanvas canvas;

    public EditorView(EditorViewModel vm, PropertiesViewModel props) {
        getStyleClass().add("editor");
        canvas = new GridCanvas(vm);
        canvas.setId("grid-canvas");
        setTop(toolbar(vm));
        setLeft(new PaletteView(vm));
        setCenter(canvas);
        ScrollPane propsScroll = new ScrollPane(new PropertiesView(props));
        propsScroll.setFitToWidth(true);
        propsScroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        SplitPane right = new SplitPane(propsScroll, new ProblemsView(vm));
        right.setOrientation(Orientation.VERTICAL);
        right.setDividerPositions(0.62);
        right.setPrefWidth(300);
        right.setMinWidth(240);
        setRight(right);
        addEventHandler(KeyEvent.KEY_PRESSED, e -> keys(vm, e));
    }

    public GridCanvas canvas() {
        return canvas;
    }

    private ToolBar toolbar(EditorViewModel vm) {
        ToolBar bar = new ToolBar();
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
