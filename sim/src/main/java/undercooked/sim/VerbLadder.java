package undercooked.sim;

import java.util.Optional;

/**
 * The priority ladder from (cook, target) to a verb or a named refusal. The cook's own condition
 * comes first (a stunned cook is told so whatever they aimed at), then whether the target is still
 * in reach and in front, then what the target and the hand make possible. There is no silent
 * nothing: a press gets a verb or exactly one reason.
 */
public final class VerbLadder {
    private VerbLadder() {
    }

    public static Decision decide(KitchenState state, Player p, Optional<Target> target) {
        if (p.stun() > 0.0 || p.state() == PlayerState.STUNNED) {
            return Decision.deny(DeniedReason.STUNNED);
        }
        if (target.isEmpty()) {
            return Decision.deny(DeniedReason.NOTHING_HERE);
        }
        Target t = target.get();
        Station st = state.stations().get(t.station());
        if (!Reach.inReach(p.pos(), st.cell())) {
            return Decision.deny(DeniedReason.OUT_OF_REACH);
        }
        if (!Reach.facing(p.pos(), p.facing(), st.cell())) {
            return Decision.deny(DeniedReason.NOT_FACING);
        }
        boolean holding = p.held().isPresent();
        return switch (t.kind()) {
            case ITEM -> decideItem(st, t, holding);
            case SERVE -> decideServe(state, p);
            case FIXTURE -> decideFixture(state, st, p, holding);
        };
    }

    private static Decision decideItem(Station st, Target t, boolean holding) {
        if (holding) {
            return Decision.deny(DeniedReason.HANDS_FULL);
        }
        boolean output = st.kind() != StationKind.SPAWN_SHELF
                && (st.state() == StationState.READY || st.state() == StationState.BURNING || st.kind() == StationKind.SINK
                    || st.kind() == StationKind.SERVE)
                && t.slot() >= 0 && t.slot() < st.contents().size() && !st.contents().get(t.slot()).marked();
        return Decision.act(output ? Verb.PICK_FROM_STATION : Verb.PICK_ITEM);
    }

    /** A plated dish that an open order wants is served; anything else at the window is the wrong item. */
    private static Decision decideServe(KitchenState state, Player p) {
        if (p.held().isEmpty()) {
            return Decision.deny(DeniedReason.HANDS_EMPTY);
        }
        Item held = p.held().get();
        if (held.form() != ItemForm.PLATED || !held.isDish() || Orders.match(state.orders().active(), held.dish()) < 0) {
            return Decision.deny(DeniedReason.WRONG_ITEM);
        }
        return Decision.act(Verb.SERVE);
    }

    private static Decision decideFixture(KitchenState state, Station st, Player p, boolean holding) {
        if (st.state() == StationState.DIRTY) {
            return Decision.deny(DeniedReason.STATION_DIRTY);
        }
        if (st.hasWorker()) {
            return st.worker().equals(p.id()) ? Decision.act(Verb.HOLD_WORK) : Decision.deny(DeniedReason.STATION_BUSY);
        }
        if (st.state() == StationState.BLOCKED) {
            // On fire: an empty hand holds the button to put it out.
            return holding ? Decision.deny(DeniedReason.HANDS_FULL) : Decision.act(Verb.START_WORK);
        }
        if (st.state() == StationState.WORKING) {
            return Decision.deny(DeniedReason.STATION_BUSY);
        }
        switch (st.kind()) {
            case TRASH:
                return holding ? Decision.act(Verb.TRASH) : Decision.deny(DeniedReason.HANDS_EMPTY);
            case SINK:
                return decideSink(st, p);
            default:
                break;
        }
        if (holding) {
            Item item = p.held().get();
            if ((st.state() == StationState.READY || st.state() == StationState.BURNING) && !st.contents().isEmpty()) {
                return Decision.deny(DeniedReason.HANDS_FULL);
            }
            if (st.contents().size() >= st.kind().capacity()) {
                return Decision.deny(DeniedReason.HANDS_FULL);
            }
            return switch (st.kind()) {
                case SPAWN_SHELF -> Decision.act(Verb.RELEASE);
                case PREP -> Decision.act(Verb.PLATE_DISH);
                case CHOP_BOARD -> item.form() == ItemForm.RAW && !item.isDish() && item.kind() != ItemKind.PLATE
                        ? Decision.act(Verb.PLACE_ON_STATION) : Decision.deny(DeniedReason.WRONG_ITEM);
                case STOVE -> Cookbook.potAccepts(state.kitchen().rules(), st.contents(), item)
                        ? Decision.act(Verb.PLACE_ON_STATION) : Decision.deny(DeniedReason.WRONG_ITEM);
                default -> Decision.act(Verb.PLACE_ON_STATION);
            };
        }
        if (!st.contents().isEmpty() && st.kind() == StationKind.CHOP_BOARD) {
            return Decision.act(Verb.START_WORK);
        }
        return Decision.deny(DeniedReason.INVALID_STATE);
    }

    /** Dirty plates go in with WASH; an empty hand works the sink while there is something to wash. */
    private static Decision decideSink(Station st, Player p) {
        if (p.held().isEmpty()) {
            return Pipelines.firstDirty(st.contents()) >= 0
                    ? Decision.act(Verb.START_WORK) : Decision.deny(DeniedReason.HANDS_EMPTY);
        }
        Item held = p.held().get();
        if (held.kind() != ItemKind.PLATE || held.isDish() || held.form() != ItemForm.DIRTY) {
            return Decision.deny(DeniedReason.WRONG_ITEM);
        }
        return st.contents().size() >= st.kind().capacity()
                ? Decision.deny(DeniedReason.HANDS_FULL) : Decision.act(Verb.WASH);
    }
}
