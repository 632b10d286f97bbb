package undercooked.studio.kitchen;

import java.util.Optional;
import javafx.scene.paint.Color;
import undercooked.levels.Looks;

/**
 * An item's wire name ({@code tomato_chopped}, {@code plate_dirty}, {@code tomato_soup}) as
 * something to draw: colour, short label, whether it sits on a plate. The colours and labels are
 * the shared {@link Looks} ({@code looks.json} in levels), the same the browser client's
 * {@code look.js} carries, so a replay in the studio looks like the round the players saw.
 */
record ItemLook(Color colour, String label, boolean plated, boolean chopped) {
    private static final Looks LOOKS = Looks.builtIn();

    static ItemLook of(String wire) {
        Looks.Split split = LOOKS.split(wire);
        String kind = split.kind();
        String form = split.form();
        Optional<Looks.Kind> look = LOOKS.kind(kind);
        boolean dish = look.map(Looks.Kind::dish).orElse(false);
        String shortName = look.map(Looks.Kind::shortName).orElse(kind.substring(0, Math.min(5, kind.length())));
        String label = LOOKS.formShort().containsKey(form) ? shortName + " " + LOOKS.formShort().get(form) : shortName;
        Color colour = Color.web(LOOKS.formColours().getOrDefault(form,
                look.map(Looks.Kind::colour).orElse(LOOKS.unknownColour())));
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
