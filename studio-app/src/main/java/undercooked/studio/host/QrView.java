package undercooked.studio.host;

import javafx.beans.property.ObjectProperty;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;

/** A QR code drawn square, dark modules on white with the four-module quiet zone scanners need. */
final class QrView extends Region {
    static final double SIZE = 168;
    private final Canvas canvas = new Canvas(SIZE, SIZE);
    private final ObjectProperty<boolean[][]> modules;

    QrView(ObjectProperty<boolean[][]> modules) {
        this.modules = modules;
        setId("host-qr");
        getChildren().add(canvas);
        setMinSize(SIZE, SIZE);
        setPrefSize(SIZE, SIZE);
        setMaxSize(SIZE, SIZE);
        modules.addListener((o, a, b) -> draw());
        draw();
    }

    private void draw() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        boolean[][] m = modules.get();
        g.clearRect(0, 0, SIZE, SIZE);
        if (m == null) {
            return;
        }
        g.setFill(Color.WHITE);
        g.fillRect(0, 0, SIZE, SIZE);
        int n = m.length + 8;
        double cell = Math.floor(SIZE / n);
        double off = Math.floor((SIZE - cell * n) / 2) + 4 * cell;
        g.setFill(Color.BLACK);
        for (int y = 0; y < m.length; y++) {
            for (int x = 0; x < m.length; x++) {
                if (m[y][x]) {
                    g.fillRect(off + x * cell, off + y * cell, cell, cell);
                }
            }
        }
    }
}
