package undercooked.server.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Objects;
import org.junit.jupiter.api.Test;
import undercooked.levels.Looks;

/**
 * The browser's {@code look.js} carries the looks of items and dishes as a copy of levels'
 * {@code looks.json}, which the studio reads: the two cannot drift. (A copy rather than a fetch so
 * the page draws its first frame without waiting on another request.)
 */
class LooksSyncTest {

    @Test
    void lookJsCarriesTheSameLooksAsTheStudio() throws IOException {
        String js;
        try (InputStream in = Objects.requireNonNull(getClass().getResourceAsStream("/static/js/look.js"))) {
            js = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        int start = js.indexOf("const LOOKS = ");
        int end = js.indexOf("\n};\n", start);
        assertTrue(start >= 0 && end > start, "look.js declares const LOOKS = {...};");
        JsonNode copy = new ObjectMapper().readTree(js.substring(start + "const LOOKS = ".length(), end + 2));
        JsonNode shared = Looks.builtInTree();
        assertEquals(shared, copy, "look.js's LOOKS must equal levels/src/main/resources/looks.json; paste it:\n"
                + shared.toPrettyString());
    }
}
