// Express router serving course lesson attachments to enrolled students
import express, { Request, Response, NextFunction } from "express";
import path from "path";
import fs from "fs";

const ATTACHMENT_ROOT = "/srv/lms/attachments";
const router = express.Router();

type Guard = (req: Request) => string | null;

const requireEnrollment: Guard = (req) =>
  req.header("x-student-id") ? null : "not enrolled";

const requireFileParam: Guard = (req) =>
  typeof req.query.file === "string" && req.query.file.length > 0 ? null : "missing file";

const runGuards =
  (...guards: Guard[]) =>
  (req: Request, res: Response, next: NextFunction) => {
    const failure = guards.map((g) => g(req)).find((r) => r !== null);
    if (failure) {
      res.status(400).json({ error: failure });
      return;
    }
    next();
  };

const resolveAttachment = (courseId: string, file: string): string =>
  ATTACHMENT_ROOT + "/" + courseId + "/" + file;

const isInsideRoot = (candidate: string): boolean => candidate.startsWith(ATTACHMENT_ROOT);

router.get(
  "/courses/:courseId/attachments",
  runGuards(requireEnrollment, requireFileParam),
  (req: Request, res: Response) => {
    const target = resolveAttachment(req.params.courseId, String(req.query.file));
    if (!isInsideRoot(target)) {
      return res.status(403).json({ error: "outside attachment store" });
    }
    res.type(path.extname(target) || "application/octet-stream");
    fs.createReadStream(target)
      .on("error", () => res.status(404).end())
      .pipe(res);
  }
);

export default router;
