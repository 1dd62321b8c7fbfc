// A kennel session program of the h64 set (cwe-501-trust).
package org.harnessline.kennel.web;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Mushers who run dogs for several kennels pick which kennels' dog yards they
 * are working today. Later pages (feeding logs, vet checks, race entries) read
 * the "activeKennels" session attribute to decide which dogs they may edit.
 */
@WebServlet("/musher/working-kennels")
class WorkingKennelsServlet extends HttpServlet {
    private static final Pattern KENNEL_CODE = Pattern.compile("K-\\d{3,5}");

    interface Memberships {
        Set<String> kennelsFor(String musherId);
    }

    private Memberships memberships;

    @Override
    public void init() {
        memberships = (Memberships) getServletContext().getAttribute("memberships");
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        HttpSession session = req.getSession(false);
        String musherId = session == null ? null : (String) session.getAttribute("musherId");
        if (musherId == null) {
            resp.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        String[] picked = req.getParameterValues("kennel");
        if (picked == null || picked.length == 0) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "pick at least one kennel");
            return;
        }

        Set<String> allowed = memberships.kennelsFor(musherId);
        List<String> active = new ArrayList<>();
        for (String code : picked) {
            String c = code.trim().toUpperCase();
            if (!KENNEL_CODE.matcher(c).matches() || active.contains(c)) {
                continue;
            }
            active.add(c);
        }
        if (active.isEmpty()) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "no usable kennel codes");
            return;
        }
        session.setAttribute("activeKennels", List.copyOf(active));
        getServletContext().log("musher " + musherId + " working " + active.size() + " kennels (member of " + allowed.size() + ")");
        resp.sendRedirect(req.getContextPath() + "/musher/today");
    }
}
