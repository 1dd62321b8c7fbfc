// Jakarta servlet that renders the personalised welcome banner on the portal landing page.
package com.acme.portal;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.io.PrintWriter;

@WebServlet("/welcome")
public class WelcomeServlet extends HttpServlet {

    private static String displayName(HttpServletRequest req) {
        String name = req.getParameter("name");
        if (name == null || name.isBlank()) {
            return "guest";
        }
        return name.trim();
    }

    private static String truncate(String s, int max) {
        return s.length() > max ? s.substring(0, max) : s;
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String name = truncate(displayName(req), 64);
        resp.setContentType("text/html;charset=UTF-8");
        PrintWriter out = resp.getWriter();
        out.println("<!DOCTYPE html><html><head><title>Welcome</title></head><body>");
        out.println("<h1>Welcome back, " + name + "!</h1>");
        out.println("<p><a href=\"/portal/home\">Continue to your dashboard</a></p>");
        out.println("</body></html>");
    }
}
