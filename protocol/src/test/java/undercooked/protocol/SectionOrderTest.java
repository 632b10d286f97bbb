package undercooked.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

/** Each section's key-free order sorts exactly as its identity keys do, so a frame is canonical either way. */
class SectionOrderTest {

    private static <E, K extends Comparable<K>> void agree(Section<E, K, ?, ?> section, List<E> entities) {
        for (E a : entities) {
            for (E b : entities) {
                int byKey = Integer.signum(section.key().apply(a).compareTo(section.key().apply(b)));
                int byOrder = Integer.signum(section.order().compare(a, b));
                assertEquals(byKey, byOrder, a + " vs " + b);
            }
        }
    }

    @Test
    void everySectionsOrderMatchesItsKeys() {
        Random rnd = new Random(5);
        List<FullFrame> frames = new ArrayList<>();
        RandomKitchen kitchen = new RandomKitchen(rnd);
        for (int i = 0; i < 40; i++) {
            frames.add(kitchen.step());
        }
        int compared = 0;
        for (FullFrame f : frames) {
            agree(Section.PLAYERS, f.players());
            agree(Section.STATIONS, f.stations());
            agree(Section.ORDERS, f.orders());
            agree(Section.HAZARDS, f.hazards());
            compared += f.players().size() + f.stations().size() + f.orders().size() + f.hazards().size();
        }
        assertEquals(true, compared > 200, "enough entities compared: " + compared);
    }
}
