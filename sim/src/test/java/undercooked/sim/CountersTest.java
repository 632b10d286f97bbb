package undercooked.sim;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class CountersTest {

    @Test
    void plusKeepsNamesSortedAndAddsToAnExistingTally() {
        Counters c = Counters.NONE.plus("trashed", 1).plus("missed", 2).plus("trashed", 3).plus("served", 1);
        assertEquals(List.of(new Counters.Entry("missed", 2), new Counters.Entry("served", 1), new Counters.Entry("trashed", 4)),
                c.entries());
        assertEquals(4, c.get("trashed"));
        assertEquals(0, c.get("never"));
    }

    @Test
    void unsortedOrRepeatedNamesAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new Counters(List.of(
                new Counters.Entry("b", 1), new Counters.Entry("a", 1))));
        assertThrows(IllegalArgumentException.class, () -> new Counters(List.of(
                new Counters.Entry("a", 1), new Counters.Entry("a", 2))));
    }
}
