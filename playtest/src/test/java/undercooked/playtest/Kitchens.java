package undercooked.playtest;

import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.levels.LevelLoader;

/** Hand-made levels whose answers the tests know. */
final class Kitchens {
    private Kitchens() {
    }

    /** Level 01's room with one stove (x 10, y 1) for three soups at a time: the stove is the bottleneck. */
    static final String ONE_STOVE = """
            {
              "id": "90_one_stove",
              "name": "One Stove",
              "order": 1,
              "time_limit_s": 120,
              "target_score": 40,
              "recipes": ["tomato_soup", "onion_soup"],
              "orders": {"interval_s": 15, "deadline_s": 90, "max_active": 3},
              "grid": [
                "#############",
                "#=t=o==CC=S=#",
                "#...........#",
                "#.1.......2.W",
                "#....=PP=...#",
                "#.3.......4.#",
                "#...........#",
                "#=p==CC=====#",
                "#############"
              ]
            }
            """;

    /** The same room with level 01's four stoves. */
    static final String FOUR_STOVES = ONE_STOVE.replace("\"90_one_stove\"", "\"91_four_stoves\"")
            .replace("#=t=o==CC=S=#", "#=t=o==CC=SS#").replace("#=p==CC=====#", "#=p==CC==SS=#");

    static Level level(String text) {
        LevelLoader.Result r = LevelLoader.parse(text, "test.json");
        return r.level().orElseThrow(() -> new AssertionError(r.problems().toString()));
    }

    static Level first() {
        return Campaign.builtIn().load("01_first_shift").orElseThrow();
    }
}
