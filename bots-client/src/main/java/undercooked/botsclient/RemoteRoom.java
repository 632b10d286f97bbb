package undercooked.botsclient;

import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;

import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;

import undercooked.bots.Bot;
import undercooked.bots.Bots;
import undercooked.bots.Persona;
import undercooked.bots.Team;
import undercooked.levels.Level;
import undercooked.levels.LevelLoader;
import undercooked.protocol.RoundMsg;
import undercooked.sim.Kitchen;

/**
 * One room's bot cooks over the wire: their shared {@link Team} (one a round), the level they
 * play (fetched once per level id from {@code /api/levels/{id}}), and what they report. Each cook
 * is its own socket ({@link RemoteCook}); their callbacks come on OkHttp's threads, so everything
 * the bots share is used under this object's lock.
 */
final class RemoteRoom {

    private final Server server;
    final String code;
    private final Persona persona;
    private final long seed;
    /** Cooks this room expects seated before its host starts (fill), 0 when someone else hosts (join). */
    final int expected;
    /** Rounds to play before the cooks leave; 0 for no limit. */
    private final int rounds;
    private final PrintStream out;
    private final Map<String, Kitchen> kitchens = new ConcurrentHashMap<>();
    private final List<RemoteCook> cooks = new ArrayList<>();
    private final AtomicInteger roundsSeen = new AtomicInteger();
    private final CountDownLatch closed;
    private Team team = new Team();
    private long teamRound = -1;
    private long servedTotal;

    RemoteRoom(Server server, String code, Persona persona, long seed, int cooks, int expected, int rounds,
               PrintStream out) {
        this.server = server;
        this.code = code;
        this.persona = persona;
        this.seed = seed;
        this.expected = expected;
        this.rounds = rounds;
        this.out = out;
        this.closed = new CountDownLatch(cooks);
    }

    /** Opens the sockets: cook 0 with {@code hostToken} when the room is ours, the others as new guests. */
    void connect(int count, Optional<String> hostToken) {
        for (int i = 0; i < count; i++) {
            RemoteCook cook = new RemoteCook(this, i, i == 0 ? hostToken : Optional.empty());
            synchronized (this) {
                cooks.add(cook);
            }
            server.open(code, cook);
        }
    }

    /** The level's kitchen, fetched the first time a cook meets its id. */
    Kitchen kitchen(String levelId) {
        return kitchens.computeIfAbsent(levelId, this::fetch);
    }

    private Kitchen fetch(String levelId) {
        String text = server.get("/api/levels/" + levelId);
        Optional<Level> level = LevelLoader.parse(text, levelId).level();
        return level.orElseThrow(() -> new IllegalStateException("the server's level " + levelId + " did not load")).kitchen();
    }

    /** A new bot for the cook {@code playerId} of round {@code roundKey}; the round's bots share a team. */
    synchronized Bot bot(String playerId, long roundKey, int index) {
        if (roundKey != teamRound) {
            team = new Team();
            teamRound = roundKey;
        }
        return Bots.create(persona, playerId, seed * 31 + roundKey * 7 + index, team);
    }

    /**
     * One round's verdict, reported as the first cook saw it; true while {@code seenByCook} (the
     * rounds this cook has seen end, this one included) leaves more rounds to play. Each cook counts
     * its own: the verdict reaches the cooks' sockets in no set order, and a cook that read it
     * before the first cook once found no round counted yet, stayed, and the command never ended.
     */
    boolean roundEnded(RoundMsg round, int cookIndex, int seenByCook) {
        if (cookIndex == 0) {
            int n = roundsSeen.incrementAndGet();
            long served = round.counters().getOrDefault("served", 0L);
            synchronized (this) {
                servedTotal += served;
            }
            out.printf(Locale.ROOT, "room %s round %d on %s: %s, score %d of %d, %d stars, served %d, missed %d%n", code, n,
                    round.levelId(), round.result().map(r -> r.wire()).orElse("over"), round.score(), round.target(),
                    round.stars(), served, round.counters().getOrDefault("missed", 0L));
        }
        return rounds == 0 || seenByCook < rounds;
    }

    synchronized long served() {
        return servedTotal;
    }

    int roundsPlayed() {
        return roundsSeen.get();
    }

    void said(String line) {
        out.println("room " + code + ": " + line);
    }

    void cookClosed() {
        closed.countDown();
    }

    void await() throws InterruptedException {
        closed.await();
    }

    /*
     * A cook's socket thread holds the cook's lock and then takes this room's (to plan with the
     * team), so this room's lock is never held while taking a cook's: ping and leave call the
     * cooks from a copy of the list. Holding both in the other order deadlocked a cook's reader
     * against the ping timer, and the round's result then never reached the command.
     */
    void ping() {
        cooks().forEach(RemoteCook::ping);
    }

    void leave() {
        cooks().forEach(RemoteCook::leave);
    }

    private synchronized List<RemoteCook> cooks() {
        return List.copyOf(cooks);
    }

    /** The server's two doors: HTTP for rooms and levels, WebSocket for cooks. */
    record Server(OkHttpClient http, String base) {
        String get(String path) {
            try (Response r = http.newCall(new Request.Builder().url(base + path).build()).execute()) {
                String body = r.body().string();
                if (r.code() != 200) {
                    throw new IllegalStateException("GET " + path + " answered " + r.code() + ": " + body);
                }
                return body;
            } catch (IOException e) {
                throw new IllegalStateException("GET " + base + path + " failed: " + e.getMessage(), e);
            }
        }

        void open(String code, RemoteCook cook) {
            String ws = base.replaceFirst("^http", "ws") + "/ws/" + code;
            http.newWebSocket(new Request.Builder().url(ws).build(), cook);
        }
    }
}
