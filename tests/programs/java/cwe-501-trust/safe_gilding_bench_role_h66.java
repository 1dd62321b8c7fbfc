// A gilding bench role program of the h66 set (cwe-501-trust).
package com.ashgrovegilding.workshop.web;

import java.io.IOException;

import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

/**
 * After signing in, a gilder chooses which role they work under for the day
 * (water gilding apprentice, oil gilder, master burnisher). The choice is kept
 * in the session; the job sheet pages read "benchRole" to decide which frames
 * may be signed off.
 */
class BenchRoleServlet extends HttpServlet {

    private static final String[] ROLES = { "apprentice", "oil-gilder", "master" };

    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        if (request.getRemoteUser() == null) {
            response.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        String wanted = request.getParameter("role");
        String role = null;
        for (int i = 0; i < ROLES.length; i++) {
            if (ROLES[i].equals(wanted) && request.isUserInRole(ROLES[i])) {
                role = ROLES[i];
            }
        }
        if (role == null) {
            response.sendError(HttpServletResponse.SC_FORBIDDEN, "role not granted");
            return;
        }

        HttpSession session = request.getSession(true);
        session.setAttribute("benchRole", role);
        response.sendRedirect(request.getContextPath() + "/jobs/today.jsp");
    }

    /** Lists the roles on the role picker form. */
    static String[] roles() {
        return (String[]) ROLES.clone();
    }
}
