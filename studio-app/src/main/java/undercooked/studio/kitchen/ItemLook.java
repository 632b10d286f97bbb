package undercooked.studio.kitchen;

import java.util.List;
import java.util.Map;
import javafx.scene.paint.Color;

/**
 * An item's wire name ({@code tomato_chopped}, {@code plate_dirty}, {@code tomato_soup}) as
 * something to draw: colour, short label, whether it sits on a plate. The same split and the same
 * colours as the browser client's {@code look.js}, so a replay in the studio looks like the round
 * the players saw.
 */
record ItemLook(Color colour, String label, boolean plated, boolean chopped) {
    private static final List<String> FORMS = List.of("raw", "chopped", "cooked", "burnt", "clean", "dirty", "plated");
    private static final Map<String, String> COLOURS = Map.of("tomato", "#E0453A", "onion", "#B07CC6",
            "lettuce", "#6CC24A", "plate", "#F4F4F4", "tomato_soup", "#C8382E", "onion_soup", "#9A6FB0",
            "salad", "#58A63C", "garden_salad", "#7FB241");
    private static final Map<String, String> SHORT = Map.of("tomato", "Tom", "onion", "Oni", "lettuce", "Let",
            "plate", "Plt", "tomato_soup", "T.soup", "onion_soup", "O.soup", "salad", "Salad", "garden_salad", "G.salad");
    private static final Map<String, String> FORM_SHORT = Map.of("chopped", "ch", "cooked", "ck", "burnt", "burnt",
            "dirty", "dirty");

    static ItemLook of(String wire) {
        String kind = wire;
        String form = "";
        int cut = wire.lastIndexOf('_');
        if (cut > 0 && FORMS.contains(wire.substring(cut + 1))) {
            kind = wire.substring(0, cut);
            form = wire.substring(cut + 1);
        }
        boolean dish = kind.contains("soup") || kind.contains("salad");
        String shortName = SHORT.getOrDefault(kind, kind.substring(0, Math.min(5, kind.length())));
        String label = FORM_SHORT.containsKey(form) ? shortName + " " + FORM_SHORT.get(form) : shortName;
        Color colour = Color.web(COLOURS.getOrDefault(kind, "#BBBBBB"));
        if (form.equals("burnt")) {
            colour = Color.web("#3A2A20");
        } else if (form.equals("dirty")) {
            colour = Color.web("#A89A7A");
        }
        return new ItemLook(colour, label, dish && !form.equals("cooked") && !form.equals("burnt"), form.equals("chopped"));
    }

    /** Recipe ids as people read them: {@code tomato_soup} -> {@code Tomato Soup}. */
    static String recipeName(String id) {
        StringBuilder b = new StringBuilder();
        for (String w : id.split("_")) {
            if (!w.isEmpty()) {
                b.append(b.isEmpty() ? "" : " ").append(Character.toUpperCase(w.charAt(0))).append(w.substring(1));
            }
        }
        return b.toString();
    }
}
