package undercooked.studio.host;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;
import undercooked.protocol.RoomListing;
import undercooked.protocol.RoomRow;
import undercooked.protocol.Stats;
import undercooked.studio.ErrorReport;
import undercooked.studio.services.ArchiveClient;
import undercooked.studio.services.ServerClient;

/**
 * One reading of the running server for the live panel: {@code /api/stats} and {@code /api/rooms}
 * (off the FX thread), and the census line shown above the plot.
 */
record HostCensus(List<HostViewModel.RoomRow> rooms, HostViewModel.Sample sample, List<Stats.SlowTick> slowTicks,
                  Optional<ErrorReport> error) {
    static HostCensus read(ServerClient api, String players) {
        ServerClient.Answer<Stats> stats = api.stats();
        if (stats.value().isEmpty()) {
            return empty(stats.error());
        }
        ServerClient.Answer<RoomListing> list = api.rooms();
        if (list.value().isEmpty()) {
            return empty(list.error());
        }
        Stats st = stats.value().get();
        List<HostViewModel.RoomRow> rows = new ArrayList<>();
        for (RoomRow r : list.value().get().rooms()) {
            rows.add(new HostViewModel.RoomRow(r.code(), r.state().wire(), r.level().orElse(""), r.seats(),
                    r.maxSeats(), r.spectators(), players + "/r/" + r.code()));
        }
        return new HostCensus(rows, new HostViewModel.Sample(System.nanoTime(), (int) st.rooms(),
                (int) st.sockets().open(), st.archive().map(Stats.ArchiveCensus::replaysArchived).orElse(0L),
                st.ticks().tickMsP99(), st.ticks().echoMsP99().orElse(Double.NaN)), st.slowTicks(), Optional.empty());
    }

    private static HostCensus empty(Optional<ErrorReport> err) {
        return new HostCensus(List.of(), new HostViewModel.Sample(System.nanoTime(), 0, 0, 0, Double.NaN, Double.NaN),
                List.of(), err);
    }

    /** Pages the archive lists at most while counting; past it the count says "at least". */
    private static final int COUNT_PAGES = 50;

    /**
     * The rounds {@code /api/replays} lists now (at the server's start: what earlier runs wrote);
     * 0 when the archive cannot be read.
     */
    static long archivedInStore(String baseUrl) {
        ArchiveClient archive = new ArchiveClient(baseUrl);
        long n = 0;
        OptionalLong before = OptionalLong.empty();
        for (int page = 0; page < COUNT_PAGES; page++) {
            ArchiveClient.Listed l = archive.list(ArchiveClient.Filter.ANY, before, LIST_LIMIT);
            if (l.page().isEmpty()) {
                return n;
            }
            n += l.page().get().entries().size() + l.page().get().skipped();
            before = l.page().get().nextBefore();
            if (before.isEmpty()) {
                return n;
            }
        }
        return n;
    }

    /** One listing page while counting (the server's own cap). */
    private static final int LIST_LIMIT = 100;

    /** One slow tick as the Host panel lists it: where, what it cost, and whether it can be opened yet. */
    static String slowLine(Stats.SlowTick t) {
        return String.format(Locale.ROOT, "%.1f ms  room %s, round %d, tick %d%s", t.costMs(), t.room(), t.round(),
                t.tick(), t.replay().isPresent() ? "" : t.round() == 0 ? "  (in the lobby)" : "  (round not archived yet)");
    }

    /** The census line: counts, the tick cost p99 and the echo p99 (n/a before the first input). */
    static String line(HostCensus c, long archivedBefore) {
        HostViewModel.Sample s = c.sample();
        return String.format(Locale.ROOT, "%d rooms, %d seats taken, %d sockets, %d rounds archived, tick p99 %s,"
                + " echo p99 %s", s.rooms(), c.rooms().stream().mapToInt(HostViewModel.RoomRow::seats).sum(), s.sockets(),
                archivedBefore + s.archived(), ms(s.tickP99Ms()), ms(s.echoP99Ms()));
    }

    private static String ms(double v) {
        return Double.isNaN(v) ? "n/a" : String.format(Locale.ROOT, "%.2f ms", v);
    }
}
