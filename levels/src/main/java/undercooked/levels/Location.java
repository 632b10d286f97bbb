package undercooked.levels;

/**
 * Where in a level file a problem is. Grid cells use the grid's own indices (row {@code r} is
 * {@code $.grid[r]}, column {@code c} its {@code c}-th character, both from 0, the same as the
 * sim's {@code Cell(x = c, y = r)}), so the editor can highlight the cell without translating;
 * they are written column first, {@code x c, y r}.
 */
public sealed interface Location {

    /** The text printed between the file name and the code, e.g. {@code x 7, y 3} or {@code $.orders}. */
    String render();

    /** A grid cell, 0-based. */
    record GridCell(int row, int col) implements Location {
        public GridCell {
            if (row < 0 || col < 0) {
                throw new IllegalArgumentException("grid cell must be >= 0, got " + row + "," + col);
            }
        }

        /**
         * Column first, as {@code x 7, y 3}: the convention everywhere a designer reads a cell (the
         * studio's status bar, its problems list, obstacle waypoints, this validator), and unlike
         * {@code 3:7} it cannot be taken for a line and column of the file.
         */
        @Override
        public String render() {
            return cellName(col, row);
        }
    }

    /** How a grid cell is written for people: {@code x 7, y 3} (column, row, both from 0). */
    static String cellName(int x, int y) {
        return "x " + x + ", y " + y;
    }

    /** A JSON path such as {@code $.orders.interval_s} or {@code $.recipes[2]}. */
    record JsonPath(String path) implements Location {
        public JsonPath {
            if (!path.startsWith("$")) {
                throw new IllegalArgumentException("a JSON path starts with $, got " + path);
            }
        }

        @Override
        public String render() {
            return path;
        }
    }

    /** A text position, 1-based line and column as editors number them (JSON syntax errors). */
    record TextPosition(int line, int column) implements Location {
        public TextPosition {
            if (line < 1 || column < 1) {
                throw new IllegalArgumentException("text positions start at 1, got " + line + ":" + column);
            }
        }

        @Override
        public String render() {
            return line + ":" + column;
        }
    }

    /** The file (or folder) as a whole. */
    record WholeFile() implements Location {
        @Override
        public String render() {
            return "";
        }
    }

    static Location path(String path) {
        return new JsonPath(path);
    }

    static Location cell(int row, int col) {
        return new GridCell(row, col);
    }

    static Location wholeFile() {
        return new WholeFile();
    }
}
