// A hull draft program of the h64 set (cwe-502-deser).
package org.keelyard.design;

import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.MultipartConfig;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.Part;

import java.io.IOException;
import java.io.InputStream;
import java.io.InvalidClassException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The lofting desktop tool saves hull drafts as serialized HullDraft objects (.hull).
 * Shipwrights upload a draft here to get the frame table and a rough displacement.
 */
@WebServlet("/drafts/analyse")
@MultipartConfig(maxFileSize = 2 * 1024 * 1024)
class HullDraftUploadServlet extends HttpServlet {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final double SEAWATER_T_PER_M3 = 1.025;
    private static final ObjectInputFilter DRAFT_FILTER = ObjectInputFilter.Config.createFilter(
            "maxdepth=4;maxrefs=20000;maxarray=5000;org.keelyard.design.HullDraft;org.keelyard.design.Frame;!*");

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException, ServletException {
        Part part = req.getPart("draft");
        if (part == null || part.getSize() == 0) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "no draft uploaded");
            return;
        }

        HullDraft draft;
        try (InputStream raw = part.getInputStream();
             ObjectInputStream in = new ObjectInputStream(raw)) {
            in.setObjectInputFilter(DRAFT_FILTER);
            draft = (HullDraft) in.readObject();
        } catch (ClassNotFoundException | ClassCastException | InvalidClassException e) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "not a hull draft");
            return;
        }

        Map<String, Object> report = new LinkedHashMap<>();
        report.put("vessel", draft.vesselName);
        report.put("lengthFt", draft.lengthFt);
        double volume = 0;
        Frame prev = null;
        for (Frame f : draft.frames) {
            if (prev != null) {
                double span = f.stationM - prev.stationM;
                double areaA = 0.7 * prev.beamM * prev.draughtM;
                double areaB = 0.7 * f.beamM * f.draughtM;
                volume += span * (areaA + areaB) / 2;
            }
            prev = f;
        }
        report.put("frames", draft.frames.length);
        report.put("displacementTonnes", Math.round(volume * SEAWATER_T_PER_M3 * 100) / 100.0);

        resp.setContentType("application/json");
        JSON.writeValue(resp.getOutputStream(), report);
    }
}

class HullDraft implements Serializable {
    private static final long serialVersionUID = 3L;
    String vesselName;
    int lengthFt;
    Frame[] frames = new Frame[0];
}

class Frame implements Serializable {
    private static final long serialVersionUID = 1L;
    double stationM;
    double beamM;
    double draughtM;
}
