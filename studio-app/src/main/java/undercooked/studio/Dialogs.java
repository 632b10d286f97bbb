package undercooked.studio;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Every question the studio asks the user, behind one interface: the app shows real dialogs
 * ({@link FxDialogs}); TestFX tests script the answers, since a native file chooser cannot be
 * driven headless.
 */
public interface Dialogs {
    /** What to do with unsaved changes. */
    enum SaveChoice { SAVE, DISCARD, CANCEL }

    /** What a new level needs before it has a grid. */
    record NewLevel(String id, String name, int width, int height) {
        public NewLevel {
            if (width < 3 || height < 3 || width > 64 || height > 64) {
                throw new IllegalArgumentException("a level is 3x3 to 64x64, got " + width + "x" + height);
            }
        }
    }

    /** What to do when a level's id is not its file's name, which the validator reports as {@code id_mismatch}. */
    enum IdChoice {
        /** Save under {@code <id>.json} instead. */
        RENAME_FILE,
        /** Make the file's name the id, then save. */
        CHANGE_ID,
        /** Save as it is (the problem stays listed). */
        KEEP,
        CANCEL
    }

    void showError(ErrorReport report);

    /**
     * Asks before a save whose file name is not the level's id.
     *
     * @param idFromName the file's name as an id, when it is a valid one (else only renaming the file fixes it)
     */
    IdChoice askIdMismatch(String id, String fileName, Optional<String> idFromName);

    /** Help > Keyboard Shortcuts: a table, grouped. */
    void showShortcuts(java.util.List<Shortcuts.Group> groups);

    SaveChoice askSave(String document);

    Optional<Path> chooseOpen(Optional<Path> folder);

    /** A folder (the Replays workspace lists the scripts in it). */
    Optional<Path> chooseFolder(Optional<Path> start);

    Optional<Path> chooseSave(Optional<Path> folder, String suggestedName);

    /**
     * What a file chooser is for: its title, its filter (a name and patterns such as {@code *.json})
     * and the folder it starts in.
     */
    record FileChoice(String title, String filterName, java.util.List<String> patterns, Optional<Path> folder) {
        public FileChoice {
            java.util.Objects.requireNonNull(title, "title");
            java.util.Objects.requireNonNull(filterName, "filterName");
            patterns = java.util.List.copyOf(patterns);
            java.util.Objects.requireNonNull(folder, "folder");
        }
    }

    /** A file to open, with the chooser titled and filtered for what it is for. */
    default Optional<Path> chooseOpen(FileChoice choice) {
        return chooseOpen(choice.folder());
    }

    /** A file to write, with the chooser titled and filtered for what it is for. */
    default Optional<Path> chooseSave(FileChoice choice, String suggestedName) {
        return chooseSave(choice.folder(), suggestedName);
    }

    Optional<NewLevel> askNewLevel(String suggestedId);

    void showInfo(String title, String text);

    /** A yes-or-cancel question before something that cannot be undone; true for {@code yes}. */
    boolean confirm(String title, String header, String text, String yes);
}
