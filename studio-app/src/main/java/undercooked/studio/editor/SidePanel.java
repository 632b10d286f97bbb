package undercooked.studio.editor;

import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import javafx.scene.input.MouseEvent;

/**
 * Properties above, problems below. A plain split pane spreads each resize over its parts by
 * their minimum sizes, so after the window shrinks and grows back the divider is somewhere
 * else; this one keeps the share the designer last dragged to and puts it back on every resize.
 */
final class SidePanel extends SplitPane {
    private double wanted;
    private boolean dragging;
    private double laidOutHeight = -1;

    SidePanel(Node top, Node bottom, double share) {
        super(top, bottom);
        wanted = share;
        setOrientation(Orientation.VERTICAL);
        setDividerPositions(share);
        addEventFilter(MouseEvent.MOUSE_PRESSED, e -> dragging = true);
        addEventFilter(MouseEvent.MOUSE_RELEASED, e -> {
            dragging = false;
            wanted = getDividerPositions()[0];
        });
    }

    /** The share of the height the properties keep (0 to 1). */
    double share() {
        return wanted;
    }

    @Override
    protected void layoutChildren() {
        if (!dragging && getHeight() != laidOutHeight) {
            laidOutHeight = getHeight();
            setDividerPosition(0, wanted);
        }
        super.layoutChildren();
    }
}
