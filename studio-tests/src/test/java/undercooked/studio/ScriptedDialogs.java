package undercooked.studio;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/** Answers the studio's questions from a script (native dialogs cannot be driven headless). */
final class ScriptedDialogs implements Dialogs {
    final Deque<Path> saveAnswers = new ArrayDeque<>();
    final Deque<NewLevel> newLevelAnswers = new ArrayDeque<>();
    final Deque<SaveChoice> saveChoices = new ArrayDeque<>();
    final List<ErrorReport> errors = new ArrayList<>();
    final List<String> askedToSave = new ArrayList<>();
    final Deque<IdChoice> idChoices = new ArrayDeque<>();
    final List<String> askedAboutId = new ArrayList<>();
    final List<String> infos = new ArrayList<>();
    final List<List<Shortcuts.Group>> shortcuts = new ArrayList<>();

    @Override
    public void showError(ErrorReport report) {
        errors.add(report);
    }

    @Override
    public SaveChoice askSave(String document) {
        askedToSave.add(document);
        return saveChoices.isEmpty() ? SaveChoice.CANCEL : saveChoices.poll();
    }

    /** Keeps the name unless the script says otherwise (most tests save under any name). */
    @Override
    public IdChoice askIdMismatch(String id, String fileName, Optional<String> idFromName) {
        askedAboutId.add(id + " in " + fileName + idFromName.map(s -> " (or id " + s + ")").orElse(""));
        return idChoices.isEmpty() ? IdChoice.KEEP : idChoices.poll();
    }

    @Override
    public void showShortcuts(List<Shortcuts.Group> groups) {
        shortcuts.add(groups);
    }

    final Deque<Path> folderAnswers = new ArrayDeque<>();

    @Override
    public Optional<Path> chooseFolder(Optional<Path> start) {
        return Optional.ofNullable(folderAnswers.poll());
    }

    /** Every titled file chooser asked for, in order. */
    final List<FileChoice> fileChoices = new ArrayList<>();
    final Deque<Path> openAnswers = new ArrayDeque<>();

    @Override
    public Optional<Path> chooseOpen(FileChoice choice) {
        fileChoices.add(choice);
        return Optional.ofNullable(openAnswers.poll());
    }

    @Override
    public Optional<Path> chooseSave(FileChoice choice, String suggestedName) {
        fileChoices.add(choice);
        return chooseSave(choice.folder(), suggestedName);
    }

    @Override
    public Optional<Path> chooseOpen(Optional<Path> folder) {
        return Optional.empty();
    }

    @Override
    public Optional<Path> chooseSave(Optional<Path> folder, String suggestedName) {
        return Optional.ofNullable(saveAnswers.poll());
    }

    @Override
    public Optional<NewLevel> askNewLevel(String suggestedId) {
        return Optional.ofNullable(newLevelAnswers.poll());
    }

    final Deque<Boolean> confirmAnswers = new ArrayDeque<>();
    final List<String> confirmed = new ArrayList<>();

    /** Says yes unless the script says otherwise. */
    @Override
    public boolean confirm(String title, String header, String text, String yes) {
        confirmed.add(header + " " + text);
        return confirmAnswers.isEmpty() || confirmAnswers.poll();
    }

    @Override
    public void showInfo(String title, String text) {
        infos.add(title + "\n" + text);
    }

    /** Forgets every answer scripted and every question recorded (a studio shared by a class's methods, ClassStudio). */
    void clear() {
        saveAnswers.clear();
        newLevelAnswers.clear();
        saveChoices.clear();
        errors.clear();
        askedToSave.clear();
        idChoices.clear();
        askedAboutId.clear();
        infos.clear();
        shortcuts.clear();
        folderAnswers.clear();
        fileChoices.clear();
        openAnswers.clear();
        confirmAnswers.clear();
        confirmed.clear();
    }
}
