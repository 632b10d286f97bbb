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

    void showError(ErrorReport report);

    SaveChoice askSave(String document);

    Optional<Path> chooseOpen(Optional<Path> folder);

    Optional<Path> chooseSave(Optional<Path> folder, String suggestedName);

    Optional<NewLevel> askNewLevel(String suggestedId);

    void showInfo(String title, String text);
}
