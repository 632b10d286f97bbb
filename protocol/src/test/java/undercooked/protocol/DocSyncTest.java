package undercooked.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * docs/PROTOCOL.md against the code. Field tables are checked against what the encoder really
 * writes for the sample messages (names, order, JSON types, nullability); the code tables
 * against the constants. Either side changing alone fails here.
 */
class DocSyncTest {

    private static final DocTables DOC = DocTables.load();
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final WireCodec CODEC = new WireCodec();

    /** Fields whose doc type is a closed list of strings, and the enum that list must equal. */
    private static final Map<String, Set<String>> LITERAL_UNIONS = Map.of(
            "InputMsg.face", wires(Arrays.stream(Face.values()).map(Face::wire)),
            "RoundMsg.result", wires(Arrays.stream(RoundResult.values()).map(RoundResult::wire)),
            "HelloMsg.role", wires(Arrays.stream(Role.values()).map(Role::wire)),
            "YouWire.role", wires(Arrays.stream(Role.values()).map(Role::wire)));

    static Stream<String> documentedShapes() {
        return shapes().keySet().stream();
    }

    @ParameterizedTest
    @MethodSource("documentedShapes")
    void fieldTableEqualsWhatTheEncoderWrites(String heading) {
        List<JsonNode> samples = shapes().get(heading);
        List<List<String>> rows = DOC.table(heading);
        List<String> documented = rows.stream().map(r -> r.get(0)).toList();
        boolean prefixOnly = heading.equals("Events on a frame");

        for (JsonNode sample : samples) {
            List<String> written = new ArrayList<>();
            sample.fieldNames().forEachRemaining(written::add);
            List<String> compared = prefixOnly ? written.subList(0, Math.min(written.size(), documented.size())) : written;
            assertEquals(documented, compared, heading + ": documented fields vs written " + sample);
        }
        for (List<String> row : rows) {
            checkType(heading, row.get(0), row.get(1), samples);
        }
    }

    @Test
    void everyMessageRecordHasAFieldTable() {
        List<String> records = new ArrayList<>();
        for (Class<?> c : ClientMessage.class.getPermittedSubclasses()) {
            records.add(c.getSimpleName());
        }
        for (Class<?> c : ServerMessage.class.getPermittedSubclasses()) {
            records.add(c.getSimpleName());
        }
        for (String record : records) {
            assertTrue(shapes().containsKey(record), record + " has no sample in the doc-sync test");
            assertFalse(DOC.table(record).isEmpty(), record);
        }
    }

    @Test
    void errorCodeTableEqualsErrorCode() {
        assertEquals(Arrays.stream(ErrorCode.values()).map(ErrorCode::wire).toList(), column(DOC.table("Error codes"), 0));
    }

    @Test
    void closeCodeTableEqualsCloseCode() {
        List<String> expected = Arrays.stream(CloseCode.values()).map(c -> c.code() + " " + c.wire()).toList();
        List<String> documented = DOC.table("Close codes").stream().map(r -> r.get(0) + " " + r.get(1)).toList();
        assertEquals(expected, documented);
    }

    @Test
    void whitelistTableEqualsTheAcceptedStatesOfEachClientType() {
        Map<String, Set<String>> expected = new LinkedHashMap<>();
        for (ClientType type : ClientType.values()) {
            expected.put(type.wire(), wires(type.acceptedStates().stream().map(RoomState::wire)));
        }
        Map<String, Set<String>> documented = new LinkedHashMap<>();
        for (List<String> row : DOC.table("Room states and the whitelist")) {
            Set<String> states = row.get(1).equals("every state")
                    ? wires(Arrays.stream(RoomState.values()).map(RoomState::wire))
                    : wires(Arrays.stream(row.get(1).split(",")).map(String::strip));
            documented.put(row.get(0), states);
        }
        assertEquals(expected, documented);
    }

    @Test
    void serverMessageTableListsEveryServerType() {
        assertEquals(Arrays.stream(ServerType.values()).map(ServerType::wire).toList(),
                column(DOC.table("Server messages"), 0));
    }

