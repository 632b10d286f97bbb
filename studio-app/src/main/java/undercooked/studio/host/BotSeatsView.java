package undercooked.studio.host;

import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The selected room's seats in one strip: the persona, Add bot, and each seat as a chip, a bot's
 * with its Remove button; the refusal or the last change beside them. Compact, so the panel keeps
 * its plot and log at 800x500.
 */
public final class BotSeatsView extends VBox {
    private final BotSeatsViewModel vm;
    private final FlowPane chips = new FlowPane(6, 4);

    public BotSeatsView(BotSeatsViewModel vm) {
        super(4);
        this.vm = vm;
        setId("host-bot-seats");
        ComboBox<String> persona = new ComboBox<>(FXCollections.observableArrayList(vm.personas()));
        persona.setId("host-bot-persona");
        persona.valueProperty().bindBidirectional(vm.personaProperty());
        Button add = new Button("Add bot");
        add.setId("host-add-bot");
        add.setOnAction(e -> vm.add());
        add.disableProperty().bind(vm.roomProperty().isEmpty());
        persona.disableProperty().bind(add.disableProperty());
        Label message = new Label();
        message.setId("host-bot-message");
        message.setMinWidth(0);
        message.textProperty().bind(vm.messageProperty());
        // The persona and the button keep their size in a narrow window; the words give way.
        persona.setMinWidth(Region.USE_PREF_SIZE);
        add.setMinWidth(Region.USE_PREF_SIZE);
        Label title = new Label("Bot cooks for empty seats");
        title.setMinWidth(0);
        HBox.setHgrow(message, Priority.ALWAYS);
        HBox controls = new HBox(6, title, persona, add, message);
        controls.setAlignment(Pos.CENTER_LEFT);
        chips.setId("host-seats");
        vm.seats().addListener((ListChangeListener<BotSeatsViewModel.SeatRow>) c -> redraw());
        redraw();
        getChildren().addAll(controls, chips);
    }

    private void redraw() {
        chips.getChildren().clear();
        if (vm.seats().isEmpty()) {
            chips.getChildren().add(new Label("Select a room to see its seats."));
        }
        for (BotSeatsViewModel.SeatRow row : vm.seats()) {
            HBox chip = new HBox(4, new Label(row.label()));
            chip.setAlignment(Pos.CENTER_LEFT);
            chip.getStyleClass().add("seat-chip");
            if (row.bot().isPresent()) {
                Button remove = new Button("Remove");
                remove.setId("host-remove-bot-" + row.index());
                remove.setOnAction(e -> vm.remove(row));
                chip.getChildren().add(remove);
            }
            chips.getChildren().add(chip);
        }
    }
}
