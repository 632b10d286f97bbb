package undercooked.studio;

import java.util.List;
import undercooked.studio.editor.EditorWorkspace;
import undercooked.studio.host.HostWorkspace;
import undercooked.studio.insights.InsightsWorkspace;
import undercooked.studio.replay.ReplayWorkspace;
import undercooked.studio.spectate.SpectateWorkspace;

/**
 * The registry of workspaces, in sidebar order. Replays, Spectate and Host are added here by
 * their issues (one line each); a workspace that does not exist yet has no entry at all.
 */
public final class Workspaces {
    private Workspaces() {
    }

    public static List<Workspace.Factory> standard() {
        return List.of(EditorWorkspace::new, ReplayWorkspace::new, SpectateWorkspace::new, HostWorkspace::new,
                InsightsWorkspace::new);
    }
}
