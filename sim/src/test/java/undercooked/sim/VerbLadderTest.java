package undercooked.sim;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The verb ladder as a table: (fixture, its state, its contents, its worker, the hand, the cook,
 * how the target was found) -> (verb, denial). Fixture '.' is bare floor. Target 'walk' is the
 * reach walk from (1.5, 1.5) facing right; 'far', 'behind' and 'item' are targets a caller kept
 * from an earlier substep, re-measured now.
 */
class VerbLadderTest {
    static final String TABLE = """
            T | IDLE    | none     | none  | none           | ok      | walk   | PICK_ITEM         | -
            T | IDLE    | none     | none  | onion_raw      | ok      | walk   | RELEASE           | -
            = | IDLE    | marked   | none  | none           | ok      | walk   | PICK_ITEM         | -
            = | IDLE    | none     | none  | onion_raw      | ok      | walk   | PLACE_ON_STATION  | -
            = | IDLE    | marked   | none  | onion_raw      | ok      | walk   | NONE              | HANDS_FULL
            = | IDLE    | none     | none  | none           | ok      | walk   | NONE              | INVALID_STATE
            C | IDLE    | unmarked | none  | none           | ok      | walk   | START_WORK        | -
            S | IDLE    | none     | none  | tomato_chopped | ok      | walk   | PLACE_ON_STATION  | -
            S | IDLE    | none     | none  | tomato_raw     | ok      | walk   | NONE              | WRONG_ITEM
            S | BURNING | unmarked | none  | none           | ok      | walk   | PICK_FROM_STATION | -
            C | IDLE    | none     | none  | tomato_chopped | ok      | walk   | NONE              | WRONG_ITEM
            C | READY   | unmarked | none  | none           | ok      | walk   | PICK_FROM_STATION | -
            C | READY   | unmarked | none  | onion_raw      | ok      | walk   | NONE              | HANDS_FULL
            C | IDLE    | unmarked | me    | none           | ok      | walk   | HOLD_WORK         | -
            C | IDLE    | unmarked | other | none           | ok      | walk   | NONE              | STATION_BUSY
            C | WORKING | unmarked | none  | none           | ok      | walk   | NONE              | STATION_BUSY
            C | DIRTY   | none     | none  | onion_raw      | ok      | walk   | NONE              | STATION_DIRTY
            C | BLOCKED | none     | none  | none           | ok      | walk   | START_WORK        | -
            C | BLOCKED | unmarked | none  | onion_raw      | ok      | walk   | NONE              | HANDS_FULL
            P | IDLE    | none     | none  | tomato_chopped | ok      | walk   | PLATE_DISH        | -
            W | IDLE    | none     | none  | none           | ok      | walk   | NONE              | HANDS_EMPTY
            W | IDLE    | none     | none  | tomato_chopped | ok      | walk   | NONE              | WRONG_ITEM
            W | IDLE    | none     | none  | tomato_soup    | ok      | walk   | SERVE             | -
            W | IDLE    | none     | none  | salad          | ok      | walk   | NONE              | WRONG_ITEM
            W | IDLE    | dirty    | none  | none           | ok      | walk   | PICK_FROM_STATION | -
            K | IDLE    | none     | none  | plate_dirty    | ok      | walk   | WASH              | -
            K | IDLE    | none     | none  | plate_clean    | ok      | walk   | NONE              | WRONG_ITEM
            K | IDLE    | none     | none  | none           | ok      | walk   | NONE              | HANDS_EMPTY
            K | IDLE    | dirty    | none  | none           | ok      | walk   | START_WORK        | -
            K | IDLE    | clean    | none  | none           | ok      | walk   | PICK_FROM_STATION | -
            X | IDLE    | none     | none  | onion_raw      | ok      | walk   | TRASH             | -
            X | IDLE    | none     | none  | none           | ok      | walk   | NONE              | HANDS_EMPTY
            = | IDLE    | none     | none  | none           | stunned | walk   | NONE              | STUNNED
            . | IDLE    | none     | none  | none           | ok      | walk   | NONE              | NOTHING_HERE
            = | IDLE    | none     | none  | none           | ok      | far    | NONE              | OUT_OF_REACH
            = | IDLE    | none     | none  | none           | ok      | behind | NONE              | NOT_FACING
            = | IDLE    | marked   | none  | onion_raw      | ok      | item   | NONE              | HANDS_FULL
            """;

