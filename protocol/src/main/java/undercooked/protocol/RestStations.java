package undercooked.protocol;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A level's stations as a round starts them: empty and idle, a spawn shelf showing what it hands
 * out. A client knows them from the level file (docs/PROTOCOL.md, "Stations at rest"), so a full
 * frame of protocols 3 and 4 leaves out every station that is at rest and the receiver puts them
 * back.
 * The stations of a level never come or go during a round, which is what makes leaving them out
 * safe: a full frame's station list is always the level's.
 */
public record RestStations(List<StationSnap> stations) {

    /** No level known: frames are taken as they come, nothing is added. */
    public static final RestStations NONE = new RestStations(List.of());

    private static final Comparator<StationSnap> ORDER = Section.STATIONS.order();

    public RestStations {
        stations = Section.STATIONS.canonical(stations);
    }

    /**
     * The frame as protocols 3 and 4 send it: the stations equal to their rest entry left out. Every
     * station at rest must be in {@code complete}: a frame cannot say "this level station is gone".
     */
    public FullFrame strip(FullFrame complete) {
        if (stations.isEmpty()) {
            return complete;
        }
        List<StationSnap> all = complete.stations();
        List<StationSnap> sent = new ArrayList<>(Math.min(all.size(), 16));
        int r = 0;
        for (StationSnap s : all) {
            if (r < stations.size() && ORDER.compare(stations.get(r), s) < 0) {
                throw new IllegalArgumentException("the frame lacks the level's station " + stations.get(r).key());
            }
            if (r < stations.size() && ORDER.compare(stations.get(r), s) == 0) {
                if (!s.equals(stations.get(r++))) {
                    sent.add(s);
                }
            } else {
                sent.add(s);
            }
        }
        if (r < stations.size()) {
            throw new IllegalArgumentException("the frame lacks the level's station " + stations.get(r).key());
        }
        return new FullFrame(complete.tick(), complete.score(), complete.target(), complete.timeLeft(),
                complete.players(), sent, complete.orders(), complete.hazards(), complete.events());
    }

    /** The frame with the rest entry of every station it leaves out: the complete state. */
    public FullFrame fill(FullFrame sent) {
        if (stations.isEmpty()) {
            return sent;
        }
        List<StationSnap> given = sent.stations();
        List<StationSnap> all = new ArrayList<>(stations.size() + given.size());
        int i = 0;
        int r = 0;
        while (i < given.size() || r < stations.size()) {
            int c = i == given.size() ? 1 : r == stations.size() ? -1 : ORDER.compare(given.get(i), stations.get(r));
            if (c < 0) {
                all.add(given.get(i++));
            } else if (c > 0) {
                all.add(stations.get(r++));
            } else {
                all.add(given.get(i++));
                r++;
            }
        }
        return new FullFrame(sent.tick(), sent.score(), sent.target(), sent.timeLeft(), sent.players(), all,
                sent.orders(), sent.hazards(), sent.events());
    }
}
