package undercooked.levels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import undercooked.sim.ItemForm;
import undercooked.sim.ItemKind;

class LooksTest {
    private final Looks looks = Looks.builtIn();

    @Test
    void everyRecipesDishAndEveryItemKindHasALook() {
        for (String id : RecipeBook.builtIn().ids()) {
            assertTrue(looks.kind(id).map(Looks.Kind::dish).orElse(false), id + " needs a dish look in looks.json");
        }
        for (ItemKind k : ItemKind.values()) {
            assertFalse(looks.kind(k.wireName()).orElseThrow(() -> new AssertionError(k.wireName()
                    + " needs a look in looks.json")).dish(), k.wireName());
        }
    }

    @Test
    void everyFormTheKernelNamesIsAFormOfTheLooks() {
        for (ItemForm f : ItemForm.values()) {
            assertTrue(looks.forms().contains(f.wireName()), f.wireName());
        }
    }

    @Test
    void aWireNameSplitsIntoItsKindAndForm() {
        assertEquals(new Looks.Split("tomato", "chopped"), looks.split("tomato_chopped"));
        assertEquals(new Looks.Split("tomato_soup", ""), looks.split("tomato_soup"));
        assertEquals(new Looks.Split("tomato_soup", "cooked"), looks.split("tomato_soup_cooked"));
        assertEquals(new Looks.Split("plate", "dirty"), looks.split("plate_dirty"));
    }
}
