package undercooked.sim;

/**
 * The seams the kitchen-rules work fills: station pipelines (chopping, cooking, washing, burning),
 * order spawning and expiry, and hazards. They hold their place in {@link TickOrder} so the order
 * is settled before the rules arrive, and each leaves the substep exactly as it found it: there is
 * no pretend behaviour here for a golden to encode by accident.
 */
final class KitchenRules {
    private KitchenRules() {
    }

    /** Station pipelines: progress, READY, the overcook window. Not yet part of the rules. */
    static void stations(Substep s) {
        // The kitchen rules issue spends the work verbs the action gate already names here.
    }

    /** Orders: spawn from a forked RNG stream, expire with MISSED. Not yet part of the rules. */
    static void orders(Substep s) {
        // Orders arrive with the kitchen rules issue.
    }

    /** Hazards: fires, spills, moving obstacles; their traction reaches movement via MoveModifiers. */
    static void hazards(Substep s) {
        // Hazards arrive with the kitchen rules issue.
    }
}
