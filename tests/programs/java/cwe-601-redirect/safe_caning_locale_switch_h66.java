// A caning locale switch program of the h66 set (cwe-601-redirect).
package org.rushandcane.workshop.web;

import java.io.IOException;
import java.util.Hashtable;
import java.util.Locale;

import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

/**
 * Language switcher in the footer of the chair caning course pages.
 * GET /lang?code=fr&back=/courses/seagrass-weave.jsp
 */
class LocaleSwitchServlet extends HttpServlet {

    private static final Hashtable LOCALES = new Hashtable();
    static {
        LOCALES.put("en", Locale.ENGLISH);
        LOCALES.put("fr", Locale.FRENCH);
        LOCALES.put("de", Locale.GERMAN);
        LOCALES.put("nl", new Locale("nl"));
    }

    private static final String HOME = "/courses/index.jsp";

    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String code = request.getParameter("code");
        String back = request.getParameter("back");

        Locale chosen = (Locale) LOCALES.get(code == null ? "en" : code);
        if (chosen != null) {
            HttpSession session = request.getSession(true);
            session.setAttribute("courseLocale", chosen);
        }

        if (back == null || !isLocalPath(back)) {
            back = request.getContextPath() + HOME;
        }
        response.sendRedirect(back);
    }

    /** Only pages of this site may be used as the return address. */
    private static boolean isLocalPath(String path) {
        if (!path.startsWith("/") || path.startsWith("//")) {
            return false;
        }
        for (int i = 0; i < path.length(); i++) {
            char c = path.charAt(i);
            if (c <= 0x20 || c >= 0x7f || c == '\\') {
                return false;
            }
        }
        return true;
    }
}
