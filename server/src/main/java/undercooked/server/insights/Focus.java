package undercooked.server.insights;

import java.util.Objects;

/**
 * One number of a level's insights to drill into: a layer's cell ({@code what} a layer name,
 * {@code recipe} empty), or a recipe's funnel step ({@code what} {@code served} or
 * {@code missed:STAGE}, x and y -1).
 */
public record Focus(String what, int x, int y, String recipe) {
    public Focus {
        Objects.requireNonNull(what, "what");
        Objects.requireNonNull(recipe, "recipe");
    }
}
