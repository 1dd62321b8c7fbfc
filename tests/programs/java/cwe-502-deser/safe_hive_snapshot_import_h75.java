// A beekeeper hive snapshot import program of the h75 set (cwe-502-deser).
package com.combandcrown.sync;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InvalidClassException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.io.StreamCorruptedException;
import java.util.logging.Level;
import java.util.logging.Logger;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.MultipartConfig;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.Part;

@WebServlet("/hives/snapshots")
@MultipartConfig(maxFileSize = 2 * 1024 * 1024)
class HiveSnapshotImportServlet extends HttpServlet {

    private static final Logger LOG = Logger.getLogger(HiveSnapshotImportServlet.class.getName());

    public static final class FrameReading implements Serializable {
        private static final long serialVersionUID = 3L;
        int frameNo;
        int broodPercent;
        int honeyPercent;
        boolean queenSeen;
    }

    public static final class HiveSnapshot implements Serializable {
        private static final long serialVersionUID = 7L;
        String hiveId;
        long takenAtEpochSecond;
        FrameReading[] frames;
    }

    private static final ObjectInputFilter SNAPSHOT_FILTER = ObjectInputFilter.Config.createFilter(
            HiveSnapshot.class.getName() + ";" + FrameReading.class.getName()
                    + ";maxdepth=4;maxarray=64;maxrefs=1000;maxbytes=2000000;!*");

    static final class SnapshotFormatException extends Exception {
        SnapshotFormatException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    static HiveSnapshot readSnapshot(InputStream raw) throws SnapshotFormatException, IOException {
        try (ObjectInputStream in = new ObjectInputStream(new BufferedInputStream(raw))) {
            in.setObjectInputFilter(SNAPSHOT_FILTER);
            Object value = in.readObject();
            if (!(value instanceof HiveSnapshot snapshot)) {
                throw new SnapshotFormatException("file does not hold a hive snapshot", null);
            }
            if (snapshot.hiveId == null || snapshot.frames == null || snapshot.frames.length == 0) {
                throw new SnapshotFormatException("snapshot is missing hive id or frames", null);
            }
            return snapshot;
        } catch (InvalidClassException | ClassNotFoundException | StreamCorruptedException e) {
            throw new SnapshotFormatException("unreadable snapshot file", e);
        }
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        resp.setContentType("application/json");
        Part part = req.getPart("snapshot");
        if (part == null || part.getSize() == 0) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "attach a .hive snapshot file");
            return;
        }
        HiveSnapshot snapshot;
        try (InputStream upload = part.getInputStream()) {
            snapshot = readSnapshot(upload);
        } catch (SnapshotFormatException e) {
            LOG.log(Level.INFO, "rejected hive snapshot upload: " + e.getMessage(), e.getCause());
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, e.getMessage());
            return;
        } finally {
            part.delete();
        }

        int brood = 0;
        int honey = 0;
        boolean queenSeen = false;
        for (FrameReading frame : snapshot.frames) {
            if (frame == null) {
                continue;
            }
            brood += frame.broodPercent;
            honey += frame.honeyPercent;
            queenSeen |= frame.queenSeen;
        }
        int frames = snapshot.frames.length;
        LOG.info("imported snapshot for hive " + snapshot.hiveId + " with " + frames + " frames");
        resp.getWriter().printf("{\"frames\":%d,\"avgBrood\":%d,\"avgHoney\":%d,\"queenSeen\":%b}",
                frames, brood / frames, honey / frames, queenSeen);
    }
}
