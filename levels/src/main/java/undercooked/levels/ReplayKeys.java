package undercooked.levels;

import java.util.List;

/** Key names of the replay script and golden files, shared by the reader and the writer. */
final class ReplayKeys {
    static final String SEED = "seed";
    static final String LEVEL_ID = "level_id";
    static final String TICK_HZ = "tick_hz";
    static final String FRAMES = "frames";
    static final String NAME = "name";
    static final String RECORD_EVERY = "record_every";
    static final String ITEMS = "items";
    static final String SEATS = "seats";
    static final String PARKS = "parks";
    static final String LEVEL_SHA256 = "level_sha256";
    static final String LEVEL = "level";
    static final String RECEIVED_AT_TICK = "received_at_tick";
    static final String SEQ = "seq";
    static final String FOCUS = "focus";
    static final String FROM = "from";
    static final String TO = "to";

    static final String TICK = "tick";
    static final String PLAYER_ID = "player_id";
    static final String MOVE = "move";
    static final String ACTION = "action";
    static final String FACE = "face";
    static final String ITEM = "item";

    static final String PROVENANCE = "provenance";
    static final String SCRIPT = "script";
    static final String SCRIPT_FINGERPRINT = "script_fingerprint";
    static final String LAYOUT_HASH = "layout_hash";
    static final String FINAL_TICK = "final_tick";
    static final String FINAL_HASH = "final_hash";
    static final String HASHES = "hashes";
    static final String HASH = "hash";
    static final String SYSTEM_HASHES = "system_hashes";
    static final String STAGES = "stages";
    static final String TICKS = "ticks";
    static final String AFTER = "after";

    /** Script keys in the order the writer emits them. */
    static final List<String> SCRIPT_KEYS = List.of(NAME, SEED, LEVEL_ID, LEVEL_SHA256, TICK_HZ, RECORD_EVERY, SEATS,
            ITEMS, PARKS, FOCUS, LEVEL, FRAMES);
    static final List<String> FOCUS_KEYS = List.of(FROM, TO);
    static final List<String> SCRIPT_REQUIRED = List.of(SEED, LEVEL_ID, TICK_HZ, FRAMES);
    static final List<String> FRAME_KEYS = List.of(TICK, PLAYER_ID, MOVE, ACTION, FACE, RECEIVED_AT_TICK, SEQ);
    static final List<String> PARK_KEYS = List.of(TICK, PLAYER_ID);
    static final List<String> FRAME_REQUIRED = List.of(TICK, PLAYER_ID, MOVE, ACTION);
    static final List<String> MOVE_KEYS = List.of("x", "y");
    static final List<String> ITEM_KEYS = List.of("x", "y", ITEM);

    static final List<String> GOLDEN_KEYS = List.of(PROVENANCE, FINAL_TICK, FINAL_HASH, HASHES, SYSTEM_HASHES);
    static final List<String> GOLDEN_REQUIRED = List.of(PROVENANCE, FINAL_TICK, FINAL_HASH, HASHES);
    static final List<String> SYSTEM_HASHES_KEYS = List.of(STAGES, TICKS);
    /** One tick's line: {@code parks} only when cooks were parked before its substep. */
    static final List<String> SYSTEM_TICK_KEYS = List.of(TICK, PARKS, AFTER);
    static final List<String> SYSTEM_TICK_REQUIRED = List.of(TICK, AFTER);
    static final List<String> PROVENANCE_KEYS = List.of(SCRIPT, LEVEL_ID, SEED, RECORD_EVERY, SCRIPT_FINGERPRINT,
            LAYOUT_HASH);
    /** The kernel a golden was recorded under: provenance only, optional, never compared. */
    static final String KERNEL = "kernel";
    static final String ID = "id";
    static final List<String> PROVENANCE_ALLOWED = List.of(SCRIPT, LEVEL_ID, SEED, RECORD_EVERY, SCRIPT_FINGERPRINT,
            LAYOUT_HASH, KERNEL);
    static final List<String> KERNEL_KEYS = List.of(ID, NAME);
    static final List<String> HASH_KEYS = List.of(TICK, HASH);

    private ReplayKeys() {
    }
}
