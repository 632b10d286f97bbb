package undercooked.studio.replay;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import undercooked.levels.AtomicFile;
import undercooked.sim.FieldPath;

/**
 * QA's bug report in one action: one folder with the clip around the tick (a script and golden
 * that {@code replay check} passes, and the level beside it when it is not the campaign's), the
 * link that reopens the tick, a PNG of the kitchen, the selected field's history, the bookmark
 * note, the studio and kernel versions, and a short summary (also what goes on the clipboard).
 */
public final class BugReport {
    /** Ticks of round kept either side of the reported tick in the clip. */
    static final long AROUND = 100;

    /** What the report is made of; {@code png} is the kitchen as drawn (empty when none could be taken). */
    public record Inputs(OpenedReplay replay, long tick, String link, Optional<String> field, Optional<String> note,
                         Optional<byte[]> png, String studioVersion) {
        public Inputs {
            Objects.requireNonNull(replay, "replay");
            Objects.requireNonNull(link, "link");
            Objects.requireNonNull(field, "field");
            Objects.requireNonNull(note, "note");
            Objects.requireNonNull(png, "png");
            Objects.requireNonNull(studioVersion, "studioVersion");
        }
    }

    /** The folder written, its clip, and the summary to paste into a tracker. */
    public record Written(Path folder, ClipExporter.Written clip, String summary) {
    }

    private BugReport() {
    }

    /**
     * Writes the report into a new folder under {@code parent}
     * ({@code report_<round>_tick_<N>}, numbered when one exists).
     *
     * @throws IOException when a file cannot be written
     */
    public static Written write(Path parent, Inputs in) throws IOException {
        OpenedReplay r = in.replay();
        long tick = Math.clamp(in.tick(), 0, r.endTick());
        String name = r.loaded().script().name();
        Path folder = fresh(parent.resolve("report_" + name + "_tick_" + tick));
        Files.createDirectories(folder);
        long from = Math.max(0, tick - AROUND);
        long to = Math.max(Math.min(r.endTick(), tick + AROUND), Math.min(r.endTick(), from + 1));
        ClipExporter.Written clip = ClipExporter.export(r.loaded(), from, to, folder.resolve(name + "_clip_" + from + "_" + to + ".json"));
        AtomicFile.write(folder.resolve("link.txt"), in.link() + "\n");
        if (in.png().isPresent()) {
            Files.write(folder.resolve("kitchen.png"), in.png().get());
        }
        List<String> field = fieldLines(r, tick, in.field());
        AtomicFile.write(folder.resolve("field.txt"), String.join("\n", field) + "\n");
        in.note().ifPresent(n -> write(folder.resolve("bookmark.txt"), "tick " + tick + ": " + n + "\n"));
        String versions = "studio " + in.studioVersion() + "\nkernel " + in.studioVersion() + " (the sim module of the same build)\nJava "
                + System.getProperty("java.version", "?") + "\n";
        AtomicFile.write(folder.resolve("versions.txt"), versions);
        String summary = summary(r, tick, in, field.getFirst(), folder, clip);
        AtomicFile.write(folder.resolve("README.txt"), summary);
        return new Written(folder, clip, summary);
    }

    private static void write(Path p, String text) {
        try {
            AtomicFile.write(p, text);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static Path fresh(Path p) {
        Path out = p;
        for (int i = 2; Files.exists(out); i++) {
            out = p.resolveSibling(p.getFileName() + "_" + i);
        }
        return out;
    }

    /** The field's value here, then every change of it over the round. */
    static List<String> fieldLines(OpenedReplay r, long tick, Optional<String> field) {
        if (field.isEmpty()) {
            return List.of("no field selected");
        }
        FieldPath p = FieldPath.parse(field.get());
        List<FieldQueries.FieldChange> changes = FieldQueries.history(r.cursor(), p, () -> false).orElseThrow();
        List<String> out = new ArrayList<>();
        out.add(p + " = " + p.show(r.cursor().fork().seek(tick)) + " at tick " + tick + " (" + changes.size() + " changes)");
        for (FieldQueries.FieldChange c : changes) {
            out.add("tick " + c.tick() + ": " + c.before() + " -> " + c.after());
        }
        return out;
    }

    private static String summary(OpenedReplay r, long tick, Inputs in, String fieldLine, Path folder, ClipExporter.Written clip) {
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "Undercooked bug report: %s at tick %d of %d (%.2f s)%n",
                r.loaded().source().title(), tick, r.endTick(), tick / 20.0));
        b.append(r.loaded().golden().isEmpty() ? "no golden" : r.golden().summary(r.loaded().levelChanged())).append('\n');
        in.field().ifPresent(f -> b.append(fieldLine).append('\n'));
        in.note().ifPresent(n -> b.append("bookmark: ").append(n).append('\n'));
        b.append("open it: ").append(in.link()).append('\n');
        b.append("clip: ./undercooked replay check ").append(clip.script()).append('\n');
        b.append("folder: ").append(folder).append('\n');
        b.append("studio ").append(in.studioVersion()).append(", Java ").append(System.getProperty("java.version", "?")).append('\n');
        return b.toString();
    }
}
