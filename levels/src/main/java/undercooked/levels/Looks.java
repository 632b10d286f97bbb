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

/**
 * How items and dishes look to people: a colour and a short label per kind (an ingredient, the
 * plate, each recipe's dish), the forms an item's wire name may end in with their short labels
 * and colours. Like the recipes it is data ({@code looks.json}, decision 0003): the studio's
 * {@code ItemLook} reads it here, the browser's {@code look.js} carries a copy of the same JSON
 * that {@code LooksSyncTest} (server) holds equal, and {@code LooksTest} fails when a recipe or an
 * item kind has no look.
 */
public record Looks(Map<String, Kind> kinds, List<String> forms, Map<String, String> formShort,
                    Map<String, String> formColours, String unknownColour) {
    private static final String RESOURCE = "/looks.json";

    /** One kind's colour ({@code #RRGGBB}), short label, and whether it is a dish (drawn on a plate). */
    public record Kind(String colour, String shortName, boolean dish) {
        public Kind {
            Objects.requireNonNull(colour, "colour");
            Objects.requireNonNull(shortName, "shortName");
        }
    }

    /** An item's wire name split: the kind and the form ({@code ""} when the name has none). */
    public record Split(String kind, String form) {
    }

    public Looks {
        kinds = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(kinds));
        forms = List.copyOf(forms);
        formShort = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(formShort));
        formColours = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(formColours));
        Objects.requireNonNull(unknownColour, "unknownColour");
    }

    /**
     * The shipped looks. A broken resource is a packaging bug, not user input, so it throws.
     *
     * @throws IllegalStateException when {@code looks.json} is missing or malformed
     */
    public static Looks builtIn() {
        try (InputStream in = Looks.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is not on the class path");
            }
            return parse(new ObjectMapper().readTree(in));
        } catch (IOException | IllegalArgumentException e) {
            throw new IllegalStateException("the built-in looks are broken: " + e.getMessage(), e);
        }
    }

    /** The resource's text, for a copy that must stay equal to it. */
    public static JsonNode builtInTree() {
        try (InputStream in = Looks.class.getResourceAsStream(RESOURCE)) {
            return new ObjectMapper().readTree(Objects.requireNonNull(in, RESOURCE));
        } catch (IOException e) {
            throw new IllegalStateException("the built-in looks are broken: " + e.getMessage(), e);
        }
    }

    /** A kind's {@code brief} (the browser's word where two tags would overlap on a small screen) is not read here. */
    static Looks parse(JsonNode root) {
        Map<String, Kind> kinds = new LinkedHashMap<>();
        root.required("kinds").properties().forEach(e -> kinds.put(e.getKey(), new Kind(
                e.getValue().required("colour").asText(), e.getValue().required("short").asText(),
                e.getValue().required("dish").asBoolean())));
        List<String> forms = new ArrayList<>();
        root.required("forms").forEach(f -> forms.add(f.asText()));
        return new Looks(kinds, forms, texts(root.required("form_short")), texts(root.required("form_colours")),
                root.required("unknown_colour").asText());
    }

    private static Map<String, String> texts(JsonNode o) {
        Map<String, String> out = new LinkedHashMap<>();
        o.properties().forEach(e -> out.put(e.getKey(), e.getValue().asText()));
        return out;
    }

    /** {@code tomato_chopped} is tomato, chopped; {@code tomato_soup} is the dish with no form. */
    public Split split(String wire) {
        int cut = wire.lastIndexOf('_');
        if (cut > 0 && forms.contains(wire.substring(cut + 1))) {
            return new Split(wire.substring(0, cut), wire.substring(cut + 1));
        }
        return new Split(wire, "");
    }

    public Optional<Kind> kind(String kind) {
        return Optional.ofNullable(kinds.get(kind));
    }
}
