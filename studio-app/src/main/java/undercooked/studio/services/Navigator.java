package undercooked.studio.services;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Routes an {@link Intent} to the workspace that handles it: the shell shows that workspace, then
 * its handler runs. Workspaces register what they handle when they are built; a sender only knows
 * the intent (JabRef's StateManager and AtlantaFX sampler's event bus are the pattern). Used on
 * the FX thread only.
 */
public final class Navigator {
    private record Route<I extends Intent>(String workspace, Consumer<? super I> handler) {
    }

    private final Consumer<String> show;
    private final Map<Class<? extends Intent>, Route<?>> routes = new LinkedHashMap<>();

    /** @param show makes the workspace with this id the one shown (the shell's selection) */
    public Navigator(Consumer<String> show) {
        this.show = Objects.requireNonNull(show, "show");
    }

    /** A navigator that shows nothing (tests and benches that drive one view model alone). */
    public static Navigator detached() {
        return new Navigator(id -> { });
    }

    /**
     * {@code workspace} handles intents of {@code type}; a second registration for a type
     * replaces the first (one handler per intent, so a route is never ambiguous).
     */
    public <I extends Intent> void handle(Class<I> type, String workspace, Consumer<? super I> handler) {
        routes.put(Objects.requireNonNull(type, "type"), new Route<>(Objects.requireNonNull(workspace, "workspace"),
                Objects.requireNonNull(handler, "handler")));
    }

    /** Shows the handling workspace and hands it the intent; false when no workspace handles it. */
    public boolean go(Intent intent) {
        Route<?> r = routes.get(intent.getClass());
        if (r == null) {
            return false;
        }
        show.accept(r.workspace());
        deliver(r, intent);
        return true;
    }

    /** Whether some workspace handles intents of this type (a menu item may grey out otherwise). */
    public boolean handles(Class<? extends Intent> type) {
        return routes.containsKey(type);
    }

    @SuppressWarnings("unchecked")
    private static <I extends Intent> void deliver(Route<I> r, Intent intent) {
        r.handler().accept((I) intent);
    }
}
