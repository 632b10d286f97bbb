package undercooked.studio.replay;

import java.util.List;
import java.util.function.Consumer;
import javafx.collections.ObservableList;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import undercooked.sim.FieldPath;
import undercooked.sim.KitchenState;
import undercooked.sim.StateDiff;

/**
 * The whole state at the tick as a tree (players, stations, items, orders, hazards, counters,
 * rng, clocks), built lazily: a branch's children are made when it is opened, and on every tick
 * only the open branches are read again, so scrubbing a 64x64 kitchen stays cheap.
 */
final class InspectorTree extends TreeView<InspectorTree.Node> {
    /** One line: its path, the segment shown, and the value as the diff shows it ("" for a branch). */
    record Node(String path, String segment, String value, boolean branch) {
        @Override
        public String toString() {
            return branch ? segment + (value.isEmpty() ? "" : "  " + value) : segment + ": " + value;
        }
    }

    private KitchenState state;

    InspectorTree(Consumer<String> onSelect) {
        setShowRoot(false);
        setId("replay-inspector");
        getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (b != null) {
                onSelect.accept(b.getValue().path());
            }
        });
    }

    void show(KitchenState s) {
        state = s;
        if (s == null) {
            setRoot(null);
            return;
        }
        if (getRoot() == null) {
            TreeItem<Node> root = item("", "", s);
            root.setExpanded(true);
            setRoot(root);
        } else {
            refresh(getRoot(), s);
        }
    }

    private Object valueAt(String path, KitchenState s) {
        return path.isEmpty() ? s : FieldPath.parse(path).read(s).orElse(null);
    }

    private TreeItem<Node> item(String path, String segment, Object value) {
        List<FieldPath.Child> kids = value == null ? List.of() : FieldPath.children(value);
        boolean branch = !kids.isEmpty();
        TreeItem<Node> it = new TreeItem<>(new Node(path, segment, label(value, branch), branch));
        if (branch) {
            it.getChildren().add(new TreeItem<>()); // an empty child shows the arrow; the real ones are made on first expansion
            it.expandedProperty().addListener((o, was, open) -> {
                if (open) {
                    fill(it);
                }
            });
        }
        return it;
    }

    private void fill(TreeItem<Node> it) {
        Object v = valueAt(it.getValue().path(), state);
        List<FieldPath.Child> kids = v == null ? List.of() : FieldPath.children(v);
        ObservableList<TreeItem<Node>> children = it.getChildren();
        children.clear();
        for (FieldPath.Child c : kids) {
            children.add(item(FieldPath.join(it.getValue().path(), c.segment()), c.segment(), c.value()));
        }
    }

    private void refresh(TreeItem<Node> it, KitchenState s) {
        Object v = valueAt(it.getValue().path(), s);
        boolean branch = v != null && !FieldPath.children(v).isEmpty();
        if (!it.getValue().path().isEmpty()) {
            it.setValue(new Node(it.getValue().path(), it.getValue().segment(), label(v, branch), branch));
        }
        if (it.isExpanded()) {
            List<FieldPath.Child> kids = v == null ? List.of() : FieldPath.children(v);
            if (kids.size() != it.getChildren().size()) {
                fill(it);
            }
            for (TreeItem<Node> c : it.getChildren()) {
                if (c.getValue() != null) {
                    refresh(c, s);
                }
            }
        }
    }

    private static String label(Object v, boolean branch) {
        if (v == null) {
            return StateDiff.NONE;
        }
        if (branch) {
            return v instanceof List<?> l ? "[" + l.size() + "]" : "";
        }
        return StateDiff.show(v);
    }
}
