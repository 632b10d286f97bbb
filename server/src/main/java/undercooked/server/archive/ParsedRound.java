package undercooked.server.archive;

import java.util.Objects;

import undercooked.levels.LevelLoader;
import undercooked.levels.ReplayFiles;

/**
 * A round's script and level as played, each read once: the archive's writer reads them once for
 * the body's packed frames, the frames as played it keeps and the summary it stores (reading the
 * script again for each was half the summary's time and a third of the writer's).
 */
record ParsedRound(ReplayFiles.Read<ReplayFiles.ScriptFile> script, LevelLoader.Result level) {
    ParsedRound {
        Objects.requireNonNull(script, "script");
        Objects.requireNonNull(level, "level");
    }

    static ParsedRound of(String script, String level) {
        return new ParsedRound(ReplayFiles.parseScriptFile(script, "script", "round"), LevelLoader.parse(level, "level"));
    }
}
