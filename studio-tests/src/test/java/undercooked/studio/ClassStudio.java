package undercooked.studio;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.nio.file.Files;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import javafx.stage.Stage;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * One studio for all the methods of a TestFX class, instead of one per method. TestFX's
 * {@code ApplicationExtension} calls a class's {@code @Start} before every method, and a studio
 * built there each time (every workspace's view built and styled, its job threads started, a
 * discarded one's per-frame pulse left running in its detached scene) was most of a short UI
 * method's CPU. Register it after the {@code ApplicationExtension} as a static field:
 * {@code @RegisterExtension static final ClassStudio STUDIO = new ClassStudio(reset)}. Before each
 * method it gives the method a fresh data folder ({@link StudioPaths#DATA_PROPERTY}, as the
 * per-method studios had), empties the scripted dialogs' record, puts back on the FX thread what
 * the class's methods change ({@code reset}, through the studio's own API: the workspace shown,
 * playback, the window's size) and shows the window. A method whose assertions need what only a
 * new studio has (nothing opened yet, no history computed) is annotated {@link Fresh} and gets a
 * new one, which the methods after it then share. Decision 0055.
 */
final class ClassStudio implements BeforeEachCallback, AfterAllCallback {

    /** The method gets a newly built studio (the ones after it share that one). */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.METHOD)
    @interface Fresh {
    }

    private final ScriptedDialogs dialogs = new ScriptedDialogs();
    private final Consumer<Studio> reset;
    private Studio studio;

    /** @param reset what the class's methods change, put back before each method on the FX thread */
    ClassStudio(Consumer<Studio> reset) {
        this.reset = Objects.requireNonNull(reset, "reset");
    }

    @Override
    public void beforeEach(ExtensionContext context) throws Exception {
        // reports and bookmarks go to a throw-away data folder, never the user's or the repository
        try {
            System.setProperty(StudioPaths.DATA_PROPERTY, Files.createTempDirectory("studio-data").toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        dialogs.clear();
        boolean fresh = context.getRequiredTestMethod().isAnnotationPresent(Fresh.class);
        WaitForAsyncUtils.asyncFx(() -> {
            Stage stage = FxToolkit.toolkitContext().getRegisteredStage();
            if (studio == null || fresh || studio.stage() != stage) {
                retire();
                studio = new Studio(stage, Settings.inMemory(), Optional.of(dialogs), true);
            } else {
                reset.accept(studio);
            }
            stage.setWidth(1280);
            stage.setHeight(800);
            stage.show();
        }).get(30, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Override
    public void afterAll(ExtensionContext context) throws Exception {
        WaitForAsyncUtils.asyncFx(this::retire).get(30, TimeUnit.SECONDS);
        studio = null;
    }

    /**
     * A studio no method uses again shows the editor, whose view has no per-frame pulse: a
     * Replays, Spectate or Host view left on screen in a scene no window shows kept its pulse.
     */
    private void retire() {
        if (studio != null) {
            studio.localServer().stopNow();
            studio.shell().workspaceProperty().set("editor");
        }
    }

    /** The studio of the method running. */
    Studio studio() {
        return Objects.requireNonNull(studio, "no studio before the first method");
    }

    /** The scripted dialogs every studio of this class answers through (emptied before each method). */
    ScriptedDialogs dialogs() {
        return dialogs;
    }
}