    @Test
    void shortKeyTableEqualsEventPayloadShort() {
        Map<String, String> documented = new LinkedHashMap<>();
        List<List<String>> rows = DOC.table("Event payload keys");
        for (List<String> row : rows) {
            documented.put(row.get(0), row.get(1));
        }
        assertEquals(EventPayload.EVENT_PAYLOAD_SHORT.size(), rows.size(), "a payload key is listed twice");
        assertEquals(List.copyOf(EventPayload.EVENT_PAYLOAD_SHORT.entrySet()), List.copyOf(documented.entrySet()));
    }

    @Test
    void tombstoneTableEqualsTheKeysATombstoneIsWrittenWith() throws Exception {
        FullFrame before = Samples.fourPlayerFrame(120);
        FullFrame empty = new FullFrame(121, 0, 400, 10.0, List.of(), List.of(), List.of(), List.of(), List.of());
        JsonNode d = JSON.readTree(CODEC.encodeFrame(SnapDelta.between(before, empty))).get("d");

        for (List<String> row : DOC.table("DeltaFrame", 1)) {
            JsonNode tombstone = d.get(row.get(0)).get(0);
            List<String> written = new ArrayList<>();
            tombstone.fieldNames().forEachRemaining(written::add);
            assertEquals(Arrays.stream(row.get(1).split(",")).map(String::strip).toList(), written, row.get(0));
        }
    }

    /**
     * The identity table against the encoder: an entry of each row that changes one field which is
     * not part of its identity is written, in a protocol-4 delta, as exactly its identity keys and
     * that field.
     */
    @Test
    void identityTableEqualsTheKeysADeltaPatchIsWrittenWith() throws Exception {
        PlayerSnap cook = new PlayerSnap("p0", 1.0, 1.0, Face.DOWN, Optional.empty(), "idle", 0);
        StationSnap stove = new StationSnap("stove", 2.0, 1.0, Optional.of("onion_raw"), 2, 1.0, 0.25, "working");
        OrderSnap order = new OrderSnap(7, "salad", 0.5, 20);
        Map<String, List<HazardSnap>> hazards = Map.of(
                "fire", List.of(new HazardSnap("fire", 3.0, 1.0, 2.0), new HazardSnap("fire", 3.0, 1.0, 1.95)),
                "moving_obstacle", List.of(new HazardSnap(HazardSnap.MOVING_OBSTACLE, 4.0, 2.0, 2.0),
                        new HazardSnap(HazardSnap.MOVING_OBSTACLE, 4.0, 2.0, 1.95)));
        int rows = 0;
        for (List<String> row : DOC.table("Identity keys")) {
            String section = row.get(0).replace("`", "");
            String kind = row.get(1).replace("`", "").split(",")[0].strip();
            List<HazardSnap> hz = hazards.getOrDefault(kind, List.of());
            FullFrame before = new FullFrame(1, 0, 100, 10.0, List.of(cook), List.of(stove), List.of(order),
                    hz.isEmpty() ? List.of() : List.of(hz.get(0)), List.of());
            FullFrame after = new FullFrame(2, 0, 100, 10.0,
                    List.of(new PlayerSnap("p0", 1.0, 1.0, Face.DOWN, Optional.empty(), "moving", 0)),
                    List.of(new StationSnap("stove", 2.0, 1.0, Optional.of("onion_raw"), 2, 1.0, 0.5, "working")),
                    List.of(new OrderSnap(7, "salad", 0.45, 20)), hz.isEmpty() ? List.of() : List.of(hz.get(1)), List.of());
            JsonNode entry = JSON.readTree(CODEC.encodeFrame(SnapDelta.between(before, after))).get("d").get(section).get(0);
            List<String> written = new ArrayList<>();
            entry.fieldNames().forEachRemaining(written::add);
            String changed = switch (section) {
                case "p" -> "s";
                case "st" -> "p";
                default -> "l";
            };
            List<String> identity = Arrays.stream(row.get(2).split(",")).map(c -> c.strip().replace("`", "")).toList();
            List<String> expected = new ArrayList<>(identity);
            expected.add(changed);
            assertEquals(expected, written, section + " " + row.get(1) + ": " + entry);
            rows++;
        }
        assertEquals(5, rows, "a row per section, two for hazards");
    }

