package undercooked.studio;

import java.util.List;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

/**
 * Keeps the first columns of a table (one a sample) at least as wide as their widest text (the
 * header, the sample, every row's value), so none is cut to "p..."; {@link #widthProperty()} is
 * what they need together, for the panel that holds the table. Columns past the samples are free.
 */
public final class ColumnFit {
    /** Cell padding and the column's sort arrow room. */
    private static final double PAD = 26;
    /** The vertical scroll bar the table shows once the rows do not fit. */
    private static final double SCROLL_BAR = 16;

    private final TableView<?> table;
    private final List<String> samples;
    private final ReadOnlyDoubleWrapper width = new ReadOnlyDoubleWrapper();

    public ColumnFit(TableView<?> table, List<String> samples) {
        this.table = table;
        this.samples = List.copyOf(samples);
    }

    /** Measures again (the rows changed). */
    public void fit() {
        double total = SCROLL_BAR;
        for (int i = 0; i < Math.min(samples.size(), table.getColumns().size()); i++) {
            TableColumn<?, ?> c = table.getColumns().get(i);
            double w = Math.max(textWidth(c.getText()), textWidth(samples.get(i)));
            for (int r = 0; r < table.getItems().size(); r++) {
                ObservableValue<?> v = c.getCellObservableValue(r);
                if (v != null && v.getValue() != null) {
                    w = Math.max(w, textWidth(v.getValue().toString()));
                }
            }
            c.setMinWidth(Math.ceil(w + PAD));
            c.setPrefWidth(Math.max(c.getPrefWidth(), c.getMinWidth()));
            total += c.getMinWidth();
        }
        width.set(total);
    }

    /** The studio's theme draws table text at 14 px; the toolkit's default may be smaller. */
    private static final Font FONT = Font.font(Font.getDefault().getFamily(), Math.max(14, Font.getDefault().getSize()));

    private static double textWidth(String s) {
        Text t = new Text(s);
        t.setFont(FONT);
        return t.getLayoutBounds().getWidth();
    }

    public ReadOnlyDoubleProperty widthProperty() {
        return width.getReadOnlyProperty();
    }
}
