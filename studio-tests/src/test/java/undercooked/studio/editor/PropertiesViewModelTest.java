package undercooked.studio.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import undercooked.levels.LevelValidator;
import undercooked.levels.RecipeBook;

class PropertiesViewModelTest {
    private final EditorViewModel editor = new EditorViewModel(
            AnalysisRunner.inline(new LevelValidator(RecipeBook.builtIn())), GridEdits.blank("90_test", "Test", 5, 5));
    private final PropertiesViewModel props = new PropertiesViewModel(editor, RecipeBook.builtIn());

    @ParameterizedTest
    @CsvSource(textBlock = """
            id,         9_bad,   two digits
            name,       '',      1 to 60
            order,      0,       at least 1
            timeLimit,  5,       from 10 to 3600
            timeLimit,  abc,     a whole number
            maxActive,  9,       from 1 to 8
            burn,       -1,      from 0 to 3600
            interval,   5000,    from 1 to 3600
            deadline,   3601,    from 1 to 3600
            spill,      99999,   from 0 to 3600
            """)
    void invalidValuesAreRefusedInPlaceWithTheReason(String field, String value, String reason) throws Exception {
        PropertiesViewModel.Field f = (PropertiesViewModel.Field) PropertiesViewModel.class.getField(field).get(props);
        f.textProperty().set(value);
        assertFalse(f.commit());
        assertTrue(f.errorProperty().get().contains(reason), f.errorProperty().get());
        assertFalse(editor.canUndoProperty().get());
        assertEquals(GridEdits.blank("90_test", "Test", 5, 5), editor.level());
        assertEquals(value, f.textProperty().get(), "the refused text stays for the designer to fix");
    }

    @Test
    void aTypedValueNotYetEnteredIsCommittedBeforeASaveAndARefusedOneIsNamed() {
        props.timeLimit.textProperty().set("240");
        assertEquals(java.util.Optional.empty(), props.commitPending());
        assertEquals(240, editor.level().timeLimitS());
        props.target.textProperty().set("lots");
        assertEquals(java.util.Optional.of(props.target), props.commitPending());
        assertTrue(props.target.errorProperty().get().contains("a whole number"));
        assertEquals(240, editor.level().timeLimitS(), "the good value stays applied");
    }

    @Test
    void aValidValueIsOneUndoableEdit() {
        props.timeLimit.textProperty().set("240");
        assertTrue(props.timeLimit.commit());
        assertEquals(240, editor.level().timeLimitS());
        assertEquals("", props.timeLimit.errorProperty().get());
        editor.undo();
        assertEquals(180, editor.level().timeLimitS());
        assertEquals("180", props.timeLimit.textProperty().get());
    }

    @Test
    void editingOneHazardKeepsTheOthersIncludingTheObstaclePath() {
        undercooked.levels.Level l = undercooked.levels.Campaign.builtIn().load("06_rush_hour").orElseThrow();
        EditorViewModel ed = new EditorViewModel(AnalysisRunner.inline(new LevelValidator(RecipeBook.builtIn())), l);
        PropertiesViewModel p = new PropertiesViewModel(ed, RecipeBook.builtIn());
        p.burn.textProperty().set("9");
        assertTrue(p.burn.commit());
        p.rushFor.textProperty().set("30");
        assertTrue(p.rushFor.commit());
        p.fireProperty().set(false);
        undercooked.levels.HazardSettings h = ed.level().hazards();
        assertEquals(9, h.burnS());
        assertEquals(l.hazards().obstacle(), h.obstacle(), "the obstacle path survives edits it has no field for");
        assertEquals(new undercooked.levels.HazardSettings.RushSettings(150, 30, 6, 50), h.rush());
        assertFalse(h.fire());
        assertTrue(h.dirtyPlates());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            '2,1 5,1'        | '2,1 5,1'
            '  2,1   5,1 7,3 ' | '2,1 5,1 7,3'
            ''               | ''
            """)
    void theObstaclePathIsEditedAsColumnRowPairs(String typed, String shown) {
        props.obstacle.textProperty().set(typed);
        assertTrue(props.obstacle.commit());
        assertEquals(shown, PropertiesViewModel.waypoints(editor.level().hazards().obstacle()));
    }

    @ParameterizedTest
    @CsvSource(textBlock = """
            '2,1'
            '2,1 5'
            'a,b c,d'
            '2;1 5;1'
            """)
    void aMalformedObstaclePathIsRefusedInPlace(String typed) {
        props.obstacle.textProperty().set(typed);
        assertFalse(props.obstacle.commit());
        assertTrue(props.obstacle.errorProperty().get().contains("column,row pairs"), props.obstacle.errorProperty().get());
        assertEquals(List.of(), editor.level().hazards().obstacle());
    }

    @Test
    void orderAndHazardSettingsReachTheLevel() {
        props.maxActive.textProperty().set("5");
        props.maxActive.commit();
        props.burn.textProperty().set("8");
        props.burn.commit();
        props.dirtyPlatesProperty().set(true);
        assertEquals(5, editor.level().orders().maxActive());
        assertEquals(8, editor.level().hazards().burnS());
        assertTrue(editor.level().hazards().dirtyPlates());
    }

    @Test
    void recipesAreTickedFromTheBookInTheOrderChosen() {
        props.recipes().stream().filter(r -> r.id().equals("salad")).findFirst().orElseThrow().selectedProperty().set(true);
        props.recipes().stream().filter(r -> r.id().equals("tomato_soup")).findFirst().orElseThrow().selectedProperty().set(true);
        assertEquals(List.of("salad", "tomato_soup"), editor.level().recipes());
        editor.undo();
        assertEquals(List.of("salad"), editor.level().recipes());
        assertTrue(props.recipes().stream().filter(r -> r.id().equals("salad")).findFirst().orElseThrow()
                .selectedProperty().get());
    }
}
