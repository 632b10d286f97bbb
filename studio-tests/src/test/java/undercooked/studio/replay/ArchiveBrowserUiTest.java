package undercooked.studio.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import undercooked.studio.Jobs;

/** From Server...'s dialog, driven headless: its filter box tells the truth, its buttons are whole, Escape cancels. */
@ExtendWith(ApplicationExtension.class)
class ArchiveBrowserUiTest {
    private final ArchiveBrowserViewModel vm = new ArchiveBrowserViewModel(Jobs.inline());
    private final List<String> cancelled = new ArrayList<>();
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        vm.resultProperty().set("lost"); // chosen in an earlier opening of the dialog
        stage.setScene(new Scene(new ArchiveBrowserView(vm, (u, id) -> { }, () -> cancelled.add("cancel"))));
        stage.show();
    }

    @Test
    void aReopenedDialogShowsTheResultFilterItLists(FxRobot robot) {
        @SuppressWarnings("unchecked")
        ComboBox<String> result = robot.lookup("#archive-result").queryAs(ComboBox.class);
        assertEquals("lost", result.getValue(), "the box says what the list is filtered by");
        robot.interact(() -> result.setValue("any result"));
        assertEquals("", vm.resultProperty().get());
    }

    @Test
    void theButtonsAreWholeAndEscapeCancels(FxRobot robot) {
        robot.interact(() -> stage.setWidth(700));
        WaitForAsyncUtils.waitForFxEvents();
        for (Button b : robot.lookup(".button").queryAllAs(Button.class)) {
            assertTrue(b.getWidth() + 0.5 >= b.prefWidth(-1), b.getText() + " is drawn whole: " + b.getWidth());
        }
        robot.clickOn("#archive-table");
        robot.type(KeyCode.ESCAPE);
        assertEquals(List.of("cancel"), cancelled);
    }
}
