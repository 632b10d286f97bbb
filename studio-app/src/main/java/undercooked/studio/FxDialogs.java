package undercooked.studio;

import java.io.File;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import javafx.geometry.Insets;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/** The real dialogs: alerts, native file choosers and the new-level form. */
public final class FxDialogs implements Dialogs {
    private static final Pattern ID = Pattern.compile("^[0-9]{2}_[a-z0-9_]+$");
    private final Supplier<Window> owner;

    public FxDialogs(Supplier<Window> owner) {
        this.owner = Objects.requireNonNull(owner, "owner");
    }

    @Override
    public void showError(ErrorReport report) {
        Alert a = new Alert(Alert.AlertType.ERROR);
        a.initOwner(owner.get());
        a.setTitle("Undercooked Studio");
        a.setHeaderText(report.what());
        a.setContentText(report.todo() + "\n\nError code: " + report.code());
        WindowPlacement.centreOnOwner(a, owner.get());
        a.showAndWait();
    }

    @Override
    public IdChoice askIdMismatch(String id, String fileName, Optional<String> idFromName) {
        IdMismatch q = idMismatch(id, fileName, idFromName);
        q.alert().initOwner(owner.get());
        return q.alert().showAndWait().map(q::choice).orElse(IdChoice.CANCEL);
    }

    /** The id/file-name question and its buttons, built apart from showing it (a test looks at it). */
    record IdMismatch(Alert alert, ButtonType rename, ButtonType change, ButtonType keep) {
        IdChoice choice(ButtonType b) {
            return b == rename ? IdChoice.RENAME_FILE : b == change ? IdChoice.CHANGE_ID : b == keep ? IdChoice.KEEP
                    : IdChoice.CANCEL;
        }
    }

    static IdMismatch idMismatch(String id, String fileName, Optional<String> idFromName) {
        ButtonType rename = new ButtonType("Save as " + id + ".json", ButtonBar.ButtonData.YES);
        ButtonType change = new ButtonType("Change Id to " + idFromName.orElse(""), ButtonBar.ButtonData.OTHER);
        ButtonType keep = new ButtonType("Save Anyway", ButtonBar.ButtonData.NO);
        Alert a = new Alert(Alert.AlertType.CONFIRMATION, "The validator wants a level's file named after its id"
                + " (id_mismatch); the campaign loads levels by it.", rename, keep, ButtonType.CANCEL);
        idFromName.ifPresent(x -> a.getButtonTypes().add(1, change));
        a.setTitle("Id and file name differ");
        a.setHeaderText("The level's id is " + id + ", but the file is " + fileName + ".");
        // Ids and file names have underscores, which a button would take as mnemonics (and drop),
        // and the names are what the choice is about: every button shows its whole text.
        for (ButtonType t : a.getButtonTypes()) {
            if (a.getDialogPane().lookupButton(t) instanceof Button b) {
                b.setMnemonicParsing(false);
                b.setMinWidth(Region.USE_PREF_SIZE);
            }
        }
        a.getDialogPane().setMinWidth(Region.USE_PREF_SIZE);
        return new IdMismatch(a, rename, change, keep);
    }

    @Override
    public void showShortcuts(java.util.List<Shortcuts.Group> groups) {
        Alert a = new Alert(Alert.AlertType.INFORMATION);
        a.initOwner(owner.get());
        a.setTitle("Keyboard shortcuts");
        a.setHeaderText("Keyboard shortcuts");
        javafx.scene.control.ScrollPane scroll = new javafx.scene.control.ScrollPane(Shortcuts.table(groups));
        scroll.setFitToWidth(true);
        scroll.setPrefViewportHeight(420);
        a.getDialogPane().setContent(scroll);
        Optional.ofNullable(owner.get()).map(Window::getScene)
                .ifPresent(sc -> a.getDialogPane().getStylesheets().addAll(sc.getStylesheets()));
        a.showAndWait();
    }

    @Override
    public boolean confirm(String title, String header, String text, String yes) {
        ButtonType go = new ButtonType(yes, ButtonBar.ButtonData.YES);
        Alert a = new Alert(Alert.AlertType.CONFIRMATION, text, go, ButtonType.CANCEL);
        a.initOwner(owner.get());
        a.setTitle(title);
        a.setHeaderText(header);
        return a.showAndWait().filter(b -> b == go).isPresent();
    }

    @Override
    public SaveChoice askSave(String document) {
        ButtonType save = new ButtonType("Save", ButtonBar.ButtonData.YES);
        ButtonType discard = new ButtonType("Don't Save", ButtonBar.ButtonData.NO);
        Alert a = new Alert(Alert.AlertType.CONFIRMATION, "Your changes are lost if you don't save them.",
                save, discard, ButtonType.CANCEL);
        a.initOwner(owner.get());
        a.setTitle("Unsaved changes");
        a.setHeaderText("Save the changes to " + document + "?");
        Optional<ButtonType> r = a.showAndWait();
        return r.map(b -> b == save ? SaveChoice.SAVE : b == discard ? SaveChoice.DISCARD : SaveChoice.CANCEL)
                .orElse(SaveChoice.CANCEL);
    }

    @Override
    public Optional<Path> chooseOpen(Optional<Path> folder) {
        FileChooser fc = chooser("Open", folder);
        return Optional.ofNullable(fc.showOpenDialog(owner.get())).map(File::toPath);
    }

