package undercooked.studio.replay;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import javafx.beans.binding.Bindings;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TextInputDialog;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCombination;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import undercooked.levels.RulesVersion;
import undercooked.levels.survey.Survey;
import undercooked.server.survey.FramesPin;
import undercooked.sim.Kernel;
import undercooked.studio.BasicWorkspace;
import undercooked.studio.Dialogs;
import undercooked.studio.WindowPlacement;
import undercooked.studio.ErrorReport;
import undercooked.studio.Jobs;
import undercooked.studio.StudioContext;
import undercooked.studio.services.FileKinds;
import undercooked.studio.StudioPaths;
import undercooked.studio.Version;
import undercooked.studio.services.Intent;
import undercooked.studio.services.ReplayLink;

/**
 * The Replays workspace: QA's scrubber. Wires the replay view models into the shell (File menu
 * items, status read-outs, errors as dialogs) and runs the commands that need dialogs or the
 * clipboard: open, from server, compare, copy link, clip, PNG, bookmark.
 */
public final class ReplayWorkspace extends BasicWorkspace implements ReplayView.Actions {
    private final StudioContext context;
    private final ReplayViewModel vm;
    private final FieldViewModel fields;
    private final BookmarksViewModel bookmarks;
    private final ArchiveBrowserViewModel archive;
    private final SurveyViewModel survey;
    private final ReplayView view;
    private Optional<String> pendingField = Optional.empty();
    /** A report asked for with a link (Spectate's paused rewind): written once the link's round is open at its tick. */
    private boolean pendingReport;

    public ReplayWorkspace(StudioContext context) {
        super("replays", "Replays", "Replays opens replay scripts.");
        this.context = context;
        Jobs jobs = context.interactive() ? Jobs.background(2) : Jobs.background(1);
        this.vm = new ReplayViewModel(jobs);
        this.fields = new FieldViewModel(vm, jobs);
        this.bookmarks = new BookmarksViewModel(vm, StudioPaths.dataDir());
        this.archive = new ArchiveBrowserViewModel(jobs);
        // A server's rounds are pinned by the frames they kept as played, as the command's survey does.
        this.survey = new SurveyViewModel(jobs, () -> new Survey(Kernel.STANDARD, RulesVersion.current().shown(),
                Runtime.getRuntime().availableProcessors(), new FramesPin()), this::openLink);
        this.view = new ReplayView(vm, fields, bookmarks, this);
        context.navigator().handle(Intent.OpenReplay.class, id(), r -> vm.loading().openServer(r.serverUrl(), r.id(), OptionalLong.empty()));
        context.navigator().handle(Intent.OpenReplayLink.class, id(), l -> openLink(l.link()));
        context.navigator().handle(Intent.ReportAt.class, id(), r -> {
            pendingReport = true;
            openLink(r.link());
        });
        vm.loading().errorProperty().addListener((o, a, e) -> pendingReport &= e.isEmpty());
        busy.bind(vm.loading().busyProperty().or(fields.busyProperty()));
        documentTitle.bind(vm.titleProperty());
        status.bind(Bindings.createStringBinding(() -> vm.replayProperty().get() == null ? "no replay open"
                : "tick " + vm.tickProperty().get() + " / " + vm.endTick() + "   |   " + vm.diff().rows().size() + " changes   |   "
                + (vm.golden().divergenceProperty().get() >= 0 ? "DIVERGED at " + vm.golden().divergenceProperty().get()
                : vm.replayProperty().get().loaded().golden().isPresent() ? "golden ok" : "no golden"),
                vm.tickProperty(), vm.replayProperty(), vm.diff().rows(), vm.golden().divergenceProperty()));
        vm.loading().errorProperty().addListener((o, a, e) -> e.ifPresent(r -> {
            vm.loading().errorProperty().set(Optional.empty());
            context.dialogs().showError(r);
        }));
        vm.replayProperty().addListener((o, a, r) -> {
            if (r != null) {
                if (r.loaded().source() instanceof ReplaySource.FileSource f) {
                    context.opened().accept(f.script());
                }
                pendingField.ifPresent(p -> {
                    pendingField = Optional.empty();
                    if (fields.select(p)) { // a link's field opens on the Field tab with its history
                        view.showFieldTab();
                        fields.computeHistory();
                    }
                });
                if (pendingReport) { // after the seek to the link's tick, which follows this change
                    pendingReport = false;
                    javafx.application.Platform.runLater(this::report);
                }
            }
        });
    }

