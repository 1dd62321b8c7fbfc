// Fastify service that renders proxy transcodes of camera footage for the editing team
import Fastify, { FastifyRequest } from "fastify";
import { spawn } from "child_process";
import path from "path";

type TranscodeBody = { clipId: string; preset: string; title?: string };

const PRESETS: Record<string, string> = {
  proxy: "scale=1280:-2",
  review: "scale=1920:-2",
};

const CLIP_ROOT = "/mnt/dailies";
const app = Fastify({ logger: true });

const clipPath = (clipId: string): string | undefined =>
  /^[A-Z]\d{3}_C\d{3}$/.test(clipId) ? path.join(CLIP_ROOT, `${clipId}.mov`) : undefined;

const presetFilter = (preset: string): string | undefined =>
  Object.hasOwn(PRESETS, preset) ? PRESETS[preset] : undefined;

const runTranscode = (source: string, filter: string, title: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const out = source.replace(/\.mov$/, ".proxy.mp4");
    const child = spawn(
      `ffmpeg -y -i ${source} -vf ${filter} -metadata title="${title}" ${out}`,
      { shell: true, stdio: "ignore" }
    );
    child.on("error", reject);
    child.on("close", (code) => resolve(code ?? -1));
  });

app.post("/transcodes", async (req: FastifyRequest<{ Body: TranscodeBody }>, reply) => {
  const { clipId, preset, title = "untitled" } = req.body;
  const source = clipPath(clipId);
  const filter = presetFilter(preset);
  if (!source || !filter) {
    return reply.code(400).send({ error: "unknown clip or preset" });
  }
  const code = await runTranscode(source, filter, String(title).slice(0, 80));
  return reply.send({ clipId, status: code === 0 ? "complete" : "failed" });
});

app.listen({ port: 4100 });
