package undercooked.studio.editor;

import java.util.Optional;
import javafx.application.Platform;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;
import undercooked.levels.Level;
import undercooked.sim.Cell;
import undercooked.studio.kitchen.HeatColours;

/**
 * The level as a zoomable, pannable grid. The canvas is only as big as the viewport and draws
 * only the visible cells, so zooming into a 64x64 level costs no more than showing a small one.
 * Gestures go to the view model in grid cells; this class knows nothing of what tools do.
 *
 * <p>Wheel zooms around the pointer, the secondary or middle button (or Space + drag) pans,
 * {@link #fit()} shows the whole level.
 */
public final class GridCanvas extends Region {
    static final double MIN_CELL = 4;
    static final double MAX_CELL = 96;

    private final EditorViewModel vm;
    private final Canvas canvas = new Canvas();
    private final GridFrame frame = new GridFrame();
    private double cell = 24;
    private final javafx.beans.property.ReadOnlyDoubleWrapper zoom = new javafx.beans.property.ReadOnlyDoubleWrapper(24);
    private double offX;
    private double offY;
    private boolean fitPending = true;
    /** True until the user zooms or pans: a resized window then keeps showing the whole level. */
    private boolean autoFit = true;
    private boolean redrawQueued;
    private boolean spaceDown;
    private Optional<double[]> panFrom = Optional.empty();
    private int gridW;
    private int gridH;
    /** A play-test's overlay (the Difficulty panel's "Show on the grid"); drawn instead of the reach heat. */
    private final javafx.beans.property.ObjectProperty<Optional<PlayTestOverlay>> playTest =
            new javafx.beans.property.SimpleObjectProperty<>(Optional.empty());

    /** A level's insights over the grid (the Insights tab's "Show on the grid"); drawn over the tiles. */
    private final javafx.beans.property.ObjectProperty<Optional<InsightsOverlay>> insights =
            new javafx.beans.property.SimpleObjectProperty<>(Optional.empty());

    public GridCanvas(EditorViewModel vm) {
        this.vm = vm;
        getStyleClass().add("grid-canvas");
        getChildren().add(canvas);
        setFocusTraversable(true);
        setMinSize(100, 100);
        vm.levelProperty().addListener((o, a, b) -> {
            if (GridEdits.width(b) != gridW || GridEdits.height(b) != gridH) {
                fitPending = true;
                requestLayout();
            }
            requestRedraw();
        });
        for (var p : new javafx.beans.Observable[] {vm.selectionProperty(), vm.hoverProperty(), vm.highlightProperty(),
            vm.heatProperty(), vm.showGridProperty(), vm.showReachProperty(), playTest, insights}) {
            p.addListener(o -> requestRedraw());
        }
        addEventHandler(MouseEvent.MOUSE_PRESSED, this::pressed);
        addEventHandler(MouseEvent.MOUSE_DRAGGED, this::dragged);
        addEventHandler(MouseEvent.MOUSE_RELEASED, this::released);
        addEventHandler(MouseEvent.MOUSE_MOVED, e -> vm.hoverProperty().set(cellAt(e.getX(), e.getY())));
        addEventHandler(MouseEvent.MOUSE_EXITED, e -> vm.hoverProperty().set(Optional.empty()));
        addEventHandler(ScrollEvent.SCROLL, e -> {
            if (e.getDeltaY() != 0) {
                zoomAt(e.getDeltaY() > 0 ? 1.15 : 1 / 1.15, e.getX(), e.getY());
            }
            e.consume();
        });
        setOnKeyPressed(e -> spaceDown |= e.getCode() == javafx.scene.input.KeyCode.SPACE);
        setOnKeyReleased(e -> spaceDown &= e.getCode() != javafx.scene.input.KeyCode.SPACE);
    }

    // ---- view transform --------------------------------------------------------------------

