package undercooked.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class KernelTest {
    @Test
    void theStandardKernelRunsTheTickOrdersSystems() {
        assertEquals(TickOrder.substepNames(), Kernel.STANDARD.systems().stream().map(TickSystem::name).toList());
    }

    @Test
    void aVariantKeepsTheSystemNamesAndRefusesAnUnknownSystem() {
        Kernel v = KernelVariants.winMargin(10);
        assertEquals(TickOrder.substepNames(), v.systems().stream().map(TickSystem::name).toList());
        assertNotEquals(Kernel.STANDARD.systems().get(5).body(), v.systems().get(5).body());
        assertEquals(Kernel.STANDARD.systems().get(0), v.systems().get(0));
        assertThrows(IllegalArgumentException.class, () -> Kernel.STANDARD.after("gravity", "x", s -> { }));
        assertEquals(List.of("standard", "win-margin-10"), List.of(Kernel.STANDARD.name(), v.name()));
    }
}
