package undercooked.studio.services;

import java.util.Objects;
import undercooked.levels.Level;
import undercooked.sim.InputScript;

/**
 * Something one workspace asks of another, routed by the {@link Navigator} to the workspace that
 * handles it. The sender names what it wants, never which workspace or view model does it, so no
 * workspace imports another (the ArchUnit cycle rule checks it).
 */
public sealed interface Intent permits Intent.WatchRoom, Intent.OpenReplay, Intent.OpenReplayLink, Intent.PlayFromHere,
        Intent.ReportAt {

    /** Watch room {@code code} of the server at {@code serverUrl} (Spectate). */
    record WatchRoom(String serverUrl, String code) implements Intent {
        public WatchRoom {
            Objects.requireNonNull(serverUrl, "serverUrl");
            Objects.requireNonNull(code, "code");
        }
    }

    /** Open round {@code id} of the archive at {@code serverUrl}, golden check at once (Replays). */
    record OpenReplay(String serverUrl, long id) implements Intent {
        public OpenReplay {
            Objects.requireNonNull(serverUrl, "serverUrl");
        }
    }

    /** Open what a copied link names, at its tick with its field selected (Replays). */
    record OpenReplayLink(ReplayLink link) implements Intent {
        public OpenReplayLink {
            Objects.requireNonNull(link, "link");
        }
    }

    /** Resume {@code script} at {@code tick} in a live room of the studio's own server (Host). */
    record PlayFromHere(InputScript script, Level level, long tick) implements Intent {
        public PlayFromHere {
            Objects.requireNonNull(script, "script");
            Objects.requireNonNull(level, "level");
        }
    }

    /**
     * A bug report at the link's tick (Replays): the round opens there and Report... writes its
     * folder (Spectate's paused rewind asks this once the round is archived).
     */
    record ReportAt(ReplayLink link) implements Intent {
        public ReportAt {
            Objects.requireNonNull(link, "link");
        }
    }
}