    public ReplayViewModel viewModel() {
        return vm;
    }

    public FieldViewModel fieldViewModel() {
        return fields;
    }

    public BookmarksViewModel bookmarksViewModel() {
        return bookmarks;
    }

    public ReplayView replayView() {
        return view;
    }

    /** Opens what a copied link names, at its tick, with its field selected. */
    public void openLink(ReplayLink link) {
        pendingField = link.field();
        if (link.isServer()) {
            Optional<ReplaySource.ServerSource> s = ReplaySource.parseRoundUrl(link.replay());
            if (s.isEmpty()) {
                pendingReport = false;
                context.dialogs().showError(new ErrorReport("bad_url", "'" + link.replay() + "' is not a round URL.",
                        "A round URL looks like http://host:8080/api/replays/7."));
                return;
            }
            vm.loading().openServer(s.get().baseUrl(), s.get().id(), link.tick());
        } else {
            openAt(Path.of(link.replay()), link.tick());
        }
    }

    /** Opens a file at a tick (the screenshot's {@code --tick}). */
    public void openAt(Path file, OptionalLong tick) {
        ReplayLoader.Outcome o = ReplayLoader.fromFile(file);
        o.error().ifPresentOrElse(e -> {
            pendingReport = false;
            context.dialogs().showError(e);
        }, () -> vm.loading().run(o.replay().orElseThrow(), tick));
    }



    @Override
    public Node view() {
        return view;
    }




    @Override
    public List<MenuItem> fileItems() {
        MenuItem open = item("Open _Replay...", "Shortcut+Shift+O", this::open);
        MenuItem dir = item("Open Replay _Folder...", null,
                () -> context.dialogs().chooseFolder(Optional.empty()).ifPresent(vm.loading()::openFolder));
        MenuItem folder = item("From _Server...", "Shortcut+Shift+R", this::fromServer);
        MenuItem compare = item("_Compare With...", null, this::compare);
        MenuItem surveyItem = item("S_urvey Archive...", null, this::survey);
        MenuItem clip = item("Export _Clip...", null, this::exportClip);
        MenuItem png = item("Export Frame as _PNG...", null, this::exportPng);
        return List.of(open, dir, folder, compare, surveyItem, new SeparatorMenuItem(), clip, png, new SeparatorMenuItem());
    }

    @Override
    public List<MenuItem> editItems() {
        return List.of(item("Copy _Link to This Tick", "Shortcut+Shift+C", this::copyLink),
                item("_Play from Here", "F6", this::playFromHere),
                item("_Bookmark This Tick", "Shortcut+B", this::bookmark),
                item("_Report a Bug at This Tick", "Shortcut+Shift+B", this::report));
    }


    private static MenuItem item(String text, String accel, Runnable r) {
        MenuItem m = new MenuItem(text);
        if (accel != null) {
            m.setAccelerator(KeyCombination.valueOf(accel));
        }
        m.setOnAction(e -> r.run());
        return m;
    }

    @Override
    public boolean canOpen(Path file) {
        // on screen, Replays takes anything but a level, and says what is wrong with it
        return FileKinds.isReplayFile(file) || (id().equals(context.shell().workspaceProperty().get())
                && !FileKinds.isLevelFile(file));
    }

    @Override
    public Optional<ErrorReport> open(Path file) {
        pendingReport = false; // a file opened by hand is not the round a report waited for
        ReplayLoader.Outcome o = ReplayLoader.fromFile(file);
        if (o.error().isPresent()) {
            return o.error();
        }
        vm.loading().run(o.replay().get(), OptionalLong.empty());
        return Optional.empty();
    }

    @Override
    public boolean confirmClose() {
        return true;
    }

    @Override
    public void focus() {
        view.requestFocus();
    }

    // ---- actions ---------------------------------------------------------------------

    @Override
    public void open() {
        context.dialogs().chooseOpen(new Dialogs.FileChoice("Open a replay", REPLAYS, REPLAY_PATTERNS, replayFolder()))
                .ifPresent(p -> open(p).ifPresent(context.dialogs()::showError));
    }

