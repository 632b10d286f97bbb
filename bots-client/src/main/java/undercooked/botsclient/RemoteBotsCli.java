package undercooked.botsclient;

import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

import undercooked.bots.Persona;

/**
 * {@code ./undercooked bots join URL|CODE --cooks N} and {@code bots fill URL --rooms N}: bot
 * cooks over the real protocol, in a room on any server. {@code join} seats N cooks as guests of
 * someone else's room (they ready up and play every round the host starts); {@code fill} makes N
 * rooms of its own, cook 1 the host, and plays rounds back to back. Both run until stopped
 * ({@code --rounds R} stops after R rounds, which the tests use). Exit codes: 0 done, 1 the server
 * could not be reached or refused, 2 a bad command line.
 */
public final class RemoteBotsCli {

    static final String USAGE = """
            Usage: ./undercooked bots join URL|CODE --cooks N [--persona P] [--server URL] [--rounds R] [--seed S]
                     seat N bot cooks in a room (its link http://host:port/r/CODE, or its code on --server,
                     default http://127.0.0.1:8080); they ready up and play the rounds the host starts
                   ./undercooked bots fill URL --rooms N [--cooks C] [--persona P] [--rounds R] [--seed S]
                     make N rooms of C bot cooks (default 4) on the server at URL, playing rounds back to back
            Both run until stopped (Ctrl-C) or for R rounds. Personas: %s""";

    private static final Pattern ROOM_LINK = Pattern.compile("^(https?://[^/]+)/r/([A-Za-z0-9]+)/?$");
    private static final ObjectMapper JSON = new ObjectMapper();

    private final PrintStream out;
    private final PrintStream err;

    RemoteBotsCli(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    public static void main(String[] args) {
        System.exit(new RemoteBotsCli(System.out, System.err).run(List.of(args)));
    }

    /** A bad command line: exit 2 with this message. */
    static final class Stop extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Stop(String message) {
            super(message, null, false, false);
        }
    }

    int run(List<String> args) {
        String cmd = args.isEmpty() ? "help" : args.getFirst();
        try {
            return switch (cmd) {
                case "join" -> join(args.subList(1, args.size()));
                case "fill" -> fill(args.subList(1, args.size()));
                default -> {
                    err.println(usage());
                    yield cmd.equals("help") ? 0 : 2;
                }
            };
        } catch (Stop e) {
            err.println("bots " + cmd + ": " + e.getMessage());
            err.println(usage());
            return 2;
        } catch (IllegalStateException e) {
            err.println("bots " + cmd + ": " + e.getMessage());
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        }
    }

    static String usage() {
        return USAGE.formatted(Persona.names());
    }

    private int join(List<String> args) throws InterruptedException {
        if (args.isEmpty() || args.getFirst().startsWith("--")) {
            throw new Stop("name the room: its link (http://host:port/r/CODE) or its code");
        }
        String target = args.getFirst();
        Matcher link = ROOM_LINK.matcher(target);
        String base;
        String code;
        if (link.matches()) {
            base = link.group(1);
            code = link.group(2);
        } else if (target.matches("[A-Za-z0-9]{1,16}")) {
            base = server(option(args, "--server", "http://127.0.0.1:8080"));
            code = target;
        } else {
            throw new Stop("'" + target + "' is neither a room link (http://host:port/r/CODE) nor a room code");
        }
        int cooks = (int) number(args, "--cooks", 1, 1, 4);
        try (Run run = new Run(persona(args), number(args, "--seed", 1, Long.MIN_VALUE, Long.MAX_VALUE),
                (int) number(args, "--rounds", 0, 0, 1_000_000), base)) {
            RemoteRoom room = run.room(code.toUpperCase(Locale.ROOT), cooks, 0);
            room.connect(cooks, Optional.empty());
            out.printf(Locale.ROOT, "bots: %d %s cook(s) joining room %s on %s%n", cooks, run.persona.name(), room.code, base);
            room.await();
            out.printf(Locale.ROOT, "bots: room %s done after %d round(s), %d served%n", room.code, room.roundsPlayed(),
                    room.served());
        }
        return 0;
    }

