package undercooked.studio.kitchen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.scene.paint.Color;
import org.junit.jupiter.api.Test;

/** The studio draws items from the shared looks (levels' looks.json), as the browser's look.js does. */
class ItemLookTest {

    @Test
    void anIngredientsColourAndLabelComeFromTheSharedLooks() {
        ItemLook chopped = ItemLook.of("tomato_chopped");
        assertEquals(Color.web("#E0453A"), chopped.colour());
        assertEquals("Tomato \u2702", chopped.label());
        assertTrue(chopped.chopped());
        assertFalse(chopped.plated());
    }

    @Test
    void aDishSitsOnAPlateUntilItIsCookedOrBurnt() {
        assertTrue(ItemLook.of("tomato_soup").plated());
        assertEquals("T.soup", ItemLook.of("tomato_soup").label());
        assertFalse(ItemLook.of("tomato_soup_cooked").plated());
        assertEquals(Color.web("#3A2A20"), ItemLook.of("onion_soup_burnt").colour(), "burnt is one colour");
        assertEquals(Color.web("#A89A7A"), ItemLook.of("plate_dirty").colour());
    }

    @Test
    void anUnknownKindIsGreyWithItsFirstLetters() {
        ItemLook odd = ItemLook.of("mushroom_chopped");
        assertEquals(Color.web("#BBBBBB"), odd.colour());
        assertEquals("mushr \u2702", odd.label());
    }
}