    @Override
    public void fromServer() {
        if (!context.interactive()) {
            return;
        }
        Stage dialog = new Stage();
        dialog.initOwner(context.owner().get());
        dialog.initModality(Modality.WINDOW_MODAL);
        dialog.setTitle("Open a round from a server");
        dialog.setScene(new Scene(new ArchiveBrowserView(archive, (url, id) -> {
            dialog.close();
            vm.loading().openServer(url, id, OptionalLong.empty());
        }, dialog::close)));
        WindowPlacement.centreOnOwner(dialog);
        dialog.show();
        archive.opened(serverInUse());
    }

    /**
     * Survey Archive...: the archive survey's window (decision 0041), beside the main window so an
     * example opened from it shows here while the window stays open with its report.
     */
    public void survey() {
        if (!context.interactive()) {
            return;
        }
        if (survey.archiveProperty().get().isBlank()) {
            serverInUse().ifPresent(survey.archiveProperty()::set);
        }
        Stage window = new Stage();
        window.initOwner(context.owner().get());
        window.setTitle("Survey an archive under this studio's kernel");
        window.setScene(new Scene(new SurveyView(survey, () -> context.dialogs().chooseFolder(Optional.empty()),
                window::close)));
        window.setOnHidden(e -> survey.cancel());
        WindowPlacement.centreOnOwner(window);
        window.show();
    }

    public SurveyViewModel surveyViewModel() {
        return survey;
    }

    /** The studio's own running server, else the one Spectate watches. */
    private Optional<String> serverInUse() {
        return context.localServer().apiUrl()
                .or(() -> Optional.of(context.shell().serverInUseProperty().get()).filter(u -> !u.isBlank()));
    }

    private static final String REPLAYS = "Replays (*.json, *.json.gz)";
    private static final List<String> REPLAY_PATTERNS = List.of("*.json", "*.json.gz");

    /** The open replay's folder (file dialogs start there), else the last opened file's. */
    private Optional<Path> replayFolder() {
        OpenedReplay r = vm.replayProperty().get();
        if (r != null && r.loaded().source() instanceof ReplaySource.FileSource f) {
            return Optional.ofNullable(f.script().toAbsolutePath().getParent());
        }
        return context.shell().recent().stream().findFirst().map(Path::getParent);
    }

    @Override
    public void compare() {
        context.dialogs().chooseOpen(new Dialogs.FileChoice("Open a second run of the same level to compare", REPLAYS,
                REPLAY_PATTERNS, replayFolder())).ifPresent(vm.compare()::open);
    }

    /**
     * Play from here (F6): the Host workspace (through {@link Intent.PlayFromHere}) opens a live room that resumes this round at the
     * current tick (starting the studio's server if need be); a replay whose level changed is
     * refused with its name, before any server is asked.
     */
    @Override
    public void playFromHere() {
        PlayFromHere.Checked c = PlayFromHere.of(Optional.ofNullable(vm.replayProperty().get()), vm.tickProperty().get());
        if (c.error().isPresent()) {
            context.say(c.error().get().what() + " " + c.error().get().todo());
            return;
        }
        PlayFromHere p = c.request().orElseThrow();
        if (!context.navigator().go(new Intent.PlayFromHere(p.script(), p.level(), p.tick()))) {
            context.say("This studio has no Host workspace to play on in.");
            return;
        }
        context.say("Play from here: tick " + p.tick() + " of " + p.script().name() + "...");
    }

    /**
     * Report... : writes the bug-report folder for this tick into the studio's data folder
     * ({@code reports/}) and puts its summary on the clipboard, in one action.
     */
    @Override
    public void report() {
        report(StudioPaths.dataDir().resolve("reports")).ifPresent(w -> {
            ClipboardContent c = new ClipboardContent();
            c.putString(w.summary());
            Clipboard.getSystemClipboard().setContent(c);
            context.say("Report written to " + w.folder() + "; its summary is on the clipboard");
        });
    }

