package undercooked.studio;

/** The shortcut sheet shown by Help > Keyboard Shortcuts (docs/STUDIO.md has the same table). */
final class Shortcuts {
    static final String TEXT = """
            Tools:  B paint   E erase   L line   R rectangle   Shift+R filled rectangle
                    G flood fill   I eyedropper   M select (drag inside to move)
                    1-4 spawn brush
            Edit:   Ctrl+Z undo   Ctrl+Shift+Z / Ctrl+Y redo
                    Ctrl+X cut   Ctrl+C copy   Ctrl+V paste (at the pointer)
                    Del delete selection   arrows move selection one cell
                    Ctrl+A select all   Esc deselect
            File:   Ctrl+N new level   Ctrl+O open   Ctrl+S save   Ctrl+Shift+S save as   Ctrl+Q quit
            View:   wheel zoom   Ctrl+= / Ctrl+- zoom   Ctrl+0 fit   right/middle drag or Space+drag pan
                    Ctrl+G grid lines   Ctrl+H reachability overlay
            """;

    private Shortcuts() {
    }
}