    private int fill(List<String> args) throws InterruptedException {
        if (args.isEmpty() || args.getFirst().startsWith("--")) {
            throw new Stop("name the server: http://host:port");
        }
        String base = server(args.getFirst());
        int rooms = (int) number(args, "--rooms", 1, 1, 10_000);
        int cooks = (int) number(args, "--cooks", 4, 1, 4);
        try (Run run = new Run(persona(args), number(args, "--seed", 1, Long.MIN_VALUE, Long.MAX_VALUE),
                (int) number(args, "--rounds", 0, 0, 1_000_000), base)) {
            List<RemoteRoom> made = new ArrayList<>();
            for (int r = 0; r < rooms; r++) {
                String[] created;
                try {
                    created = run.createRoom();
                } catch (IllegalStateException e) {
                    if (made.isEmpty()) {
                        throw e;
                    }
                    // A server's limit (max_rooms_per_address, max_rooms) ends the filling, not the rooms made.
                    out.printf(Locale.ROOT, "bots: the server took %d of the %d rooms asked for (%s); those %d play on%n",
                            made.size(), rooms, e.getMessage(), made.size());
                    rooms = made.size();
                    break;
                }
                RemoteRoom room = run.room(created[0], cooks, cooks);
                room.connect(cooks, Optional.of(created[1]));
                made.add(room);
                out.printf(Locale.ROOT, "bots: room %s on %s, %d %s cook(s)%n", room.code, base, cooks, run.persona.name());
            }
            long served = 0;
            for (RemoteRoom room : made) {
                room.await();
                served += room.served();
            }
            out.printf(Locale.ROOT, "bots: %d room(s) done, %d served%n", rooms, served);
        }
        return 0;
    }

    /** What one command's rooms share: the HTTP client, the persona, the ping timer. */
    private final class Run implements AutoCloseable {
        final Persona persona;
        final long seed;
        final int rounds;
        final RemoteRoom.Server server;
        final ScheduledExecutorService pings = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "bots-pings");
            t.setDaemon(true);
            return t;
        });
        final List<RemoteRoom> rooms = new ArrayList<>();

        Run(Persona persona, long seed, int rounds, String base) {
            this.persona = persona;
            this.seed = seed;
            this.rounds = rounds;
            OkHttpClient http = new OkHttpClient.Builder().connectTimeout(Duration.ofSeconds(10))
                    .readTimeout(Duration.ofSeconds(30)).build();
            this.server = new RemoteRoom.Server(http, base);
            pings.scheduleAtFixedRate(() -> {
                synchronized (rooms) {
                    rooms.forEach(RemoteRoom::ping);
                }
            }, 1, 1, TimeUnit.SECONDS);
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                synchronized (rooms) {
                    rooms.forEach(RemoteRoom::leave);
                }
            }));
        }

        RemoteRoom room(String code, int cooks, int expected) {
            RemoteRoom room = new RemoteRoom(server, code, persona, seed, cooks, expected, rounds, out);
            synchronized (rooms) {
                rooms.add(room);
            }
            return room;
        }

        /** POST /api/rooms: the new room's code and its host's token. */
        String[] createRoom() {
            Request req = new Request.Builder().url(server.base() + "/api/rooms")
                    .post(RequestBody.create("{}", MediaType.get("application/json"))).build();
            try (Response r = server.http().newCall(req).execute()) {
                String body = r.body().string();
                if (r.code() != 201) {
                    throw new IllegalStateException("the server refused a new room (" + r.code() + "): " + body);
                }
                JsonNode json = JSON.readTree(body);
                return new String[] {json.path("room_code").asText(), json.path("you").path("token").asText()};
            } catch (IOException e) {
                throw new IllegalStateException("POST " + server.base() + "/api/rooms failed: " + e.getMessage(), e);
            }
        }

        @Override
        public void close() {
            pings.shutdownNow();
            server.http().dispatcher().executorService().shutdown();
            server.http().connectionPool().evictAll();
        }
    }

    private static String server(String url) {
        URI uri;
        try {
            uri = URI.create(url);
        } catch (IllegalArgumentException e) {
            throw new Stop("'" + url + "' is not a server address such as http://127.0.0.1:8080");
        }
        if (uri.getScheme() == null || !uri.getScheme().matches("https?") || uri.getHost() == null) {
            throw new Stop("'" + url + "' is not a server address such as http://127.0.0.1:8080");
        }
        return uri.getScheme() + "://" + uri.getHost() + (uri.getPort() < 0 ? "" : ":" + uri.getPort());
    }

    private static Persona persona(List<String> args) {
        String name = option(args, "--persona", "expert");
        return Persona.parse(name).orElseThrow(() -> new Stop("--persona is one of " + Persona.names() + ", got '" + name + "'"));
    }

    private static String option(List<String> args, String name, String fallback) {
        int i = args.indexOf(name);
        if (i < 0) {
            return fallback;
        }
        if (i + 1 >= args.size() || args.get(i + 1).startsWith("--")) {
            throw new Stop(name + " needs a value");
        }
        return args.get(i + 1);
    }

    private static long number(List<String> args, String name, long fallback, long min, long max) {
        String v = option(args, name, Long.toString(fallback));
        long n;
        try {
            n = Long.parseLong(v);
        } catch (NumberFormatException e) {
            throw new Stop(name + " must be a whole number, got '" + v + "'");
        }
        if (n < min || n > max) {
            throw new Stop(name + " must be " + min + " to " + max + ", got " + n);
        }
        return n;
    }
}
