package undercooked.studio;

import java.util.List;
import undercooked.studio.editor.EditorWorkspace;

/**
 * The registry of workspaces, in sidebar order. Replays, Spectate and Host are added here by
 * their issues (one line each); until then they are absent, not placeholders.
 */
public final class Workspaces {
    private Workspaces() {
    }

    public static List<Workspace.Factory> standard() {
        return List.of(EditorWorkspace::new);
    }
}
