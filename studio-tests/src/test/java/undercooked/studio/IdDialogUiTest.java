package undercooked.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.Optional;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The id/file-name question as the designer sees it: underscores are part of the names (not
 * mnemonics) and each button shows its whole text, the new id included.
 */
@ExtendWith(ApplicationExtension.class)
class IdDialogUiTest {
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        stage.show();
    }

    @Test
    void theButtonsShowTheWholeFileNameAndTheNewIdUnderscoresIncluded(FxRobot robot) throws Exception {
        // The dialog's own pane in a window of its own: a modal dialog cannot be shown headless.
        FxDialogs.IdMismatch q = WaitForAsyncUtils.asyncFx(() -> {
            FxDialogs.IdMismatch m = FxDialogs.idMismatch("09_corner_bistro", "10_bistro_two.json",
                    Optional.of("10_bistro_two"));
            javafx.scene.control.DialogPane pane = m.alert().getDialogPane();
            if (pane.getScene() != null) {
                pane.getScene().setRoot(new javafx.scene.Group());
            }
            stage.setScene(new javafx.scene.Scene(pane));
            stage.sizeToScene();
            return m;
        }).get();
        WaitForAsyncUtils.waitForFxEvents();
        for (ButtonType t : List.of(q.rename(), q.change())) {
            Button b = (Button) q.alert().getDialogPane().lookupButton(t);
            assertFalse(b.isMnemonicParsing(), t.getText());
            Text drawn = (Text) b.lookup(".text");
            assertEquals(t.getText(), drawn.getText(), "drawn whole, underscores kept");
        }
        assertEquals("Save as 09_corner_bistro.json", q.rename().getText());
        assertEquals("Change Id to 10_bistro_two", q.change().getText());
    }
}
