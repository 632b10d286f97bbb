package undercooked.studio.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import undercooked.levels.Level;

/**
 * The edit history of one open file as a list of immutable levels: undo moves back to the
 * previous value, redo forward, a new edit drops the redo tail. Unbounded on purpose: levels are
 * at most 64x64 characters, so even thousands of edits are a few megabytes, and a designer never
 * loses the way back while the file is open.
 */
final class EditHistory {
    /** One state and the name of the edit that produced it (shown as "Undo Paint"). */
    record Entry(Level level, String label) {
        Entry {
            Objects.requireNonNull(level, "level");
            Objects.requireNonNull(label, "label");
        }
    }

    private final List<Entry> entries = new ArrayList<>();
    private int index;
    /** Index of the state on disk; -1 once that state has been dropped from the list. */
    private int savedIndex;

    EditHistory(Level initial) {
        entries.add(new Entry(initial, "Open"));
    }

    Level current() {
        return entries.get(index).level();
    }

    /** Records an edit; an edit that changes nothing is not recorded (returns false). */
    boolean push(Level next, String label) {
        if (next.equals(current())) {
            return false;
        }
        while (entries.size() > index + 1) {
            entries.removeLast();
        }
        if (savedIndex > index) {
            savedIndex = -1;
        }
        entries.add(new Entry(next, label));
        index++;
        return true;
    }

    boolean canUndo() {
        return index > 0;
    }

    boolean canRedo() {
        return index < entries.size() - 1;
    }

    /** The edit undo would revert. */
    Optional<String> undoLabel() {
        return canUndo() ? Optional.of(entries.get(index).label()) : Optional.empty();
    }

    Optional<String> redoLabel() {
        return canRedo() ? Optional.of(entries.get(index + 1).label()) : Optional.empty();
    }

    Level undo() {
        if (!canUndo()) {
            throw new IllegalStateException("nothing to undo");
        }
        index--;
        return current();
    }

    Level redo() {
        if (!canRedo()) {
            throw new IllegalStateException("nothing to redo");
        }
        index++;
        return current();
    }

    void markSaved() {
        savedIndex = index;
    }

    /** Whether the shown state differs from the one on disk (undoing back to it makes it clean again). */
    boolean dirty() {
        return index != savedIndex;
    }

    int size() {
        return entries.size();
    }
}
