package undercooked.studio.host;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import undercooked.protocol.HttpCodec;
import undercooked.protocol.RoomRow;
import undercooked.protocol.Stats;
import undercooked.studio.ErrorReport;
import undercooked.studio.services.ServerClient;

/**
 * One reading of the running server for the live panel: {@code /api/stats} and {@code /api/rooms}
 * (off the FX thread), and the census line shown above the plot.
 */
record HostCensus(List<HostViewModel.RoomRow> rooms, HostViewModel.Sample sample, Optional<ErrorReport> error) {
    static HostCensus read(ServerClient api, String players) {
        ServerClient.Body stats = api.get("/api/stats");
        ServerClient.Body list = stats.error().isPresent() ? stats : api.get("/api/rooms");
        Optional<ErrorReport> err = stats.error().or(list::error);
        if (err.isPresent()) {
            return empty(err);
        }
        try {
            Stats st = HttpCodec.readStats(stats.text());
            List<HostViewModel.RoomRow> rows = new ArrayList<>();
            for (RoomRow r : HttpCodec.readRoomListing(list.text()).rooms()) {
                rows.add(new HostViewModel.RoomRow(r.code(), r.state().wire(), r.level().orElse(""), r.seats(),
                        r.maxSeats(), r.spectators(), players + "/r/" + r.code()));
            }
            return new HostCensus(rows, new HostViewModel.Sample(System.nanoTime(), (int) st.rooms(),
                    (int) st.sockets().open(), st.archive().map(Stats.ArchiveCensus::replaysArchived).orElse(0L),
                    st.ticks().tickMsP99(), st.ticks().echoMsP99().orElse(Double.NaN)), Optional.empty());
        } catch (IllegalArgumentException e) {
            return empty(Optional.of(api.notOurs("not_a_server")));
        }
    }

    private static HostCensus empty(Optional<ErrorReport> err) {
        return new HostCensus(List.of(), new HostViewModel.Sample(System.nanoTime(), 0, 0, 0, Double.NaN, Double.NaN), err);
    }

    /** The census line: counts, the tick cost p99 and the echo p99 (n/a before the first input). */
    static String line(HostCensus c) {
        HostViewModel.Sample s = c.sample();
        return String.format(Locale.ROOT, "%d rooms, %d seats taken, %d sockets, %d rounds archived, tick p99 %s,"
                + " echo p99 %s", s.rooms(), c.rooms().stream().mapToInt(HostViewModel.RoomRow::seats).sum(), s.sockets(),
                s.archived(), ms(s.tickP99Ms()), ms(s.echoP99Ms()));
    }

    private static String ms(double v) {
        return Double.isNaN(v) ? "n/a" : String.format(Locale.ROOT, "%.2f ms", v);
    }
}
