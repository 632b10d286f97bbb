package undercooked.studio.host;

import javafx.collections.FXCollections;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/** The selected room's seats with Add bot (and its persona) and a Remove button on each bot's seat. */
public final class BotSeatsView extends VBox {

    public BotSeatsView(BotSeatsViewModel vm) {
        super(4);
        setId("host-bot-seats");
        setPrefWidth(270);
        ComboBox<String> persona = new ComboBox<>(FXCollections.observableArrayList(vm.personas()));
        persona.setId("host-bot-persona");
        persona.valueProperty().bindBidirectional(vm.personaProperty());
        Button add = new Button("Add bot");
        add.setId("host-add-bot");
        add.setOnAction(e -> vm.add());
        add.disableProperty().bind(vm.roomProperty().isEmpty());
        persona.disableProperty().bind(add.disableProperty());
        ListView<BotSeatsViewModel.SeatRow> seats = new ListView<>(vm.seats());
        seats.setId("host-seats");
        seats.setPrefHeight(4 * 30 + 4);
        seats.setPlaceholder(new Label("Select a room to see its seats."));
        seats.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(BotSeatsViewModel.SeatRow row, boolean empty) {
                super.updateItem(row, empty);
                if (empty || row == null) {
                    setText(null);
                    setGraphic(null);
                    return;
                }
                Label text = new Label(row.label());
                text.setMinWidth(0);
                HBox line = new HBox(6, text);
                if (row.bot().isPresent()) {
                    Region gap = new Region();
                    HBox.setHgrow(gap, Priority.ALWAYS);
                    Button remove = new Button("Remove");
                    remove.setId("host-remove-bot-" + row.index());
                    remove.setOnAction(e -> vm.remove(row));
                    line.getChildren().addAll(gap, remove);
                }
                setText(null);
                setGraphic(line);
            }
        });
        Label message = new Label();
        message.setId("host-bot-message");
        message.setWrapText(true);
        message.textProperty().bind(vm.messageProperty());
        getChildren().addAll(new Label("Seats (fill empty ones with bot cooks)"), new HBox(6, persona, add), seats, message);
    }
}
