package undercooked.server.http;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

import io.helidon.health.HealthCheck;
import io.helidon.health.HealthCheckResponse;
import io.helidon.health.HealthCheckType;
import io.helidon.webserver.observe.health.HealthObserver;

/**
 * The node's health as named checks, each either ready/live or failing with a reason: served by
 * Helidon's {@link HealthObserver} at {@code /observe/health} (and {@code /ready}, {@code /live}
 * under it, MicroProfile Health's JSON) and, through the same checks in the same order, by the
 * documented {@code /readyz} and {@code /livez}, which answer with the first failing one's code.
 */
public final class NodeChecks {

    /**
     * One check: a stable code ({@code database}, {@code draining}, ...), whether it gates
     * readiness or liveness, and what is wrong now, if anything.
     */
    public record Check(String code, HealthCheckType type, Supplier<Optional<String>> problem) {
        public Check {
            Objects.requireNonNull(code, "code");
            Objects.requireNonNull(type, "type");
            Objects.requireNonNull(problem, "problem");
        }
    }

    private final List<Check> checks;

    public NodeChecks(List<Check> checks) {
        this.checks = List.copyOf(checks);
    }

    /** The first failing check of this type, in the list's order. */
    public Optional<HealthRoutes.Problem> firstProblem(HealthCheckType type) {
        for (Check c : checks) {
            if (c.type() == type) {
                Optional<String> p = c.problem().get();
                if (p.isPresent()) {
                    return Optional.of(new HealthRoutes.Problem(c.code(), p.get()));
                }
            }
        }
        return Optional.empty();
    }

    /** Helidon's health endpoint over the same checks, with each one's reason as its detail. */
    public HealthObserver observer() {
        var b = HealthObserver.builder().useSystemServices(false).details(true);
        for (Check c : checks) {
            b.addCheck(new HealthCheck() {
                @Override
                public HealthCheckType type() {
                    return c.type();
                }

                @Override
                public String name() {
                    return c.code();
                }

                @Override
                public HealthCheckResponse call() {
                    Optional<String> p = c.problem().get();
                    var r = HealthCheckResponse.builder().status(p.isEmpty());
                    p.ifPresent(reason -> r.detail("reason", reason));
                    return r.build();
                }
            });
        }
        return b.build();
    }
}
