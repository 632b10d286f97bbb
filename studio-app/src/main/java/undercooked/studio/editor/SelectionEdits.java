package undercooked.studio.editor;

import java.util.Optional;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import undercooked.levels.Level;
import undercooked.sim.Cell;

/**
 * The editor's edits of the selection: the clipboard (copy, paste), delete, select all, and the
 * arrow keys' moves. Each edit enters the editor's history as one step, through its view model.
 */
final class SelectionEdits {
    private final EditorViewModel vm;
    private Optional<Clip> clipboard = Optional.empty();
    private final ReadOnlyBooleanWrapper hasClip = new ReadOnlyBooleanWrapper();
    private Optional<Nudge> nudging = Optional.empty();

    SelectionEdits(EditorViewModel vm) {
        this.vm = vm;
    }

    void selectAll() {
        Level l = vm.level();
        if (GridEdits.width(l) > 0 && GridEdits.height(l) > 0) {
            vm.selectionProperty().set(Optional.of(new Area(0, 0, GridEdits.width(l) - 1, GridEdits.height(l) - 1)));
        }
    }

    void copy() {
        vm.selectionProperty().get().flatMap(a -> GridEdits.copy(vm.level(), a)).ifPresent(c -> {
            clipboard = Optional.of(c);
            hasClip.set(true);
        });
    }

    void cut() {
        copy();
        delete();
    }

    void delete() {
        vm.selectionProperty().get().ifPresent(a -> vm.commit(GridEdits.paint(vm.current(), Shapes.rect(a, true),
                GridEdits.EMPTY), "Delete"));
    }

    /**
     * Moves the selection and its content one step (the arrow keys), floor left behind, one undo
     * step each, named "Move" as a drag of the selection is. A run of nudges is computed from the
     * level before its first one, as a mouse drag is, so tiles the selection passes over come back
     * when it moves on; any other edit, an undo or a new selection ends the run. A nudge that would
     * push the selection off the grid does nothing: the keyboard never loses tiles. Ignored during
     * a mouse gesture.
     */
    void nudge(int dx, int dy) {
        Optional<Area> selected = vm.selectionProperty().get();
        if (vm.inGesture() || selected.isEmpty()) {
            return;
        }
        Level now = vm.current();
        Area current = selected.get();
        Nudge run = nudging.filter(n -> n.after() == now && n.from().moved(n.dx(), n.dy()).equals(current))
                .orElse(new Nudge(now, current, 0, 0, now));
        int tx = run.dx() + dx;
        int ty = run.dy() + dy;
        Area to = run.from().moved(tx, ty);
        if (to.x0() < 0 || to.y0() < 0 || to.x1() >= GridEdits.width(now) || to.y1() >= GridEdits.height(now)) {
            return;
        }
        vm.commit(GridEdits.move(run.before(), run.from(), tx, ty), EditorViewModel.MOVE);
        vm.selectionProperty().set(Optional.of(to));
        nudging = Optional.of(new Nudge(run.before(), run.from(), tx, ty, vm.current()));
    }

    /** A run of arrow-key nudges: the level before it, where the selection was, the offset so far. */
    private record Nudge(Level before, Area from, int dx, int dy, Level after) {
    }

    void paste() {
        if (clipboard.isEmpty()) {
            return;
        }
        Clip c = clipboard.get();
        Cell at = vm.hoverProperty().get().or(() -> vm.selectionProperty().get().map(a -> new Cell(a.x0(), a.y0())))
                .orElse(new Cell(0, 0));
        vm.commit(GridEdits.paste(vm.current(), c, at), "Paste");
        // What lands off the grid is not pasted, so the selection is only the part on it.
        vm.selectionProperty().set(new Area(at.x(), at.y(), at.x() + c.width() - 1, at.y() + c.height() - 1)
                .clippedTo(GridEdits.width(vm.level()), GridEdits.height(vm.level())));
    }

    ReadOnlyBooleanProperty hasClip() {
        return hasClip.getReadOnlyProperty();
    }
}
