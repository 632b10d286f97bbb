package undercooked.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class ShellViewModelTest {
    private final Settings settings = Settings.inMemory();

    @Test
    void recentFilesAreNewestFirstWithoutDuplicatesAndBounded() {
        ShellViewModel vm = new ShellViewModel(settings, "editor");
        for (int i = 0; i < 12; i++) {
            vm.addRecent(Path.of("/levels/" + i + ".json"));
        }
        vm.addRecent(Path.of("/levels/5.json"));
        assertEquals(ShellViewModel.MAX_RECENT, vm.recent().size());
        assertEquals(Path.of("/levels/5.json"), vm.recent().getFirst());
        assertEquals(Path.of("/levels/11.json"), vm.recent().get(1));
        assertEquals(1, vm.recent().stream().filter(p -> p.endsWith("5.json")).count());
    }

    @Test
    void recentFilesThemeAndWindowSurviveARestart() {
        ShellViewModel first = new ShellViewModel(settings, "editor");
        first.addRecent(Path.of("/a/01.json"));
        first.addRecent(Path.of("/a/02.json"));
        first.darkProperty().set(true);
        first.rememberGeometry(new ShellViewModel.Geometry(10, 20, 1000, 700, false));
        ShellViewModel second = new ShellViewModel(settings, "editor");
        assertEquals(List.of(Path.of("/a/02.json"), Path.of("/a/01.json")), second.recent());
        assertTrue(second.darkProperty().get());
        assertEquals(new ShellViewModel.Geometry(10, 20, 1000, 700, false), second.geometry());
    }

    @Test
    void aFirstStartGetsALaptopSizedWindowAndAGarbledValueFallsBack() {
        settings.put("window.width", "wide");
        ShellViewModel.Geometry g = new ShellViewModel(settings, "editor").geometry();
        assertEquals(1280, g.width());
        assertEquals(800, g.height());
    }

    @Test
    void windowTitleCarriesTheDocumentAndItsDirtyMarker() {
        assertEquals("*01_first_shift.json \u2014 Undercooked Studio", ShellViewModel.windowTitle("*01_first_shift.json"));
        assertEquals("Undercooked Studio", ShellViewModel.windowTitle(""));
    }
}
