package undercooked.server.http;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

import io.helidon.webserver.http.HttpRules;
import io.helidon.webserver.http.HttpService;
import io.helidon.webserver.http.ServerResponse;

/**
 * What an orchestrator probes. {@code /livez}: the process serves, its housekeeping runs, its
 * listener accepts and its database has not been gone for longer than a restart could wait out (a
 * failing one is restarted; kept rounds and sessions survive that in the outbox); else 503 with
 * the reason. {@code /readyz}: this node should be sent new players: its database
 * answers, its levels loaded, it accepts rooms (not draining, under its room limit) and, among many
 * nodes, its directory answers; else 503 with the first reason found. {@code /healthz} stays as
 * it was (200 while the process serves).
 */
public final class HealthRoutes implements HttpService {

    /** Why a node is not ready: a stable code and a sentence for the operator. */
    public record Problem(String code, String reason) {
        public Problem {
            Objects.requireNonNull(code, "code");
            Objects.requireNonNull(reason, "reason");
        }
    }

    private final Supplier<Optional<Problem>> readiness;
    private final Supplier<Optional<Problem>> liveness;
    private final Supplier<Map<String, Object>> load;
    private final Json json = new Json();

    /**
     * @param readiness the first reason this node is not ready, if any
     * @param liveness why the node should be restarted, if it should
     * @param load what a ready answer shows (rooms, their limit)
     */
    public HealthRoutes(Supplier<Optional<Problem>> readiness, Supplier<Optional<Problem>> liveness,
            Supplier<Map<String, Object>> load) {
        this.readiness = Objects.requireNonNull(readiness, "readiness");
        this.liveness = Objects.requireNonNull(liveness, "liveness");
        this.load = Objects.requireNonNull(load, "load");
    }

    /** A probe's answer, whichever listener writes it: its status and its JSON body. */
    public record Answer(int status, Map<String, Object> body) {
    }

    @Override
    public void routing(HttpRules rules) {
        rules.get("/healthz", ApiRoutes.guarded(json, (req, res) -> send(res, healthz())))
                .get("/readyz", ApiRoutes.guarded(json, (req, res) -> send(res, readyz())))
                .get("/livez", ApiRoutes.guarded(json, (req, res) -> send(res, livez())));
    }

    private void send(ServerResponse res, Answer answer) {
        json.send(res, answer.status(), answer.body());
    }

    /** The probe at {@code path} ({@code /healthz}, {@code /readyz}, {@code /livez}), if it is one. */
    public Optional<Answer> answer(String path) {
        return switch (path) {
            case "/healthz" -> Optional.of(healthz());
            case "/readyz" -> Optional.of(readyz());
            case "/livez" -> Optional.of(livez());
            default -> Optional.empty();
        };
    }

    Answer healthz() {
        return new Answer(200, Map.of("status", "ok"));
    }

    Answer readyz() {
        Optional<Problem> problem = readiness.get();
        Map<String, Object> out = new LinkedHashMap<>();
        if (problem.isPresent()) {
            out.put("status", problem.get().code().equals("draining") ? "draining" : "not_ready");
            out.put("code", problem.get().code());
            out.put("reason", problem.get().reason());
            return new Answer(503, out);
        }
        out.put("status", "ready");
        out.putAll(load.get());
        return new Answer(200, out);
    }

    Answer livez() {
        Optional<Problem> problem = liveness.get();
        if (problem.isPresent()) {
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("status", "stalled");
            out.put("code", problem.get().code());
            out.put("reason", problem.get().reason());
            return new Answer(503, out);
        }
        return new Answer(200, Map.of("status", "ok"));
    }
}
