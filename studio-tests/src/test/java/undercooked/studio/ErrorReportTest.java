package undercooked.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** An error report in a terminal: what to do never runs on from what went wrong; nor is a tick moved without a word. */
class ErrorReportTest {

    @Test
    void whatToDoIsItsOwnSentenceOrItsOwnLine() {
        assertEquals("save_failed: Could not write x.json. Check the folder.",
                new ErrorReport("save_failed", "Could not write x.json.", "Check the folder.").render());
        assertEquals("bad_json: the file is empty; a level is one JSON object. Fix the file.",
                new ErrorReport("bad_json", "the file is empty; a level is one JSON object", "Fix the file.").render(),
                "a sentence without its full stop gets one");
        assertEquals("bad_json: Cannot open x.json as a level:\nx.json:1:1: bad_json: cut short\nFix the file.",
                new ErrorReport("bad_json", "Cannot open x.json as a level:\nx.json:1:1: bad_json: cut short", "Fix the file.")
                        .render(), "after a list of problems, on a line of its own");
    }

    @Test
    void aScreenshotAskedOutsideTheRoundSaysWhichTickItShows() {
        assertEquals(java.util.Optional.of("note: tick 900 is past the round's end; the picture shows its last tick, 786"),
                Screenshot.tickNote(900, 786));
        assertEquals(java.util.Optional.of("note: tick -5 is before the round; the picture shows tick 0"),
                Screenshot.tickNote(-5, 786));
        assertEquals(java.util.Optional.empty(), Screenshot.tickNote(786, 786));
        assertEquals(java.util.Optional.empty(), Screenshot.tickNote(0, 786));
    }
}
