package undercooked.studio.services;

import java.util.List;
import java.util.Optional;

import okhttp3.HttpUrl;

import undercooked.protocol.InsightsCodec;
import undercooked.protocol.LevelInsights;
import undercooked.studio.ErrorReport;

/**
 * A level's insights from a server (docs/ROOMS.md, "Level insights"): the address of a query and
 * its answer, for the Insights workspace and the editor's overlay alike, so both ask the same way.
 * A failure is an {@link ErrorReport} in words, never an exception.
 */
public final class InsightsQuery {
    /** What an insights request gave: the insights, or why not. */
    public record Answer(Optional<LevelInsights> insights, Optional<ErrorReport> error) {
    }

    private InsightsQuery() {
    }

    /**
     * {@code BASE/api/levels/ID TAIL?name=value&...}, the parameters given as name, value pairs
     * (a value of "all" or "any" is left out: the server's default); empty for a base that is not
     * an address.
     */
    public static Optional<String> url(String base, String levelId, String tail, List<String> params) {
        HttpUrl parsed = HttpUrl.parse(ServerClient.normalise(base) + "/api/levels/" + levelId + tail);
        if (parsed == null) {
            return Optional.empty();
        }
        HttpUrl.Builder u = parsed.newBuilder();
        for (int i = 0; i + 1 < params.size(); i += 2) {
            String v = params.get(i + 1);
            if (!v.equals("all") && !v.equals("any") && !v.isEmpty()) {
                u.addQueryParameter(params.get(i), v);
            }
        }
        return Optional.of(u.build().toString());
    }

    /** Asks {@code api} for the insights at {@code url} (one of {@link #url}'s). */
    public static Answer get(ServerClient api, String url) {
        ServerClient.Answer<LevelInsights> a = api.read(url, InsightsCodec::readLevelInsights,
                e -> new ErrorReport("not_insights", "The server's answer is not a level's insights: " + e.getMessage(),
                        "Check the server address: is it an Undercooked server of this version?"));
        return new Answer(a.value(), a.error());
    }
}
