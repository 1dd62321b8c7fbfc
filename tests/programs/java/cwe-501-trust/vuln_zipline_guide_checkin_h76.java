// A zipline park guide platform check-in program of the h76 set (cwe-501-trust).
package com.canopyrun.platform;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

final class GuideRoster {
    private static final Map<String, String> ROLES = Map.of(
            "mara.k", "lead",
            "jonas.b", "guide",
            "ines.t", "guide",
            "pablo.r", "trainee");

    private GuideRoster() {
    }

    static Optional<String> roleOf(String username) {
        return Optional.ofNullable(ROLES.get(username));
    }
}

final class LineState {
    static final Map<String, String> STATUS = new ConcurrentHashMap<>(Map.of(
            "tower-1", "open", "tower-2", "open", "landing", "open"));

    private LineState() {
    }
}

@WebServlet("/platform/checkin")
class CheckinServlet extends HttpServlet {
    private static final Set<String> STATIONS = LineState.STATUS.keySet();

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String user = req.getRemoteUser();
        if (user == null || GuideRoster.roleOf(user).isEmpty()) {
            resp.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        String station = req.getParameter("station");
        if (station == null || !STATIONS.contains(station)) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "unknown station");
            return;
        }
        HttpSession session = req.getSession(true);
        session.setAttribute("guide", user);
        session.setAttribute("station", station);
        session.setAttribute("role", req.getParameter("role"));
        resp.setContentType("text/plain");
        resp.getWriter().println("checked in at " + station);
    }
}

@WebServlet("/platform/line")
class LineControlServlet extends HttpServlet {
    private static final Set<String> LEAD_ONLY = Set.of("close", "reopen");
    private final Map<String, String> transitions = Map.of(
            "hold", "weather-hold",
            "close", "closed",
            "reopen", "open");

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        HttpSession session = req.getSession(false);
        if (session == null || session.getAttribute("guide") == null) {
            resp.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        String action = req.getParameter("action");
        String next = transitions.get(action);
        if (next == null) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "unknown action");
            return;
        }
        if (LEAD_ONLY.contains(action) && !"lead".equals(session.getAttribute("role"))) {
            resp.sendError(HttpServletResponse.SC_FORBIDDEN, "lead guide required");
            return;
        }
        String station = (String) session.getAttribute("station");
        LineState.STATUS.put(station, next);
        log(session.getAttribute("guide") + " set " + station + " to " + next);
        resp.setContentType("text/plain");
        resp.getWriter().println(station + " is now " + next);
    }
}