    /** Zooms so the whole level fits the viewport with a small margin, centred. */
    public void fit() {
        Level l = vm.level();
        gridW = GridEdits.width(l);
        gridH = GridEdits.height(l);
        double w = getWidth();
        double h = getHeight();
        if (w <= 0 || h <= 0 || gridW == 0 || gridH == 0) {
            fitPending = true;
            return;
        }
        cell = clamp(Math.floor(Math.min((w - 24) / gridW, (h - 24) / gridH)));
        offX = Math.round((w - cell * gridW) / 2);
        offY = Math.round((h - cell * gridH) / 2);
        fitPending = false;
        autoFit = true;
        requestRedraw();
    }

    public void zoomIn() {
        zoomAt(1.25, getWidth() / 2, getHeight() / 2);
    }

    public void zoomOut() {
        zoomAt(1 / 1.25, getWidth() / 2, getHeight() / 2);
    }

    /** Zooms keeping the grid point under (px, py) in place. */
    public void zoomAt(double factor, double px, double py) {
        // Whole pixels per cell keep tiles crisp and let the frame be composed by copying rows.
        double next = Math.round(cell * factor);
        if (next == cell) {
            next = cell + Math.signum(factor - 1);
        }
        next = clamp(next);
        double gx = (px - offX) / cell;
        double gy = (py - offY) / cell;
        cell = next;
        autoFit = false;
        offX = Math.round(px - gx * cell);
        offY = Math.round(py - gy * cell);
        requestRedraw();
    }

    public void panBy(double dx, double dy) {
        offX = Math.round(offX + dx);
        offY = Math.round(offY + dy);
        autoFit = false;
        requestRedraw();
    }

    /** Pixels per cell, for the zoom read-out. */
    public double cellSize() {
        return cell;
    }

    /** Pixels per cell as a property (the status bar shows it as a percentage of 24 px). */
    public javafx.beans.property.ReadOnlyDoubleProperty cellSizeProperty() {
        return zoom.getReadOnlyProperty();
    }

    private static double clamp(double c) {
        return Math.max(MIN_CELL, Math.min(MAX_CELL, c));
    }

    /** The grid cell under a point of this region; empty off the grid. */
    public Optional<Cell> cellAt(double x, double y) {
        int cx = (int) Math.floor((x - offX) / cell);
        int cy = (int) Math.floor((y - offY) / cell);
        return cx >= 0 && cy >= 0 && cx < gridW && cy < gridH ? Optional.of(new Cell(cx, cy)) : Optional.empty();
    }

    /** Where a cell's centre is in this region (tests click there). */
    public double[] centreOf(Cell c) {
        return new double[] {offX + (c.x() + 0.5) * cell, offY + (c.y() + 0.5) * cell};
    }

    private Cell clampedCellAt(double x, double y) {
        int cx = (int) Math.floor((x - offX) / cell);
        int cy = (int) Math.floor((y - offY) / cell);
        return new Cell(Math.max(0, Math.min(gridW - 1, cx)), Math.max(0, Math.min(gridH - 1, cy)));
    }

    // ---- mouse -----------------------------------------------------------------------------

    private void pressed(MouseEvent e) {
        requestFocus();
        if (e.getButton() != MouseButton.PRIMARY || spaceDown) {
            panFrom = Optional.of(new double[] {e.getX(), e.getY()});
            return;
        }
        cellAt(e.getX(), e.getY()).ifPresent(vm::press);
    }

    private void dragged(MouseEvent e) {
        if (panFrom.isPresent()) {
            double[] from = panFrom.get();
            panBy(e.getX() - from[0], e.getY() - from[1]);
            panFrom = Optional.of(new double[] {e.getX(), e.getY()});
            return;
        }
        vm.hoverProperty().set(cellAt(e.getX(), e.getY()));
        if (gridW > 0 && gridH > 0) {
            vm.drag(clampedCellAt(e.getX(), e.getY()));
        }
    }

    private void released(MouseEvent e) {
        if (panFrom.isPresent()) {
            panFrom = Optional.empty();
            return;
        }
        if (gridW > 0 && gridH > 0) {
            vm.release(clampedCellAt(e.getX(), e.getY()));
        }
    }

    // ---- drawing ---------------------------------------------------------------------------

    /** What a level's insights show on the grid; empty draws none (the Insights tab binds it). */
    public javafx.beans.property.ObjectProperty<Optional<InsightsOverlay>> insightsOverlayProperty() {
        return insights;
    }

