package undercooked.studio.replay;

import java.util.List;
import java.util.Optional;
import javafx.collections.ListChangeListener;
import undercooked.studio.timeline.TimelineModel;

/**
 * Feeds the shared timeline from an open replay: its ticks and events, the playhead, the golden's
 * divergence, where a second run parts, the clip's focus, bookmarks and marks A and B. Clicking
 * the timeline seeks the replay.
 */
final class ReplayTimeline {
    private ReplayTimeline() {
    }

    static TimelineModel of(ReplayViewModel vm, BookmarksViewModel bookmarks) {
        TimelineModel t = new TimelineModel();
        t.emptyTextProperty().set("Open a replay: File > Open Replay... or From Server...");
        vm.playback().drive(t);
        t.divergenceProperty().bind(vm.golden().divergenceProperty());
        t.partingProperty().bind(vm.compare().divergenceProperty());
        t.markAProperty().bind(vm.diff().markAProperty());
        t.markBProperty().bind(vm.diff().markBProperty());
        Runnable opened = () -> {
            OpenedReplay r = vm.replayProperty().get();
            t.loadedProperty().set(r != null);
            t.endProperty().set(r == null ? 0 : r.endTick());
            t.focusProperty().set(r == null ? Optional.empty()
                    : r.loaded().focus().map(f -> new TimelineModel.Range(f.from(), f.to())));
            t.marks().setAll(r == null ? List.of() : r.events().rows().stream()
                    .map(e -> new TimelineModel.Mark(e.tick(), e.marker())).toList());
        };
        vm.replayProperty().addListener(o -> opened.run());
        opened.run();
        Runnable marked = () -> t.bookmarks().setAll(bookmarks.bookmarks().stream().map(Bookmarks.Bookmark::tick).toList());
        bookmarks.bookmarks().addListener((ListChangeListener<Bookmarks.Bookmark>) c -> marked.run());
        marked.run();
        return t;
    }
}