    record Row(char fixture, StationState state, String contents, String worker, String held, boolean stunned,
               String how, Verb verb, Optional<DeniedReason> denial) {
        static Row parse(String line) {
            String[] c = line.split("\\|");
            for (int i = 0; i < c.length; i++) {
                c[i] = c[i].trim();
            }
            return new Row(c[0].charAt(0), StationState.valueOf(c[1]), c[2], c[3], c[4], c[5].equals("stunned"), c[6],
                    Verb.valueOf(c[7]), c[8].equals("-") ? Optional.empty() : Optional.of(DeniedReason.valueOf(c[8])));
        }
    }

    static List<Row> rows() {
        List<Row> rows = new ArrayList<>();
        for (String line : TABLE.strip().split("\n")) {
            rows.add(Row.parse(line));
        }
        return rows;
    }

    static Stream<Arguments> table() {
        return rows().stream().map(r -> Arguments.of(r.fixture() + " " + r.state() + " " + r.contents() + " "
                + r.worker() + " held=" + r.held() + " " + (r.stunned() ? "stunned " : "") + r.how(), r));
    }

    private static Optional<Item> item(String wire) {
        if (wire.equals("none")) {
            return Optional.empty();
        }
        if (wire.equals("tomato_soup") || wire.equals("salad")) {
            return Optional.of(new Item(90, ItemKind.PLATE, ItemForm.PLATED, wire));
        }
        String[] kf = wire.split("_");
        return Optional.of(new Item(90, ItemKind.valueOf(kf[0].toUpperCase()), ItemForm.valueOf(kf[1].toUpperCase())));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("table")
    void theLadderGivesOneVerbOrOneReason(String name, Row r) {
        Kitchen k = TestKitchens.withRules(TestKitchens.parse("#######", "#1" + r.fixture() + "...#", "#######"),
                TestKitchens.rules(RoundRules.Hazards.NONE));
        KitchenState s = TestKitchens.withOrders(Sim.newRound(k, List.of("me", "other"), 1), "tomato_soup");
        Optional<Integer> stationIdx = k.stationIndexAt(2, 1);
        if (stationIdx.isPresent()) {
            Station st = s.stations().get(stationIdx.get());
            List<Slot> contents = switch (r.contents()) {
                case "marked" -> List.of(new Slot(new Item(50, ItemKind.TOMATO, ItemForm.RAW), "other", 0));
                case "unmarked" -> List.of(Slot.unmarked(new Item(50, ItemKind.ONION, ItemForm.RAW)));
                case "dirty" -> List.of(Slot.unmarked(new Item(50, ItemKind.PLATE, ItemForm.DIRTY)));
                case "clean" -> List.of(Slot.unmarked(new Item(50, ItemKind.PLATE, ItemForm.CLEAN)));
                default -> List.of();
            };
            String worker = r.worker().equals("none") ? Station.NO_WORKER : r.worker();
            s = TestKitchens.withStation(s, new Station(st.index(), st.kind(), st.cell(), st.stock(), contents,
                    r.state(), 0.0, 0, worker));
        }
        Player me = TestKitchens.at(s.players().get(0), 1.5, 1.5, Facing.RIGHT).withHeld(item(r.held()));
        Optional<Target> target;
        switch (r.how()) {
            case "far" -> {
                me = TestKitchens.at(me, 4.5, 1.5, Facing.LEFT);
                target = Optional.of(new Target(Target.Kind.FIXTURE, stationIdx.orElseThrow(), Target.NONE));
            }
            case "behind" -> {
                me = TestKitchens.at(me, 3.5, 1.5, Facing.RIGHT);
                target = Optional.of(new Target(Target.Kind.FIXTURE, stationIdx.orElseThrow(), Target.NONE));
            }
            case "item" -> target = Optional.of(new Target(Target.Kind.ITEM, stationIdx.orElseThrow(), 0));
            default -> target = Optional.empty();
        }
        if (r.stunned()) {
            me = me.withStun(0.3);
        }
        s = TestKitchens.withPlayer(s, me);
        Optional<Target> aimed = r.how().equals("walk") ? Reach.select(s, me) : target;
        Decision d = VerbLadder.decide(s, me, aimed);
        assertEquals(r.verb(), d.verb());
        assertEquals(r.denial(), d.denial());
    }

    @Test
    void theTableCoversEveryVerbAndEveryReasonTheLadderCanGive() {
        Set<Verb> verbs = EnumSet.noneOf(Verb.class);
        Set<DeniedReason> reasons = EnumSet.noneOf(DeniedReason.class);
        for (Row r : rows()) {
            verbs.add(r.verb());
            r.denial().ifPresent(reasons::add);
        }
        assertEquals(EnumSet.allOf(Verb.class), verbs);
        // CONTESTED_LOST is the gate's, never the ladder's: HandsTest covers it with two real cooks.
        assertEquals(EnumSet.complementOf(EnumSet.of(DeniedReason.CONTESTED_LOST)), reasons);
    }
}
