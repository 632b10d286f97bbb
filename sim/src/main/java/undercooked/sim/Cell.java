package undercooked.sim;

/** A grid cell: column {@code x} from the left, row {@code y} from the top. */
public record Cell(int x, int y) {

    /** The cell containing a point in tile units (a cook at 2.5, 3.9 is in cell 2, 3). */
    public static Cell containing(double px, double py) {
        return new Cell((int) Math.floor(px), (int) Math.floor(py));
    }

    public Cell plus(int dx, int dy) {
        return new Cell(x + dx, y + dy);
    }

    public double centerX() {
        return x + 0.5;
    }

    public double centerY() {
        return y + 0.5;
    }

    @Override
    public String toString() {
        return "(" + x + "," + y + ")";
    }
}
