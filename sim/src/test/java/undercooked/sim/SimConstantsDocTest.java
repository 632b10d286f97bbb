package undercooked.sim;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** docs/SIMULATION.md's constants table and SimConstants name the same numbers with the same values. */
class SimConstantsDocTest {

    @Test
    void theDocumentedConstantsAreTheCodesConstants() throws Exception {
        Map<String, Double> code = new TreeMap<>();
        for (Field f : SimConstants.class.getDeclaredFields()) {
            int m = f.getModifiers();
            if (Modifier.isPublic(m) && Modifier.isStatic(m) && Modifier.isFinal(m)) {
                code.put(f.getName(), ((Number) f.get(null)).doubleValue());
            }
        }
        Map<String, Double> documented = new TreeMap<>();
        List<String> rows = DocTables.table(DocTables.simulationDoc(), "Constants");
        for (String row : rows) {
            List<String> cells = DocTables.cells(row);
            documented.put(cells.get(0), Double.parseDouble(cells.get(1)));
        }
        assertEquals(new ArrayList<>(code.keySet()), new ArrayList<>(documented.keySet()), "constant names");
        assertEquals(code, documented, "constant values");
    }
}
