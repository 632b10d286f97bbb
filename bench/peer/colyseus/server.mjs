// A kitchen-like Colyseus 0.16 room: 4 cooks, a 20 Hz simulation that moves them by their last
// input, state patches at 20 Hz, and pings answered at once (the echo is the ping's round trip).
// GET /figures answers this process's CPU, RSS and the simulation steps that started a whole
// period late, so the client process can read them at the window's edges.
import http from "node:http";
import { Server, Room } from "@colyseus/core";
import { WebSocketTransport } from "@colyseus/ws-transport";
import { Schema, MapSchema, defineTypes } from "@colyseus/schema";

class Cook extends Schema {
  constructor() {
    super();
    this.x = 5;
    this.y = 5;
    this.holding = "";
  }
}
defineTypes(Cook, { x: "number", y: "number", holding: "string" });

class Kitchen extends Schema {
  constructor() {
    super();
    this.cooks = new MapSchema();
    this.tick = 0;
    this.score = 0;
  }
}
defineTypes(Kitchen, { cooks: { map: Cook }, tick: "number", score: "number" });

const PERIOD_MS = 50;
let steps = 0;
let late = 0;

class KitchenRoom extends Room {
  onCreate() {
    this.maxClients = 4;
    this.inputs = new Map();
    this.setState(new Kitchen());
    this.setPatchRate(PERIOD_MS);
    this.onMessage("input", (client, m) => this.inputs.set(client.sessionId, m));
    this.onMessage("ping", (client, m) => client.send("pong", m));
    this.setSimulationInterval((dt) => {
      steps++;
      // Started a whole period after it was due: the same rule as the Java server's late ticks.
      if (dt >= 2 * PERIOD_MS) {
        late++;
      }
      this.state.tick++;
      for (const [id, cook] of this.state.cooks) {
        const m = this.inputs.get(id);
        if (m) {
          cook.x = Math.min(12, Math.max(0, cook.x + m.mx * 4 * dt / 1000));
          cook.y = Math.min(8, Math.max(0, cook.y + m.my * 4 * dt / 1000));
          if (m.press) {
            cook.holding = cook.holding === "" ? "onion" : "";
            this.state.score++;
          }
        }
      }
    }, PERIOD_MS);
  }

  onJoin(client) {
    this.state.cooks.set(client.sessionId, new Cook());
  }

  onLeave(client) {
    this.state.cooks.delete(client.sessionId);
    this.inputs.delete(client.sessionId);
  }
}

const port = Number(process.argv[2] || 2567);
const server = http.createServer((req, res) => {
  if (req.url === "/figures") {
    const u = process.cpuUsage();
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify({ cpuUs: u.user + u.system, steps, late, rssMb: process.memoryUsage().rss / 1048576 }));
  } else {
    res.statusCode = 404;
    res.end();
  }
});
const game = new Server({ transport: new WebSocketTransport({ server }) });
game.define("kitchen", KitchenRoom);
await game.listen(port, "127.0.0.1");
console.log("peer server listening on " + port);