    /** Writes the report under {@code parent}; a failure is a named error dialog. */
    public Optional<BugReport.Written> report(Path parent) {
        OpenedReplay r = vm.replayProperty().get();
        if (r == null) {
            context.say("Open a replay first: a report is made at a tick of it.");
            return Optional.empty();
        }
        String f = fields.fieldProperty().get();
        long tick = vm.tickProperty().get();
        try {
            return Optional.of(BugReport.write(parent, new BugReport.Inputs(r, tick, link().orElseThrow(),
                    Optional.of(f).filter(x -> !x.isEmpty()), bookmarks.noteAt(tick), kitchenPng(), Version.current())));
        } catch (IOException | RuntimeException e) {
            context.dialogs().showError(new ErrorReport("report_failed", "The report could not be written to " + parent
                    + " (" + e.getMessage() + ").", "Make sure that folder can be written; nothing else changed."));
            return Optional.empty();
        }
    }

    private Optional<byte[]> kitchenPng() {
        try {
            var img = view.kitchen().canvas().snapshot(null, null);
            java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
            ImageIO.write(SwingFXUtils.fromFXImage(img, null), "png", out);
            return Optional.of(out.toByteArray());
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    @Override
    public void copyLink() {
        Optional<String> link = link();
        if (link.isEmpty()) {
            return;
        }
        ClipboardContent c = new ClipboardContent();
        c.putString(link.get());
        Clipboard.getSystemClipboard().setContent(c);
        context.say("Copied: " + link.get());
    }

    /** The command line that reopens this tick (with the selected field). */
    public Optional<String> link() {
        OpenedReplay r = vm.replayProperty().get();
        if (r == null) {
            return Optional.empty();
        }
        String f = fields.fieldProperty().get();
        return Optional.of(new ReplayLink(r.loaded().source().locator(), OptionalLong.of(vm.tickProperty().get()),
                f.isEmpty() ? Optional.empty() : Optional.of(f)).command());
    }

    @Override
    public void exportClip() {
        OpenedReplay r = vm.replayProperty().get();
        if (r == null) {
            return;
        }
        long a = vm.diff().markAProperty().get();
        long b = vm.diff().markBProperty().get();
        long from = a >= 0 && b >= 0 ? Math.min(a, b) : Math.max(0, vm.tickProperty().get() - 100);
        long to = a >= 0 && b >= 0 ? Math.max(a, b) : Math.min(r.endTick(), vm.tickProperty().get() + 100);
        String name = r.loaded().script().name() + "_clip_" + from + "_" + to + ".json";
        context.dialogs().chooseSave(new Dialogs.FileChoice("Export a clip (a script and its golden)", "Replay scripts (*.json)",
                List.of("*.json"), replayFolder()), name).ifPresent(p -> {
            try {
                ClipExporter.Written w = ClipExporter.export(r.loaded(), from, to, p);
                context.say("Clip written: " + w.script().getFileName() + " and " + w.golden().getFileName()
                        + " (ticks " + from + ".." + to + "); ./undercooked replay check " + w.script());
            } catch (IOException | RuntimeException e) {
                context.dialogs().showError(new ErrorReport("clip_failed", "The clip could not be written to " + p
                        + " (" + e.getMessage() + ").", "Choose a folder you can write to; nothing was left half-written."));
            }
        });
    }

    @Override
    public void exportPng() {
        if (vm.replayProperty().get() == null) {
            return;
        }
        String name = vm.replayProperty().get().loaded().script().name() + "_tick_" + vm.tickProperty().get() + ".png";
        context.dialogs().chooseSave(new Dialogs.FileChoice("Export the frame as PNG", "PNG images (*.png)", List.of("*.png"),
                replayFolder()), name).ifPresent(p -> {
            try {
                var img = view.kitchen().canvas().snapshot(null, null);
                ImageIO.write(SwingFXUtils.fromFXImage(img, null), "png", p.toFile());
                context.say("Frame written to " + p);
            } catch (IOException | RuntimeException e) {
                context.dialogs().showError(new ErrorReport("png_failed", "The frame could not be written to " + p + ".",
                        "Choose a folder you can write to."));
            }
        });
    }

    @Override
    public void bookmark() {
        if (vm.replayProperty().get() == null) {
            return;
        }
        if (!context.interactive()) {
            bookmarks.add("");
            return;
        }
        TextInputDialog d = new TextInputDialog();
        d.initOwner(context.owner().get());
        d.setTitle("Bookmark tick " + vm.tickProperty().get());
        d.setHeaderText("A note for tick " + vm.tickProperty().get());
        d.showAndWait().ifPresent(bookmarks::add);
    }
}
