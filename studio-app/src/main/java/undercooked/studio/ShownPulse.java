package undercooked.studio;

import java.util.function.LongConsumer;

import javafx.animation.AnimationTimer;
import javafx.scene.Node;

/**
 * A per-frame pulse that runs only while its node is in a scene and visible: a workspace that is
 * not on screen costs nothing a frame. The live workspaces (Spectate, Host) drive their models
 * with it.
 */
public final class ShownPulse {

    private ShownPulse() {
    }

    /** Calls {@code onPulse} with the frame's time (nanoseconds) on every pulse while {@code node} is shown. */
    public static AnimationTimer attach(Node node, LongConsumer onPulse) {
        AnimationTimer timer = new AnimationTimer() {
            @Override
            public void handle(long now) {
                onPulse.accept(now);
            }
        };
        Runnable update = () -> {
            if (node.getScene() != null && node.isVisible()) {
                timer.start();
            } else {
                timer.stop();
            }
        };
        node.sceneProperty().addListener((o, a, s) -> update.run());
        node.visibleProperty().addListener((o, a, b) -> update.run());
        update.run();
        return timer;
    }
}
