package undercooked.levels;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The editor-facing schema must name the same keys the loader reads, or editors lie to designers. */
class SchemaTest {
    private static JsonNode schema() throws IOException {
        try (InputStream in = SchemaTest.class.getResourceAsStream("/level.schema.json")) {
            return new ObjectMapper().readTree(in);
        }
    }

    private static List<String> names(JsonNode object) {
        List<String> out = new ArrayList<>();
        object.fieldNames().forEachRemaining(out::add);
        return out;
    }

    @Test
    void schemaKeysMatchTheLoadersKeysInWriterOrder() throws IOException {
        JsonNode s = schema();

        assertEquals(Keys.TOP, names(s.get("properties")));
        assertEquals(Keys.ORDER_KEYS, names(s.at("/properties/orders/properties")));
        List<String> hazardKeys = new ArrayList<>(Keys.HAZARD_KEYS);
        hazardKeys.addAll(Keys.OPTIONAL_HAZARD_KEYS);
        assertEquals(hazardKeys, names(s.at("/properties/hazards/properties")));
        List<String> hazardRequired = new ArrayList<>();
        s.at("/properties/hazards/required").forEach(n -> hazardRequired.add(n.asText()));
        assertEquals(Keys.HAZARD_KEYS, hazardRequired);
        assertEquals(Keys.RUSH_KEYS, names(s.at("/properties/hazards/properties/rush/properties")));
        List<String> required = new ArrayList<>(Keys.TOP);
        required.removeAll(Keys.OPTIONAL_TOP);
        List<String> schemaRequired = new ArrayList<>();
        s.get("required").forEach(n -> schemaRequired.add(n.asText()));
        assertEquals(required, schemaRequired);
    }
}