    /**
     * The defaults table against the code: each documented default is what the reader puts in
     * place of an absent field, and the sparse writer leaves a field at that value out while the
     * explicit one writes it.
     */
    @Test
    void defaultsTableEqualsWhatTheSparseShapeLeavesOutAndTheReaderPutsBack() throws Exception {
        FullFrame atDefaults = new FullFrame(3, 0, 100, 10.0,
                List.of(new PlayerSnap("p0", 1.0, 1.0, Face.DOWN, Optional.empty(), PlayerSnap.DEFAULT_STATE, 0)),
                List.of(StationSnap.atDefaults("prep", 2.0, 3.0)), List.of(),
                List.of(new HazardSnap("fire", 4.0, 4.0, HazardSnap.DEFAULT_LIFE)), List.of());
        JsonNode sparse = JSON.readTree(CODEC.encodeFrame(atDefaults));
        JsonNode explicit = JSON.readTree(CODEC.encodeFrame(atDefaults, FrameShape.EXPLICIT));
        Map<String, Set<String>> documented = new LinkedHashMap<>();
        for (List<String> row : DOC.table("Sparse frames (protocols 3 and 4)")) {
            String section = row.get(0);
            String field = row.get(1);
            JsonNode written = explicit.get(section).get(0).get(field);
            assertEquals(row.get(2), written.isNull() ? "null" : written.asText(), section + "." + field + " default");
            assertFalse(sparse.get(section).get(0).has(field), section + "." + field + " is left out at its default");
            documented.computeIfAbsent(section, k -> new LinkedHashSet<>()).add(field);
        }
        for (String section : List.of("p", "st", "hz")) {
            Set<String> left = new LinkedHashSet<>();
            explicit.get(section).get(0).fieldNames().forEachRemaining(left::add);
            sparse.get(section).get(0).fieldNames().forEachRemaining(left::remove);
            assertEquals(left, documented.get(section), section + ": what the sparse shape leaves out is documented");
        }
        assertEquals(atDefaults, CODEC.decodeServer(CODEC.encode(new SnapMsg(atDefaults))).message()
                .map(m -> ((SnapMsg) m).raw()).orElseThrow(), "the reader puts every default back");
    }

    @Test
    void limitsAndBudgetsTablesEqualTheConstantsAndNameEveryOne() throws Exception {
        Set<String> documented = new LinkedHashSet<>();
        for (List<String> row : DOC.table("Limits and constants")) {
            assertEquals(constant(row.get(1)), row.get(2), row.get(1));
            documented.add(row.get(1));
        }
        for (List<String> row : DOC.table("Budgets")) {
            assertEquals(constant(row.get(1)), row.get(2), row.get(1));
            documented.add(row.get(1));
        }
        for (Field field : Protocol.class.getFields()) {
            if (Modifier.isStatic(field.getModifiers()) && field.getType().isPrimitive()) {
                assertTrue(documented.contains(field.getName()), field.getName() + " is not in docs/PROTOCOL.md");
            }
        }
    }

    private static String constant(String name) throws ReflectiveOperationException {
        return String.valueOf(Protocol.class.getField(name).get(null));
    }

    private static void checkType(String heading, String field, String docType, List<JsonNode> samples) {
        String where = heading + "." + field;
        List<String> alternatives = Arrays.stream(docType.split("\\|")).map(String::strip).toList();
        boolean nullable = alternatives.contains("null");
        List<String> base = alternatives.stream().filter(a -> !a.equals("null")).toList();
        boolean sawNull = false;
        boolean sawValue = false;
        for (JsonNode sample : samples) {
            JsonNode value = sample.get(field);
            if (value == null) {
                fail(where + " is documented but not written in " + sample);
            }
            if (value.isNull()) {
                sawNull = true;
                continue;
            }
            sawValue = true;
            if (base.getFirst().startsWith("\"")) {
                assertTrue(value.isTextual(), where + " is a string literal union but wrote " + value);
                Set<String> literals = wires(base.stream().map(b -> b.replace("\"", "")));
                assertTrue(literals.contains(value.textValue()), where + " wrote " + value + ", not in " + literals);
                Set<String> closed = field.equals("type") ? Set.of(value.textValue()) : LITERAL_UNIONS.get(where);
                assertEquals(closed, literals, where + ": documented literals vs the code's values");
            } else {
                assertEquals(List.of(kind(value)), base, where + " wrote " + value);
            }
        }
        assertEquals(nullable, sawNull, where + (nullable ? " is documented nullable but never written as null"
                : " wrote null but is not documented nullable"));
        assertTrue(sawValue, where + " was never written with a value; add a sample");
    }