    /** What a play-test shows on the grid; empty draws none (the Difficulty panel binds it). */
    public javafx.beans.property.ObjectProperty<Optional<PlayTestOverlay>> playTestOverlayProperty() {
        return playTest;
    }

    @Override
    protected void layoutChildren() {
        double w = getWidth();
        double h = getHeight();
        if (canvas.getWidth() != w || canvas.getHeight() != h) {
            canvas.setWidth(w);
            canvas.setHeight(h);
            fitPending |= autoFit;
        }
        if (fitPending) {
            fit();
        }
        redraw();
    }

    /** Coalesces many changes within one pulse into one redraw. */
    private void requestRedraw() {
        if (!redrawQueued) {
            redrawQueued = true;
            Platform.runLater(this::redraw);
        }
    }

    /** Draws the visible cells and overlays now. */
    public void redraw() {
        redrawQueued = false;
        zoom.set(cell);
        Level l = vm.level();
        gridW = GridEdits.width(l);
        gridH = GridEdits.height(l);
        GraphicsContext g = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        int x0 = Math.max(0, (int) Math.floor(-offX / cell));
        int y0 = Math.max(0, (int) Math.floor(-offY / cell));
        int x1 = Math.min(gridW - 1, (int) Math.floor((w - offX) / cell));
        int y1 = Math.min(gridH - 1, (int) Math.floor((h - offY) / cell));
        GridFrame.View view = new GridFrame.View((int) w, (int) h, (int) cell, (int) Math.round(offX),
                (int) Math.round(offY));
        Optional<PlayTestOverlay> play = playTest.get();
        Optional<HeatMap> heat = vm.showReachProperty().get() && play.isEmpty() ? vm.heatProperty().get() : Optional.empty();
        g.drawImage(frame.compose(l, view, vm.showGridProperty().get(), heat, play), 0, 0);
        heat.ifPresent(hm -> heatNumbers(g, hm, x0, y0, x1, y1));
        play.ifPresent(p -> cornerTags(g, x0, y0, x1, y1, (x, y) -> p.busyPercent(x, y).stream()
                .mapToObj(b -> new Tag(b + "%", p.isBottleneck(x, y) ? GridFrame.BOTTLENECK
                        : GridFrame.heatColour(b, p.maxBusy()))).findFirst()));
        insights.get().ifPresent(o -> insightsHeat(g, o, x0, y0, x1, y1));
        overlays(g);
    }

    /**
     * The moving obstacle's loop, drawn over the grid (dashed, waypoints numbered) so a designer
     * sees where the hazard walks; the validator checks every waypoint is open floor.
     */
    private void obstaclePath(GraphicsContext g, java.util.List<undercooked.sim.Cell> path) {
        if (path.size() < 2) {
            return;
        }
        g.setStroke(Color.web("#8e44ad"));
        g.setLineWidth(Math.max(2, cell * 0.08));
        g.setLineDashes(cell * 0.3, cell * 0.2);
        for (int i = 0; i < path.size(); i++) {
            undercooked.sim.Cell a = path.get(i);
            undercooked.sim.Cell b = path.get((i + 1) % path.size());
            g.strokeLine(offX + (a.x() + 0.5) * cell, offY + (a.y() + 0.5) * cell,
                    offX + (b.x() + 0.5) * cell, offY + (b.y() + 0.5) * cell);
        }
        g.setLineDashes();
        double r = Math.max(5, cell * 0.18);
        g.setFont(Font.font(r * 1.1));
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        for (int i = 0; i < path.size(); i++) {
            undercooked.sim.Cell c = path.get(i);
            double cx = offX + (c.x() + 0.5) * cell;
            double cy = offY + (c.y() + 0.5) * cell;
            g.setFill(Color.web("#8e44ad"));
            g.fillOval(cx - r, cy - r, 2 * r, 2 * r);
            g.setFill(Color.WHITE);
            g.fillText(Integer.toString(i + 1), cx, cy);
        }
    }

    /** A number in a coloured tag in a cell's corner. */
    private record Tag(String text, int rgb) {
    }