    @Override
    public Optional<Path> chooseFolder(Optional<Path> start) {
        javafx.stage.DirectoryChooser dc = new javafx.stage.DirectoryChooser();
        dc.setTitle("Open a folder of replays");
        start.filter(java.nio.file.Files::isDirectory).ifPresent(d -> dc.setInitialDirectory(d.toFile()));
        return Optional.ofNullable(dc.showDialog(owner.get())).map(File::toPath);
    }

    @Override
    public Optional<Path> chooseSave(Optional<Path> folder, String suggestedName) {
        FileChooser fc = chooser("Save As", folder);
        fc.setInitialFileName(suggestedName);
        return Optional.ofNullable(fc.showSaveDialog(owner.get())).map(File::toPath);
    }

    @Override
    public Optional<Path> chooseOpen(FileChoice choice) {
        return Optional.ofNullable(chooser(choice).showOpenDialog(owner.get())).map(File::toPath);
    }

    @Override
    public Optional<Path> chooseSave(FileChoice choice, String suggestedName) {
        FileChooser fc = chooser(choice);
        fc.setInitialFileName(suggestedName);
        return Optional.ofNullable(fc.showSaveDialog(owner.get())).map(File::toPath);
    }

    private static FileChooser chooser(FileChoice c) {
        FileChooser fc = new FileChooser();
        fc.setTitle(c.title());
        fc.getExtensionFilters().add(new FileChooser.ExtensionFilter(c.filterName(), c.patterns()));
        fc.getExtensionFilters().add(new FileChooser.ExtensionFilter("All files", "*"));
        c.folder().map(Path::toFile).filter(File::isDirectory).ifPresent(fc::setInitialDirectory);
        return fc;
    }

    private static FileChooser chooser(String title, Optional<Path> folder) {
        FileChooser fc = new FileChooser();
        fc.setTitle(title);
        fc.getExtensionFilters().add(new FileChooser.ExtensionFilter("Level files (*.json)", "*.json"));
        folder.map(Path::toFile).filter(File::isDirectory).ifPresent(fc::setInitialDirectory);
        return fc;
    }

    @Override
    public Optional<NewLevel> askNewLevel(String suggestedId) {
        Dialog<NewLevel> d = new Dialog<>();
        d.initOwner(owner.get());
        d.setTitle("New level");
        d.setHeaderText("A new kitchen: walls around a floor, ready to paint");
        TextField id = new TextField(suggestedId);
        TextField name = new TextField("New Kitchen");
        Spinner<Integer> w = sizeSpinner(13);
        Spinner<Integer> h = sizeSpinner(9);
        Label why = new Label();
        why.getStyleClass().add("field-error");
        GridPane g = new GridPane(10, 8);
        g.setPadding(new Insets(10));
        g.addRow(0, new Label("Id"), id);
        g.addRow(1, new Label("Name"), name);
        g.addRow(2, new Label("Width"), w);
        g.addRow(3, new Label("Height"), h);
        g.add(why, 0, 4, 2, 1);
        d.getDialogPane().setContent(g);
        d.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        var ok = d.getDialogPane().lookupButton(ButtonType.OK);
        Runnable check = () -> {
            String reason = !ID.matcher(id.getText()).matches() ? "Id: two digits, _, then a-z 0-9 _ (e.g. 08_night_shift)"
                    : name.getText().isBlank() || name.getText().length() > 60 ? "Name: 1 to 60 characters" : "";
            why.setText(reason);
            ok.setDisable(!reason.isEmpty());
        };
        id.textProperty().addListener(o -> check.run());
        name.textProperty().addListener(o -> check.run());
        check.run();
        d.setResultConverter(b -> b == ButtonType.OK
                ? new NewLevel(id.getText(), name.getText().strip(), commit(w), commit(h)) : null);
        return d.showAndWait();
    }

    /**
     * A typed size from 3 to 64: text that is not a number keeps the last good value (the
     * default converter threw on it), and one out of range is clamped.
     */
    static Spinner<Integer> sizeSpinner(int initial) {
        Spinner<Integer> s = new Spinner<>(3, 64, initial);
        s.setEditable(true);
        var factory = (javafx.scene.control.SpinnerValueFactory.IntegerSpinnerValueFactory) s.getValueFactory();
        factory.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(Integer v) {
                return v == null ? "" : v.toString();
            }

            @Override
            public Integer fromString(String text) {
                try {
                    return Math.clamp(Integer.parseInt(text.strip()), factory.getMin(), factory.getMax());
                } catch (NumberFormatException e) {
                    return factory.getValue();
                }
            }
        });
        s.focusedProperty().addListener((o, was, now) -> {
            if (!now) {
                commit(s);
            }
        });
        return s;
    }

    /** What the spinner's field says, as a value (typed text counts without pressing Enter). */
    static int commit(Spinner<Integer> s) {
        var factory = s.getValueFactory();
        Integer v = factory.getConverter().fromString(s.getEditor().getText());
        factory.setValue(v);
        s.getEditor().setText(factory.getConverter().toString(factory.getValue()));
        return factory.getValue();
    }

    @Override
    public void showInfo(String title, String text) {
        Alert a = new Alert(Alert.AlertType.INFORMATION, text);
        a.initOwner(owner.get());
        a.setTitle(title);
        a.setHeaderText(title);
        a.showAndWait();
    }
}