    private static String kind(JsonNode value) {
        if (value.isIntegralNumber()) {
            return "int";
        }
        if (value.isFloatingPointNumber()) {
            return "float";
        }
        if (value.isTextual()) {
            return "str";
        }
        if (value.isBoolean()) {
            return "bool";
        }
        if (value.isObject()) {
            return "object";
        }
        if (value.isArray()) {
            value.forEach(element -> assertTrue(element.isObject(), "array of non-objects: " + value));
            return "object[]";
        }
        return "?";
    }

    /** Heading to the JSON objects that section documents, taken from real encodes of the samples. */
    private static Map<String, List<JsonNode>> shapes() {
        Map<String, List<JsonNode>> shapes = new LinkedHashMap<>();
        for (ClientMessage m : Samples.clientMessages()) {
            JsonNode node = parse(CODEC.encode(m));
            shapes.computeIfAbsent(m.getClass().getSimpleName(), k -> new ArrayList<>()).add(node);
            if (m instanceof InputMsg) {
                add(shapes, "Vec2Msg", node.get("move"));
            }
        }
        for (ServerMessage m : Samples.serverMessages()) {
            JsonNode node = parse(CODEC.encode(m));
            shapes.computeIfAbsent(m.getClass().getSimpleName(), k -> new ArrayList<>()).add(node);
            switch (m) {
                case WelcomeMsg w -> {
                    add(shapes, "YouWire", node.get("you"));
                    node.get("seats").forEach(s -> add(shapes, "SeatWire", s));
                }
                case LobbyMsg l -> node.get("spectators").forEach(s -> add(shapes, "SpectatorWire", s));
                case EvMsg e -> node.get("events").forEach(s -> add(shapes, "EventWire", s));
                case RoundMsg r -> node.get("players").forEach(s -> add(shapes, "PlayerScoreWire", s));
                default -> { }
            }
        }
        for (FullFrame frame : List.of(Samples.fourPlayerFrame(120), sparseFrame())) {
            // The field tables document the explicit shape, every field written; the sparse one
            // leaves out what the "Defaults" table names (checked below).
            JsonNode raw = parse(CODEC.encodeFrame(frame, FrameShape.EXPLICIT));
            add(shapes, "FullFrame", raw);
            raw.get("p").forEach(s -> add(shapes, "PlayerSnap", s));
            raw.get("st").forEach(s -> add(shapes, "StationSnap", s));
            raw.get("o").forEach(s -> add(shapes, "OrderSnap", s));
            raw.get("hz").forEach(s -> add(shapes, "HazardSnap", s));
            raw.get("e").forEach(s -> add(shapes, "Events on a frame", s));
        }
        add(shapes, "DeltaFrame", parse(CODEC.encodeFrame(SnapDelta.wholeBetween(sparseFrame(), Samples.fourPlayerFrame(120)),
                FrameShape.EXPLICIT)));
        return shapes;
    }

    /** Empty hands and empty stations, so the nullable snapshot fields are seen as null too. */
    private static FullFrame sparseFrame() {
        return new FullFrame(3, 0, 100, 149.85,
                List.of(new PlayerSnap("p0", 1.0, 1.0, Face.DOWN, Optional.empty(), "idle", 0)),
                List.of(new StationSnap("prep", 2.0, 3.0, Optional.empty(), 0, 1.0, 0.0, "idle")),
                List.of(new OrderSnap(1, "salad", 1.0, 30)),
                List.of(new HazardSnap("spill", 4.0, 4.0, 3.5)),
                List.of(EventWire.hud("emote", Samples.payload("i", "p0", "em", "wave"))));
    }

    private static void add(Map<String, List<JsonNode>> shapes, String heading, JsonNode node) {
        shapes.computeIfAbsent(heading, k -> new ArrayList<>()).add(node);
    }

    private static JsonNode parse(String text) {
        try {
            return JSON.readTree(text);
        } catch (Exception e) {
            throw new AssertionError(text, e);
        }
    }

    private static List<String> column(List<List<String>> rows, int index) {
        return rows.stream().map(r -> r.get(index)).toList();
    }

    private static Set<String> wires(Stream<String> values) {
        return values.collect(Collectors.toCollection(LinkedHashSet::new));
    }
}
