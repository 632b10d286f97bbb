package undercooked.studio.insights;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import javafx.beans.binding.Bindings;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Node;
import javafx.scene.image.WritableImage;

import javax.imageio.ImageIO;

import undercooked.studio.BasicWorkspace;
import undercooked.studio.Jobs;
import undercooked.studio.StudioContext;
import undercooked.studio.Dialogs;
import undercooked.studio.services.Intent;

/**
 * The Insights workspace: where players struggle in a level, from a server's round archive
 * (docs/STUDIO.md, "Insights"). A moment opens in Replays at its tick through the navigator
 * ({@link Intent.OpenReplayLink}) or plays on from it in Host ({@link Intent.PlayFromHere}); the
 * server is the one the shell has in use, or typed in.
 */
public final class InsightsWorkspace extends BasicWorkspace {
    private final StudioContext context;
    private final InsightsViewModel vm;
    private final InsightsView view;

    public InsightsWorkspace(StudioContext context) {
        super("insights", "Insights", "Insights reads a server's round archive; it opens no files.");
        this.context = context;
        this.vm = new InsightsViewModel(Jobs.background(1), context::client, context.navigator());
        this.view = new InsightsView(vm);
        String inUse = context.shell().serverInUseProperty().get();
        if (inUse != null && !inUse.isBlank()) {
            vm.urlProperty().set(inUse);
        }
        context.shell().serverInUseProperty().addListener((o, a, url) -> {
            if (url != null && !url.isBlank()) {
                vm.urlProperty().set(url);
            }
        });
        view.exportPng.setOnAction(e -> exportPng());
        view.exportCsv.setOnAction(e -> exportCsv());
        busy.bind(vm.busyProperty());
        status.bind(vm.messageProperty());
        documentTitle.bind(Bindings.createStringBinding(() -> vm.insightsProperty().get() == null ? ""
                : "insights of " + vm.insightsProperty().get().level(), vm.insightsProperty()));
    }

    public InsightsViewModel viewModel() {
        return vm;
    }

    public InsightsView insightsView() {
        return view;
    }

    @Override
    public Node view() {
        return view;
    }

    /** Nothing here is unsaved: the insights live on the server. */
    @Override
    public boolean confirmClose() {
        return true;
    }

    private Optional<Path> save(String what, String pattern, String suggested) {
        if (!context.interactive()) {
            return Optional.empty();
        }
        return context.dialogs().chooseSave(new Dialogs.FileChoice("Export " + what, what, List.of(pattern),
                Optional.empty()), suggested);
    }

    private void exportPng() {
        String level = vm.levelProperty().get();
        save("PNG image", "*.png", level + "-" + vm.layerProperty().get() + ".png").ifPresent(p -> {
            WritableImage img = view.board().snapshot(null, null);
            BufferedImage b = SwingFXUtils.fromFXImage(img, null);
            try {
                ImageIO.write(b, "png", p.toFile());
                context.say("Saved " + p.getFileName());
            } catch (IOException ex) {
                context.say("Could not save " + p.getFileName() + ": " + ex.getMessage());
            }
        });
    }

    private void exportCsv() {
        Optional<String> csv = vm.csv();
        if (csv.isEmpty()) {
            context.say("Refresh first: there are no insights to export yet.");
            return;
        }
        save("CSV table", "*.csv", vm.levelProperty().get() + "-insights.csv").ifPresent(p -> {
            try {
                Files.writeString(p, csv.get(), StandardCharsets.UTF_8);
                context.say("Saved " + p.getFileName());
            } catch (IOException ex) {
                context.say("Could not save " + p.getFileName() + ": " + ex.getMessage());
            }
        });
    }
}
