// WebSocket service that compiles smart-playlist rules and streams matching tracks back
import { WebSocketServer, WebSocket, RawData } from "ws";

type Track = { id: string; title: string; artist: string; bpm: number; year: number; genre: string };
type Rule = { field: string; op: string; value: string | number };
type Predicate = (track: Track) => boolean;

const catalog: Track[] = [
  { id: "t1", title: "Night Drive", artist: "Lumen", bpm: 118, year: 2019, genre: "synthwave" },
  { id: "t2", title: "Quarry", artist: "Oak & Iron", bpm: 92, year: 2021, genre: "folk" },
  { id: "t3", title: "Sprint", artist: "Velo", bpm: 128, year: 2023, genre: "house" },
];

const OPERATORS = new Set(["==", "!=", ">", "<", ">=", "<="]);
const FIELDS = new Set(["title", "artist", "bpm", "year", "genre"]);

const isUsableRule = (r: Rule): boolean =>
  FIELDS.has(r.field) &&
  OPERATORS.has(r.op) &&
  (typeof r.value === "string" || typeof r.value === "number");

const compileRules = (rules: Rule[]): Predicate => {
  const expr =
    rules
      .filter(isUsableRule)
      .map((r) => `track.${r.field} ${r.op} ${JSON.stringify(r.value)}`)
      .join(" && ") || "true";
  return new Function("track", `return ${expr};`) as Predicate;
};

const parseRules = (data: RawData): Rule[] | undefined => {
  try {
    const rules = JSON.parse(data.toString()).rules;
    return Array.isArray(rules) ? rules.slice(0, 10) : undefined;
  } catch {
    return undefined;
  }
};

const summarize = ({ id, title, artist }: Track) => ({ id, title, artist });

const wss = new WebSocketServer({ port: 7070, path: "/playlists/live" });

wss.on("connection", (socket: WebSocket) => {
  socket.on("message", (data) => {
    const rules = parseRules(data);
    if (!rules) {
      socket.send(JSON.stringify({ type: "error", message: "malformed rule set" }));
      return;
    }
    const matches = catalog.filter(compileRules(rules));
    socket.send(JSON.stringify({ type: "tracks", items: matches.map(summarize) }));
  });
});
