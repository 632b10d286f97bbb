package undercooked.levels;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import undercooked.sim.ItemForm;
import undercooked.sim.ItemKind;
import undercooked.sim.Recipe;

/**
 * The dishes levels may order, keyed by id. Recipes are data ({@code recipes.json} on the
 * classpath) so a new dish is a data change the validator checks, not a code change.
 */
public final class RecipeBook {
    private static final String RESOURCE = "/recipes.json";

    private final Map<String, Recipe> byId;

    private RecipeBook(Map<String, Recipe> byId) {
        this.byId = byId;
    }

    /** A book of the given recipes, in the given order; ids must be unique. */
    public static RecipeBook of(List<Recipe> recipes) {
        Map<String, Recipe> m = new LinkedHashMap<>();
        for (Recipe r : recipes) {
            if (m.putIfAbsent(r.id(), r) != null) {
                throw new IllegalArgumentException("recipe id " + r.id() + " appears twice");
            }
        }
        return new RecipeBook(m);
    }

    /**
     * The shipped book. A broken resource is a packaging bug, not user input, so it throws.
     *
     * @throws IllegalStateException when {@code recipes.json} is missing or malformed
     */
    public static RecipeBook builtIn() {
        return Shipped.BOOK;
    }

    /**
     * Read once per JVM: the book is immutable, and reading it per call (a resource, a JSON tree)
     * was 2 % of an archive survey, which builds one kitchen a round.
     */
    private static final class Shipped {
        static final RecipeBook BOOK = read();
    }

    private static RecipeBook read() {
        try (InputStream in = RecipeBook.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is not on the class path");
            }
            return parse(new ObjectMapper().readTree(in));
        } catch (IOException | IllegalArgumentException | NullPointerException e) {
            throw new IllegalStateException("the built-in recipe book is broken: " + e.getMessage(), e);
        }
    }

    private static RecipeBook parse(JsonNode root) {
        List<Recipe> recipes = new ArrayList<>();
        for (JsonNode r : root.required("recipes")) {
            List<Recipe.Ingredient> ingredients = new ArrayList<>();
            for (JsonNode i : r.required("ingredients")) {
                String[] parts = i.asText().split(":", 2);
                ItemKind kind = ItemKind.fromWireName(parts[0])
                        .orElseThrow(() -> new IllegalArgumentException("unknown item " + i.asText()));
                ItemForm form = ItemForm.fromWireName(parts.length > 1 ? parts[1] : "")
                        .orElseThrow(() -> new IllegalArgumentException("unknown form in " + i.asText()));
                ingredients.add(new Recipe.Ingredient(kind, form));
            }
            recipes.add(new Recipe(r.required("id").asText(), r.required("name").asText(), ingredients,
                    r.required("cooked").asBoolean(), r.required("points").asInt(),
                    r.required("cook_s").asInt() * Level.TICKS_PER_SECOND));
        }
        return of(recipes);
    }

    public Optional<Recipe> find(String id) {
        return Optional.ofNullable(byId.get(Objects.requireNonNull(id, "id")));
    }

    /** Ids in book order. */
    public List<String> ids() {
        return List.copyOf(byId.keySet());
    }

    public List<Recipe> recipes() {
        return List.copyOf(byId.values());
    }
}