    /**
     * Distances as numbers on the heat map when cells are big enough to read them: in a tag of
     * the heat colour in the station's corner, so they read on a black stove as on a white prep
     * top and the tile stays visible.
     */
    private void heatNumbers(GraphicsContext g, HeatMap heat, int x0, int y0, int x1, int y1) {
        cornerTags(g, x0, y0, x1, y1, (x, y) -> heat.distance(x, y).stream()
                .mapToObj(d -> new Tag(Integer.toString(d), GridFrame.heatColour(d, heat.max()))).findFirst());
    }

    /** Tags (the heat map's distances, a play-test's busy shares) in the corners of the visible cells. */
    private void cornerTags(GraphicsContext g, int x0, int y0, int x1, int y1,
                            java.util.function.BiFunction<Integer, Integer, Optional<Tag>> tagAt) {
        if (cell < 20) {
            return;
        }
        double size = Math.round(cell * 0.27);
        g.setFont(Font.font(size));
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        double ox = Math.round(offX);
        double oy = Math.round(offY);
        double inset = GridFrame.frameWidth((int) cell);
        for (int y = y0; y <= y1; y++) {
            for (int x = x0; x <= x1; x++) {
                int cx = x;
                int cy = y;
                tagAt.apply(x, y).ifPresent(tag -> {
                    double tw = Math.max(size * 1.2, tag.text().length() * size * 0.62 + 4);
                    double th = size * 1.25;
                    double left = ox + cx * cell + inset;
                    double top = oy + cy * cell + inset;
                    int rgb = tag.rgb();
                    g.setFill(Color.rgb(rgb >> 16 & 0xff, rgb >> 8 & 0xff, rgb & 0xff));
                    g.fillRect(left, top, tw, th);
                    g.setFill(rgb == GridFrame.BOTTLENECK ? Color.WHITE : Color.rgb(20, 20, 20));
                    g.fillText(tag.text(), left + tw / 2, top + th / 2);
                });
            }
        }
    }

    /** A layer of the level's insights: each counted cell tinted in the layer's colour, the hottest with their count. */
    private void insightsHeat(GraphicsContext g, InsightsOverlay o, int x0, int y0, int x1, int y1) {
        for (int y = y0; y <= y1; y++) {
            for (int x = x0; x <= x1; x++) {
                double share = o.share(x, y);
                if (share > 0) {
                    g.setFill(HeatColours.tint(o.layer(), share));
                    g.fillRect(offX + x * cell, offY + y * cell, cell, cell);
                }
            }
        }
        Color c = HeatColours.of(o.layer());
        int rgb = (int) Math.round(c.getRed() * 255) << 16 | (int) Math.round(c.getGreen() * 255) << 8
                | (int) Math.round(c.getBlue() * 255);
        cornerTags(g, x0, y0, x1, y1, (x, y) -> o.label(x, y).stream()
                .mapToObj(n -> new Tag(Long.toString(n), rgb)).findFirst());
    }

    private void overlays(GraphicsContext g) {
        obstaclePath(g, vm.level().hazards().obstacle());
        vm.highlightProperty().get().ifPresent(c -> {
            g.setStroke(Color.web("#ff9f1c"));
            g.setLineWidth(3);
            g.strokeRect(offX + c.x() * cell - 2, offY + c.y() * cell - 2, cell + 4, cell + 4);
        });
        vm.selectionProperty().get().ifPresent(a -> {
            g.setFill(Color.rgb(80, 160, 255, 0.18));
            g.fillRect(offX + a.x0() * cell, offY + a.y0() * cell, a.width() * cell, a.height() * cell);
            g.setStroke(Color.web("#2f80ed"));
            g.setLineWidth(2);
            g.setLineDashes(6, 4);
            g.strokeRect(offX + a.x0() * cell, offY + a.y0() * cell, a.width() * cell, a.height() * cell);
            g.setLineDashes();
        });
        vm.hoverProperty().get().ifPresent(c -> {
            g.setStroke(Color.rgb(255, 255, 255, 0.9));
            g.setLineWidth(1.5);
            g.strokeRect(offX + c.x() * cell + 1, offY + c.y() * cell + 1, cell - 2, cell - 2);
        });
    }
}
