package undercooked.studio.kitchen;

import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.canvas.Canvas;
import javafx.scene.layout.Region;

/**
 * A resizable canvas that shows one {@link KitchenRenderer.Scene}: set {@link #sceneProperty()}
 * and it redraws; it redraws on resize too. Hovering reports what is under the pointer. Any
 * workspace that shows a kitchen (replays, spectating) uses this node.
 */
public final class KitchenView extends Region {
    private final Canvas canvas = new Canvas();
    private final ObjectProperty<KitchenRenderer> renderer = new SimpleObjectProperty<>();
    private final ObjectProperty<KitchenRenderer.Scene> scene = new SimpleObjectProperty<>();
    private Consumer<Optional<KitchenRenderer.Hit>> onHover = h -> { };

    public KitchenView() {
        getChildren().add(canvas);
        getStyleClass().add("kitchen-view");
        setMinSize(120, 90);
        renderer.addListener(o -> redraw());
        scene.addListener(o -> redraw());
        canvas.setOnMouseMoved(e -> onHover.accept(renderer.get() == null ? Optional.empty()
                : renderer.get().hit(e.getX(), e.getY())));
        canvas.setOnMouseExited(e -> onHover.accept(Optional.empty()));
    }

    public ObjectProperty<KitchenRenderer> rendererProperty() {
        return renderer;
    }

    public ObjectProperty<KitchenRenderer.Scene> kitchenSceneProperty() {
        return scene;
    }

    public void setOnHover(Consumer<Optional<KitchenRenderer.Hit>> onHover) {
        this.onHover = Objects.requireNonNull(onHover, "onHover");
    }

    /** The canvas, for a PNG of the current frame. */
    public Canvas canvas() {
        return canvas;
    }

    @Override
    protected void layoutChildren() {
        double w = Math.floor(getWidth());
        double h = Math.floor(getHeight());
        if (canvas.getWidth() != w || canvas.getHeight() != h) {
            canvas.setWidth(w);
            canvas.setHeight(h);
            redraw();
        }
    }

    /** Draws the current scene now (the bench calls this to time a frame). */
    public void redraw() {
        var g = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        if (w < 1 || h < 1) {
            return;
        }
        if (renderer.get() == null || scene.get() == null) {
            g.setFill(javafx.scene.paint.Color.web("#20242C"));
            g.fillRect(0, 0, w, h);
            return;
        }
        renderer.get().draw(g, w, h, scene.get());
    }
}
