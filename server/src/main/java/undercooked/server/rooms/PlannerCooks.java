package undercooked.server.rooms;

/** The bots module's planner behind {@link BotCooks}: what a server's rooms seat. */
final class PlannerCooks {

    private PlannerCooks() {
    }

    static BotCooks planner() {
        return BotCooks.idle();
    }
}
