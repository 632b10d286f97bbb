package undercooked.server.survey;

import java.nio.file.Path;
import java.util.List;
import undercooked.levels.survey.SurveyCommand;

/**
 * {@code ./undercooked replay survey}: the levels module's command, given the server's frames pin
 * so a server's changed rounds are placed at the tick, field and system where today's kernel first
 * draws them differently from how they were played.
 */
public final class SurveyMain {
    private SurveyMain() {
    }

    public static void main(String[] args) {
        System.exit(new SurveyCommand(System.out, System.err, Path.of(""), new FramesPin()).run(List.of(args)));
    }
}
