package undercooked.studio.host;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import undercooked.studio.ErrorReport;
import undercooked.studio.services.ServerClient;

/**
 * One reading of the running server for the live panel: {@code /api/stats} and {@code /api/rooms}
 * (off the FX thread), and the census line shown above the plot.
 */
record HostCensus(List<HostViewModel.RoomRow> rooms, HostViewModel.Sample sample, Optional<ErrorReport> error) {
    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    static HostCensus read(ServerClient api, String players) {
        ServerClient.Body stats = api.get("/api/stats");
        ServerClient.Body list = stats.error().isPresent() ? stats : api.get("/api/rooms");
        Optional<ErrorReport> err = stats.error().or(list::error);
        if (err.isPresent()) {
            return empty(err);
        }
        try {
            JsonNode st = MAPPER.readTree(stats.text());
            List<HostViewModel.RoomRow> rows = new ArrayList<>();
            for (JsonNode r : MAPPER.readTree(list.text()).path("rooms")) {
                String code = r.path("code").asText();
                rows.add(new HostViewModel.RoomRow(code, r.path("state").asText(), r.path("level").asText(""),
                        r.path("seats").asInt(), r.path("max_seats").asInt(), r.path("spectators").asInt(),
                        players + "/r/" + code));
            }
            return new HostCensus(rows, new HostViewModel.Sample(System.nanoTime(), st.path("rooms").asInt(),
                    st.path("sockets").asInt(), st.path("replays_archived").asLong(), number(st.path("tick_ms_p99")),
                    number(st.path("echo_ms_p99"))), Optional.empty());
        } catch (IOException e) {
            return empty(Optional.of(api.notOurs("not_a_server")));
        }
    }

    private static HostCensus empty(Optional<ErrorReport> err) {
        return new HostCensus(List.of(), new HostViewModel.Sample(System.nanoTime(), 0, 0, 0, Double.NaN, Double.NaN), err);
    }

    private static double number(JsonNode n) {
        return n.isNumber() ? n.asDouble() : Double.NaN;
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
